import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authThrottle } from "#server/db/schema/accounts.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per window: per e-mail (guessing one account) and per IP (spraying many). */
export const MAX_FAILURES = { email: 5, ip: 20 } as const;

export type ThrottleKeys = { email: string; ip: string };

const keysOf = (k: ThrottleKeys) => ({ email: `email:${k.email}`, ip: `ip:${k.ip}` });

/** Seconds until a new attempt is allowed, or 0 when the attempt may go ahead. */
export async function retryAfterSeconds(db: Database, keys: ThrottleKeys, now: Date): Promise<number> {
  const k = keysOf(keys);
  const rows = await db
    .select()
    .from(authThrottle)
    .where(inArray(authThrottle.key, [k.email, k.ip]));
  let waitMs = 0;
  for (const row of rows) {
    const limit = row.key === k.email ? MAX_FAILURES.email : MAX_FAILURES.ip;
    const windowEnd = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
    if (row.failures >= limit && windowEnd > now.getTime()) waitMs = Math.max(waitMs, windowEnd - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/** Counts one failure against both keys; a window older than 15 minutes starts over. */
export async function recordFailure(tx: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowStartedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const expired = sql`${authThrottle.windowStart} <= ${windowStartedBefore.toISOString()}::timestamptz`;
  const k = keysOf(keys);
  await tx
    .insert(authThrottle)
    .values([k.email, k.ip].map((key) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      // One statement: concurrent failures on several instances add up instead of overwriting.
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${authThrottle.windowStart} end`,
      },
    });
}

/** A successful sign-in forgives the account's failures (not the IP's). */
export async function clearEmailFailures(tx: Database, email: string): Promise<void> {
  await tx.delete(authThrottle).where(inArray(authThrottle.key, [keysOf({ email, ip: "" }).email]));
}
