import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderCodeParams } from "@hancine/contract/box-office";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole } from "../auth/current-user.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { refundAtCounter, setCounterPin } from "./counter-refund.ts";
import { sellAtCounter } from "./counter-sale.ts";
import { printOrder } from "./print-order.ts";
import { closeShift, currentShift, dropCash, openShift } from "./shifts.ts";
import { vietQrPayload } from "./vietqr.ts";

const tags = ["Quầy vé"];

/**
 * The box office (issue 34, decision 076): staff, managers and admins sell at the counter of a cinema
 * they are assigned to, from the same seats and orders as the website.
 */
export const boxOfficeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; checkout: CheckoutContext }> = async (app, { deps, checkout }) => {
  const staff = requireRole(deps, "staff");
  // Every answer is one person's drawer or order: never kept by a browser or a proxy.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });

  app.route({
    ...apiRoute("POST /box-office/shifts", {
      tags,
      summary: "Mở ca bán vé với tiền đầu ca; 409 SHIFT_ALREADY_OPEN khi người này đang có ca mở ở rạp",
      errors: [400, 401, 403, 404, 409],
      status: 201,
    }),
    preHandler: staff,
    handler: async (request, reply) => {
      reply.code(201);
      return { result: await openShift(deps, actorOf(request), request.body) };
    },
  });

  app.route({
    ...apiRoute("GET /box-office/shifts/current", { tags, summary: "Ca đang mở của người gọi ở rạp (null khi chưa mở)", errors: [400, 401, 403, 404] }),
    preHandler: staff,
    handler: async (request) => ({ result: await currentShift(deps, actorOf(request), request.query.cinema) }),
  });

  app.route({
    ...apiRoute("POST /box-office/shifts/:id/cash-drops", {
      tags,
      summary: "Chuyển tiền từ ngăn kéo vào két; 409 SHIFT_CLOSED khi ca đã đóng",
      errors: [400, 401, 403, 404, 409],
      status: 201,
    }),
    preHandler: staff,
    handler: async (request, reply) => {
      reply.code(201);
      return { result: await dropCash(deps, actorOf(request), request.params.id, request.body) };
    },
  });

  app.route({
    ...apiRoute("POST /box-office/shifts/:id/close", {
      tags,
      summary: "Đóng ca với tiền đếm được → báo cáo ca: tiền dự kiến, đếm được, chênh lệch, theo hình thức thanh toán",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await closeShift(deps, actorOf(request), request.params.id, request.body) }),
  });

  app.route({
    ...apiRoute("POST /box-office/sales", {
      tags,
      summary: "Bán tại quầy: ghế và/hoặc bắp nước, trả ngay (tiền mặt, thẻ, VietQR hoặc kết hợp); 409 SEAT_TAKEN khi ghế vừa có người giữ hay mua",
      errors: [400, 401, 403, 404, 409],
      status: 201,
    }),
    preHandler: staff,
    handler: async (request, reply) => {
      reply.code(201);
      return { result: await sellAtCounter(checkout, actorOf(request), request.body) };
    },
  });

  app.route({
    ...apiRoute("POST /box-office/vietqr", {
      tags,
      summary: "Mã VietQR (NAPAS 247) chuyển khoản đúng số tiền vào tài khoản của chuỗi, với nội dung (mã đơn) — để khách quét trước khi nhân viên xác nhận",
      errors: [400, 401, 403, 409],
    }),
    preHandler: staff,
    handler: async (request) => {
      const account = deps.config.vietqr;
      if (!account)
        throw new DomainError("VALIDATION_FAILED", {
          message: "Rạp chưa cấu hình tài khoản nhận VietQR.",
          fields: { amount: "Rạp chưa cấu hình tài khoản nhận VietQR." },
        });
      const { amount, note } = request.body;
      return { result: { payload: vietQrPayload({ bankBin: account.bankBin, account: account.account, amountVnd: amount, note }), amount, note, ...account } };
    },
  });

  app.route({
    ...apiRoute("POST /box-office/orders/:code/refund", {
      tags,
      summary:
        "Hoàn cả đơn bán tại quầy theo quy định của website (trước giờ chiếu CANCEL_BEFORE_MINUTES, chưa soát vé): tiền mặt ra từ ngăn kéo của ca; nhân viên cần quản lý duyệt (e-mail + PIN quầy) → 403 APPROVAL_REQUIRED",
      errors: [400, 401, 403, 404, 409, 429],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await refundAtCounter(deps, actorOf(request), request.params.code, request.body) }),
  });

  app.route({
    ...apiRoute("PUT /box-office/pin", { tags, summary: "Quản lý đặt mã PIN quầy (6–8 chữ số) để duyệt hoàn tiền của nhân viên", errors: [400, 401, 403] }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      await setCounterPin(deps, actorOf(request), request.body.pin);
      return { result: { set: true as const } };
    },
  });

  app.get(
    "/box-office/orders/:code/print",
    {
      schema: { tags, summary: "Vé và hoá đơn của một đơn đã thanh toán, dạng HTML cho máy in nhiệt 80 mm (trình duyệt in)", params: orderCodeParams },
      preHandler: staff,
    },
    async (request, reply) => {
      const html = await printOrder(checkout, actorOf(request), request.params.code);
      return reply
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );
};
