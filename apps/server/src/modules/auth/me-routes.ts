import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changePasswordSchema, createProfileSchema, membershipSchema, userSchema } from "@hancine/contract/auth";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "../../app-deps.ts";
import { changePassword, updateProfile } from "./account-settings.ts";
import { membershipOf } from "./membership-repository.ts";
import { requireUser } from "./current-user.ts";
import { requestMeta } from "./request-meta.ts";
import { toUser } from "./users-repository.ts";

const tags = ["Tài khoản"];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const userResult = resultOf(z.object({ user: userSchema }));

/** /api/v1/me — the signed-in customer's own profile and password (orders live with booking). */
export const meRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const profileBody = createProfileSchema(() => chainDay(deps.clock()));

  app.get(
    "/me",
    { schema: { tags, summary: "Hồ sơ của người đang đăng nhập", response: { 200: userResult, 401: errorEnvelopeSchema } }, preHandler: requireUser(deps) },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: { user: toUser(request.currentUser!.user) } };
    },
  );

  app.get(
    "/me/membership",
    {
      schema: { tags, summary: "Hạng thành viên và chi tiêu tích luỹ (chỉ tính đơn đã thanh toán)", response: { 200: resultOf(membershipSchema), 401: errorEnvelopeSchema } },
      preHandler: requireUser(deps),
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { result: await membershipOf(deps.database.db, request.currentUser!.user.id) };
    },
  );

  app.patch(
    "/me",
    { schema: { tags, summary: "Sửa họ tên, số điện thoại, ngày sinh", body: profileBody, response: { 200: userResult, ...errors } }, preHandler: requireUser(deps) },
    async (request) => ({ result: { user: await updateProfile(deps, request.currentUser!, request.body, requestMeta(request)) } }),
  );

  app.post(
    "/me/password",
    {
      schema: {
        tags,
        summary: "Đổi mật khẩu (cần mật khẩu hiện tại); đăng xuất mọi phiên khác",
        body: changePasswordSchema,
        response: { 200: userResult, ...errors, 429: errorEnvelopeSchema },
      },
      preHandler: requireUser(deps),
    },
    async (request) => {
      return { result: { user: await changePassword(deps, request.currentUser!, request.body, requestMeta(request)) } };
    },
  );
};
