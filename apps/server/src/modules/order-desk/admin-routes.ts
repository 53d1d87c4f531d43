import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readOrderQuery } from "@hancine/contract/back-office-orders";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { actorOf } from "../auth/actor.ts";
import { refundStepUp } from "../auth/mfa-rule.ts";
import { deskOrder, findOrders, listFailedRefunds, orderView, resendTickets, settleRefund } from "./order-desk.ts";
import { orderByCode } from "./order-desk-repository.ts";
import { refundOrder } from "./refund-order.ts";

const tags = ["Quản trị: đơn hàng"];

/**
 * The order desk (issue 15; docs/decisions/045): staff look orders up and resend tickets at their
 * cinemas, managers also refund and settle failed refunds, admins everywhere.
 */
export const orderDeskAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; checkout: CheckoutContext }> = async (app, { deps, checkout }) => {
  const db = deps.database.db;
  const staff = requireRole(deps, "staff");
  const manager = requireRole(deps, "manager");

  app.route({
    ...apiRoute("GET /admin/orders", {
      tags,
      summary: "Tìm đơn hàng theo mã đặt vé, e-mail hoặc số điện thoại (đơn của các rạp mình phụ trách)",
      errors: [400, 401, 403],
    }),
    preHandler: staff,
    handler: async (request) => {
      return { result: await findOrders(db, actorOf(request), readOrderQuery(request.query.q)!) };
    },
  });

  app.route({
    ...apiRoute("GET /admin/orders/:code", {
      tags,
      summary: "Một đơn hàng: vé, soát vé, hoàn tiền và dòng thời gian (giữ ghế, thanh toán, e-mail…)",
      errors: [400, 401, 403, 404],
    }),
    preHandler: staff,
    handler: async (request) => {
      return { result: await deskOrder(checkout, actorOf(request), request.params.code) };
    },
  });

  app.route({
    ...apiRoute("POST /admin/orders/:code/refund", {
      tags,
      summary: "Hoàn tiền cả đơn hoặc một số vé qua cổng thanh toán (đúng một lần; ghế mở bán lại ngay); 409 ALREADY_REFUNDED",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => {
      const done = await refundOrder(checkout, actorOf(request), request.params.code, request.body, await refundStepUp(checkout.deps, request));
      const view = await orderView(checkout, db, (await orderByCode(db, done.orderCode))!);
      return { result: { refund: view.refunds.find((r) => r.id === done.refundId)!, order: view } };
    },
  });

  app.route({
    ...apiRoute("POST /admin/orders/:code/resend", { tags, summary: "Gửi lại e-mail vé cho người mua", errors: [401, 403, 404, 409] }),
    preHandler: staff,
    handler: async (request) => ({ result: await resendTickets(checkout, actorOf(request), request.params.code) }),
  });

  app.route({
    ...apiRoute("GET /admin/refunds", {
      tags,
      summary: "Các khoản hoàn tiền cổng thanh toán từ chối sau mọi lần thử, kèm câu trả lời của cổng",
      errors: [400, 401, 403],
    }),
    preHandler: manager,
    handler: async (request) => {
      return { result: await listFailedRefunds(checkout, actorOf(request), request.query.status ?? "failed") };
    },
  });

  app.route({
    ...apiRoute("POST /admin/refunds/:id/settle", {
      tags,
      summary: "Ghi nhận đã hoàn tiền cho khách bằng cách khác (kèm ghi chú)",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => ({ result: await settleRefund(checkout, actorOf(request), request.params.id, request.body.note) }),
  });
};
