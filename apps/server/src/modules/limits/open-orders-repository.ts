import { queryRows, type Database } from "../../db/client.ts";
import { accountLockSql, openOrdersElsewhereSql } from "./limits-sql.ts";

/** Locks the account's row until the transaction ends: that account's holds take turns. */
export async function lockAccount(tx: Database, userId: string): Promise<void> {
  await queryRows(tx, accountLockSql(userId));
}

/** Open orders (held or awaiting payment, not run out) the account has on other showtimes than this one. */
export async function openOrdersElsewhere(tx: Database, userId: string, showtimeId: string, now: Date): Promise<number> {
  const [open] = await queryRows(tx, openOrdersElsewhereSql(userId, showtimeId, now));
  return open?.n ?? 0;
}
