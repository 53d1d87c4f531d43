import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { unsubscribeByToken } from "./report-subscriptions.ts";

/** The report e-mail's "stop" link: no sign-in, the signed token names the subscription. */
export const reportMailRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("POST /report-subscriptions/unsubscribe", {
      tags: ["Quản trị: báo cáo"],
      summary: "Huỷ nhận báo cáo qua e-mail bằng mã trong e-mail (không cần đăng nhập)",
      errors: [400, 404],
    }),
    handler: async (request) => ({ result: await unsubscribeByToken(deps, request.body.token) }),
  });
};
