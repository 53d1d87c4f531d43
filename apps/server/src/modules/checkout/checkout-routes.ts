import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import { z } from "zod";
import type { PaymentMethodOption } from "@hancine/contract/checkout";
import { apiRoute } from "#server/http/api-route.ts";
import { notFound } from "#server/domain-error.ts";
import { requireUser } from "../auth/current-user.ts";
import type { CurrentUser } from "../auth/sessions-repository.ts";
import { findOrderRow, findOrderRowByCode, ordersOfUser, type OrderRow } from "../booking/orders-repository.ts";
import { orderForViewer } from "./order-for-viewer.ts";
import { visibleOrder } from "./order-visibility.ts";
import type { CheckoutService } from "./checkout-service.ts";
import { checkOrderPayment } from "./payment-queries.ts";
import { startCheckout } from "./start-checkout.ts";
import { ticketQrPayload } from "./ticket-qr.ts";
import { ticketQrSvg } from "./ticket-qr-image.ts";
import { paidTicketCode } from "./tickets-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const tags = ["Đặt vé"];
const errors = [400, 401, 404] as const;
/** Reads of an order: another cinema's staff or manager → 403 (order-visibility.ts). */
const readErrors = [...errors, 403] as const;
const METHOD_TEXT: Record<PaymentMethodOption["id"], { name: string; description: string }> = {
  vnpay: { name: "VNPay", description: "Thẻ ATM nội địa, thẻ quốc tế, QR ngân hàng" },
  momo: { name: "Ví MoMo", description: "Thanh toán bằng ứng dụng MoMo" },
  zalopay: { name: "ZaloPay", description: "Ví ZaloPay, thẻ ATM và thẻ quốc tế qua ZaloPay" },
};

/** Payment step, the order (ticket) page's reads and the tickets' QR images. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  const { deps } = checkout;
  const db = deps.database.db;
  /** Its owner, staff and managers of its cinema and admins may see an order (order-visibility.ts). */
  const visibleTo = (row: OrderRow | null, current: CurrentUser) => visibleOrder(db, row, current.user);
  /** In the request's language (its after-sale words, decision 097). */
  const fullView = (row: OrderRow, request: FastifyRequest) =>
    orderForViewer(checkout, row, request.currentUser!.user.id, deps.clock(), chooseLocale(request.headers["accept-language"]));

  app.route({
    ...apiRoute("GET /payment-methods", { tags, summary: "Phương thức thanh toán đang nhận" }),
    handler: async () => ({ result: Object.values(checkout.providers).map((p) => ({ id: p.method, ...METHOD_TEXT[p.method] })) }),
  });

  app.route({
    ...apiRoute("POST /orders/:id/checkout", {
      tags,
      summary: "Thanh toán đơn đang giữ ghế: trả về địa chỉ trang thanh toán của cổng",
      description:
        "400 khi phim T13/T16/T18 chưa xác nhận độ tuổi (fields.ageConfirmed) hoặc mã khuyến mãi không còn dùng được; 410 HOLD_EXPIRED khi hết giờ giữ ghế.",
      errors: [...errors, 409, 410, 503],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const result = await startCheckout(checkout, request.currentUser!.user.id, request.params.id, request.body, request.ip);
      reply.header("cache-control", "private, no-store");
      return { result };
    },
  });

  app.route({
    ...apiRoute("GET /orders/:id", {
      tags,
      summary: "Một đơn hàng (chủ đơn; nhân viên, quản lý của rạp có suất chiếu; quản trị)",
      description: "Người khác: 404. Nhân viên, quản lý của rạp khác: 403 FORBIDDEN.",
      errors: readErrors,
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const row = await visibleTo(await findOrderRow(db, request.params.id), request.currentUser!);
      reply.header("cache-control", "private, no-store");
      return { result: await fullView(row, request) };
    },
  });

  app.route({
    ...apiRoute("GET /me/orders", {
      tags,
      summary: "Đơn hàng của tôi, mới nhất trước: đã thanh toán, đã hoàn tiền và đang giữ ghế (giữ ghế đã hết hạn hoặc đã huỷ không phải đơn hàng)",
      description: "Lọc theo `showtimeId` và/hoặc `status` (trang đặt vé hỏi đơn đang giữ ghế của một suất chiếu).",
      errors: [400, 401],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const now = deps.clock();
      const rows = await ordersOfUser(db, request.currentUser!.user.id, now, request.query);
      reply.header("cache-control", "private, no-store");
      const results = [];
      // One after another: each view reads several tables.
      for (const row of rows)
        results.push(await orderForViewer(checkout, row, request.currentUser!.user.id, now, chooseLocale(request.headers["accept-language"])));
      return { result: results };
    },
  });

  app.route({
    ...apiRoute("GET /orders/by-code/:code", {
      tags,
      summary: "Một đơn hàng theo mã đặt vé (chủ đơn; nhân viên, quản lý của rạp có suất chiếu; quản trị), kèm vé khi đã thanh toán",
      description: "Người khác: 404. Nhân viên, quản lý của rạp khác: 403 FORBIDDEN.",
      errors: readErrors,
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const row = await visibleTo(await findOrderRowByCode(db, request.params.code), request.currentUser!);
      reply.header("cache-control", "private, no-store");
      return { result: await fullView(row, request) };
    },
  });

  app.route({
    ...apiRoute("POST /orders/:id/payment-check", {
      tags,
      summary: "Trang đơn hàng hỏi kết quả thanh toán; sau 10 giây chưa có thông báo, máy chủ tự hỏi cổng thanh toán",
      description: "Như GET /orders/:id: người khác 404, nhân viên, quản lý của rạp khác 403.",
      errors: readErrors,
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const row = await visibleTo(await findOrderRow(db, request.params.id), request.currentUser!);
      await checkOrderPayment(checkout, row.id);
      reply.header("cache-control", "private, no-store");
      return { result: await fullView((await findOrderRow(db, row.id))!, request) };
    },
  });

  app.get(
    "/orders/:id/tickets/:ticketId/qr.svg",
    {
      schema: {
        tags,
        summary: "Mã QR của một vé (SVG); ai xem được đơn thì xem được mã (như GET /orders/:id)",
        params: z.object({ id: z.string().max(64), ticketId: z.string().max(64) }),
      },
      preHandler: requireUser(deps),
    },
    async (request, reply) => {
      const row = await visibleTo(await findOrderRow(db, request.params.id), request.currentUser!);
      const code = await paidTicketCode(db, row.id, request.params.ticketId);
      if (!code) throw notFound(msg("error.NOT_FOUND.ticket"));
      const svg = await ticketQrSvg(ticketQrPayload(checkout.qrKey, code));
      return reply.header("cache-control", "private, max-age=300").type("image/svg+xml").send(svg);
    },
  );
};
