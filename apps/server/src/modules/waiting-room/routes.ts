import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps.ts";
import { apiRoute } from "../../http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { admissionKey } from "./admission-token.ts";
import { joinQueue, leaveQueue, myPlace } from "./queue-places.ts";
import { publicSaleEvent } from "./sale-event-view.ts";

const tags = ["Phòng chờ"];

/** The waiting room of a premiere day (issue 17, decision 055): the event, and one's place in its queue. */
export const waitingRoomRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const key = admissionKey(deps.config.sessionSecret);

  app.route({
    ...apiRoute("GET /sale-events/:id", { tags, summary: "Một đợt mở bán qua phòng chờ (cả đợt đã kết thúc: status closed)", errors: [400, 404] }),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return { result: await publicSaleEvent(deps, request.params.id) };
    },
  });

  app.route({
    ...apiRoute("POST /sale-events/:id/queue", {
      tags,
      summary: "Vào phòng chờ: một chỗ cho mỗi tài khoản",
      description:
        "Vào trước giờ mở bán: thứ tự được bốc thăm ngẫu nhiên lúc mở; vào sau: xếp cuối hàng. Gọi lại giữ nguyên chỗ. " +
        "Đã rời, hết lượt hoặc đã mua thì vào lại cuối hàng. 409 SALES_CLOSED khi đợt đã kết thúc; 429 RATE_LIMITED theo địa chỉ mạng.",
      errors: [400, 401, 404, 409, 429],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await joinQueue(deps, key, request.currentUser!.user.id, request.params.id, request.ip) };
    },
  });

  app.route({
    ...apiRoute("GET /sale-events/:id/queue/me", {
      tags,
      summary: "Chỗ của bạn trong phòng chờ (và lượt vào mua khi đến lượt)",
      description: "Mỗi lần hỏi tính là bạn vẫn đang chờ: vắng quá 5 phút khi đến lượt thì bị bỏ qua. `admissionToken` gửi kèm lần giữ ghế đầu tiên (POST /orders).",
      errors: [400, 401, 404],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myPlace(deps, key, request.currentUser!.user.id, request.params.id) };
    },
  });

  app.route({
    ...apiRoute("DELETE /sale-events/:id/queue", { tags, summary: "Rời phòng chờ (hoặc bỏ lượt vào mua chưa dùng)", errors: [400, 401, 404] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { left: await leaveQueue(deps, request.currentUser!.user.id, request.params.id) } };
    },
  });
};
