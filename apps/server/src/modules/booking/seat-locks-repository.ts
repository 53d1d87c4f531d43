import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";

/**
 * Takes a transaction-scoped advisory lock per (showtime, seat), in one global order (by seat id).
 * The exclusion constraint alone already refuses a double booking, but two transactions claiming
 * overlapping seats would each insert their index entry and then wait for the other — a deadlock that
 * PostgreSQL breaks only after deadlock_timeout (1 s). Locking the seats first, always in the same
 * order, makes the second buyer wait for the first and then meet the constraint at once.
 */
export async function lockSeats(tx: Database, showtimeId: string, seatIds: readonly string[]): Promise<void> {
  if (seatIds.length === 0) return;
  await queryRows(tx, seatLocksSql(showtimeId, seatIds));
}

/**
 * The seats' locks as a query (one row per seat), the one definition: `lockSeats` runs it alone, a
 * hold inside its first statement (decision 062). The seats go as one array parameter, so the text
 * is the same for any number of seats.
 */
export function seatLocksSql(showtimeId: string, seatIds: readonly string[]): SQL {
  return sql`select pg_advisory_xact_lock(hashtext(${showtimeId}::text), hashtext(seat.id))
        from (select distinct v.id from unnest(${sql.param([...seatIds])}::text[]) as v(id) order by v.id) as seat`;
}
