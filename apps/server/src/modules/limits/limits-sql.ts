import { sql, type SQL } from "drizzle-orm";

/**
 * The limits' SQL, the one definition: the repositories here run each piece alone, and a seat hold
 * folds them into its own statements (decision 062) — the same SQL, fewer round trips.
 */

/** One counted key and how many hits its window allows. */
export type RateKey = { key: string; limit: number };

/** A counter after its hit: the key, the hits in its window, and when the window started (ms since the epoch). */
export type HitRow = { key: string; failures: number; windowStartMs: number };

/**
 * Counts one hit against each key in its fixed window of `windowMs` (a window older than that starts
 * over), returning each counter (`HitRow`). One statement, so hits on several instances add up instead
 * of overwriting; inside a transaction the hits count only if it commits. Each key's row stays locked
 * until the transaction ends. The table is the login throttle's (auth_throttle: key, window_start,
 * failures = hits). The text depends only on the number of keys.
 */
export function countHitsSql(keys: readonly RateKey[], windowMs: number, now: Date): SQL<HitRow> {
  const at = now.toISOString();
  const expired = sql`t.window_start <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const values = sql.join(
    keys.map(({ key }) => sql`(${key}, ${at}::timestamptz, 1)`),
    sql`, `,
  );
  return sql<HitRow>`insert into auth_throttle as t (key, window_start, failures) values ${values}
      on conflict (key) do update set failures = case when ${expired} then 1 else t.failures + 1 end,
        window_start = case when ${expired} then excluded.window_start else t.window_start end
      returning t.key, t.failures, (extract(epoch from t.window_start) * 1000)::float8 as "windowStartMs"`;
}

/** 0 while every key stays within its limit, else the seconds until the latest of the exceeded windows ends. */
export function waitSecondsOf(rows: readonly HitRow[], keys: readonly RateKey[], windowMs: number, now: Date): number {
  let waitMs = 0;
  for (const row of rows) {
    const limit = keys.find((k) => k.key === row.key)?.limit ?? Infinity;
    if (row.failures > limit) waitMs = Math.max(waitMs, Number(row.windowStartMs) + windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}

/**
 * The account's row, locked until the transaction ends (`FOR UPDATE`): that account's holds take turns.
 * `after`: a condition on something else (no column of the row), evaluated before the row is locked —
 * a hold makes it take the seats' locks first.
 */
export function accountLockSql(userId: string, after: SQL = sql`true`): SQL<{ id: string }> {
  return sql<{ id: string }>`select u.id from users u where u.id = ${userId}::uuid and ${after} for update of u`;
}

/** How many open orders (held or awaiting payment, not run out) the account has on showtimes other than this one: one row, `n`. */
export function openOrdersElsewhereSql(userId: string, showtimeId: string, now: Date): SQL<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from orders
      where user_id = ${userId}::uuid and status in ('held', 'pending_payment')
        and expires_at > ${now.toISOString()}::timestamptz and showtime_id <> ${showtimeId}::uuid`;
}
