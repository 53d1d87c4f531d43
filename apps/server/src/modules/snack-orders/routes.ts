import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole, requireUser } from "../auth/current-user.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { cancelOrderOfOtherKind } from "../checkout/cancel-order.ts";
import type { CheckoutService } from "../checkout/checkout-service.ts";
import { listPickups, movePickup, pickupTimes, placeSnackOrder, snackOrderView } from "./snack-orders.ts";

const tags = ["Bắp nước đặt trước"];

/** Snacks ordered on their own (issue 35, decision 083): the customer's order and the counter's pickup screen. */
export const snackOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; checkout: CheckoutService }> = async (app, { deps, checkout }) => {
  // An order is one person's: never kept by a browser or a proxy.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "private, no-store");
    return payload;
  });

  app.route({
    ...apiRoute("GET /snack-orders/pickup-times", {
      tags,
      summary: "Giờ mở quầy bắp nước và các giờ nhận đặt được lúc này (mỗi 15 phút, hôm nay, sau ít nhất 15 phút)",
      errors: [],
    }),
    handler: async () => ({ result: pickupTimes(deps) }),
  });

  app.route({
    ...apiRoute("POST /snack-orders", {
      tags,
      summary: "Đặt bắp nước nhận tại quầy: tạo đơn (giữ trong HOLD_MINUTES phút, trừ tồn kho của rạp), thanh toán qua POST /orders/:id/checkout",
      description:
        "`pickupAt`: hôm nay, trong giờ mở quầy (SNACK_COUNTER_HOURS, mặc định 09:00–23:00) và sau ít nhất 15 phút; GET /snack-orders/pickup-times cho biết các giờ đặt được. Chỉ những món rạp đó bán; 409 OUT_OF_STOCK khi rạp không đủ, " +
        "409 HOLD_LIMIT_REACHED khi đã có MAX_OPEN_ORDERS đơn bắp nước chưa thanh toán.",
      status: 201,
      errors: [400, 401, 403, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) =>
      reply.status(201).send({
        result: await placeSnackOrder(deps, request.currentUser!.user.id, request.body, request.ip, chooseLocale(request.headers["accept-language"])),
      }),
  });

  app.route({
    ...apiRoute("GET /snack-orders/:code", {
      tags,
      summary: "Một đơn bắp nước của tôi (theo mã đơn): món, giờ nhận, trạng thái ở quầy; mã nhận và QR khi đã thanh toán",
      description: "Chỉ chủ đơn; người khác: 404.",
      errors: [400, 401, 404],
    }),
    preHandler: requireUser(deps),
    handler: async (request) => {
      const code = request.params.code.trim().toUpperCase();
      const order = /^[A-Z0-9]{4,32}$/.test(code) ? await snackOrderView(deps, { code }, request.currentUser!.user.id) : null;
      if (!order) throw orderNotFound();
      return { result: order };
    },
  });

  app.route({
    ...apiRoute("POST /snack-orders/:code/cancel", {
      tags,
      summary: "Huỷ đơn bắp nước đã thanh toán khi quầy chưa bắt đầu chuẩn bị: hoàn tiền về nơi đã trả (cổng, thẻ quà tặng), món trả lại kho",
      description:
        "Được khi đơn còn ở bước “Đã thanh toán”; khi quầy đã chuyển sang “Đang chuẩn bị” trở đi: 409 CANCEL_WINDOW_CLOSED (huỷ và chuyển bước cùng lúc: một bên thắng). `refundTo: gift_card` đưa phần trả qua cổng vào thẻ quà tặng như hủy vé. 409 ALREADY_REFUNDED khi đã hoàn; đơn của người khác: 404.",
      errors: [400, 401, 404, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request) => {
      const userId = request.currentUser!.user.id;
      const orderId = await cancelOrderOfOtherKind(checkout, userId, { idOrCode: request.params.code, kind: "snacks" }, request.ip, request.body);
      return { result: (await snackOrderView(deps, { id: orderId }, userId))! };
    },
  });

  const staff = requireRole(deps, "staff");
  app.route({
    ...apiRoute("GET /box-office/pickups", {
      tags,
      summary: "Đơn bắp nước đặt trước của rạp hôm nay, theo giờ nhận (nhân viên của rạp trở lên); lọc theo trạng thái",
      errors: [400, 401, 403, 404],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await listPickups(deps, actorOf(request), request.query) }),
  });

  app.route({
    ...apiRoute("POST /box-office/pickups/:code/status", {
      tags,
      summary: "Chuyển đơn bắp nước sang bước sau (đang chuẩn bị, sẵn sàng, đã nhận) theo mã nhận hoặc mã đơn; 409 PICKUP_STATUS_INVALID khi lùi bước",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await movePickup(deps, actorOf(request), request.params.code, request.body.status) }),
  });
};
