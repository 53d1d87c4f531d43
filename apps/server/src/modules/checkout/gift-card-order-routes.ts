import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import type { CheckoutService } from "./checkout-service.ts";
import { giftCardOrderView, placeGiftCardOrder } from "./gift-card-orders.ts";
import { cancelOrderOfOtherKind } from "./cancel-order.ts";

const tags = ["Thẻ quà tặng"];

/** Buying a gift card (issue 35, decision 079): an order of kind gift_card, paid through the one checkout. */
export const giftCardOrderRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  const { deps } = checkout;
  app.route({
    ...apiRoute("POST /gift-cards", {
      tags,
      summary: "Mua thẻ quà tặng: tạo đơn thẻ (giữ trong HOLD_MINUTES phút), thanh toán như mọi đơn qua POST /orders/:id/checkout",
      description:
        "Giá trị 100.000–5.000.000 ₫ (bội số 10.000 ₫); `sendAt` là một ngày (YYYY-MM-DD, hôm nay đến 365 ngày tới): thẻ được gửi lúc 8:00 ngày đó, bỏ trống là gửi ngay khi thanh toán xong. " +
        "409 HOLD_LIMIT_REACHED khi đã có MAX_OPEN_ORDERS đơn thẻ chưa thanh toán.",
      status: 201,
      errors: [400, 401, 403, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return reply.status(201).send({
        result: await placeGiftCardOrder(deps, request.currentUser!.user.id, request.body, request.ip, chooseLocale(request.headers["accept-language"])),
      });
    },
  });

  app.route({
    ...apiRoute("GET /gift-cards/orders/:code", {
      tags,
      summary: "Một đơn thẻ quà tặng của tôi (theo mã đơn hoặc id): trạng thái, người nhận, thẻ đã phát hành (mã che)",
      description: "Chỉ chủ đơn; người khác: 404.",
      errors: [400, 401, 404],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const order = await giftCardOrderView(deps, request.params.code, request.currentUser!.user.id);
      if (!order) throw orderNotFound();
      reply.header("cache-control", "private, no-store");
      return { result: order };
    },
  });

  app.route({
    ...apiRoute("POST /gift-cards/orders/:code/cancel", {
      tags,
      summary: "Huỷ đơn mua thẻ quà tặng đã thanh toán: hoàn tiền về phương thức đã trả, thẻ bị khoá",
      description:
        "Được khi thẻ chưa gửi tới người nhận (ngày gửi còn ở phía trước) hoặc chưa dùng đồng nào; sau đó 409 ORDER_NOT_EDITABLE. `refundTo: gift_card` bị từ chối (400): thẻ quà tặng không mua thẻ quà tặng. 409 ALREADY_REFUNDED khi đã hoàn; đơn của người khác: 404.",
      errors: [400, 401, 404, 409],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const userId = request.currentUser!.user.id;
      const orderId = await cancelOrderOfOtherKind(checkout, userId, { idOrCode: request.params.code, kind: "gift_card" }, request.ip, request.body);
      reply.header("cache-control", "private, no-store");
      return { result: (await giftCardOrderView(deps, orderId, userId))! };
    },
  });
};
