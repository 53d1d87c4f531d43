import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { seatMapSchema, showtimeDetailSchema, showtimeSchema } from "@hancine/contract/booking";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import { quickBookingSchema } from "@hancine/contract/quick-booking";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../http/app-error.ts";
import { cityQuery, slugQuery, dateQuery } from "../../http/query-schemas.ts";
import { loadCurrentUser } from "../auth/current-user.ts";
import { quickBookingOptions } from "./quick-booking-repository.ts";
import { salesOpenAfter } from "./sales-window.ts";
import { findShowtime, listShowtimes, seatMap } from "./showtimes-repository.ts";

const tags = ["Suất chiếu"];
const showtimeParams = z.object({ id: z.string().max(64) });
const showtimeNotFound = () => notFound("Không tìm thấy suất chiếu này. Có thể suất đã bị huỷ hoặc đường dẫn chưa đúng.");

export const showtimeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    "/quick-booking",
    {
      schema: {
        tags,
        summary: "Lựa chọn của thanh mua vé nhanh theo từng bước",
        description: "Chỉ gồm những gì còn suất chiếu mở bán. Bước sau rỗng cho đến khi các bước trước được chọn.",
        querystring: cityQuery.extend({ film: slugQuery.optional(), cinema: slugQuery.optional(), date: dateQuery.optional() }),
        response: { 200: resultOf(quickBookingSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=15");
      return { result: await quickBookingOptions(db, request.query, salesOpenAfter(deps)) };
    },
  );

  app.get(
    "/showtimes",
    {
      schema: {
        tags,
        summary: "Suất chiếu còn mở bán",
        description: "Lọc theo phim, rạp, tỉnh/thành phố và ngày (YYYY-MM-DD theo giờ Việt Nam). Sắp theo giờ chiếu.",
        querystring: cityQuery.extend({ film: slugQuery.optional(), cinema: slugQuery.optional(), date: dateQuery.optional() }),
        response: { 200: resultOf(z.array(showtimeSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=10");
      return { result: await listShowtimes(db, request.query, deps.clock(), salesOpenAfter(deps)) };
    },
  );

  app.get(
    "/showtimes/:id",
    {
      schema: {
        tags,
        summary: "Một suất chiếu và giá vé theo loại ghế",
        params: showtimeParams,
        response: { 200: resultOf(showtimeDetailSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const showtime = await findShowtime(db, request.params.id, deps.clock(), deps.config.salesCloseMinutes);
      if (!showtime) throw showtimeNotFound();
      reply.header("cache-control", "public, max-age=10");
      return { result: showtime };
    },
  );

  app.get(
    "/showtimes/:id/seats",
    {
      schema: {
        tags,
        summary: "Sơ đồ ghế với trạng thái hiện tại",
        description: "`mine` = ghế đang được giữ trong đơn của chính người gọi.",
        params: showtimeParams,
        response: { 200: resultOf(seatMapSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const viewer = await loadCurrentUser(deps, request, reply);
      const map = await seatMap(db, request.params.id, viewer?.user.id ?? null, deps.clock());
      if (!map) throw showtimeNotFound();
      reply.header("cache-control", "private, no-store");
      return { result: map };
    },
  );
};
