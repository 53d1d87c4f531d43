import type { SeatChanges } from "@hancine/contract/booking";
import type { Database } from "#server/db/client.ts";
import { notifyChannel } from "#server/db/notifications.ts";
import { nextSeatEventSeq } from "./seat-events-repository.ts";

/** The PostgreSQL channel carrying seat changes between server processes. */
export const SEAT_CHANNEL = "seat_changes";

export type SeatChangeMessage = { showtimeId: string; seats: SeatChanges };

/** The announcements made inside each open transaction, published when it commits. */
const pendingByTransaction = new WeakMap<Database, SeatChangeMessage[]>();

/**
 * Runs `work` in a transaction and publishes the seat changes it announced once it has committed
 * (decision 014): nobody hears of a hold that failed, and the commit does not wait for PostgreSQL's
 * notification queue, whose lock a NOTIFY inside the transaction would hold through the commit's
 * flush to disk — serialising every hold, release and sale of the whole chain.
 */
export async function transactionAnnouncingSeats<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const pending: SeatChangeMessage[] = [];
  const result = await db.transaction(async (tx) => {
    pendingByTransaction.set(tx, pending);
    return work(tx);
  });
  await publish(db, pending);
  return result;
}

/**
 * A savepoint inside a transaction opened by transactionAnnouncingSeats: its announcements join the
 * transaction's when it succeeds, and are dropped with it when it rolls back.
 */
export async function savepointAnnouncingSeats<T>(tx: Database, work: (step: Database) => Promise<T>): Promise<T> {
  const outer = pendingByTransaction.get(tx);
  if (!outer) throw new Error("savepointAnnouncingSeats: open the transaction with transactionAnnouncingSeats");
  const inner: SeatChangeMessage[] = [];
  const result = await tx.transaction(async (step) => {
    pendingByTransaction.set(step, inner);
    return work(step);
  });
  outer.push(...inner);
  return result;
}

/**
 * Announces seat changes made by this transaction (opened by transactionAnnouncingSeats). Each change
 * carries `seq`, drawn after the transaction took its seats' locks (here, or by the seat hold's
 * database function, which passes it): changes of one seat are numbered in the order they happened,
 * so a listener can drop one that arrives after a newer one.
 */
export async function announceSeatChanges(
  tx: Database,
  message: Omit<SeatChangeMessage, "showtimeId"> & { showtimeId: string | null },
  drawnSeq?: number,
): Promise<void> {
  // An order without a showtime (a gift card, snacks on their own) has no seats to announce.
  if (message.seats.length === 0 || message.showtimeId === null) return;
  const pending = pendingByTransaction.get(tx);
  if (!pending) throw new Error("announceSeatChanges: open the transaction with transactionAnnouncingSeats");
  const seq = drawnSeq ?? (await nextSeatEventSeq(tx));
  const showtimeId = message.showtimeId;
  pending.push({ showtimeId, seats: message.seats.map((seat) => ({ ...seat, seq })) });
}

async function publish(db: Database, messages: SeatChangeMessage[]): Promise<void> {
  try {
    for (const message of messages) {
      // A NOTIFY payload is limited to 8000 bytes: a large release goes out in parts.
      for (let start = 0; start < message.seats.length; start += 80) {
        const part: SeatChangeMessage = { showtimeId: message.showtimeId, seats: message.seats.slice(start, start + 80) };
        await notifyChannel(db, SEAT_CHANNEL, JSON.stringify(part));
      }
    }
  } catch (error) {
    // The change is committed; a lost announcement only delays what other buyers see (their map reloads
    // on its reconnect, on a refused seat, or shows the seat's next change).
    process.emitWarning(`seat changes committed but not announced: ${String(error)}`);
  }
}
