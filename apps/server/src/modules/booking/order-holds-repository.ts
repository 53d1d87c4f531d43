import { and, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import { claimActiveAt } from "../showtimes/showtimes-repository.ts";
import { seatClaims } from "../../db/schema/booking.ts";
import { releaseVoucherUses } from "./vouchers-repository.ts";

/**
 * Ends what these orders still hold at `now`: their running seat claims and their voucher
 * reservations (a use kept by a paid order stays). For orders leaving the open states without being
 * paid: released, replaced, failed, refunded. Returns the seats freed.
 */
export async function endOrderHolds(tx: Database, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const freed = await tx
    .update(seatClaims)
    .set({ heldUntil: sql`greatest(${seatClaims.heldFrom}, ${now.toISOString()}::timestamptz)` })
    .where(and(inArray(seatClaims.orderId, orderIds), or(isNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, now))))
    .returning({ seatId: seatClaims.seatId });
  await releaseVoucherUses(tx, orderIds, now);
  return freed.map((row) => row.seatId);
}

/** Open orders whose hold ran out by `now`, oldest first, locked (SKIP LOCKED: instances share the work) and marked expired. */
export async function expireDueOrders(tx: Database, now: Date, batch: number): Promise<{ id: string; showtime_id: string }[]> {
  const due = await queryRows<{ id: string; showtime_id: string }>(
    tx,
    sql`select id, showtime_id from orders where status in ('held', 'pending_payment') and expires_at <= ${now.toISOString()}
        order by expires_at limit ${batch} for update skip locked`,
  );
  if (due.length === 0) return due;
  await tx.execute(sql`update orders set status = 'expired', updated_at = ${now.toISOString()} where id in ${due.map((o) => o.id)}`);
  return due;
}

/** Seats of these orders that nobody else claims at `now`: what their expiry frees. */
export async function seatsFreedBy(tx: Database, orderIds: string[], now: Date): Promise<{ showtime_id: string; seat_id: string }[]> {
  return queryRows<{ showtime_id: string; seat_id: string }>(
    tx,
    sql`select sc.showtime_id, sc.seat_id from seat_claims sc where sc.order_id in ${orderIds}
        and not exists (select 1 from seat_claims other where other.showtime_id = sc.showtime_id and other.seat_id = sc.seat_id
                        and other.id <> sc.id and ${claimActiveAt("other", now)})`,
  );
}

/**
 * Turns the order's seat claims into sales: held until forever. A claim still running keeps its
 * start; one that already ended starts again now. The exclusion constraint refuses it (thrown)
 * when someone else has one of the seats now.
 */
export async function makeClaimsPermanent(tx: Database, orderId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`update seat_claims set held_from = case when held_until is not null and held_until <= ${at}::timestamptz then ${at}::timestamptz else held_from end,
          held_until = null
        where order_id = ${orderId}`,
  );
}

/** The seats an order claims, by id. */
export async function seatIdsOfOrder(db: Database, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ seat_id: string }>(db, sql`select seat_id from seat_claims where order_id = ${orderId}`);
  return rows.map((row) => row.seat_id);
}
