import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { pingDatabase } from "#server/db/client.ts";
import type { DatabaseNotifications } from "#server/db/notifications.ts";
import type { Draining } from "#server/http/draining.ts";

/** Liveness, readiness and the chain's public identity. */
export const siteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; notifications: DatabaseNotifications; draining: Draining }> = async (
  app,
  { deps, notifications, draining },
) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  // Ready: the database answers, and this process hears its notifications (seat maps, content, waiting rooms).
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    // Stopping (decision 070): a load balancer that asks sends no more new visitors here.
    if (draining.active) return reply.status(503).send({ error: { code: "SERVICE_UNAVAILABLE", message: "Máy chủ này đang dừng để cập nhật." } });
    try {
      await pingDatabase(deps.database.db);
      if (!notifications.listening) throw new Error("database notifications not listening yet");
      return { status: "ready", database: deps.database.kind };
    } catch (err) {
      request.log.warn({ err }, "database not reachable");
      return reply.status(503).send({ error: { code: "SERVICE_UNAVAILABLE", message: "Cơ sở dữ liệu chưa sẵn sàng." } });
    }
  });
};
