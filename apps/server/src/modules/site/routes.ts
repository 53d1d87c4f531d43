import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps.ts";
import { pingDatabase } from "../../db/client.ts";

/** Liveness, readiness and the chain's public identity. */
export const siteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await pingDatabase(deps.database.db);
      return { status: "ready", database: deps.database.kind };
    } catch (err) {
      request.log.warn({ err }, "database not reachable");
      return reply.status(503).send({ error: { code: "SERVICE_UNAVAILABLE", message: "Cơ sở dữ liệu chưa sẵn sàng." } });
    }
  });
};
