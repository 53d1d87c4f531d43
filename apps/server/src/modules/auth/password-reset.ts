import { passwordContainsEmailName, type ResetPassword, type User } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { RESET_PASSWORD_TTL_MS, resetPasswordMessage } from "./account-emails.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { consumeOneTimeToken, issueOneTimeToken, retireTokens } from "./one-time-tokens-repository.ts";
import { hashPassword } from "./passwords.ts";
import type { RequestMeta } from "./request-meta.ts";
import { createSession, deleteUserSessions } from "./sessions-repository.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { findUserByEmail, findUserById, toUser, updateUser } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Reset requests per e-mail address, and per client address, in 15 minutes; more get 429 (counted alike for unknown e-mails). */
const RESETS_PER_EMAIL = 3;
const RESETS_PER_CLIENT = 10;
const RESET_WINDOW_MS = 15 * 60_000;

export const INVALID_RESET_LINK = msg("error.VALIDATION_FAILED.resetLink");

/**
 * 'Quên mật khẩu?': e-mails a reset link when the address has an account. The caller answers the
 * same either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, meta: RequestMeta): Promise<void> {
  const now = deps.clock();
  const db = deps.database.db;
  const user = await findUserByEmail(db, email);
  // Counted for unknown addresses too: the answer (and the work) is alike whether or not an account exists.
  const keys = [
    { key: `forgot:${email}`, limit: RESETS_PER_EMAIL },
    { key: `forgot-client:${meta.ip}`, limit: RESETS_PER_CLIENT },
  ];
  const wait = await countHits(db, keys, RESET_WINDOW_MS, now);
  if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.passwordReset"));
  await db.transaction(async (tx) => {
    if (user && !user.disabledAt) {
      const token = await issueOneTimeToken(tx, { userId: user.id, purpose: "reset_password", expiresAt: new Date(now.getTime() + RESET_PASSWORD_TTL_MS) });
      await enqueueEmail(
        tx,
        resetPasswordMessage({ to: user.email, fullName: user.fullName, token }, { site: deps.site, publicUrl: deps.config.publicUrl, locale: meta.locale }),
        now,
      );
    }
    await writeAudit(tx, {
      at: now,
      action: "auth.password.reset_requested",
      actorUserId: user?.id ?? null,
      ip: meta.ip,
      details: { email, known: user !== null, emailed: user !== null && !user.disabledAt },
    });
  });
}

/**
 * Sets a new password from a reset link: the token is used up, every session of the account ends
 * (a thief signed in elsewhere is out), and this browser gets a fresh session.
 */
export async function resetPassword(deps: AppDeps, input: ResetPassword, meta: RequestMeta): Promise<{ user: User; token: string }> {
  const now = deps.clock();
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, { token: input.token, purpose: "reset_password", now });
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user) throw new DomainError("VALIDATION_FAILED", { fields: { token: INVALID_RESET_LINK } });
    // A disabled account cannot sign in, a new password or not (the link stays unused).
    if (user.disabledAt) throw new DomainError("ACCOUNT_DISABLED");
    if (passwordContainsEmailName(input.password, user.email)) {
      // Nothing is kept: the transaction rolls back, so the link still works for a better password.
      throw new DomainError("VALIDATION_FAILED", { fields: { password: msg("error.VALIDATION_FAILED.passwordContainsEmail") } });
    }
    // Opening the link proves the mailbox is theirs: the address counts as verified too.
    const updated = await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now });
    await retireTokens(tx, { userId: user.id, purpose: "reset_password", now });
    const ended = await deleteUserSessions(tx, user.id);
    const { token } = await createSession(tx, { userId: user.id, kind: "web", now, userAgent: meta.userAgent, ip: meta.ip });
    await writeAudit(tx, { at: now, action: "auth.password.reset", actorUserId: user.id, ip: meta.ip, details: { sessionsEnded: ended } });
    return { user: toUser(updated!), token };
  });
}
