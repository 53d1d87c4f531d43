import { hasRole, type Login, type User } from "@hancine/contract/auth";
import type { MfaState } from "@hancine/contract/mfa";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { RequestMeta } from "./request-meta.ts";
import { createSession, deleteSessionByToken, type SessionKind } from "./sessions-repository.ts";
import { clearEmailFailures, recordFailure, retryAfterSeconds } from "./login-throttle-repository.ts";
import { findUserByEmail, toUser, updateUser } from "./users-repository.ts";
import { mfaStateOf } from "./mfa-rule.ts";
import { alertNewDevice } from "./sign-in-alert.ts";
import { msg } from "@hancine/contract/i18n/message";

/** 429 with the number of seconds the caller must wait (sent as Retry-After). */
export const loginThrottled = (retryAfter: number) => rateLimited(retryAfter, msg("error.RATE_LIMITED.signIn"));

/** Checks the credentials; on success opens a fresh session (a new id at every login). */
export async function logIn(
  deps: AppDeps,
  input: Login,
  meta: RequestMeta & { previousToken?: string | undefined; deviceHash?: string | undefined },
): Promise<{ user: User; token: string; kind: SessionKind; mfa: MfaState }> {
  const db = deps.database.db;
  const now = deps.clock();
  const keys = { email: input.email, ip: meta.ip };

  const wait = await retryAfterSeconds(db, keys, now);
  if (wait > 0) {
    await writeAudit(db, { at: now, action: "auth.login.throttled", ip: meta.ip, details: { email: input.email } });
    throw loginThrottled(wait);
  }

  const user = await findUserByEmail(db, input.email);
  // Unknown e-mails cost the same argon2 work as wrong passwords, and get the same answer.
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await db.transaction(async (tx) => {
      await recordFailure(tx, keys, now);
      await writeAudit(tx, {
        at: now,
        action: "auth.login.failed",
        actorUserId: user?.id ?? null,
        ip: meta.ip,
        details: { email: input.email, reason: user ? "wrong_password" : "unknown_email" },
      });
    });
    throw new DomainError("INVALID_CREDENTIALS");
  }
  // Said only to whoever knows the password: to anyone else a disabled account is a wrong password.
  if (user.disabledAt) {
    await writeAudit(db, { at: now, action: "auth.login.refused", actorUserId: user.id, ip: meta.ip, details: { reason: "disabled" } });
    throw new DomainError("ACCOUNT_DISABLED");
  }

  const kind = input.client ?? "web";
  const mfa = await mfaStateOf(deps, user);
  const token = await db.transaction(async (tx) => {
    if (meta.previousToken) await deleteSessionByToken(tx, meta.previousToken);
    const session = await createSession(tx, { userId: user.id, kind, now, userAgent: meta.userAgent, ip: meta.ip, deviceId: meta.deviceHash });
    await clearEmailFailures(tx, input.email);
    // Each web sign-in says which language the person uses the site in: the e-mails no request of
    // theirs causes (a seat free on the waitlist, a reminder) are written in it (decision 094).
    if (kind === "web" && meta.locale && user.locale !== meta.locale) await updateUser(tx, user.id, { locale: meta.locale });
    await writeAudit(tx, { at: now, action: "auth.login.succeeded", actorUserId: user.id, ip: meta.ip, details: { client: kind, mfaRequired: mfa.required } });
    if (hasRole(user.role, "staff")) await alertNewDevice(deps, tx, user, { ...meta, now });
    return session.token;
  });
  return { user: toUser(user), token, kind, mfa };
}
