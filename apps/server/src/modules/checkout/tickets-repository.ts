import { sql } from "drizzle-orm";
import type { Order } from "@hancine/contract/booking";
import { queryRows, type Database } from "../../db/client.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { newTicketCode, ticketQrPayload, type QrKey } from "./ticket-qr.ts";

type Ticket = NonNullable<Order["tickets"]>[number];

/** One ticket per seat of the order; a second call (a retried confirmation) adds none. */
export async function issueTickets(tx: Database, orderId: string, now: Date): Promise<void> {
  const seats = await queryRows(tx, sql<{ seat_id: string; showtime_id: string }>`select seat_id, showtime_id from seat_claims where order_id = ${orderId}`);
  for (const seat of seats) {
    await tx.execute(
      sql`insert into tickets (code, order_id, showtime_id, seat_id, issued_at)
          values (${newTicketCode()}, ${orderId}, ${seat.showtime_id}, ${seat.seat_id}, ${now.toISOString()})
          on conflict (order_id, seat_id) do nothing`,
    );
  }
}

/** The order's tickets in seat order, each with its signed QR payload and check-in time. */
export async function ticketsOf(db: Database, orderId: string, key: QrKey): Promise<Ticket[]> {
  const rows = await queryRows(
    db,
    sql<{ id: string; code: string; label: string; checked_in_at: string | Date | null }>`select t.id, t.code, se.label, c.at as checked_in_at
        from tickets t join seats se on se.id = t.seat_id left join checkins c on c.ticket_id = t.id
        where t.order_id = ${orderId} order by se.y, se.x`,
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    seatLabel: r.label,
    qr: ticketQrPayload(key, r.code),
    checkedInAt: r.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
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
  const [ticket] = await queryRows(
    db,
    sql<{ code: string }>`select t.code from tickets t join orders o on o.id = t.order_id where t.id = ${ticketId} and t.order_id = ${orderId} and o.status = 'paid'`,
  );
  return ticket?.code ?? null;
}
