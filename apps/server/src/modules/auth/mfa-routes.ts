import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { requireUser } from "./current-user.ts";
import { removePasskey, removeTotp, renewRecoveryCodes } from "./factor-changes.ts";
import { factorsOf, needsSecondFactor } from "./mfa-rule.ts";
import { passkeyAuthenticationOptions, passkeyRegistrationOptions, registerPasskey, toPasskey, verifyPasskey } from "./passkey-factor.ts";
import { requestMeta } from "./request-meta.ts";
import { confirmTotp, startTotpSetup, verifyCode } from "./totp-factor.ts";

const tags = ["Xác minh bước hai"];

/**
 * /api/v1/auth/mfa/* — the second factor (decision 074): enrol the authenticator app or a passkey,
 * prove the session, remove a factor, renew recovery codes. Reached before the second factor is
 * proven (that is what they are for); changes to an enrolled account need a recent proof.
 */
export const mfaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const signedIn = requireUser(deps, { beforeSecondFactor: true });

  app.route({
    ...apiRoute("GET /auth/mfa", { tags, summary: "Các phương thức xác minh bước hai của tài khoản", errors: [401] }),
    preHandler: signedIn,
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const current = request.currentUser!;
      const factors = await factorsOf(deps.database.db, current.user.id);
      const enrolled = factors.totp || factors.passkeys.length > 0;
      const provenAt = current.session.mfaVerifiedAt;
      return {
        result: {
          required: needsSecondFactor(deps.config, current.user, enrolled),
          proven: provenAt !== null,
          provenAt: provenAt?.toISOString() ?? null,
          totp: { enrolled: factors.totp },
          passkeys: factors.passkeys.map(toPasskey),
          recoveryCodesLeft: enrolled ? factors.recoveryCodesLeft : 0,
        },
      };
    },
  });

  app.route({
    ...apiRoute("POST /auth/mfa/totp/setup", {
      tags,
      summary: "Tạo khoá bí mật mới cho ứng dụng xác thực (chờ mã đầu tiên để xác nhận)",
      errors: [401, 403],
    }),
    preHandler: signedIn,
    handler: async (request) => ({ result: await startTotpSetup(deps, request.currentUser!, requestMeta(request)) }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/totp/confirm", {
      tags,
      summary: "Xác nhận ứng dụng xác thực bằng mã đầu tiên; lần đầu bật nhận 10 mã khôi phục; đăng xuất các phiên khác",
      errors: [400, 401, 403, 404],
    }),
    preHandler: signedIn,
    handler: async (request) => ({ result: { recoveryCodes: await confirmTotp(deps, request.currentUser!, request.body.code, requestMeta(request)) } }),
  });

  app.route({
    ...apiRoute("DELETE /auth/mfa/totp", { tags, summary: "Gỡ ứng dụng xác thực (cần xác minh gần đây)", errors: [401, 403, 404, 409] }),
    preHandler: signedIn,
    handler: async (request) => {
      await removeTotp(deps, request.currentUser!, requestMeta(request));
      return { result: { removed: true as const } };
    },
  });

  app.route({
    ...apiRoute("POST /auth/mfa/verify", {
      tags,
      summary: "Xác minh bước hai bằng mã trong ứng dụng hoặc mã khôi phục; sai 5 lần: khoá 15 phút",
      errors: [400, 401, 403, 429],
    }),
    preHandler: signedIn,
    handler: async (request) => ({ result: { user: await verifyCode(deps, request.currentUser!, request.body, requestMeta(request)), proven: true as const } }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/recovery-codes", { tags, summary: "Tạo 10 mã khôi phục mới (mã cũ hết hiệu lực; cần xác minh gần đây)", errors: [401, 403] }),
    preHandler: signedIn,
    handler: async (request) => ({ result: { recoveryCodes: await renewRecoveryCodes(deps, request.currentUser!, requestMeta(request)) } }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/passkeys/registration-options", { tags, summary: "Tham số WebAuthn để tạo khoá truy cập mới", errors: [401, 403] }),
    preHandler: signedIn,
    handler: async (request) => ({ result: await passkeyRegistrationOptions(deps, request.currentUser!) }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/passkeys", {
      tags,
      summary: "Lưu khoá truy cập vừa tạo; lần đầu bật nhận 10 mã khôi phục; đăng xuất các phiên khác",
      status: 201,
      errors: [400, 401, 403],
    }),
    preHandler: signedIn,
    handler: async (request, reply) =>
      reply.status(201).send({ result: await registerPasskey(deps, request.currentUser!, request.body, requestMeta(request)) }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/passkeys/authentication-options", { tags, summary: "Tham số WebAuthn để xác minh bằng khoá truy cập", errors: [401] }),
    preHandler: signedIn,
    handler: async (request) => ({ result: await passkeyAuthenticationOptions(deps, request.currentUser!) }),
  });

  app.route({
    ...apiRoute("POST /auth/mfa/passkeys/verify", {
      tags,
      summary: "Xác minh bước hai bằng khoá truy cập; sai 5 lần: khoá 15 phút",
      errors: [400, 401, 403, 429],
    }),
    preHandler: signedIn,
    handler: async (request) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      return { result: { user: await verifyPasskey(deps, request.currentUser!, response, requestMeta(request)), proven: true as const } };
    },
  });

  app.route({
    ...apiRoute("DELETE /auth/mfa/passkeys/:id", { tags, summary: "Xoá một khoá truy cập (cần xác minh gần đây)", errors: [401, 403, 404, 409] }),
    preHandler: signedIn,
    handler: async (request) => {
      await removePasskey(deps, request.currentUser!, request.params.id, requestMeta(request));
      return { result: { removed: true as const } };
    },
  });
};
