import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import type { PublicCache } from "#server/http/public-cache.ts";
import { cinemaScopeOf } from "../auth/cinema-scope.ts";
import { requireRole } from "../auth/current-user.ts";
import { adminCinemas } from "./admin-cinemas-repository.ts";
import { requestMeta } from "../auth/request-meta.ts";
import { listAdminFilms, listGenres } from "./admin-films-repository.ts";
import { adminFilm, createFilm, updateFilm, type Actor } from "./film-editing.ts";

const tags = ["Quản trị"];

const actorOf = (request: FastifyRequest): Actor => ({ userId: request.currentUser!.user.id, ip: requestMeta(request).ip });

/**
 * The chain's films (`/admin/films`): managers read them (they schedule them), admins change them.
 * Films belong to the whole chain, so no cinema scope applies. After a change this instance's public
 * cache is emptied, so the site's lists show it at once here (other instances within their 10 s).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /admin/films", {
      tags,
      summary: "Danh sách phim: tìm theo tên (không dấu cũng được), lọc theo trạng thái, phân trang, số phim của từng trạng thái",
      errors: [400, 401, 403],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      const now = deps.clock();
      return { result: await listAdminFilms(db, { ...request.query, now, today: chainDay(now) }) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/films/:id", { tags, summary: "Một phim để sửa", errors: [400, 401, 403, 404] }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      return { result: await adminFilm(deps, request.params.id) };
    },
  });

  app.route({
    ...apiRoute("POST /admin/films", {
      tags,
      summary: "Thêm phim (quản trị chuỗi); đường dẫn lấy từ tên khi không gửi",
      description: "409 SLUG_TAKEN with `details.suggestion`, a free slug. The film appears in the public lists by its dates.",
      errors: [400, 401, 403, 409],
      status: 201,
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request, reply) => {
      const film = await createFilm(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: film };
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/films/:id", {
      tags,
      summary: "Sửa phim, lưu trữ (`archived: true`) hoặc đưa trở lại (`archived: false`)",
      description: "Archiving a film with showtimes ahead → 409 FILM_HAS_SHOWTIMES (`details.upcomingShowtimes`).",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "admin"),
    handler: async (request) => {
      const film = await updateFilm(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: film };
    },
  });

  app.route({
    ...apiRoute("GET /admin/genres", { tags, summary: "Mọi thể loại phim (cho ô chọn thể loại)", errors: [401, 403] }),
    preHandler: requireRole(deps, "manager"),
    handler: async () => {
      return { result: await listGenres(db) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/cinemas", {
      tags,
      summary: "Các rạp của người dùng (quản trị: cả chuỗi) với phòng chiếu, số ghế, định dạng",
      errors: [401, 403],
    }),
    preHandler: requireRole(deps, "staff"),
    handler: async (request) => {
      const scope = await cinemaScopeOf(db, request.currentUser!.user);
      return { result: await adminCinemas(db, scope.chain ? "all" : [...scope.cinemaIds]) };
    },
  });
};
