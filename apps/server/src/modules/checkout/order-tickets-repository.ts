import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** An order's tickets as refunds and the order desk see them (decisions 045, 049). */

type Iso = string;

export type OrderTicketRow = {
  id: string;
  code: string;
  seatId: string;
  seatLabel: string;
  seatType: string;
  price: number;
  checkedInAt: Iso | null;
  checkinPlace: string | null;
  checkinBy: string | null;
  refundId: string | null;
  /** Refunded through its gateway (refundId) or at the box office (decision 076). */
  refundedAt: Iso | null;
};

/** The order's tickets in seat order, with the seat's price, admission and refund. */
export async function ticketsOfOrder(db: Database, orderId: string): Promise<OrderTicketRow[]> {
  return queryRows(
    db,
    sql<OrderTicketRow>`select t.id, t.code, t.seat_id as "seatId", se.label as "seatLabel", se.type as "seatType",
        coalesce((select sc.price_vnd from seat_claims sc where sc.order_id = t.order_id and sc.seat_id = t.seat_id order by sc.id desc limit 1), 0) as price,
        ch.at as "checkedInAt", ch.place as "checkinPlace", cu.full_name as "checkinBy",
        t.refund_id as "refundId", coalesce(r.created_at, t.counter_refunded_at) as "refundedAt"
      from tickets t join seats se on se.id = t.seat_id
      left join checkins ch on ch.ticket_id = t.id
      left join users cu on cu.id = ch.staff_user_id
      left join refunds r on r.id = t.refund_id
      where t.order_id = ${orderId}
      order by se.y, se.x`,
  );
}

/**
 * Voids these tickets of the order for the refund: only those not refunded yet (a ticket has one
 * refund_id). Returns the ids it voided; fewer than asked means some were refunded already.
 */
export async function voidTickets(tx: Database, orderId: string, ticketIds: string[], refundId: string): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await queryRows(
    tx,
    sql<{ id: string }>`update tickets set refund_id = ${refundId} where order_id = ${orderId} and id in ${ticketIds} and refund_id is null returning id`,
  );
  return rows.map((row) => row.id);
}

/** Ends the sale of these seats of the order now: the seat map shows them free at once. */
export async function releaseSoldSeats(tx: Database, orderId: string, seatIds: string[], now: Date): Promise<void> {
  if (seatIds.length === 0) return;
  await tx.execute(
    sql`update seat_claims set held_until = greatest(held_from, ${now.toISOString()}::timestamptz)
        where order_id = ${orderId} and seat_id in ${seatIds} and (held_until is null or held_until > ${now.toISOString()}::timestamptz)`,
  );
}
