import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireRole } from "../auth/current-user.ts";
import type { QrKey } from "../checkout/ticket-qr.ts";
import { checkIn } from "./check-in.ts";

/** The door: staff scan tickets. */
export const checkinRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; qrKey: QrKey }> = async (app, { deps, qrKey }) => {
  app.route({
    ...apiRoute("POST /checkin", {
      tags: ["Soát vé"],
      summary: "Soát vé (nhân viên): lần quét đầu cho vào, lần sau 409 ALREADY_CHECKED_IN kèm thời điểm và nơi soát",
      description:
        "qr: nội dung mã QR (HC1.<mã vé>.<chữ ký>) hoặc mã vé 10 ký tự. Vé chưa thanh toán, đã hoàn tiền hoặc không phải suất hôm nay: 409 TICKET_NOT_VALID, " +
        "details.reason cho biết lý do. nonce: gửi lại cùng nonce (mạng chập chờn) nhận lại đúng câu trả lời đầu, không tính hai lần.",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "staff"),
    handler: async (request, reply) => {
      const result = await checkIn(deps, qrKey, request.currentUser!.user, request.body, request.ip);
      reply.header("cache-control", "no-store");
      return { result };
    },
  });
};
