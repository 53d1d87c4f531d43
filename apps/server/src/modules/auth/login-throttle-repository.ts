import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authThrottle } from "#server/db/schema/accounts.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per window: per e-mail (guessing one account) and per IP (spraying many). */
export const MAX_FAILURES = { email: 5, ip: 20 } as const;

export type ThrottleKeys = { email: string; ip: string };

/** A counter of failures in `auth_throttle` and how many it allows per window. */
export type ThrottledKey = { key: string; limit: number };

const keysOf = (k: ThrottleKeys): ThrottledKey[] => [
  { key: `email:${k.email}`, limit: MAX_FAILURES.email },
  { key: `ip:${k.ip}`, limit: MAX_FAILURES.ip },
];

/** Seconds until any of `keys` allows a new attempt, or 0 when the attempt may go ahead. */
export async function throttleWaitSeconds(db: Database, keys: ThrottledKey[], now: Date, windowMs = THROTTLE_WINDOW_MS): Promise<number> {
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)!.limit;
    const windowEnd = row.windowStart.getTime() + windowMs;
    if (row.failures >= limit && windowEnd > now.getTime()) waitMs = Math.max(waitMs, windowEnd - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/** Counts one failure against each key; a window older than `windowMs` (15 minutes) starts over. Returns each key's count. */
export async function countFailure(tx: Database, keys: string[], now: Date, windowMs = THROTTLE_WINDOW_MS): Promise<Map<string, number>> {
  const windowStartedBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${authThrottle.windowStart} <= ${windowStartedBefore.toISOString()}::timestamptz`;
  const rows = await tx
    .insert(authThrottle)
    .values(keys.map((key) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      // One statement: concurrent failures on several instances add up instead of overwriting.
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${authThrottle.windowStart} end`,
      },
    })
    .returning({ key: authThrottle.key, failures: authThrottle.failures });
  return new Map(rows.map((row) => [row.key, row.failures]));
}

/** Forgets the failures of these keys (a success forgives the account, never the address). */
export async function clearFailures(tx: Database, keys: string[]): Promise<void> {
  await tx.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Seconds until a new sign-in attempt is allowed, or 0 when the attempt may go ahead. */
export function retryAfterSeconds(db: Database, keys: ThrottleKeys, now: Date): Promise<number> {
  return throttleWaitSeconds(db, keysOf(keys), now);
}

/** Counts one failed sign-in against the e-mail and the address. */
export async function recordFailure(tx: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  await countFailure(
    tx,
    keysOf(keys).map((k) => k.key),
    now,
  );
}

/** A successful sign-in forgives the account's failures (not the IP's). */
export async function clearEmailFailures(tx: Database, email: string): Promise<void> {
  await clearFailures(tx, [keysOf({ email, ip: "" })[0]!.key]);
}
