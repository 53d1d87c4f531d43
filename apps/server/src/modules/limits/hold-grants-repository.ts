import { lt, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import { holdGrants } from "../../db/schema/limits.ts";

export type KeyCount = { key: string; earlier: number; oldest: Date | null };

/**
 * In one statement: writes this hold's grant under each key, and answers how many grants each key
 * had in the window before this one — counted up to the key's limit, which is all a check needs — and
 * when the oldest of them was (the statement does not see its own rows).
 */
export async function recordHoldGrant(tx: Database, keys: { key: string; limit: number }[], now: Date, windowMs: number): Promise<KeyCount[]> {
  const at = now.toISOString();
  const from = new Date(now.getTime() - windowMs).toISOString();
  const list = sql.join(keys.map(({ key, limit }) => sql`(${key}, ${limit}::int)`), sql`, `);
  const rows = await queryRows(
    tx,
    sql<{ key: string; earlier: number; oldest: string | null }>`with grant_rows as (
        insert into hold_grants (key, at) select v.k, ${at}::timestamptz from (values ${list}) as v(k, n))
      select v.k as key,
        (select count(*)::int from (select from hold_grants g where g.key = v.k and g.at > ${from}::timestamptz limit v.n) c) as earlier,
        (select min(g.at) from hold_grants g where g.key = v.k and g.at > ${from}::timestamptz) as oldest
      from (values ${list}) as v(k, n)`,
  );
  return rows.map((row) => ({ key: row.key, earlier: row.earlier, oldest: row.oldest === null ? null : new Date(row.oldest) }));
}

/** Forgets grants older than a day (the hourly clean-up job); the hold window is 10 minutes. */
export async function deleteStaleHoldGrants(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(holdGrants)
    .where(lt(holdGrants.at, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ key: holdGrants.key });
  return rows.length;
}
