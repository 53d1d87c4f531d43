import { lt, sql } from "drizzle-orm";
import { queryPreparedRows, queryRows, type Database } from "../../db/client.ts";
import { authThrottle } from "../../db/schema/accounts.ts";
import { countHitsSql, waitSecondsOf, type HitRow, type RateKey } from "./limits-sql.ts";

export type { HitRow, RateKey } from "./limits-sql.ts";

/**
 * Counts one hit against each key in its fixed window of `windowMs` (`countHitsSql`). Answers 0 while
 * every key stays within its limit, else the seconds until the latest of the exceeded windows ends.
 * Inside a transaction the hits count only if it commits.
 */
export async function countHits(db: Database, keys: RateKey[], windowMs: number, now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  return waitSecondsOf(await queryRows(db, countHitsSql(keys, windowMs, now)), keys, windowMs, now);
}

/**
 * Counts one hit against each key at once, outside any transaction, in one statement whose commit does
 * not wait for the disk (`synchronous_commit` off for it alone): a counter shared by many requests (a
 * client address) is locked only while the statement runs, never through a flush or a round trip
 * (decision 062). A later transaction's commit flushes it with its own WAL, so a hold granted after it
 * cannot outlive its hit in a crash; a hit taken for a request that is then refused is given back
 * (`giveBackHits`). Returns each counter after the hit. `db` must not be a transaction.
 */
export async function takeHitsAtOnce(db: Database, name: string, keys: readonly RateKey[], windowMs: number, now: Date): Promise<HitRow[]> {
  const rows = await queryPreparedRows(
    db,
    name,
    sql<HitRow>`with hits as (${countHitsSql(keys, windowMs, now)})
      select hits.key, hits.failures, hits."windowStartMs" from hits, (select set_config('synchronous_commit', 'off', true)) as async`,
  );
  return rows.map(({ key, failures, windowStartMs }) => ({ key, failures: Number(failures), windowStartMs: Number(windowStartMs) }));
}

/** Takes back hits counted by `takeHitsAtOnce`, each only while its window is the one it was counted in. Outside any transaction, like them. */
export async function giveBackHits(db: Database, name: string, hits: readonly HitRow[]): Promise<void> {
  await queryPreparedRows(
    db,
    name,
    sql`update auth_throttle t set failures = t.failures - 1
          from unnest(${sql.param(hits.map((hit) => hit.key))}::text[], ${sql.param(hits.map((hit) => hit.windowStartMs))}::float8[]) as hit(key, window_start_ms),
               (select set_config('synchronous_commit', 'off', true)) as async
         where t.key = hit.key and (extract(epoch from t.window_start) * 1000)::float8 = hit.window_start_ms and t.failures > 0`,
  );
}

/** Forgets counters whose window ended long ago (the hourly clean-up job); the longest window is an hour. */
export async function deleteStaleCounters(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(authThrottle)
    .where(lt(authThrottle.windowStart, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ key: authThrottle.key });
  return rows.length;
}
