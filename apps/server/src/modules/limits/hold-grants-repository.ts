import { lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { holdGrants } from "#server/db/schema/limits.ts";

/** Forgets grants older than a day (the hourly clean-up job); the hold window is 10 minutes. Grants are written by the seat hold's database function (migration 0032). */
export async function deleteStaleHoldGrants(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(holdGrants)
    .where(lt(holdGrants.at, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ key: holdGrants.key });
  return rows.length;
}
