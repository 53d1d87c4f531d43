import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { queryPreparedRows, queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { claimActiveAt } from "../showtimes/showtimes-repository.ts";
import { orders, seatClaims } from "#server/db/schema/booking.ts";
import { releaseVoucherUses } from "./vouchers-repository.ts";
import { returnHeldPoints } from "../loyalty/order-points.ts";

type SeatClaimRow = typeof seatClaims.$inferSelect;

/**
 * Ends what these orders still hold at `now`: their running seat claims and their voucher
 * reservations (a use kept by a paid order stays), and the reward points they hold go back. For orders leaving the open states without being
 * paid: released, replaced, failed, refunded. Returns the seats freed. One statement when the
 * orders hold no voucher and no points — a seat hold replacing the last one, the rush's case.
 */
export async function endOrderHolds(tx: Database, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const at = now.toISOString();
  const [ended] = await queryRows(
    tx,
    sql<{ seats: string[]; vouchers: boolean; points: boolean }>`with freed as (
        update seat_claims set held_until = greatest(held_from, ${at}::timestamptz)
         where order_id in ${orderIds} and (held_until is null or held_until > ${at}::timestamptz)
        returning seat_id)
      select coalesce((select array_agg(seat_id::text) from freed), '{}') as seats,
        exists (select 1 from voucher_uses v where v.order_id in ${orderIds} and v.held_until > ${at}::timestamptz) as vouchers,
        exists (select 1 from orders o where o.id in ${orderIds} and o.points_used > 0) as points`,
  );
  if (ended!.vouchers) await releaseVoucherUses(tx, orderIds, now);
  if (ended!.points) await returnHeldPoints(tx, orderIds, now);
  return ended!.seats;
}

/** Open orders whose hold ran out by `now`, oldest first, locked (SKIP LOCKED: instances share the work) and marked expired; their points go back. */
export async function expireDueOrders(tx: Database, now: Date, batch: number): Promise<{ id: string; showtimeId: string | null }[]> {
  const due = await tx
    .select({ id: orders.id, showtimeId: orders.showtimeId })
    .from(orders)
    // The statuses written out, as in the predicate of the partial index orders_open_expiry_idx that finds them.
    .where(and(sql`${orders.status} in ('held', 'pending_payment')`, lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  if (due.length === 0) return due;
  await tx
    .update(orders)
    .set({ status: "expired", updatedAt: now })
    .where(
      inArray(
        orders.id,
        due.map((o) => o.id),
      ),
    );
  await returnHeldPoints(
    tx,
    due.map((o) => o.id),
    now,
  );
  return due;
}

/** Seats of these orders that nobody else claims at `now`: what their expiry frees. */
export async function seatsFreedBy(tx: Database, orderIds: string[], now: Date): Promise<Pick<SeatClaimRow, "showtimeId" | "seatId">[]> {
  return queryRows(
    tx,
    sql<
      RawRow<Pick<SeatClaimRow, "showtimeId" | "seatId">>
    >`select sc.showtime_id as "showtimeId", sc.seat_id as "seatId" from seat_claims sc where sc.order_id in ${orderIds}
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
  await tx
    .update(seatClaims)
    .set({
      heldFrom: sql`case when ${seatClaims.heldUntil} is not null and ${seatClaims.heldUntil} <= ${at}::timestamptz then ${at}::timestamptz else ${seatClaims.heldFrom} end`,
      heldUntil: null,
    })
    .where(eq(seatClaims.orderId, orderId));
}

/** The seats an order claims, by id. */
export async function seatIdsOfOrder(db: Database, orderId: string): Promise<string[]> {
  const rows = await db.select({ seatId: seatClaims.seatId }).from(seatClaims).where(eq(seatClaims.orderId, orderId));
  return rows.map((row) => row.seatId);
}

/** A new held order with its seat claims, priced per seat. Returns the order's id. */
export async function insertHeldOrder(
  tx: Database,
  hold: { code: string; userId: string; showtimeId: string; seats: readonly { id: string; price: number }[]; subtotal: number; now: Date; expiresAt: Date },
): Promise<string> {
  const [order] = await tx
    .insert(orders)
    .values({
      code: hold.code,
      userId: hold.userId,
      showtimeId: hold.showtimeId,
      status: "held",
      expiresAt: hold.expiresAt,
      subtotalVnd: hold.subtotal,
      discountVnd: 0,
      totalVnd: hold.subtotal,
      createdAt: hold.now,
      updatedAt: hold.now,
    })
    .returning({ id: orders.id });
  await tx.insert(seatClaims).values(
    hold.seats.map((seat) => ({
      showtimeId: hold.showtimeId,
      seatId: seat.id,
      orderId: order!.id,
      heldFrom: hold.now,
      heldUntil: hold.expiresAt,
      priceVnd: seat.price,
    })),
  );
  return order!.id;
}

/** Closes the customer's open orders for this showtime (expired if run out, else cancelled). Returns their ids. */
export async function closeOpenOrdersOf(tx: Database, userId: string, showtimeId: string, now: Date): Promise<string[]> {
  const open = await tx
    .update(orders)
    .set({
      status: sql`(case when ${orders.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else 'cancelled' end)::order_status`,
      updatedAt: now,
    })
    .where(and(eq(orders.userId, userId), eq(orders.showtimeId, showtimeId), inArray(orders.status, ["held", "pending_payment"])))
    .returning({ id: orders.id });
  return open.map((o) => o.id);
}

/**
 * The chosen seats with someone else's claim overlapping `[from, until)`: what the exclusion constraint
 * would refuse (the database function seats_claimed_by_others, migration 0032, which the seat hold's
 * function asks too), as a statement prepared once per connection.
 */
export async function seatsClaimedByOthers(db: Database, showtimeId: string, seatIds: string[], userId: string, from: Date, until: Date): Promise<string[]> {
  const rows = await queryPreparedRows(
    db,
    "seats_claimed_by_others",
    sql<RawRow<Pick<SeatClaimRow, "seatId">>>`select t.id as "seatId" from seats_claimed_by_others(${showtimeId}::uuid,
        string_to_array(${seatIds.join(",")}::text, ',')::uuid[], ${userId}::uuid, ${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz) as t(id)`,
  );
  return rows.map((r) => r.seatId);
}

/**
 * Cancels the customer's open orders for this showtime (the waitlist's hand-over; a seat hold does it in hold_seats) and ends their seat claims and voucher reservations now.
 * Returns the seats freed.
 */
export async function releaseOpenOrdersOf(tx: Database, userId: string, showtimeId: string, now: Date): Promise<string[]> {
  const closed = await closeOpenOrdersOf(tx, userId, showtimeId, now);
  if (closed.length === 0) return [];
  return endOrderHolds(tx, closed, now);
}
