import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chainDay } from "@hancine/contract/format";
import { CITIES, NATIONWIDE } from "@hancine/contract/cities";
import { cityQuery } from "../../http/query-schemas.ts";
import { cinemaDetailSchema, cinemaSchema, citySchema, filmDetailSchema, filmSchema } from "@hancine/contract/catalog";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import type { AppDeps } from "../../app-deps.ts";
import { sendCachedJson, type PublicCache } from "../../http/public-cache.ts";
import { notFound } from "../../http/app-error.ts";
import { listFilms, type FilmListKind } from "./films-repository.ts";
import { findFilmBySlug } from "./films-repository.ts";
import { findCinema, listCinemas } from "./cinemas-repository.ts";
import { filmIndexRoutes } from "./film-index-routes.ts";

const filmList = resultOf(z.array(filmSchema));

export const catalogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;
  await app.register(filmIndexRoutes, { deps, cache });

  const filmsOf = (kind: FilmListKind, city: string | undefined) => {
    const now = deps.clock();
    return cache.get(`films:${kind}:${city ?? ""}`, () => listFilms(db, { kind, city, now, today: chainDay(now) }));
  };

  const filmListRoute = (path: string, kind: FilmListKind, summary: string) =>
    app.get(
      path,
      { schema: { tags: ["Phim"], summary, querystring: cityQuery, response: { 200: filmList, 400: errorEnvelopeSchema } } },
      async (request, reply) => sendCachedJson(reply, await filmsOf(kind, request.query.city), 30),
    );

  filmListRoute("/films/showing", "showing", "Phim đang chiếu");
  filmListRoute("/films/comming", "coming", "Phim sắp chiếu (đường dẫn viết đúng như ứng dụng đang gọi)");
  filmListRoute("/films/coming", "coming", "Phim sắp chiếu (bí danh của /films/comming)");
  filmListRoute("/films/imax", "imax", "Phim có suất chiếu IMAX");

  app.get(
    "/films",
    {
      schema: {
        tags: ["Phim"],
        summary: "Danh sách phim theo trạng thái",
        querystring: cityQuery.extend({ status: z.enum(["showing", "coming", "imax"]).default("showing") }),
        response: { 200: filmList, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => sendCachedJson(reply, await filmsOf(request.query.status, request.query.city), 30),
  );

  app.get(
    "/films/:slug",
    {
      schema: {
        tags: ["Phim"],
        summary: "Chi tiết một phim",
        params: z.object({ slug: z.string().max(120) }),
        response: { 200: resultOf(filmDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const film = await findFilmBySlug(db, request.params.slug, deps.clock());
      if (!film) throw notFound("Không tìm thấy phim này. Có thể phim đã ngừng chiếu.");
      return { result: film };
    },
  );

  app.get(
    "/cities",
    { schema: { tags: ["Rạp"], summary: "13 lựa chọn tỉnh/thành phố (Toàn quốc trước)", response: { 200: resultOf(z.array(citySchema)) } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { result: [NATIONWIDE, ...CITIES] };
    },
  );

  app.get(
    "/cinemas",
    {
      schema: {
        tags: ["Rạp"],
        summary: "Danh sách rạp",
        querystring: cityQuery,
        response: { 200: resultOf(z.array(cinemaSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(reply, await cache.get(`cinemas:${request.query.city ?? ""}`, () => listCinemas(db, request.query.city)), 60),
  );

  app.get(
    "/cinemas/:slug",
    {
      schema: {
        tags: ["Rạp"],
        summary: "Một rạp: phòng chiếu và bảng giá vé",
        params: z.object({ slug: z.string().max(160) }),
        response: { 200: resultOf(cinemaDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const cinema = await findCinema(db, request.params.slug, deps.clock());
      if (!cinema) throw notFound("Không tìm thấy rạp này. Bạn hãy chọn rạp trong danh sách nhé.");
      reply.header("cache-control", "public, max-age=60");
      return { result: cinema };
    },
  );
};
