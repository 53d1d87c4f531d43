import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderCodeParams } from "@hancine/contract/box-office";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole } from "../auth/current-user.ts";
import { refundStepUp } from "../auth/mfa-rule.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { exchangeAtCounter, quoteExchangeAtCounter } from "./counter-exchange.ts";
import { refundAtCounter, setCounterPin } from "./counter-refund.ts";
import { quoteAtCounter, sellAtCounter } from "./counter-sale.ts";
import { counterSeatMap, houseSeatsOf, setHouseSeats } from "./house-seats.ts";
import { printOrder } from "./print-order.ts";
import { attachmentNamed, CSV_TYPE, csvStream } from "../reports/report-tables.ts";
import { shiftReportFileName, shiftReportTable } from "./shift-report-csv.ts";
import { approveShift, closeShift, currentShift, dropCash, listShifts, openShift, shiftReport } from "./shifts.ts";
import { vietQrPayload } from "./vietqr.ts";
import { msg } from "@hancine/contract/i18n/message";

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
    ...apiRoute("GET /box-office/shifts", {
      tags,
      summary: "Các ca bán vé của một rạp (mới nhất trước) cho quản lý: mở/đóng, tiền đầu ca, dự kiến, đếm được, chênh lệch, trạng thái duyệt",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => ({ result: await listShifts(deps, actorOf(request), request.query) }),
  });

  app.route({
    ...apiRoute("GET /box-office/shifts/:id/report", {
      tags,
      summary: "Báo cáo ca (ca đang mở: số liệu đến lúc này): tiền mặt, theo hình thức thanh toán, vé, bắp nước, hoàn tiền, chuyển két",
      description: "`format=csv` trả về text/csv (UTF-8 có BOM, tên tệp tiếng Việt trong `filename*`). Nhân viên chỉ xem ca của mình.",
      errors: [400, 401, 403, 404],
    }),
    preHandler: staff,
    handler: async (request, reply) => {
      const report = await shiftReport(deps, actorOf(request), request.params.id);
      if (request.query.format !== "csv") return { result: report };
      // A file, not `{ result }` JSON (as the sales reports' `format=csv`).
      const file: FastifyReply = reply;
      return file
        .header("content-disposition", attachmentNamed(shiftReportFileName(report), "csv"))
        .type(CSV_TYPE)
        .send(csvStream(shiftReportTable(report)));
    },
  });

  app.route({
    ...apiRoute("POST /box-office/shifts/:id/approve", {
      tags,
      summary:
        "Quản lý (hoặc quản trị viên) của rạp duyệt chênh lệch tiền của ca đã đóng vượt ngưỡng SHIFT_DIFFERENCE_APPROVAL_VND, kèm ghi chú; cần xác minh bước hai trong 10 phút (403 STEP_UP_REQUIRED); không tự duyệt ca của mình",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => ({ result: await approveShift(deps, request.currentUser!, actorOf(request), request.params.id, request.body) }),
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
    ...apiRoute("POST /box-office/quote", {
      tags,
      summary: "Tính tiền giỏ hàng tại quầy trước khi thu: tạm tính, giảm giá của mã khuyến mãi cho khách này, tổng phải thu (không giữ ghế, không dùng mã)",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await quoteAtCounter(checkout, actorOf(request), request.body) }),
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
          message: msg("error.VALIDATION_FAILED.noVietQr"),
          fields: { amount: msg("error.VALIDATION_FAILED.vietQrAccount") },
        });
      const { amount, note } = request.body;
      return { result: { payload: vietQrPayload({ bankBin: account.bankBin, account: account.account, amountVnd: amount, note }), amount, note, ...account } };
    },
  });

  app.route({
    ...apiRoute("POST /box-office/orders/:code/refund", {
      tags,
      summary:
        "Hoàn cả đơn bán tại quầy theo quy định của website (trước giờ chiếu CANCEL_BEFORE_MINUTES, chưa soát vé): tiền mặt ra từ ngăn kéo của ca; nhân viên cần quản lý duyệt (e-mail + PIN quầy) → 403 APPROVAL_REQUIRED; quản lý tự hoàn trên REFUND_STEP_UP_VND cần xác minh bước hai trong 10 phút → 403 STEP_UP_REQUIRED",
      errors: [400, 401, 403, 404, 409, 429],
    }),
    preHandler: staff,
    handler: async (request) => ({
      result: await refundAtCounter(deps, actorOf(request), request.params.code, request.body, await refundStepUp(deps, request)),
    }),
  });

  app.route({
    ...apiRoute("POST /box-office/orders/:code/exchange-quote", {
      tags,
      summary:
        "Tính chênh lệch khi đổi vé tại quầy sang suất khác cùng phim: số tiền đơn cũ còn giữ, tổng đơn mới, khách trả thêm hay nhận lại (không giữ ghế, không ghi gì)",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await quoteExchangeAtCounter(deps, actorOf(request), request.params.code, request.body) }),
  });

  app.route({
    ...apiRoute("POST /box-office/orders/:code/exchange", {
      tags,
      summary:
        "Đổi vé tại quầy: đơn đã thanh toán (mua trên website hay tại quầy, của rạp mình) sang ghế của suất khác cùng phim, theo quy định của website (trước giờ chiếu CANCEL_BEFORE_MINUTES, chưa soát vé, đổi một lần)",
      description: [
        "Vé cũ hết hiệu lực và ghế cũ mở bán lại ngay; ghế mới được giữ như một lần bán tại quầy (ghế vừa có người giữ hay mua trên website → 409 `SEAT_TAKEN`). Bắp nước của đơn cũ và phần giảm giá (không quá tạm tính mới) đi theo đơn mới.",
        "**Chênh lệch:** suất mới đắt hơn → khách trả thêm đúng `toPay` bằng `payments` (tiền mặt, thẻ, VietQR, thẻ quà tặng hoặc kết hợp, như khi bán); rẻ hơn → đơn bán tại quầy được trả lại từ ngăn kéo của ca (tiền mặt trước, rồi các hình thức khác, không quá số đã trả bằng mỗi hình thức), đơn mua trên website được hoàn phần chênh lệch về cổng thanh toán ban đầu.",
        "**Báo cáo:** đơn cũ chuyển `exchanged` (doanh thu và vé của suất cũ được trừ), đơn mới `paid` kênh quầy trong ca này (cộng vào suất mới). Đơn bán tại quầy: ca ghi khoản âm đảo lại đơn cũ theo hình thức và khoản dương của đơn mới với phần tiền giữ lại, nên tiền mặt của ca chỉ thay đổi đúng phần chênh lệch.",
        "Nhân viên cần quản lý duyệt (`approval`: e-mail + PIN quầy) → 403 `APPROVAL_REQUIRED`; quản lý tự đổi mà trả lại trên REFUND_STEP_UP_VND cần xác minh bước hai trong 10 phút → 403 `STEP_UP_REQUIRED`. Ca đã đóng → 409 `SHIFT_CLOSED`; vé đã soát → 409 `ALREADY_CHECKED_IN`; quá hạn → 409 `CANCEL_WINDOW_CLOSED`.",
      ].join("\n\n"),
      errors: [400, 401, 403, 404, 409, 429],
    }),
    preHandler: staff,
    handler: async (request) => ({
      result: await exchangeAtCounter(checkout, actorOf(request), request.params.code, request.body, await refundStepUp(deps, request)),
    }),
  });

  app.route({
    ...apiRoute("PUT /box-office/pin", { tags, summary: "Quản lý đặt mã PIN quầy (6–8 chữ số) để duyệt hoàn tiền của nhân viên", errors: [400, 401, 403] }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => {
      await setCounterPin(deps, actorOf(request), request.body.pin);
      return { result: { set: true as const } };
    },
  });

  app.route({
    ...apiRoute("GET /box-office/showtimes/:id/seats", {
      tags,
      summary: "Sơ đồ ghế như quầy thấy: ghế giữ cho quầy (house) là còn trống để bán tại quầy, kèm danh sách ghế giữ",
      errors: [401, 403, 404],
    }),
    preHandler: staff,
    handler: async (request) => ({ result: await counterSeatMap(deps, actorOf(request), request.params.id) }),
  });

  const manager = requireRole(deps, "manager");
  app.route({
    ...apiRoute("PUT /admin/showtimes/:id/house-seats", {
      tags,
      summary:
        "Giữ ghế cho quầy đến N phút trước giờ chiếu (website thấy ghế đã có người giữ); thay cả bộ: ghế bỏ ra mở bán ngay; 409 SEAT_TAKEN khi ghế đang được giữ hay đã bán",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: manager,
    handler: async (request) => ({ result: await setHouseSeats(deps, actorOf(request), request.params.id, request.body) }),
  });

  app.route({
    ...apiRoute("GET /admin/showtimes/:id/house-seats", { tags, summary: "Các ghế đang giữ cho quầy của suất chiếu và giờ nhả", errors: [401, 403, 404] }),
    preHandler: manager,
    handler: async (request) => ({ result: await houseSeatsOf(deps, actorOf(request), request.params.id) }),
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
