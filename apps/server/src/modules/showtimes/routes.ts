import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { notFound } from "#server/domain-error.ts";
import { loadCurrentUser } from "../auth/current-user.ts";
import { quickBookingOptions } from "./quick-booking-repository.ts";
import { salesOpenAfter } from "./sales-window.ts";
import { findShowtime, listShowtimes, seatMap } from "./showtimes-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const tags = ["Suất chiếu"];
const showtimeNotFound = () => notFound(msg("error.NOT_FOUND.showtimeLink"));

export const showtimeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.route({
    ...apiRoute("GET /quick-booking", {
      tags,
      summary: "Lựa chọn của thanh mua vé nhanh theo từng bước",
      description: "Chỉ gồm những gì còn suất chiếu mở bán. Bước sau rỗng cho đến khi các bước trước được chọn.",
      errors: [400],
    }),
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=15");
      return { result: await quickBookingOptions(db, request.query, salesOpenAfter(deps)) };
    },
  });

  app.route({
    ...apiRoute("GET /showtimes", {
      tags,
      summary: "Suất chiếu còn mở bán",
      description: "Lọc theo phim, rạp, tỉnh/thành phố và ngày (YYYY-MM-DD theo giờ Việt Nam). Sắp theo giờ chiếu.",
      errors: [400],
    }),
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=10");
      return { result: await listShowtimes(db, request.query, deps.clock(), salesOpenAfter(deps)) };
    },
  });

  app.route({
    ...apiRoute("GET /showtimes/:id", { tags, summary: "Một suất chiếu và giá vé theo loại ghế", errors: [404] }),
    handler: async (request, reply) => {
      const showtime = await findShowtime(db, request.params.id, deps.clock(), deps.config.salesCloseMinutes);
      if (!showtime) throw showtimeNotFound();
      reply.header("cache-control", "public, max-age=10");
      return { result: showtime };
    },
  });

  app.route({
    ...apiRoute("GET /showtimes/:id/seats", {
      tags,
      summary: "Sơ đồ ghế với trạng thái hiện tại",
      description: "`mine` = ghế đang được giữ trong đơn của chính người gọi.",
      errors: [404],
    }),
    handler: async (request, reply) => {
      const viewer = await loadCurrentUser(deps, request, reply);
      const map = await seatMap(db, request.params.id, viewer?.user.id ?? null, deps.clock());
      if (!map) throw showtimeNotFound();
      reply.header("cache-control", "private, no-store");
      return { result: map };
    },
  });
};
