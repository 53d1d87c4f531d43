import { and, eq, inArray, sql } from "drizzle-orm";
import type { CounterPaymentMethod } from "@hancine/contract/box-office";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { counterPayments } from "#server/db/schema/box-office.ts";
import { orders } from "#server/db/schema/booking.ts";
import { productCinemas, products } from "#server/db/schema/content.ts";

/** The products among `ids` on sale, each with its price and whether this cinema sells it (product_cinemas, decision 048). */
export async function productsAtCinema(
  db: Database,
  ids: readonly string[],
  cinemaId: string,
): Promise<{ id: string; name: string; price: number; soldHere: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      soldHere: sql<boolean>`exists (select 1 from ${productCinemas} where ${productCinemas.productId} = ${products.id} and ${productCinemas.cinemaId} = ${cinemaId})`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
}

/** The held order the counter just made becomes a counter sale: its channel, shift, seller and totals (products included). */
export async function markCounterOrder(
  tx: Database,
  orderId: string,
  sale: { shiftId: string; sellerId: string; subtotalVnd: number; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      channel: "counter",
      shiftId: sale.shiftId,
      soldByUserId: sale.sellerId,
      subtotalVnd: sale.subtotalVnd,
      totalVnd: sale.subtotalVnd,
      updatedAt: sale.now,
    })
    .where(eq(orders.id, orderId));
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
