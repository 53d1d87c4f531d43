import { and, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { VoucherOrder, VoucherTerms } from "@hancine/contract/voucher-rules";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { orderProducts, orders, seatClaims, voucherUses } from "#server/db/schema/booking.ts";
import { films, seats, showtimes } from "#server/db/schema/catalog.ts";
import { products } from "#server/db/schema/content.ts";
import { vouchers } from "#server/db/schema/vouchers.ts";

export type VoucherRow = typeof vouchers.$inferSelect;

export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

export async function findVoucher(db: Database, code: string): Promise<VoucherRow | null> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normalizeVoucherCode(code)));
  return row ?? null;
}

/** Takes the voucher's row lock for the rest of the transaction: whoever counts its uses next waits. */
export async function lockVoucher(tx: Database, code: string): Promise<VoucherRow | null> {
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for("update");
  return row ?? null;
}

/** A use counts while its period runs: kept for good (held_until null) or reserved until a later instant. */
const useCountsAt = (now: Date) => or(isNull(voucherUses.heldUntil), gt(voucherUses.heldUntil, now));

/** The voucher's uses that count now, in all and by this customer, besides this order's own. */
export async function countVoucherUses(db: Database, code: string, userId: string, exceptOrderId: string, now: Date): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({ total: count(), mine: count(sql`case when ${voucherUses.userId} = ${userId} then 1 end`) })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherCode, code), ne(voucherUses.orderId, exceptOrderId), useCountsAt(now)));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/** Reserves (or re-reserves) the order's use until `until`; `null` keeps it for good. */
export async function saveVoucherUse(tx: Database, use: { orderId: string; code: string; userId: string; now: Date; until: Date | null }): Promise<void> {
  await tx
    .insert(voucherUses)
    .values({ orderId: use.orderId, voucherCode: use.code, userId: use.userId, reservedAt: use.now, heldUntil: use.until })
    .onConflictDoUpdate({ target: voucherUses.orderId, set: { voucherCode: use.code, reservedAt: use.now, heldUntil: use.until } });
}

/** The order's reserved use is kept for good (its order is paid). */
export async function keepVoucherUse(tx: Database, orderId: string): Promise<void> {
  await tx.update(voucherUses).set({ heldUntil: null }).where(eq(voucherUses.orderId, orderId));
}

/** The order's use that still counts at `now`, if any. */
export async function liveVoucherUse(tx: Database, orderId: string, now: Date): Promise<{ code: string; heldUntil: Date | null } | null> {
  const [row] = await tx
    .select({ code: voucherUses.voucherCode, heldUntil: voucherUses.heldUntil })
    .from(voucherUses)
    .where(and(eq(voucherUses.orderId, orderId), useCountsAt(now)));
  return row ?? null;
}

/** Gives back the reservations of these orders that are still running (a use kept for good stays). */
export async function releaseVoucherUses(tx: Database, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(voucherUses)
    .set({ heldUntil: sql`greatest(${voucherUses.reservedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(inArray(voucherUses.orderId, orderIds), gt(voucherUses.heldUntil, now)));
}

/** What a voucher's rule reads of an order: its seats, concessions and showtime. */
export async function voucherOrderOf(db: Database, orderId: string): Promise<VoucherOrder> {
  const seatRows = await db
    .select({ type: seats.type, price: seatClaims.priceVnd })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(eq(seatClaims.orderId, orderId));
  const productRows = await db
    .select({ kind: products.kind, unitPrice: orderProducts.unitPriceVnd, quantity: orderProducts.quantity })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(eq(orderProducts.orderId, orderId));
  const [showtime] = await db
    .select({ startsAt: showtimes.startsAt, format: showtimes.format, age: films.ageRating })
    .from(orders)
    .innerJoin(showtimes, eq(showtimes.id, orders.showtimeId))
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .where(eq(orders.id, orderId));
  if (!showtime) throw new Error(`Order ${orderId} has no showtime`);
  return { seats: seatRows, products: productRows, showtime };
}

/** What a voucher's rule reads of the buyer: birth date and paid orders besides this one. */
export async function voucherBuyerOf(db: Database, userId: string, exceptOrderId: string): Promise<{ dateOfBirth: string; paidOrders: number }> {
  const [user] = await db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} not found`);
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), ne(orders.id, exceptOrderId)));
  return { dateOfBirth: user.dateOfBirth, paidOrders: paid?.n ?? 0 };
}

export const termsOf = (row: VoucherRow): VoucherTerms => ({
  code: row.code,
  rule: row.rule,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  totalLimit: row.totalLimit,
  perCustomerLimit: row.perCustomerLimit,
});
