import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { countMfaFailure, mfaLocked, mfaLockSeconds, clearMfaFailures } from "./mfa-lockout.ts";
import { factorsOf } from "./mfa-rule.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { replaceRecoveryCodes } from "./recovery-codes-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import { deleteUserSessions, markSessionProven, type CurrentUser } from "./sessions-repository.ts";
import type { ErrorText } from "@hancine/contract/i18n/message";

/** What proving or changing the second factor does to sessions, shared by the app's codes, recovery codes and passkeys. */

/** 429 while the account's or the address's second factor is locked (five failures in 15 minutes). */
export async function assertNotLocked(deps: AppDeps, current: CurrentUser, meta: RequestMeta): Promise<void> {
  const now = deps.clock();
  const wait = await mfaLockSeconds(deps.database.db, current.user.id, meta.ip, now, deps.config.mfaLockoutPerAddress);
  if (wait === 0) return;
  await writeAudit(deps.database.db, { at: now, action: "auth.mfa.locked", actorUserId: current.user.id, ip: meta.ip });
  throw mfaLocked(wait);
}

/** A wrong second factor: counted against the account and the address, audited, then 401 MFA_INVALID. */
export async function refuseSecondFactor(deps: AppDeps, current: CurrentUser, meta: RequestMeta, method: string, message?: ErrorText): Promise<never> {
  const now = deps.clock();
  const attemptsLeft = await deps.database.db.transaction(async (tx) => {
    const left = await countMfaFailure(tx, current.user.id, meta.ip, now, deps.config.mfaLockoutPerAddress);
    await writeAudit(tx, { at: now, action: "auth.mfa.failed", actorUserId: current.user.id, ip: meta.ip, details: { method, attemptsLeft: left } });
    return left;
  });
  throw new DomainError("MFA_INVALID", { message, details: { attemptsLeft } });
}

/** The session proved the second factor: marked, the account's failures forgiven, audited. */
export async function proveSession(tx: Database, current: CurrentUser, meta: RequestMeta & { now: Date; method: string }): Promise<void> {
  await markSessionProven(tx, current.session.id, meta.now);
  await clearMfaFailures(tx, current.user.id);
  await writeAudit(tx, { at: meta.now, action: "auth.mfa.verified", actorUserId: current.user.id, ip: meta.ip, details: { method: meta.method } });
}

/**
 * A factor was added: the session is proven by it, every other session ends (changing the second
 * factor ends the others), and an account's first factor comes with ten recovery codes, shown once.
 */
export async function factorAdded(
  tx: Database,
  current: CurrentUser,
  meta: RequestMeta & { now: Date; method: string; firstFactor: boolean },
): Promise<string[] | null> {
  await proveSession(tx, current, meta);
  const ended = await deleteUserSessions(tx, current.user.id, current.session.id);
  const codes = meta.firstFactor ? newRecoveryCodes() : null;
  if (codes) await replaceRecoveryCodes(tx, current.user.id, codes.map(hashRecoveryCode), meta.now);
  await writeAudit(tx, {
    at: meta.now,
    action: meta.method === "totp" ? "auth.mfa.totp_enrolled" : "auth.mfa.passkey_added",
    actorUserId: current.user.id,
    ip: meta.ip,
    details: { sessionsEnded: ended, recoveryCodesIssued: codes !== null },
  });
  return codes;
}

/** Whether the account has any factor yet (read in the transaction that adds one). */
export async function hasAnyFactor(db: Database, userId: string): Promise<boolean> {
  const factors = await factorsOf(db, userId);
  return factors.totp || factors.passkeys.length > 0;
}
