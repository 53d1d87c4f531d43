import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createSignupSchema } from "@hancine/contract/auth";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { apiRoute } from "#server/http/api-route.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertCaptcha, newCaptchaChallenge } from "./captcha.ts";
import { resendVerification, verifyEmail } from "./email-verification.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { bearerToken, requireUser, usesBearer } from "./current-user.ts";
import { deviceOf, keepDeviceCookie } from "./device-cookie.ts";
import { logIn } from "./login.ts";
import { mfaStateOf } from "./mfa-rule.ts";
import { requestMeta } from "./request-meta.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { deleteSessionByToken } from "./sessions-repository.ts";
import { signUp } from "./signup.ts";
import { toUser } from "./users-repository.ts";

const tags = ["Tài khoản"];
const errors = [400, 403] as const;

const captchaChallengeSchema = z
  .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() })
  .describe("Thử thách ALTCHA (proof of work); widget giải rồi gửi lại trong trường captcha");

/** /api/v1/auth/* — captcha, signup, login, logout, me, password reset, e-mail verification. The origin guard (CSRF) runs on the whole API scope. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const config = deps.config;
  // The age rule counts from the chain's day, on the app's clock (tests pin it).
  const signupBody = createSignupSchema(() => chainDay(deps.clock()));

  app.route({
    ...apiRoute("POST /auth/signup", {
      tags,
      summary: "Đăng ký tài khoản (đặt cookie phiên đăng nhập)",
      body: signupBody,
      status: 201,
      errors: [...errors, 409],
    }),
    handler: async (request, reply) => {
      await assertCaptcha(deps, request.body.captcha);
      const { user, token } = await signUp(deps, request.body, { ...requestMeta(request), previousToken: readSessionCookie(request, config) });
      setSessionCookie(reply, config, token);
      return reply.status(201).send({ result: { user } });
    },
  });

  app.route({
    ...apiRoute("POST /auth/login", { tags, summary: 'Đăng nhập; client = "app" nhận token cho Authorization: Bearer', errors: [...errors, 401, 429] }),
    handler: async (request, reply) => {
      const previousToken = readSessionCookie(request, config);
      const device = deviceOf(request, config, request.body.client ?? "web");
      const { user, token, kind, mfa } = await logIn(deps, request.body, { ...requestMeta(request), previousToken, deviceHash: device.hash });
      if (kind === "app") return { result: { user, token, mfa } };
      setSessionCookie(reply, config, token);
      keepDeviceCookie(reply, config, device);
      return { result: { user, mfa } };
    },
  });

  app.route({
    ...apiRoute("POST /auth/logout", { tags, summary: "Đăng xuất (xoá phiên hiện tại)", errors: [403] }),
    handler: async (request, reply) => {
      const bearer = usesBearer(request);
      const token = bearer ? bearerToken(request) : readSessionCookie(request, config);
      if (token) {
        const now = deps.clock();
        await deps.database.db.transaction(async (tx) => {
          const session = await deleteSessionByToken(tx, token);
          if (session) await writeAudit(tx, { at: now, action: "auth.logout", actorUserId: session.userId, ip: request.ip, details: { client: session.kind } });
        });
      }
      // Idempotent: signing out twice, or with a dead session, still leaves the browser signed out.
      if (!bearer) clearSessionCookie(reply, config);
      return { result: { signedOut: true as const } };
    },
  });

  app.get(
    "/auth/captcha",
    { schema: { tags, summary: "Thử thách ALTCHA mới (tự lưu trữ, không qua dịch vụ bên thứ ba)", response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      // The widget reads the challenge itself, not an envelope (ALTCHA's wire format).
      const challenge = await newCaptchaChallenge(deps);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  app.route({
    ...apiRoute("POST /auth/password/forgot", {
      tags,
      summary: "Quên mật khẩu: gửi đường dẫn đặt lại (trả lời giống nhau dù e-mail có tài khoản hay không)",
      errors,
    }),
    handler: async (request) => {
      await assertCaptcha(deps, request.body.captcha);
      await requestPasswordReset(deps, request.body.email, requestMeta(request));
      return { result: { requested: true as const } };
    },
  });

  app.route({
    ...apiRoute("POST /auth/password/reset", {
      tags,
      summary: "Đặt mật khẩu mới bằng mã trong e-mail (dùng một lần, 30 phút); đăng xuất mọi phiên khác và đăng nhập trình duyệt này",
      errors,
    }),
    handler: async (request, reply) => {
      const { user, token } = await resetPassword(deps, request.body, requestMeta(request));
      setSessionCookie(reply, config, token);
      // A new session: a user who needs the second factor proves it next, as after a sign-in.
      return { result: { user, mfa: { ...(await mfaStateOf(deps, user)), proven: false } } };
    },
  });

  app.route({
    ...apiRoute("POST /auth/email/verify", { tags, summary: "Xác thực e-mail bằng mã trong e-mail", errors }),
    handler: async (request) => {
      await verifyEmail(deps, request.body.token, requestMeta(request));
      return { result: { verified: true as const } };
    },
  });

  app.route({
    ...apiRoute("POST /auth/email/resend", { tags, summary: "Gửi lại e-mail xác thực cho người đang đăng nhập", errors: [401, 403, 429] }),
    preHandler: requireUser(deps),
    handler: async (request) => {
      return { result: { sent: await resendVerification(deps, request.currentUser!.user, requestMeta(request)) } };
    },
  });

  app.route({
    ...apiRoute("GET /auth/me", { tags, summary: "Người dùng đang đăng nhập, và bước xác minh thứ hai của phiên này", errors: [401] }),
    preHandler: requireUser(deps, { beforeSecondFactor: true }),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const current = request.currentUser!;
      const mfa = await mfaStateOf(deps, current.user);
      return { result: { user: toUser(current.user), mfa: { ...mfa, proven: current.session.mfaVerifiedAt !== null } } };
    },
  });
};
