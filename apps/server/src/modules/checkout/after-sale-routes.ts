import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { findOrderRow } from "../booking/orders-repository.ts";
import { cancelOrder } from "./cancel-order.ts";
import type { CheckoutService } from "./checkout-service.ts";
import { exchangeOrder } from "./exchange-order.ts";
import { orderForViewer } from "./order-for-viewer.ts";

const tags = ["Sau khi mua"];

/** The customer's cancel and exchange of a paid order (decision 049). Only its owner: anyone else is told it does not exist. */
export const afterSaleRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  const { deps } = checkout;
  const db = deps.database.db;

  app.route({
    ...apiRoute("POST /orders/:id/cancel", {
      tags,
      summary: "Khách hủy đơn đã thanh toán: hoàn tiền qua cổng đã trả (hoặc vào thẻ quà tặng), ghế mở bán lại ngay, e-mail xác nhận",
      description:
        "Trong thời hạn CANCEL_BEFORE_MINUTES (mặc định 120) trước giờ chiếu; sau đó 409 CANCEL_WINDOW_CLOSED. 409 ALREADY_CHECKED_IN khi đã có vé được soát, ALREADY_REFUNDED khi đã hoàn. Đơn của người khác: 404. Phần trả bằng thẻ quà tặng luôn về lại thẻ; `refundTo: gift_card` đưa phần trả qua cổng vào thẻ quà tặng mới (gửi e-mail) hoặc thẻ `giftCard` đã có, kèm thưởng GIFT_CARD_REFUND_BONUS_PERCENT; thẻ sai mã/PIN 400 GIFT_CARD_INVALID, thẻ khoá/hết hạn 409 GIFT_CARD_UNUSABLE, 429 khi sai quá nhiều lần.",
      errors: [400, 401, 404, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const user = request.currentUser!.user;
      const id = await cancelOrder(checkout, user.id, request.params.id, request.ip, request.body);
      reply.header("cache-control", "private, no-store");
      return { result: await orderForViewer(checkout, (await findOrderRow(db, id))!, user.id, deps.clock(), chooseLocale(request.headers["accept-language"])) };
    },
  });

  app.route({
    ...apiRoute("POST /orders/:id/exchange", {
      tags,
      summary: "Khách đổi đơn đã thanh toán sang suất khác của cùng phim, chọn ghế mới",
      description:
        "Trả về đơn mới: `paid` khi tiền đơn cũ đủ (phần thừa hoàn qua cổng cũ, vé cũ hết hiệu lực ngay), hoặc `held` với `exchange.payable` để thanh toán phần chênh lệch qua POST /orders/:id/checkout (vé cũ hết hiệu lực khi thanh toán xong). Cùng thời hạn và mã lỗi với hủy; 409 SEATS_UNAVAILABLE khi ghế vừa có người giữ.",
      errors: [400, 401, 404, 409],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      const user = request.currentUser!.user;
      const locale = chooseLocale(request.headers["accept-language"]);
      const id = await exchangeOrder(checkout, user.id, request.params.id, request.body, request.ip, locale);
      reply.header("cache-control", "private, no-store");
      return { result: await orderForViewer(checkout, (await findOrderRow(db, id))!, user.id, deps.clock(), locale) };
    },
  });
};
