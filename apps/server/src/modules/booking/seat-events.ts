import { sql } from "drizzle-orm";
import type { SeatChanges } from "@hancine/contract/booking";
import type { Database } from "../../db/client.ts";

/** The PostgreSQL channel carrying seat changes between server processes. */
export const SEAT_CHANNEL = "seat_changes";

export type SeatChangeMessage = { showtimeId: string; seats: SeatChanges };

/**
 * Announces seat changes from inside the transaction that makes them: PostgreSQL delivers the
 * notification only if, and when, that transaction commits — so nobody hears of a hold that failed.
 */
export async function announceSeatChanges(tx: Database, message: SeatChangeMessage): Promise<void> {
  if (message.seats.length === 0) return;
  // A NOTIFY payload is limited to 8000 bytes: a large release goes out in parts.
  for (let start = 0; start < message.seats.length; start += 80) {
    const part: SeatChangeMessage = { showtimeId: message.showtimeId, seats: message.seats.slice(start, start + 80) };
    await tx.execute(sql`select pg_notify(${SEAT_CHANNEL}, ${JSON.stringify(part)})`);
  }
}
