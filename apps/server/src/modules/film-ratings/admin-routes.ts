import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_FILM_REVIEWS_PAGE_SIZE } from "@hancine/contract/back-office-film-reviews";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import { searchFilmReviews } from "./film-reviews-repository.ts";
import { actorOf } from "../auth/actor.ts";
import { moderateFilmReview } from "./film-review-moderation.ts";

const tags = ["Quản trị: nội dung"];

/** Nội dung › Nhận xét phim (admins only; decision 056): viewers' reviews, and hiding one from the film page. */
export const filmReviewsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const admin = requireRole(deps, "admin");

  app.route({
    ...apiRoute("GET /admin/film-reviews", {
      tags,
      summary: "Nhận xét phim của khán giả, mới nhất trước: phim, họ tên và e-mail người viết, điểm, nội dung, đã ẩn hay chưa; 20 mỗi trang",
      errors: [400, 401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      const { q, film, hidden, page } = request.query;
      const found = await searchFilmReviews(deps.database.db, {
        q,
        film,
        hidden: hidden === undefined ? undefined : hidden === "true",
        limit: ADMIN_FILM_REVIEWS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_FILM_REVIEWS_PAGE_SIZE,
      });
      return { result: { ...found, page, pageSize: ADMIN_FILM_REVIEWS_PAGE_SIZE } };
    },
  });

  app.route({
    ...apiRoute("PATCH /admin/film-reviews/:id", {
      tags,
      summary: "Ẩn nhận xét khỏi trang phim (hidden: true) hoặc hiện lại (false); điểm vẫn tính vào điểm phim; ghi vào nhật ký",
      errors: [400, 401, 403, 404],
    }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await moderateFilmReview(deps, actorOf(request), request.params.id, request.body.hidden) };
    },
  });
};
