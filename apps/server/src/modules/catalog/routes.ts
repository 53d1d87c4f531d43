import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chainDay } from "@hancine/contract/format";
import { CITIES, NATIONWIDE } from "@hancine/contract/cities";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { sendCachedJson, type PublicCache } from "#server/http/public-cache.ts";
import { notFound } from "#server/domain-error.ts";
import { listFilms, type FilmListKind } from "./films-repository.ts";
import { findFilmBySlug } from "./films-repository.ts";
import { findCinema, listCinemas } from "./cinemas-repository.ts";
import { filmIndexRoutes } from "./film-index-routes.ts";
import { msg } from "@hancine/contract/i18n/message";

export const catalogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;
  await app.register(filmIndexRoutes, { deps, cache });

  const filmsOf = (kind: FilmListKind, city: string | undefined) => {
    const now = deps.clock();
    return cache.get(`films:${kind}:${city ?? ""}`, () => listFilms(db, { kind, city, now, today: chainDay(now) }));
  };

  const filmListRoute = (key: "GET /films/showing" | "GET /films/comming" | "GET /films/coming" | "GET /films/imax", kind: FilmListKind, summary: string) =>
    app.route({
      ...apiRoute(key, { tags: ["Phim"], summary, errors: [400] }),
      handler: async (request, reply) => sendCachedJson(reply, await filmsOf(kind, request.query.city), 30),
    });

  filmListRoute("GET /films/showing", "showing", "Phim đang chiếu");
  filmListRoute("GET /films/comming", "coming", "Phim sắp chiếu (đường dẫn viết đúng như ứng dụng đang gọi)");
  filmListRoute("GET /films/coming", "coming", "Phim sắp chiếu (bí danh của /films/comming)");
  filmListRoute("GET /films/imax", "imax", "Phim có suất chiếu IMAX");

  app.route({
    ...apiRoute("GET /films", { tags: ["Phim"], summary: "Danh sách phim theo trạng thái", errors: [400] }),
    handler: async (request, reply) => sendCachedJson(reply, await filmsOf(request.query.status, request.query.city), 30),
  });

  app.route({
    ...apiRoute("GET /films/:slug", { tags: ["Phim"], summary: "Chi tiết một phim", errors: [404] }),
    handler: async (request) => {
      const film = await findFilmBySlug(db, request.params.slug, deps.clock());
      if (!film) throw notFound(msg("error.NOT_FOUND.film"));
      return { result: film };
    },
  });

  app.route({
    ...apiRoute("GET /cities", { tags: ["Rạp"], summary: "13 lựa chọn tỉnh/thành phố (Toàn quốc trước)" }),
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { result: [NATIONWIDE, ...CITIES] };
    },
  });

  app.route({
    ...apiRoute("GET /cinemas", { tags: ["Rạp"], summary: "Danh sách rạp", errors: [400] }),
    handler: async (request, reply) =>
      sendCachedJson(reply, await cache.get(`cinemas:${request.query.city ?? ""}`, () => listCinemas(db, request.query.city)), 60),
  });

  app.route({
    ...apiRoute("GET /cinemas/:slug", { tags: ["Rạp"], summary: "Một rạp: phòng chiếu và bảng giá vé", errors: [404] }),
    handler: async (request, reply) => {
      const cinema = await findCinema(db, request.params.slug, deps.clock());
      if (!cinema) throw notFound(msg("error.NOT_FOUND.cinemaInList"));
      reply.header("cache-control", "public, max-age=60");
      return { result: cinema };
    },
  });
};
