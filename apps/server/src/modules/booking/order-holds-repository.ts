import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { queryPreparedRows, queryRows, type Database, type RawRow } from "../../db/client.ts";
import { accountLockSql, openOrdersElsewhereSql } from "../limits/limits-sql.ts";
import { seatLocksSql } from "./seat-locks-repository.ts";
import { claimActiveAt } from "../showtimes/showtimes-repository.ts";
import { orders, seatClaims } from "../../db/schema/booking.ts";
import { releaseVoucherUses } from "./vouchers-repository.ts";
import { returnHeldPoints } from "../loyalty/order-points.ts";

type SeatClaimRow = typeof seatClaims.$inferSelect;

/**
 * Ends what these orders still hold at `now`: their running seat claims and their voucher
 * reservations (a use kept by a paid order stays), and the reward points they hold go back. For orders leaving the open states without being
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
  await returnHeldPoints(tx, orderIds, now);
  return freed.map((row) => row.seatId);
}

/** Open orders whose hold ran out by `now`, oldest first, locked (SKIP LOCKED: instances share the work) and marked expired; their points go back. */
export async function expireDueOrders(tx: Database, now: Date, batch: number): Promise<{ id: string; showtimeId: string }[]> {
  const due = await tx
    .select({ id: orders.id, showtimeId: orders.showtimeId })
    .from(orders)
    // The statuses written out, as in the predicate of the partial index orders_open_expiry_idx that finds them.
    .where(and(sql`${orders.status} in ('held', 'pending_payment')`, lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  if (due.length === 0) return due;
  await tx.update(orders).set({ status: "expired", updatedAt: now }).where(inArray(orders.id, due.map((o) => o.id)));
  await returnHeldPoints(tx, due.map((o) => o.id), now);
  return due;
}

/** Seats of these orders that nobody else claims at `now`: what their expiry frees. */
export async function seatsFreedBy(tx: Database, orderIds: string[], now: Date): Promise<Pick<SeatClaimRow, "showtimeId" | "seatId">[]> {
  return queryRows(
    tx,
    sql<RawRow<Pick<SeatClaimRow, "showtimeId" | "seatId">>>`select sc.showtime_id as "showtimeId", sc.seat_id as "seatId" from seat_claims sc where sc.order_id in ${orderIds}
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
    .values({ code: hold.code, userId: hold.userId, showtimeId: hold.showtimeId, status: "held", expiresAt: hold.expiresAt, subtotalVnd: hold.subtotal, discountVnd: 0, totalVnd: hold.subtotal, createdAt: hold.now, updatedAt: hold.now })
    .returning({ id: orders.id });
  await tx.insert(seatClaims).values(
    hold.seats.map((seat) => ({ showtimeId: hold.showtimeId, seatId: seat.id, orderId: order!.id, heldFrom: hold.now, heldUntil: hold.expiresAt, priceVnd: seat.price })),
  );
  return order!.id;
}

/** Closes the customer's open orders for this showtime (expired if run out, else cancelled). Returns their ids. */
export async function closeOpenOrdersOf(tx: Database, userId: string, showtimeId: string, now: Date): Promise<string[]> {
  const open = await tx
    .update(orders)
    .set({ status: sql`(case when ${orders.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else 'cancelled' end)::order_status`, updatedAt: now })
    .where(and(eq(orders.userId, userId), eq(orders.showtimeId, showtimeId), inArray(orders.status, ["held", "pending_payment"])))
    .returning({ id: orders.id });
  return open.map((o) => o.id);
}

/** The chosen seats with someone else's claim overlapping `[from, until)`: what the exclusion constraint would refuse. */
export async function seatsClaimedByOthers(db: Database, showtimeId: string, seatIds: string[], userId: string, from: Date, until: Date): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql<RawRow<Pick<SeatClaimRow, "seatId">>>`select sc.seat_id as "seatId" from seat_claims sc left join orders o on o.id = sc.order_id
        where sc.showtime_id = ${showtimeId} and sc.seat_id in ${seatIds}
          and tstzrange(sc.held_from, sc.held_until, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, '[)')
          and (o.user_id is distinct from ${userId})`,
  );
  return rows.map((r) => r.seatId);
}

/**
 * A hold's first statement (decision 062): the chosen seats' locks in their global order, then the
 * account's row (decision 017's order: seats, then the account, as the waiting list's hand-over takes
 * them), so whatever the next statement reads is what the holders of those locks committed.
 */
export async function lockSeatsThenAccount(tx: Database, showtimeId: string, seatIds: readonly string[], userId: string): Promise<void> {
  await queryPreparedRows(
    tx,
    "hold_locks",
    sql`with seat_locks as materialized (${seatLocksSql(showtimeId, seatIds)})
        ${accountLockSql(userId, sql`(select count(*) from seat_locks) >= 0`)}`,
  );
}

/** What a hold's second statement found, and what it released. */
export type HoldChecks = {
  /** Chosen seats someone else claims over the hold's period: the hold is refused. */
  taken: string[];
  /** The account's open orders on other showtimes (for MAX_OPEN_ORDERS). */
  openElsewhere: number;
  /** Seats freed by closing the account's earlier open order on this showtime. */
  freed: string[];
  /** Orders closed that hold reward points, to give back (`returnHeldPoints`). */
  withPoints: string[];
};

/**
 * A hold's second statement, after its locks (decision 062): the chosen seats someone else claims over
 * `[now, expiresAt)` (what the exclusion constraint would refuse) and the account's open orders on
 * other showtimes; when neither refuses the hold, the account's open orders on this showtime are closed
 * (expired if run out, else cancelled), their running seat claims and voucher reservations ended now.
 */
export async function checkAndReleaseForHold(
  tx: Database,
  hold: { showtimeId: string; seatIds: readonly string[]; userId: string; now: Date; expiresAt: Date; maxOpenOrders: number },
): Promise<HoldChecks> {
  const at = sql`${hold.now.toISOString()}::timestamptz`;
  const [row] = await queryPreparedRows(
    tx,
    "hold_checks",
    sql<HoldChecks>`with taken as (
        select sc.seat_id from seat_claims sc left join orders o on o.id = sc.order_id
         where sc.showtime_id = ${hold.showtimeId}::uuid and sc.seat_id = any(${sql.param([...hold.seatIds])}::uuid[])
           and tstzrange(sc.held_from, sc.held_until, '[)') && tstzrange(${at}, ${hold.expiresAt.toISOString()}::timestamptz, '[)')
           and o.user_id is distinct from ${hold.userId}::uuid
      ), elsewhere as (${openOrdersElsewhereSql(hold.userId, hold.showtimeId, hold.now)}
      ), closed as (
        update orders set status = (case when expires_at <= ${at} then 'expired' else 'cancelled' end)::order_status, updated_at = ${at}
         where user_id = ${hold.userId}::uuid and showtime_id = ${hold.showtimeId}::uuid and status in ('held', 'pending_payment')
           and not exists (select 1 from taken) and (select n from elsewhere) < ${hold.maxOpenOrders}::int
        returning id, points_used
      ), freed as (
        update seat_claims set held_until = greatest(held_from, ${at})
         where order_id in (select id from closed) and (held_until is null or held_until > ${at})
        returning seat_id
      ), vouchers as (
        update voucher_uses set held_until = greatest(reserved_at, ${at})
         where order_id in (select id from closed) and held_until > ${at}
      )
      select coalesce((select array_agg(seat_id::text) from taken), '{}') as taken,
             (select n from elsewhere) as "openElsewhere",
             coalesce((select array_agg(seat_id::text) from freed), '{}') as freed,
             coalesce((select array_agg(id::text) from closed where points_used > 0), '{}') as "withPoints"`,
  );
  return row!;
}

/**
 * A hold's last statement (decision 062): the held order (its id chosen by the caller) with its seat
 * claims priced per seat — the exclusion constraint `seat_claims_no_overlap` the final judge — the
 * audit row and the number of the hold's seat announcement, which it returns.
 */
export async function insertHold(
  tx: Database,
  hold: {
    orderId: string;
    code: string;
    userId: string;
    showtimeId: string;
    seats: readonly { id: string; price: number }[];
    subtotal: number;
    now: Date;
    expiresAt: Date;
    audit: SQL;
  },
): Promise<number> {
  const at = sql`${hold.now.toISOString()}::timestamptz`;
  const until = sql`${hold.expiresAt.toISOString()}::timestamptz`;
  const rows = await queryPreparedRows(
    tx,
    "hold_insert",
    sql<{ seq: number | string }>`with new_order as (
        insert into orders (id, code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
        values (${hold.orderId}::uuid, ${hold.code}, ${hold.userId}::uuid, ${hold.showtimeId}::uuid, 'held', ${until}, ${hold.subtotal}::int, 0, ${hold.subtotal}::int, ${at}, ${at})
      ), claims as (
        insert into seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
        select ${hold.showtimeId}::uuid, s.id, ${hold.orderId}::uuid, ${at}, ${until}, s.price
          from unnest(${sql.param(hold.seats.map((seat) => seat.id))}::uuid[], ${sql.param(hold.seats.map((seat) => seat.price))}::int[]) as s(id, price)
      ), audit as (${hold.audit}
      )
      select nextval('seat_event_seq') as seq`,
  );
  // nextval() is bigint: text on node-postgres, a number on PGlite.
  return Number(rows[0]!.seq);
}
