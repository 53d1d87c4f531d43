import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole } from "../auth/current-user.ts";
import { mySubscriptions, subscribe, unsubscribe } from "./report-subscriptions.ts";

const tags = ["Quản trị: báo cáo"];

/** Sales reports by e-mail (issue 36, decision 087): each manager or admin sets their own. */
export const reportMailAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const manager = requireRole(deps, "manager");

  app.route({
    ...apiRoute("GET /admin/report-subscriptions", { tags, summary: "Báo cáo qua e-mail mà bạn đã đăng ký", errors: [401, 403] }),
    preHandler: manager,
    handler: async (request) => ({ result: await mySubscriptions(deps, actorOf(request)) }),
  });

  app.route({
    ...apiRoute("PUT /admin/report-subscriptions/:frequency", {
      tags,
      summary: "Đăng ký (hoặc đổi giờ, rạp) báo cáo doanh thu qua e-mail: hằng ngày (hôm qua) hoặc hằng tuần (thứ Hai–Chủ nhật tuần trước)",
      description: "`hour`: giờ gửi theo giờ Việt Nam (0–23); báo cáo hằng tuần gửi sáng thứ Hai. `cinema`: một rạp bạn phụ trách; bỏ trống: mọi rạp của bạn.",
      errors: [400, 401, 403],
    }),
    preHandler: manager,
    handler: async (request) => ({ result: await subscribe(deps, actorOf(request), request.params.frequency, request.body) }),
  });

  app.route({
    ...apiRoute("DELETE /admin/report-subscriptions/:frequency", { tags, summary: "Huỷ nhận báo cáo qua e-mail", errors: [400, 401, 403] }),
    preHandler: manager,
    handler: async (request) => ({ result: await unsubscribe(deps, actorOf(request), request.params.frequency) }),
  });
};
