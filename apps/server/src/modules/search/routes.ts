import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { search } from "./search-repository.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("GET /search", { tags: ["Tìm kiếm"], summary: "Tìm phim, rạp, bài viết và khuyến mãi (không phân biệt dấu)", errors: [400] }),
    handler: async (request) => ({ result: await search(deps.database.db, request.query.q, deps.clock()) }),
  });
};
