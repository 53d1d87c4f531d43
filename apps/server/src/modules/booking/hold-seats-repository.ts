import { sql } from "drizzle-orm";
import { queryPreparedRows, type Database } from "#server/db/client.ts";

/** What the database function hold_seats (migration 0032) answered: nothing is written unless "held". */
export type HoldOutcome =
  | { outcome: "taken"; seatIds: string[] }
  | { outcome: "open_limit" }
  | { outcome: "rate_limited"; retryAfterMs: number }
  | { outcome: "held"; orderId: string; seq: number; freed: string[]; returnPointsOf: string[] };

export type SeatHold = {
  showtimeId: string;
  userId: string;
  /** Sorted by id, with their prices and labels (for the audit row). */
  seats: readonly { id: string; price: number; label: string }[];
  subtotal: number;
  code: string;
  now: Date;
  expiresAt: Date;
  /** The hold limits' keys with their limits per window (decision 017). */
  limits: readonly { key: string; limit: number }[];
  windowMs: number;
  maxOpenOrders: number;
  ip: string | null;
};

/** A JSON array as a PostgreSQL array of `type`, in its order: one parameter whatever its length. */
const asArray = (values: readonly (string | number)[], type: "uuid" | "text" | "int") =>
  sql`array(select e::${sql.raw(type)} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as a(e, i) order by i)`;

/**
 * Locks the seats, checks them and the account's limits, replaces the customer's open order for the
 * showtime and writes the held order — one call to the database function hold_seats inside the
 * caller's transaction (decision 064), prepared once per connection. A seat someone else claimed in
 * the meantime still raises the exclusion constraint's 23P01.
 */
export async function holdSeats(tx: Database, hold: SeatHold): Promise<HoldOutcome> {
  const [row] = await queryPreparedRows(
    tx,
    "hold_seats",
    sql<{ outcome: HoldOutcome }>`select hold_seats(${hold.showtimeId}::uuid, ${hold.userId}::uuid,
        ${asArray(
          hold.seats.map((s) => s.id),
          "uuid",
        )}, ${asArray(
          hold.seats.map((s) => s.price),
          "int",
        )}, ${asArray(
          hold.seats.map((s) => s.label),
          "text",
        )},
        ${hold.subtotal}::int, ${hold.code}::text, ${hold.now.toISOString()}::timestamptz, ${hold.expiresAt.toISOString()}::timestamptz,
        ${asArray(
          hold.limits.map((l) => l.key),
          "text",
        )}, ${asArray(
          hold.limits.map((l) => l.limit),
          "int",
        )},
        ${hold.windowMs}::int * interval '1 millisecond', ${hold.maxOpenOrders}::int, ${hold.ip}::text) as outcome`,
  );
  // jsonb comes back parsed on both drivers.
  return row!.outcome;
}
