import { MFA_MAX_FAILURES } from "@hancine/contract/mfa";
import type { Database } from "#server/db/client.ts";
import { rateLimited } from "#server/domain-error.ts";
import { clearFailures, countFailure, throttleWaitSeconds, type ThrottledKey } from "./login-throttle-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * Five failed second factors lock the second factor for 15 minutes, per account and per client
 * address (`MFA_LOCKOUT_PER_ADDRESS`, default five), counted in `auth_throttle` (so every instance
 * sees the same count).
 */
const keysOf = (userId: string, ip: string, perAddress: number): ThrottledKey[] => [
  { key: `mfa:user:${userId}`, limit: MFA_MAX_FAILURES },
  { key: `mfa:ip:${ip}`, limit: perAddress },
];

export const mfaLocked = (retryAfter: number) => rateLimited(retryAfter, msg("error.RATE_LIMITED.secondFactor"));

/** Seconds the account's or the address's second factor stays locked; 0 when an attempt may go ahead. */
export function mfaLockSeconds(db: Database, userId: string, ip: string, now: Date, perAddress: number): Promise<number> {
  return throttleWaitSeconds(db, keysOf(userId, ip, perAddress), now);
}

/** Counts a failure; returns how many attempts are left before the lock (the fewer of account and address). */
export async function countMfaFailure(tx: Database, userId: string, ip: string, now: Date, perAddress: number): Promise<number> {
  const keys = keysOf(userId, ip, perAddress);
  const counts = await countFailure(
    tx,
    keys.map((k) => k.key),
    now,
  );
  return Math.max(0, Math.min(...keys.map((k) => k.limit - (counts.get(k.key) ?? 0))));
}

/** A success forgives the account's failures (not the address's). */
export async function clearMfaFailures(tx: Database, userId: string): Promise<void> {
  await clearFailures(tx, [keysOf(userId, "", 0)[0]!.key]);
}
