import { TERMS_VERSION, type Signup, type User } from "@hancine/contract/auth";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { issueOneTimeToken } from "./one-time-tokens-repository.ts";
import { hashPassword } from "./passwords.ts";
import type { RequestMeta } from "./request-meta.ts";
import { createSession, deleteSessionByToken } from "./sessions-repository.ts";
import { insertUser, toUser } from "./users-repository.ts";
import { VERIFY_EMAIL_TTL_MS, verifyEmailMessage } from "./account-emails.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Signups are counted per client address per hour (`SIGNUPS_PER_CLIENT`). */
const SIGNUP_WINDOW_MS = 60 * 60_000;

/**
 * Creates the account, its first web session, the verification e-mail and the audit entry in one
 * transaction: either all of them exist or none does.
 */
export async function signUp(deps: AppDeps, input: Signup, meta: RequestMeta & { previousToken?: string | undefined }): Promise<{ user: User; token: string }> {
  const now = deps.clock();
  // Hash outside the transaction: 36 ms of CPU should not hold a connection.
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      phoneE164: input.phone,
      gender: input.gender,
      dateOfBirth: input.dateOfBirth,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: now,
      // The language the person signed up in: e-mails not caused by a request of theirs use it (decision 094).
      locale: meta.locale ?? "vi",
    });
    if (!row) throw new DomainError("EMAIL_TAKEN");
    // Counted only for accounts really created (a typo costs nothing); over the limit, nothing is kept.
    const wait = await countHits(tx, [{ key: `signup-client:${meta.ip}`, limit: deps.config.signupsPerClient }], SIGNUP_WINDOW_MS, now);
    if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.signups"));
    if (meta.previousToken) await deleteSessionByToken(tx, meta.previousToken);
    const { token } = await createSession(tx, { userId: row.id, kind: "web", now, userAgent: meta.userAgent, ip: meta.ip });
    const verifyToken = await issueOneTimeToken(tx, { userId: row.id, purpose: "verify_email", expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_MS) });
    await enqueueEmail(
      tx,
      verifyEmailMessage(
        { to: row.email, fullName: row.fullName, token: verifyToken },
        { site: deps.site, publicUrl: deps.config.publicUrl, locale: meta.locale },
      ),
      now,
    );
    await writeAudit(tx, { at: now, action: "auth.signup", actorUserId: row.id, ip: meta.ip, details: { termsVersion: TERMS_VERSION } });
    return { user: toUser(row), token };
  });
}
