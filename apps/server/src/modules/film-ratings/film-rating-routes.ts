import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { filmReviews } from "./film-reviews.ts";
import { myFilmRating, rateFilm } from "./rate-film.ts";

const tags = ["Phim"];

/** Rating a film one has seen (checked in): the film page and a past ticket (decision 050). */
export const filmRatingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("GET /films/:slug/reviews", {
      tags,
      summary: "Nhận xét của khán giả đã xem tại rạp, mới nhất trước (10 mỗi trang), và điểm của phim",
      description:
        "Chỉ nhận xét có chữ và không bị quản trị ẩn; tác giả ghi tên và chữ cái đầu của họ (“Hà N.”). Điểm của nhận xét bị ẩn vẫn tính vào điểm phim.",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      // Read fresh: a viewer's new review shows at once.
      reply.header("cache-control", "no-cache");
      return { result: await filmReviews(deps, request.params.slug, request.query.page) };
    },
  });
  app.route({
    ...apiRoute("GET /films/:slug/ratings/mine", { tags, summary: "Đánh giá của tôi cho phim này, và tôi có được đánh giá không", errors: [401, 404] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myFilmRating(deps, request.currentUser!.user.id, request.params.slug) };
    },
  });

  app.route({
    ...apiRoute("POST /films/:slug/ratings", {
      tags,
      summary: "Chấm điểm phim (1–10) và viết nhận xét ngắn",
      description: "Chỉ khi vé của bạn cho phim này đã được soát ở rạp (409 RATING_NOT_ALLOWED nếu chưa). Mỗi người một đánh giá cho mỗi phim; gửi lại là sửa.",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await rateFilm(deps, request.currentUser!.user.id, request.params.slug, request.body, request.ip) };
    },
  });
};
