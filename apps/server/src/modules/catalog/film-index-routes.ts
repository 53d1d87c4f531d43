import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { sendCachedJson, type PublicCache } from "#server/http/public-cache.ts";
import { listGenresWithFilms, listPeopleWithFilms } from "./film-index-repository.ts";

/** The cinema corner's indexes (genres, directors, cast), each with the catalogue's films. */
export const filmIndexRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /genres", { tags: ["Phim"], summary: "Thể loại phim và các phim đang chiếu, sắp chiếu của từng thể loại" }),
    handler: async (_request, reply) => {
      const now = deps.clock();
      return sendCachedJson(reply, await cache.get("genres", () => listGenresWithFilms(db, chainDay(now), now)), 60);
    },
  });

  app.route({
    ...apiRoute("GET /people", {
      tags: ["Phim"],
      summary: "Đạo diễn (role=director) hoặc diễn viên (role=cast) và các phim đang chiếu, sắp chiếu của họ",
      errors: [400],
    }),
    handler: async (request, reply) => {
      const now = deps.clock();
      const { role } = request.query;
      return sendCachedJson(reply, await cache.get(`people:${role}`, () => listPeopleWithFilms(db, role, chainDay(now), now)), 60);
    },
  });
};
