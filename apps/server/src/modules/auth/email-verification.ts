import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { VERIFY_EMAIL_TTL_MS, verifyEmailMessage } from "./account-emails.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { consumeOneTimeToken, findTokenOwner, issueOneTimeToken } from "./one-time-tokens-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { findUserById, updateUser, type UserRow } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Verification e-mails a signed-in user may ask for per 15 minutes. */
const RESENDS_PER_WINDOW = 3;
const RESEND_WINDOW_MS = 15 * 60_000;

export const INVALID_VERIFY_LINK = msg("error.VALIDATION_FAILED.verifyLink");

/** Marks the address of the token's account verified. A second click on a used link still says "verified". */
export async function verifyEmail(deps: AppDeps, token: string, meta: RequestMeta): Promise<void> {
  const now = deps.clock();
  const db = deps.database.db;
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, { token, purpose: "verify_email", now });
    if (!userId) return false;
    const user = await findUserById(tx, userId);
    if (!user) return false;
    if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now });
    await writeAudit(tx, { at: now, action: "auth.email.verified", actorUserId: user.id, ip: meta.ip, details: { email: user.email } });
    return true;
  });
  if (verified) return;
  const owner = await findTokenOwner(db, { token, purpose: "verify_email" });
  const user = owner ? await findUserById(db, owner) : null;
  if (user?.emailVerifiedAt) return;
  throw new DomainError("VALIDATION_FAILED", { fields: { token: INVALID_VERIFY_LINK } });
}

/** A new verification e-mail for a signed-in user; false when the address is already verified. */
export async function resendVerification(deps: AppDeps, user: UserRow, meta: RequestMeta): Promise<boolean> {
  if (user.emailVerifiedAt) return false;
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const wait = await countHits(tx, [{ key: `verify-resend:${user.id}`, limit: RESENDS_PER_WINDOW }], RESEND_WINDOW_MS, now);
    if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.verificationResent"));
    const token = await issueOneTimeToken(tx, { userId: user.id, purpose: "verify_email", expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_MS) });
    await enqueueEmail(
      tx,
      verifyEmailMessage({ to: user.email, fullName: user.fullName, token }, { site: deps.site, publicUrl: deps.config.publicUrl, locale: meta.locale }),
      now,
    );
    await writeAudit(tx, { at: now, action: "auth.email.verification_resent", actorUserId: user.id, ip: meta.ip });
    return true;
  });
}
