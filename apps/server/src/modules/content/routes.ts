import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { appPromoSchema, postDetailSchema, promotionDetailSchema, bannerSchema, filmCommentSchema, postSchema, productSchema, promotionSchema, POST_TYPES, PRODUCT_KINDS } from "@hancine/contract/catalog";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import type { AppDeps } from "../../app-deps.ts";
import { sendCachedJson, type PublicCache } from "../../http/public-cache.ts";
import { notFound } from "../../http/app-error.ts";
import * as content from "./content-repository.ts";

const slugParams = z.object({ slug: z.string().max(160) });

export const contentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const db = deps.database.db;

  app.get(
    "/banners",
    { schema: { tags: ["Nội dung"], summary: "Banner trang chủ", response: { 200: resultOf(z.array(bannerSchema)) } } },
    async (_request, reply) =>
      sendCachedJson(reply, await cache.get("banners", () => content.listBanners(db)), 60),
  );

  app.get(
    "/film-comment",
    { schema: { tags: ["Nội dung"], summary: "Bài bình luận phim cho trang chủ", response: { 200: resultOf(z.array(filmCommentSchema)) } } },
    async (_request, reply) =>
      sendCachedJson(reply, await cache.get("film-comment", () => content.listFilmComments(db)), 60),
  );

  app.get(
    "/posts",
    {
      schema: {
        tags: ["Nội dung"],
        summary: "Bài viết: bình luận phim (review) và blog điện ảnh (blog)",
        querystring: z.object({ type: z.enum(POST_TYPES).optional() }),
        response: { 200: resultOf(z.array(postSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(reply, await cache.get(`posts:${request.query.type ?? ""}`, () => content.listPosts(db, request.query.type)), 60),
  );

  app.get(
    "/posts/:slug",
    { schema: { tags: ["Nội dung"], summary: "Một bài viết", params: slugParams, response: { 200: resultOf(postDetailSchema), 404: errorEnvelopeSchema } } },
    async (request) => {
      const post = await content.findPost(db, request.params.slug);
      if (!post) throw notFound("Không tìm thấy bài viết này.");
      return { result: { ...post, publishedAt: post.publishedAt.toISOString() } };
    },
  );

  app.get(
    "/promotions",
    { schema: { tags: ["Nội dung"], summary: "Tin khuyến mãi", response: { 200: resultOf(z.array(promotionSchema)) } } },
    async (_request, reply) =>
      sendCachedJson(reply, await cache.get("promotions", () => content.listPromotions(db)), 60),
  );

  app.get(
    "/app-promo",
    {
      schema: {
        tags: ["Nội dung"],
        summary: "Mục quảng bá ứng dụng ở trang chủ: đường dẫn tải, mã QR và các màn hình ứng dụng (vẽ từ phim, rạp, ưu đãi của chuỗi)",
        response: { 200: resultOf(appPromoSchema), 404: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const promo = await content.findAppPromo(db);
      if (!promo) throw notFound("Chưa có thông tin ứng dụng.");
      reply.header("cache-control", "public, max-age=60");
      return { result: promo };
    },
  );

  app.get(
    "/promotions/:slug",
    { schema: { tags: ["Nội dung"], summary: "Một chương trình khuyến mãi", params: slugParams, response: { 200: resultOf(promotionDetailSchema), 404: errorEnvelopeSchema } } },
    async (request) => {
      const promotion = await content.findPromotion(db, request.params.slug);
      if (!promotion) throw notFound("Không tìm thấy chương trình khuyến mãi này.");
      return { result: promotion };
    },
  );

  app.get(
    "/products",
    {
      schema: {
        tags: ["Nội dung"],
        summary: "Bắp nước, combo và quà lưu niệm",
        querystring: z.object({ kind: z.enum(PRODUCT_KINDS).optional() }),
        response: { 200: resultOf(z.array(productSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendCachedJson(reply, await cache.get(`products:${request.query.kind ?? ""}`, () => content.listProducts(db, request.query.kind)), 60),
  );
};
