import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CounterPaymentMethod } from "@hancine/contract/box-office";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { counterPayments } from "#server/db/schema/box-office.ts";
import { orders } from "#server/db/schema/booking.ts";
import { productCinemas, products } from "#server/db/schema/content.ts";
import { films, showtimes } from "#server/db/schema/catalog.ts";
import type { VoucherOrder } from "@hancine/contract/voucher-rules";

/** The products among `ids` on sale, each with its price and whether this cinema sells it (product_cinemas, decision 048). */
export async function productsAtCinema(
  db: Database,
  ids: readonly string[],
  cinemaId: string,
): Promise<{ id: string; name: string; kind: string; price: number; soldHere: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      kind: products.kind,
      price: products.price,
      soldHere: sql<boolean>`exists (select 1 from ${productCinemas} where ${productCinemas.productId} = ${products.id} and ${productCinemas.cinemaId} = ${cinemaId})`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
}

/** The held order the counter just made becomes a counter sale: its channel, shift and seller. */
export async function markCounterOrder(tx: Database, orderId: string, sale: { shiftId: string; sellerId: string; now: Date }): Promise<void> {
  await tx.update(orders).set({ channel: "counter", shiftId: sale.shiftId, soldByUserId: sale.sellerId, updatedAt: sale.now }).where(eq(orders.id, orderId));
}

/** The paid counter order goes from the seller, in whose name it was held, to its customer. */
export async function giveOrderTo(tx: Database, orderId: string, userId: string): Promise<void> {
  await tx.update(orders).set({ userId }).where(eq(orders.id, orderId));
}

export type CounterPaymentValues = {
  orderId: string;
  shiftId: string;
  method: CounterPaymentMethod;
  amountVnd: number;
  tenderedVnd: number | null;
  changeVnd: number;
  reference: string | null;
  at: Date;
};

export async function insertCounterPayments(tx: Database, rows: readonly CounterPaymentValues[]): Promise<void> {
  if (rows.length > 0) await tx.insert(counterPayments).values([...rows]);
}

/** A counter order's payments (refunds included, negative) in the order they were taken, and who sold it. */
export async function counterPaymentsOf(
  db: Database,
  orderId: string,
): Promise<{ method: string; amountVnd: number; tenderedVnd: number | null; changeVnd: number }[]> {
  return db
    .select({
      method: counterPayments.method,
      amountVnd: counterPayments.amountVnd,
      tenderedVnd: counterPayments.tenderedVnd,
      changeVnd: counterPayments.changeVnd,
    })
    .from(counterPayments)
    .where(eq(counterPayments.orderId, orderId))
    .orderBy(counterPayments.at, counterPayments.id);
}

export async function sellerNameOf(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.fullName }).from(orders).innerJoin(users, eq(users.id, orders.soldByUserId)).where(eq(orders.id, orderId));
  return row?.name ?? null;
}

/** The oldest account still open with this phone (E.164): phones are not unique between accounts. */
export async function memberIdByPhone(db: Database, phoneE164: string): Promise<string | null> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneE164, phoneE164), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return member?.id ?? null;
}

/**
 * The chain's walk-in account, made at the first counter sale without a member's phone (once, whatever
 * races: the e-mail is unique): disabled, no usable password hash ('!' is no argon2 hash), and a phone no
 * look-up finds. Made here rather than by a migration, so a fresh database stays empty for a restore.
 */
export async function ensureWalkInAccount(db: Database, email: string, now: Date): Promise<string> {
  await db
    .insert(users)
    .values({
      email,
      passwordHash: "!",
      fullName: "Khách mua tại quầy",
      phoneE164: "+840000000000",
      gender: "male",
      dateOfBirth: "1900-01-01",
      role: "customer",
      termsVersion: "walk-in",
      termsAcceptedAt: now,
      disabledAt: now,
    })
    .onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** What a voucher's rule reads of the showtime: its start, format and film's age rating. */
export async function voucherShowtimeOf(db: Database, showtimeId: string): Promise<VoucherOrder["showtime"]> {
  const [row] = await db
    .select({ startsAt: showtimes.startsAt, format: showtimes.format, age: films.ageRating })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .where(eq(showtimes.id, showtimeId));
  if (!row) throw new Error(`Showtime ${showtimeId} not found`);
  return row as VoucherOrder["showtime"];
}
