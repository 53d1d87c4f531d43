import { eq, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/booking.ts";
import { auditoriums, cinemas, films, seats, showtimes } from "#server/db/schema/catalog.ts";
import { checkins, tickets } from "#server/db/schema/payments.ts";

/** What the door needs to know of a ticket: its seat, order, film, showtime and room. */
export type TicketFacts = NonNullable<Awaited<ReturnType<typeof ticketWhere>>>;
export type CheckinRow = Pick<typeof checkins.$inferSelect, "id" | "ticketId" | "at" | "place" | "nonce">;

const checkinColumns = { id: checkins.id, ticketId: checkins.ticketId, at: checkins.at, place: checkins.place, nonce: checkins.nonce };

async function ticketWhere(db: Database, where: SQL) {
  const [row] = await db
    .select({
      id: tickets.id,
      code: tickets.code,
      seatLabel: seats.label,
      ticketType: tickets.ticketType,
      orderCode: orders.code,
      orderStatus: orders.status,
      refundId: tickets.refundId,
      counterRefundedAt: tickets.counterRefundedAt,
      filmName: films.title,
      filmAge: films.ageRating,
      startsAt: showtimes.startsAt,
      endsAt: showtimes.endsAt,
      cancelledAt: showtimes.cancelledAt,
      cinemaId: cinemas.id,
      cinemaName: cinemas.name,
      auditoriumName: auditoriums.name,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(seats, eq(seats.id, tickets.seatId))
    .innerJoin(showtimes, eq(showtimes.id, tickets.showtimeId))
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .innerJoin(cinemas, eq(cinemas.id, auditoriums.cinemaId))
    .where(where);
  return row ?? null;
}

export const ticketById = (db: Database, id: string) => ticketWhere(db, eq(tickets.id, id));
export const ticketByCode = (db: Database, code: string) => ticketWhere(db, eq(tickets.code, code));

/** The admission recorded with this scan nonce, if any (a retried scan). */
export async function checkinByNonce(db: Database, nonce: string): Promise<CheckinRow | null> {
  const [row] = await db.select(checkinColumns).from(checkins).where(eq(checkins.nonce, nonce));
  return row ?? null;
}

/** The ticket's admission, if it was admitted. */
export async function checkinOfTicket(db: Database, ticketId: string): Promise<CheckinRow | null> {
  const [row] = await db.select(checkinColumns).from(checkins).where(eq(checkins.ticketId, ticketId));
  return row ?? null;
}

/** Admits the ticket; null when it already was (its unique ticket_id, or the nonce, decides). */
export async function insertCheckin(
  tx: Database,
  checkin: { ticketId: string; nonce: string | null; staffUserId: string; at: Date; place: string },
): Promise<CheckinRow | null> {
  const [row] = await tx
    .insert(checkins)
    .values({ ticketId: checkin.ticketId, nonce: checkin.nonce, staffUserId: checkin.staffUserId, at: checkin.at, place: checkin.place })
    .onConflictDoNothing()
    .returning(checkinColumns);
  return row ?? null;
}

/**
 * Locks the ticket for its admission and reads, now, whether it still stands: a cancel, refund or
 * exchange locks the order's tickets before voiding them, so the two take turns and the later one
 * sees what the first did.
 */
export async function lockTicketForAdmission(
  tx: Database,
  ticketId: string,
): Promise<{ refundId: string | null; counterRefundedAt: Date | null; orderStatus: string } | null> {
  const [row] = await tx
    .select({ refundId: tickets.refundId, counterRefundedAt: tickets.counterRefundedAt, orderStatus: orders.status })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(eq(tickets.id, ticketId))
    .for("update", { of: tickets });
  return row ?? null;
}
