import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * Takes a transaction-scoped advisory lock per (showtime, seat), in one global order (by seat id).
 * The exclusion constraint alone already refuses a double booking, but two transactions claiming
 * overlapping seats would each insert their index entry and then wait for the other — a deadlock that
 * PostgreSQL breaks only after deadlock_timeout (1 s). Locking the seats first, always in the same
 * order, makes the second buyer wait for the first and then meet the constraint at once.
 */
export async function lockSeats(tx: Database, showtimeId: string, seatIds: readonly string[]): Promise<void> {
  const sorted = [...new Set(seatIds)].sort();
  if (sorted.length === 0) return;
  const list = sql.join(sorted.map((id) => sql`(${id})`), sql`, `);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${showtimeId}), hashtext(seat.id))
        from (select id from (values ${list}) as v(id) order by id) as seat`,
  );
}
