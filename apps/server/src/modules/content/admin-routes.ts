import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import type { PublicCache } from "#server/http/public-cache.ts";
import { requireRole } from "../auth/current-user.ts";
import { actorOf } from "../auth/actor.ts";
import { contentPage } from "./content-list-page.ts";
import { adminBanner, createBanner, deleteBanner, listAdminBanners, updateBanner } from "./banner-editing.ts";
import { adminProduct, createProduct, listAdminProducts, updateProduct } from "./product-editing.ts";
import { adminVoucher, createVoucher, listAdminVouchers, updateVoucher } from "./voucher-editing.ts";
import { adminPost, createPost, deletePost, listAdminPosts, updatePost } from "./post-editing.ts";
import { adminPromotion, createPromotion, deletePromotion, listAdminPromotions, updatePromotion } from "./promotion-editing.ts";

const tags = ["Quản trị: nội dung"];

/**
 * The chain's content (issue 15, "Content"; docs/decisions/047): admins only — content is the whole
 * chain's. A change empties this instance's public cache at once; the `content_changed`
 * notification sent in its transaction empties every other instance's.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: PublicCache }> = async (app, { deps, cache }) => {
  const admin = requireRole(deps, "admin");
  const errors = [400, 401, 403, 404] as const;

  app.route({
    ...apiRoute("GET /admin/banners", {
      tags,
      summary: "Banner trang chủ theo thứ tự, với trạng thái và thời gian hiển thị; `q` tìm, `page` (20 mỗi trang)",
      errors: [401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      return {
        result: contentPage(await listAdminBanners(deps), request.query, (b) => [b.alt, b.copy?.headline ?? "", b.copy?.subline ?? "", b.link ?? ""].join(" ")),
      };
    },
  });
  app.route({
    ...apiRoute("POST /admin/banners", { tags, summary: "Thêm banner (cuối danh sách)", errors: [400, 401, 403], status: 201 }),
    preHandler: admin,
    handler: async (request, reply) => {
      const banner = await createBanner(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: banner };
    },
  });
  app.route({
    ...apiRoute("GET /admin/banners/:id", { tags, summary: "Một banner để sửa", errors }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await adminBanner(deps, request.params.id) };
    },
  });
  app.route({
    ...apiRoute("PATCH /admin/banners/:id", { tags, summary: "Sửa banner, đổi thứ tự (`position`), hẹn giờ, đăng hoặc lưu trữ", errors }),
    preHandler: admin,
    handler: async (request) => {
      const banner = await updateBanner(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: banner };
    },
  });
  app.route({
    ...apiRoute("DELETE /admin/banners/:id", { tags, summary: "Xoá banner", errors }),
    preHandler: admin,
    handler: async (request) => {
      const banner = await deleteBanner(deps, actorOf(request), request.params.id);
      cache.clear();
      return { result: banner };
    },
  });

  app.route({
    ...apiRoute("GET /admin/promotions", {
      tags,
      summary: "Chương trình khuyến mãi với voucher và trạng thái; `q` tìm, `page` (20 mỗi trang)",
      errors: [401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      return { result: contentPage(await listAdminPromotions(deps), request.query, (p) => [p.title, p.slug, p.summary, p.voucherCode ?? ""].join(" ")) };
    },
  });
  app.route({
    ...apiRoute("POST /admin/promotions", {
      tags,
      summary: "Thêm chương trình khuyến mãi; nội dung được lọc HTML ở máy chủ",
      errors: [400, 401, 403],
      status: 201,
    }),
    preHandler: admin,
    handler: async (request, reply) => {
      const promotion = await createPromotion(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: promotion };
    },
  });
  app.route({
    ...apiRoute("GET /admin/promotions/:id", { tags, summary: "Một chương trình khuyến mãi để sửa", errors }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await adminPromotion(deps, request.params.id) };
    },
  });
  app.route({
    ...apiRoute("PATCH /admin/promotions/:id", { tags, summary: "Sửa, hẹn giờ, đăng hoặc lưu trữ chương trình khuyến mãi", errors }),
    preHandler: admin,
    handler: async (request) => {
      const promotion = await updatePromotion(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: promotion };
    },
  });
  app.route({
    ...apiRoute("DELETE /admin/promotions/:id", { tags, summary: "Xoá chương trình khuyến mãi", errors }),
    preHandler: admin,
    handler: async (request) => {
      const promotion = await deletePromotion(deps, actorOf(request), request.params.id);
      cache.clear();
      return { result: promotion };
    },
  });

  app.route({
    ...apiRoute("GET /admin/posts", {
      tags,
      summary: "Bình luận phim và blog điện ảnh, mới nhất trước, với trạng thái và lượt xem; `q` tìm, `page` (20 mỗi trang)",
      errors: [401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      return { result: contentPage(await listAdminPosts(deps), request.query, (p) => [p.title, p.slug, p.excerpt].join(" ")) };
    },
  });
  app.route({
    ...apiRoute("POST /admin/posts", { tags, summary: "Thêm bài viết; nội dung được lọc HTML ở máy chủ", errors: [400, 401, 403], status: 201 }),
    preHandler: admin,
    handler: async (request, reply) => {
      const post = await createPost(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: post };
    },
  });
  app.route({
    ...apiRoute("GET /admin/posts/:id", { tags, summary: "Một bài viết để sửa", errors }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await adminPost(deps, request.params.id) };
    },
  });
  app.route({
    ...apiRoute("PATCH /admin/posts/:id", { tags, summary: "Sửa, hẹn giờ, đăng hoặc lưu trữ bài viết", errors }),
    preHandler: admin,
    handler: async (request) => {
      const post = await updatePost(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: post };
    },
  });
  app.route({
    ...apiRoute("DELETE /admin/posts/:id", { tags, summary: "Xoá bài viết", errors }),
    preHandler: admin,
    handler: async (request) => {
      const post = await deletePost(deps, actorOf(request), request.params.id);
      cache.clear();
      return { result: post };
    },
  });

  app.route({
    ...apiRoute("GET /admin/products", {
      tags,
      summary: "Bắp nước, combo và quà lưu niệm theo thứ tự trên thực đơn, với các rạp bán; `q` tìm, `page` (20 mỗi trang)",
      errors: [401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      return { result: contentPage(await listAdminProducts(deps), request.query, (p) => [p.name, p.slug, p.description].join(" ")) };
    },
  });
  app.route({
    ...apiRoute("POST /admin/products", { tags, summary: "Thêm món (cuối thực đơn)", errors: [400, 401, 403], status: 201 }),
    preHandler: admin,
    handler: async (request, reply) => {
      const product = await createProduct(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: product };
    },
  });
  app.route({
    ...apiRoute("GET /admin/products/:id", { tags, summary: "Một món để sửa", errors }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await adminProduct(deps, request.params.id) };
    },
  });
  app.route({
    ...apiRoute("PATCH /admin/products/:id", { tags, summary: "Sửa món, đổi giá, rạp bán; `active: false` ngừng bán (lưu trữ)", errors }),
    preHandler: admin,
    handler: async (request) => {
      const product = await updateProduct(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: product };
    },
  });

  app.route({
    ...apiRoute("GET /admin/vouchers", {
      tags,
      summary: "Voucher: quy tắc, giới hạn và số lượt đã dùng; `q` tìm theo mã hoặc ưu đãi, `page` (20 mỗi trang)",
      errors: [401, 403],
    }),
    preHandler: admin,
    handler: async (request) => {
      return { result: contentPage(await listAdminVouchers(deps), request.query, (v) => [v.code, v.benefit].join(" ")) };
    },
  });
  app.route({
    ...apiRoute("POST /admin/vouchers", {
      tags,
      summary: "Thêm voucher: quy tắc ưu đãi, điều kiện, hiệu lực và giới hạn; 409 VOUCHER_CODE_TAKEN khi mã đã có",
      errors: [400, 401, 403, 409],
      status: 201,
    }),
    preHandler: admin,
    handler: async (request, reply) => {
      const voucher = await createVoucher(deps, actorOf(request), request.body);
      cache.clear();
      reply.code(201);
      return { result: voucher };
    },
  });
  app.route({
    ...apiRoute("GET /admin/vouchers/:id", { tags, summary: "Một voucher (theo mã) để sửa, với số lượt đã dùng", errors }),
    preHandler: admin,
    handler: async (request) => {
      return { result: await adminVoucher(deps, request.params.id) };
    },
  });
  app.route({
    ...apiRoute("PATCH /admin/vouchers/:id", {
      tags,
      summary: "Sửa quy tắc, hiệu lực, giới hạn (không thấp hơn số lượt đã dùng) hoặc lưu trữ voucher; khuyến mãi dùng mã này đổi điều kiện theo",
      errors,
    }),
    preHandler: admin,
    handler: async (request) => {
      const voucher = await updateVoucher(deps, actorOf(request), request.params.id, request.body);
      cache.clear();
      return { result: voucher };
    },
  });
};
