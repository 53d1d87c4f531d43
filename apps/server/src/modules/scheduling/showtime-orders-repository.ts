import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, seatClaims } from "#server/db/schema/booking.ts";
import { seats } from "#server/db/schema/catalog.ts";
import { checkins, tickets } from "#server/db/schema/payments.ts";
import type { OrderStatus } from "@hancine/contract/booking-constants";
import { newTicketCode } from "../checkout/ticket-qr.ts";

type OrderColumns = typeof orders.$inferSelect;

/** The showtime's orders in these statuses, locked (in id order, so two changes never deadlock). */
export async function lockOrdersOfShowtime(tx: Database, showtimeId: string, statuses: OrderStatus[]): Promise<OrderColumns[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.showtimeId, showtimeId), inArray(orders.status, statuses)))
    .orderBy(asc(orders.id))
    .for("update");
}

/** A sold seat of the showtime: its claim, its ticket and where it is. */
export type SoldSeat = {
  claimId: number;
  orderId: string;
  seatId: string;
  label: string;
  type: (typeof seats.$inferSelect)["type"];
};

/** Seats of the showtime's paid orders (claims kept for good), in order and seat order. */
export async function soldSeatsOf(tx: Database, showtimeId: string): Promise<SoldSeat[]> {
  return (
    tx
      .select({ claimId: seatClaims.id, orderId: seatClaims.orderId, seatId: seatClaims.seatId, label: seats.label, type: seats.type })
      .from(seatClaims)
      .innerJoin(orders, eq(orders.id, seatClaims.orderId))
      .innerJoin(seats, eq(seats.id, seatClaims.seatId))
      .where(and(eq(seatClaims.showtimeId, showtimeId), eq(orders.status, "paid"), isNull(seatClaims.heldUntil)))
      .orderBy(asc(seatClaims.orderId), asc(seats.y), asc(seats.x))
      // The join with orders leaves out the cinema's own blocks (claims without an order).
      .then((rows) => rows.flatMap((row) => (row.orderId ? [{ ...row, orderId: row.orderId }] : [])))
  );
}

/** A seat of a layout as the reassignment sees it. */
export type LayoutSeat = Pick<typeof seats.$inferSelect, "id" | "label" | "type" | "rowLabel" | "x" | "y" | "blocked">;

export async function seatsOfLayout(tx: Database, layoutId: string): Promise<LayoutSeat[]> {
  return tx
    .select({ id: seats.id, label: seats.label, type: seats.type, rowLabel: seats.rowLabel, x: seats.x, y: seats.y, blocked: seats.blocked })
    .from(seats)
    .where(eq(seats.layoutId, layoutId))
    .orderBy(asc(seats.y), asc(seats.x));
}

/** Moves a sold seat's claim and ticket to another seat; the ticket gets a new code, so the old QR stops working. */
export async function moveSoldSeat(tx: Database, sold: SoldSeat, toSeatId: string): Promise<void> {
  await tx.update(seatClaims).set({ seatId: toSeatId }).where(eq(seatClaims.id, sold.claimId));
  await tx
    .update(tickets)
    .set({ seatId: toSeatId, code: newTicketCode() })
    .where(and(eq(tickets.orderId, sold.orderId), eq(tickets.seatId, sold.seatId)));
}

/** New codes for every ticket of these orders (a showtime moved in time: the old printouts must not pass). */
export async function renewTicketCodes(tx: Database, orderIds: string[]): Promise<void> {
  for (const orderId of orderIds) {
    const rows = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, orderId));
    for (const row of rows) await tx.update(tickets).set({ code: newTicketCode() }).where(eq(tickets.id, row.id));
  }
}

/** Whether a ticket of the showtime was admitted already (the door opens an hour before the start). */
export async function hasCheckins(tx: Database, showtimeId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: checkins.id })
    .from(checkins)
    .innerJoin(tickets, eq(tickets.id, checkins.ticketId))
    .where(eq(tickets.showtimeId, showtimeId))
    .limit(1);
  return rows.length > 0;
}

/** A seat kept for the counter (decision 076: a claim of the kind `house`, no order) still kept at `now`. */
export type HouseSeat = { claimId: number; seatId: string; label: string; type: (typeof seats.$inferSelect)["type"] };

export async function liveHouseSeatsOf(tx: Database, showtimeId: string, now: Date): Promise<HouseSeat[]> {
  return tx
    .select({ claimId: seatClaims.id, seatId: seatClaims.seatId, label: seats.label, type: seats.type })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(
      and(
        eq(seatClaims.showtimeId, showtimeId),
        eq(seatClaims.kind, "house"),
        or(isNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, sql`${now.toISOString()}::timestamptz`)),
      ),
    )
    .orderBy(asc(seats.y), asc(seats.x));
}

/** A house seat follows its showtime to the same seat (label and type) of another room's layout. */
export async function moveHouseSeat(tx: Database, claimId: number, toSeatId: string): Promise<void> {
  await tx.update(seatClaims).set({ seatId: toSeatId }).where(eq(seatClaims.id, claimId));
}

/**
 * The showtime moved by `deltaMs`: its house seats' release time moves with it (the same minutes before
 * the start); one that would fall before `now` is released now.
 */
export async function shiftHouseReleases(tx: Database, showtimeId: string, deltaMs: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx
    .update(seatClaims)
    .set({ heldUntil: sql`greatest(${seatClaims.heldFrom}, ${at}, ${seatClaims.heldUntil} + ${`${deltaMs} milliseconds`}::interval)` })
    .where(and(eq(seatClaims.showtimeId, showtimeId), eq(seatClaims.kind, "house"), isNotNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, at)));
}
