import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { actorOf } from "../auth/actor.ts";
import { requireRole, requireUser } from "../auth/current-user.ts";
import { giftCardsBoughtBy } from "./gift-card-delivery.ts";
import { blockGiftCardAtDesk, lookUpGiftCard } from "./admin-gift-cards.ts";
import { giftCardBalance } from "./gift-cards.ts";

const tags = ["Thẻ quà tặng"];

/** Gift cards (issue 35, decision 078). */
export const giftCardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...apiRoute("POST /gift-cards/balance", {
      tags,
      summary: "Số dư thẻ quà tặng theo mã thẻ và mã PIN; sai quá 5 lần mỗi thẻ hoặc 20 lần mỗi địa chỉ trong một giờ → 429",
      errors: [400, 409, 429],
    }),
    handler: async (request, reply) => {
      // A balance is one person's money: never kept by a browser or a proxy.
      reply.header("cache-control", "private, no-store");
      return { result: await giftCardBalance(deps, request.body, request.ip) };
    },
  });

  app.route({
    ...apiRoute("GET /me/gift-cards", {
      tags,
      summary: "Thẻ quà tặng tôi đã mua, mới nhất trước: mã che, số dư, người nhận, ngày gửi",
      errors: [401],
    }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await giftCardsBoughtBy(deps.database.db, request.currentUser!.user.id, deps.clock()) };
    },
  });
};

/** The back office's side of gift cards (issue 35): look a card up by its code, block a lost one. */
export const adminGiftCardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "private, no-store");
    return payload;
  });

  app.route({
    ...apiRoute("POST /admin/gift-cards/lookup", {
      tags,
      summary: "Tra thẻ quà tặng theo mã (nhân viên trở lên): số dư, trạng thái và các lần dùng; mỗi lần tra được ghi nhật ký",
      errors: [400, 401, 403, 404],
    }),
    preHandler: requireRole(deps, "staff"),
    handler: async (request) => ({ result: await lookUpGiftCard(deps, actorOf(request), request.body.code) }),
  });

  app.route({
    ...apiRoute("POST /admin/gift-cards/:id/block", {
      tags,
      summary: "Khoá thẻ quà tặng bị mất (quản lý trở lên), kèm lý do; 409 khi thẻ đã bị khoá",
      errors: [400, 401, 403, 404, 409],
    }),
    preHandler: requireRole(deps, "manager"),
    handler: async (request) => ({ result: await blockGiftCardAtDesk(deps, actorOf(request), request.params.id, request.body.reason) }),
  });
};
