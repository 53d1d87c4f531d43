import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createProfileSchema } from "@hancine/contract/auth";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { accountSessions, endAccountSession, endOtherSessions } from "./account-sessions.ts";
import { changePassword, updateProfile } from "./account-settings.ts";
import { membershipOf } from "./membership-repository.ts";
import { requireUser } from "./current-user.ts";
import { requestMeta } from "./request-meta.ts";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import { membershipIn } from "./membership-names.ts";
import { toUser } from "./users-repository.ts";

const tags = ["Tài khoản"];
const errors = [400, 401, 403] as const;

/** /api/v1/me — the signed-in customer's own profile and password (orders live with booking). */
export const meRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const profileBody = createProfileSchema(() => chainDay(deps.clock()));

  app.route({
    ...apiRoute("GET /me", { tags, summary: "Hồ sơ của người đang đăng nhập", errors: [401] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { user: toUser(request.currentUser!.user) } };
    },
  });

  app.route({
    ...apiRoute("GET /me/membership", { tags, summary: "Hạng thành viên và chi tiêu tích luỹ (chỉ tính đơn đã thanh toán)", errors: [401] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return {
        result: membershipIn(
          await membershipOf(deps.database.db, request.currentUser!.user.id, deps.clock()),
          chooseLocale(request.headers["accept-language"]),
        ),
      };
    },
  });

  app.route({
    ...apiRoute("PATCH /me", { tags, summary: "Sửa họ tên, số điện thoại, ngày sinh", body: profileBody, errors }),
    preHandler: requireUser(deps),
    handler: async (request) => ({ result: { user: await updateProfile(deps, request.currentUser!, request.body, requestMeta(request)) } }),
  });

  app.route({
    ...apiRoute("POST /me/password", { tags, summary: "Đổi mật khẩu (cần mật khẩu hiện tại); đăng xuất mọi phiên khác", errors: [...errors, 429] }),
    preHandler: requireUser(deps),
    handler: async (request) => {
      return { result: { user: await changePassword(deps, request.currentUser!, request.body, requestMeta(request)) } };
    },
  });

  app.route({
    ...apiRoute("GET /me/sessions", { tags, summary: "Các thiết bị đang đăng nhập tài khoản (mới nhất trước)", errors: [401, 403] }),
    preHandler: requireUser(deps),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await accountSessions(deps, request.currentUser!, chooseLocale(request.headers["accept-language"])) };
    },
  });

  app.route({
    ...apiRoute("DELETE /me/sessions/:id", { tags, summary: "Đăng xuất một thiết bị khác (phiên hiện tại: dùng đăng xuất)", errors: [...errors, 404] }),
    preHandler: requireUser(deps),
    handler: async (request) => {
      await endAccountSession(deps, request.currentUser!, request.params.id, requestMeta(request));
      return { result: { ended: true as const } };
    },
  });

  app.route({
    ...apiRoute("POST /me/sessions/end-others", { tags, summary: "Đăng xuất mọi thiết bị khác", errors: [401, 403] }),
    preHandler: requireUser(deps),
    handler: async (request) => ({ result: { ended: await endOtherSessions(deps, request.currentUser!, requestMeta(request)) } }),
  });
};
