import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authThrottle } from "#server/db/schema/accounts.ts";

/** One counted key and how many hits its window allows. */
export type RateKey = { key: string; limit: number };

/**
 * Counts one hit against each key in its fixed window of `windowMs` (a window older than that starts
 * over). Answers 0 while every key stays within its limit, else the seconds until the latest of the
 * exceeded windows ends. One statement, so hits on several instances add up instead of overwriting;
 * inside a transaction the hits count only if it commits. The table is the login throttle's
 * (auth_throttle: key, window_start, failures = hits).
 */
export async function countHits(db: Database, keys: RateKey[], windowMs: number, now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const expired = sql`${authThrottle.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(authThrottle)
    .values(keys.map(({ key }) => ({ key, windowStart: now, failures: 1 })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${authThrottle.windowStart} end`,
      },
    })
    .returning();
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Infinity;
    if (row.failures > limit) waitMs = Math.max(waitMs, row.windowStart.getTime() + windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/** Forgets counters whose window ended long ago (the hourly clean-up job); the longest window is an hour. */
export async function deleteStaleCounters(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(authThrottle)
    .where(lt(authThrottle.windowStart, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ key: authThrottle.key });
  return rows.length;
}
