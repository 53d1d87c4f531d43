import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { endEventStream, openEventStream } from "#server/http/event-stream.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { requireUser } from "../auth/current-user.ts";
import { findShowtime } from "../showtimes/showtimes-repository.ts";
import { findOrderView } from "./orders-repository.ts";
import { placeOrder } from "./place-order.ts";
import { releaseOrder } from "./release-order.ts";
import type { SeatEventHub } from "./seat-event-hub.ts";
import { Slots } from "../limits/slots.ts";
import { updateOrder } from "./update-order.ts";
import { orderNotFound } from "./order-not-found.ts";
import { msg } from "@hancine/contract/i18n/message";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";

const tags = ["Đặt vé"];
const showtimeParams = z.object({ id: z.string().max(64) });
const errors = [400, 401, 403, 404] as const;
const HEARTBEAT_MS = 20_000;
/** A refused stream may try again once a tab has been closed. */
const STREAM_RETRY_SECONDS = 30;

/** Holding seats (an order before payment: seats, concessions, vouchers) and the live seat events of a showtime. Reading orders with their tickets: modules/checkout. */
export const bookingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; seatEvents: SeatEventHub }> = async (app, { deps, seatEvents }) => {
  const openStreams = new Slots(deps.config.eventStreamsPerAddress);
  const db = deps.database.db;
  const view = async (orderId: string) => {
    const order = await findOrderView(db, orderId, deps.clock());
    if (!order) throw orderNotFound();
    return order;
  };

  app.route({
    ...apiRoute("POST /orders", {
      tags,
      summary: "Giữ ghế: tạo đơn hàng (giữ trong HOLD_MINUTES phút)",
      description:
        "Đơn mới cho cùng suất chiếu thay cho đơn đang giữ trước đó. 409 SEATS_UNAVAILABLE kèm details.seatIds; " +
        "409 HOLD_LIMIT_REACHED khi tài khoản đã có MAX_OPEN_ORDERS đơn đang mở; 429 RATE_LIMITED (kèm Retry-After) khi giữ ghế quá nhiều lần.",
      status: 201,
      errors: [...errors, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const orderId = await placeOrder(deps, request.currentUser!.user.id, request.body, request.ip, chooseLocale(request.headers["accept-language"]));
      reply.header("cache-control", "private, no-store");
      return reply.status(201).send({ result: await view(orderId) });
    },
  });

  app.route({
    ...apiRoute("PATCH /orders/:id", {
      tags,
      summary: "Thêm bắp nước, chọn loại vé, mã khuyến mãi, xác nhận độ tuổi; tổng tiền tính lại trên máy chủ",
      description:
        "ticketTypes: [{ seatId, ticketType }] chọn loại vé từng ghế — adult (người lớn, mặc định), student (HSSV), u22 (U22), senior (người cao tuổi, từ 60 tuổi). " +
        "Giá ghế là giá của loại vé đó trong bảng giá của rạp (GET /showtimes/:id → prices[].ticketTypes); tổng tiền và mã khuyến mãi tính lại. " +
        "Ghế không thuộc đơn, loại vé rạp không bán cho ghế đó, hoặc dữ liệu sai → 400 VALIDATION_FAILED (fields.ticketTypes). " +
        "Khách phải xuất trình thẻ HSSV / giấy tờ khi soát vé; không có thì không được vào.",
      errors: [...errors, 409, 410],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      await updateOrder(deps, request.currentUser!.user.id, request.params.id, request.body, request.ip);
      reply.header("cache-control", "private, no-store");
      return { result: await view(request.params.id) };
    },
  });

  app.route({
    ...apiRoute("DELETE /orders/:id", { tags, summary: "Trả lại ghế đang giữ", errors: [...errors, 409] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      await releaseOrder(deps, request.currentUser!.user.id, request.params.id, request.ip);
      reply.header("cache-control", "private, no-store");
      return { result: await view(request.params.id) };
    },
  });

  app.get(
    "/showtimes/:id/events",
    {
      schema: {
        tags: ["Suất chiếu"],
        summary: "Server-Sent Events: ghế đổi trạng thái",
        description:
          "Sự kiện `seats` mang [{ id, status }] của các ghế vừa đổi trạng thái (như mọi người thấy). `ready` khi kết nối xong; " +
          "`resync` khi cần tải lại sơ đồ. Hoạt động qua nhiều tiến trình máy chủ dùng chung một PostgreSQL.",
        params: showtimeParams,
        response: { 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const showtime = await findShowtime(db, request.params.id, deps.clock(), deps.config.salesCloseMinutes);
      if (!showtime) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
      const release = openStreams.take(request.ip);
      if (!release) throw rateLimited(STREAM_RETRY_SECONDS, msg("error.RATE_LIMITED.seatMaps"));
      const out = openEventStream(reply, "seats");
      out.write(`event: ready\ndata: {}\n\n`);
      const unsubscribe = seatEvents.subscribe(showtime.id, (event) => {
        if (event.kind === "end") endEventStream(out);
        else out.write(event.kind === "seats" ? `event: seats\ndata: ${JSON.stringify(event.seats)}\n\n` : `event: resync\ndata: {}\n\n`);
      });
      const heartbeat = setInterval(() => out.write(`: ping\n\n`), HEARTBEAT_MS);
      heartbeat.unref();
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      };
      request.raw.on("close", stop);
      out.on("error", stop);
    },
  );
};
