import { and, asc, eq, isNull } from "drizzle-orm";
import type { Order } from "@hancine/contract/booking";
import { TICKET_TYPE_DOOR_CHECKS, TICKET_TYPE_LABELS } from "@hancine/contract/booking-constants";
import type { Database } from "#server/db/client.ts";
import { orders, seatClaims } from "#server/db/schema/booking.ts";
import { seats } from "#server/db/schema/catalog.ts";
import { checkins, tickets } from "#server/db/schema/payments.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { newTicketCode, ticketQrPayload, type QrKey } from "./ticket-qr.ts";

type Ticket = NonNullable<Order["tickets"]>[number];

/** One ticket per seat of the order; a second call (a retried confirmation) adds none. */
export async function issueTickets(tx: Database, orderId: string, now: Date): Promise<void> {
  const claimed = await tx
    .select({ seatId: seatClaims.seatId, showtimeId: seatClaims.showtimeId, ticketType: seatClaims.ticketType })
    .from(seatClaims)
    .where(eq(seatClaims.orderId, orderId));
  for (const seat of claimed) {
    // The type the seat was sold as goes on the ticket: the door reads it there (decision 085).
    await tx
      .insert(tickets)
      .values({ code: newTicketCode(), orderId, showtimeId: seat.showtimeId, seatId: seat.seatId, ticketType: seat.ticketType, issuedAt: now })
      .onConflictDoNothing({ target: [tickets.orderId, tickets.seatId] });
  }
}

/** The order's valid tickets (not refunded on their own at the order desk) in seat order, each with its signed QR payload and check-in time. */
export async function ticketsOf(db: Database, orderId: string, key: QrKey): Promise<Ticket[]> {
  const rows = await db
    .select({ id: tickets.id, code: tickets.code, label: seats.label, checkedInAt: checkins.at, ticketType: tickets.ticketType })
    .from(tickets)
    .innerJoin(seats, eq(seats.id, tickets.seatId))
    .leftJoin(checkins, eq(checkins.ticketId, tickets.id))
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.refundId)))
    .orderBy(asc(seats.y), asc(seats.x));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    seatLabel: r.label,
    qr: ticketQrPayload(key, r.code),
    checkedInAt: r.checkedInAt ? r.checkedInAt.toISOString() : null,
    ticketType: r.ticketType,
    ticketTypeLabel: TICKET_TYPE_LABELS[r.ticketType],
    doorCheck: TICKET_TYPE_DOOR_CHECKS[r.ticketType],
  }));
}

/** A paid order's view with its tickets (other orders have none). */
export async function withTickets(db: Database, order: Order, key: QrKey): Promise<Order> {
  if (order.status !== "paid") return order;
  return { ...order, tickets: await ticketsOf(db, order.id, key) };
}

/** The code of a ticket of this order, once the order is paid (null otherwise, or for a foreign ticket). */
export async function paidTicketCode(db: Database, orderId: string, ticketId: string): Promise<string | null> {
  if (!isUuid(ticketId)) return null;
  const [ticket] = await db
    .select({ code: tickets.code })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.orderId, orderId), eq(orders.status, "paid"), isNull(tickets.refundId)));
  return ticket?.code ?? null;
}
