import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "../auth/current-user.ts";
import { myVouchersOf } from "./my-vouchers.ts";
import { pointsOf } from "./points-view.ts";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";

const tags = ["Tài khoản"];

/** /api/v1/me/points and /me/vouchers: the member's reward points and personal vouchers (decision 050). */
export const pointsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("GET /me/points", {
      tags,
      summary: "Điểm thưởng: số dư, hạng, điểm sắp hết hạn và lịch sử",
      description: "Điểm tích trên số tiền đã thanh toán theo tỉ lệ của hạng; 1 điểm = POINT_VALUE_VND đồng khi thanh toán; điểm hết hạn sau 12 tháng.",
      errors: [401],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return {
        result: await pointsOf(
          deps.database.db,
          request.currentUser!.user.id,
          deps.clock(),
          deps.config.pointValueVnd,
          chooseLocale(request.headers["accept-language"]),
        ),
      };
    },
  });

  app.route({
    ...apiRoute("GET /me/vouchers", { tags, summary: "Voucher của tôi: voucher riêng của tài khoản (quà sinh nhật…)", errors: [401] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await myVouchersOf(deps.database.db, request.currentUser!.user.id, deps.clock(), chooseLocale(request.headers["accept-language"])) };
    },
  });
};
