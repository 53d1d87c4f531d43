import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { claimedSeatsOfOrder } from "./orders-repository.ts";

/**
 * Takes a transaction-scoped advisory lock per (showtime, seat), in one global order (by seat id), in
 * the database function lock_seats (migration 0032), which the seat hold's function takes them with too.
 * The exclusion constraint alone already refuses a double booking, but two transactions claiming
 * overlapping seats would each insert their index entry and then wait for the other — a deadlock that
 * PostgreSQL breaks only after deadlock_timeout (1 s). Locking the seats first, always in the same
 * order, makes the second buyer wait for the first and then meet the constraint at once.
 */
export async function lockSeats(tx: Database, showtimeId: string, seatIds: readonly string[]): Promise<void> {
  if (seatIds.length === 0) return;
  await tx.execute(sql`select lock_seats(${showtimeId}::uuid, string_to_array(${seatIds.join(",")}::text, ',')::uuid[])`);
}

/** The order's claimed seats' locks, taken before its row (the order a hold and a capture take them in); answers those seats. */
export async function lockSeatsOfOrder(tx: Database, orderId: string): Promise<Awaited<ReturnType<typeof claimedSeatsOfOrder>>> {
  const seats = await claimedSeatsOfOrder(tx, orderId);
  if (seats.length > 0)
    await lockSeats(
      tx,
      seats[0]!.showtimeId,
      seats.map((s) => s.seatId),
    );
  return seats;
}
