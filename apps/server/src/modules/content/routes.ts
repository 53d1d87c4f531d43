import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { CONTENT_CACHE_MS, sendCachedJson, type PublicCache } from "#server/http/public-cache.ts";
import { notFound } from "#server/domain-error.ts";
import * as content from "./content-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Seconds browsers and proxies may keep published content: the contract's "within 5 s" (decision 047). */
const CONTENT_MAX_AGE = CONTENT_CACHE_MS / 1000;

/**
 * Banners, posts, promotions: what the public sees is decided by time at each read (decision 047),
 * cached at most `CONTENT_CACHE_MS` here and emptied on every instance when the back office changes it.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;
  const now = () => deps.clock();

  app.route({
    ...apiRoute("GET /banners", { tags: ["Nội dung"], summary: "Banner trang chủ" }),
    handler: async (_request, reply) =>
      sendCachedJson(reply, await cache.get("banners", () => content.listBanners(db, now()), CONTENT_CACHE_MS), CONTENT_MAX_AGE),
  });

  app.route({
    ...apiRoute("GET /film-comment", { tags: ["Nội dung"], summary: "Bài bình luận phim cho trang chủ" }),
    handler: async (_request, reply) =>
      sendCachedJson(reply, await cache.get("film-comment", () => content.listFilmComments(db, now()), CONTENT_CACHE_MS), CONTENT_MAX_AGE),
  });

  app.route({
    ...apiRoute("GET /posts", { tags: ["Nội dung"], summary: "Bài viết: bình luận phim (review) và blog điện ảnh (blog)", errors: [400] }),
    handler: async (request, reply) =>
      sendCachedJson(
        reply,
        await cache.get(`posts:${request.query.type ?? ""}`, () => content.listPosts(db, now(), request.query.type), CONTENT_CACHE_MS),
        CONTENT_MAX_AGE,
      ),
  });

  app.route({
    ...apiRoute("GET /posts/:slug", { tags: ["Nội dung"], summary: "Một bài viết", errors: [404] }),
    handler: async (request) => {
      const post = await content.findPost(db, request.params.slug, now());
      if (!post) throw notFound(msg("error.NOT_FOUND.post"));
      return { result: { ...post, publishedAt: post.publishedAt.toISOString() } };
    },
  });

  app.route({
    ...apiRoute("GET /promotions", { tags: ["Nội dung"], summary: "Tin khuyến mãi" }),
    handler: async (_request, reply) =>
      sendCachedJson(reply, await cache.get("promotions", () => content.listPromotions(db, now()), CONTENT_CACHE_MS), CONTENT_MAX_AGE),
  });

  app.route({
    ...apiRoute("GET /app-promo", {
      tags: ["Nội dung"],
      summary: "Mục quảng bá ứng dụng ở trang chủ: đường dẫn tải, mã QR và các màn hình ứng dụng (vẽ từ phim, rạp, ưu đãi của chuỗi)",
      errors: [404],
    }),
    handler: async (_request, reply) => {
      const promo = await content.findAppPromo(db);
      if (!promo) throw notFound(msg("error.NOT_FOUND.appInfo"));
      reply.header("cache-control", "public, max-age=60");
      return { result: promo };
    },
  });

  app.route({
    ...apiRoute("GET /promotions/:slug", { tags: ["Nội dung"], summary: "Một chương trình khuyến mãi", errors: [404] }),
    handler: async (request) => {
      const promotion = await content.findPromotion(db, request.params.slug, now());
      if (!promotion) throw notFound(msg("error.NOT_FOUND.promotion"));
      return { result: promotion };
    },
  });

  app.route({
    ...apiRoute("GET /products", { tags: ["Nội dung"], summary: "Bắp nước, combo và quà lưu niệm", errors: [400] }),
    handler: async (request, reply) => {
      // A cinema's menu follows its stock (decision 077): as fresh as the rest of the content.
      const atCinema = request.query.cinema !== undefined;
      return sendCachedJson(
        reply,
        await cache.get(
          `products:${request.query.kind ?? ""}:${request.query.cinema ?? ""}`,
          () => content.listProducts(db, request.query.kind, request.query.cinema),
          atCinema ? CONTENT_CACHE_MS : undefined,
        ),
        atCinema ? CONTENT_MAX_AGE : 60,
      );
    },
  });
};
