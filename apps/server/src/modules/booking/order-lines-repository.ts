import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderProducts, orders } from "#server/db/schema/booking.ts";
import { auditoriums, cinemas, showtimes } from "#server/db/schema/catalog.ts";
import { productCinemas, products } from "#server/db/schema/content.ts";
import { snackOrders } from "#server/db/schema/snack-orders.ts";

/**
 * The products among `ids` that are on sale (ids must be UUIDs), each with its price and whether the
 * order's cinema (its showtime's) sells it (product_cinemas, decision 048).
 */
export async function activeProductsForOrder(
  tx: Database,
  orderId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string; price: number; soldHere: boolean }[]> {
  if (ids.length === 0) return [];
  const [where] = await orderCinema(tx, orderId);
  return tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      soldHere: sql<boolean>`exists (select 1 from ${productCinemas} where ${productCinemas.productId} = ${products.id} and ${productCinemas.cinemaId} = ${where?.id ?? null})`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
}

/** The order's cinema: its showtime's, or for snacks on their own the one that makes them (decision 083). */
export function orderCinema(tx: Database, orderId: string) {
  return tx
    .select({ id: cinemas.id, name: cinemas.name })
    .from(orders)
    .leftJoin(showtimes, eq(showtimes.id, orders.showtimeId))
    .leftJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .leftJoin(snackOrders, eq(snackOrders.orderId, orders.id))
    .innerJoin(cinemas, eq(cinemas.id, sql`coalesce(${auditoriums.cinemaId}, ${snackOrders.cinemaId})`))
    .where(eq(orders.id, orderId));
}

/** The order's concessions become exactly these lines. */
export async function replaceOrderProducts(
  tx: Database,
  orderId: string,
  lines: readonly { productId: string; quantity: number; unitPriceVnd: number }[],
): Promise<void> {
  await tx.delete(orderProducts).where(eq(orderProducts.orderId, orderId));
  if (lines.length > 0) await tx.insert(orderProducts).values(lines.map((line) => ({ orderId, ...line })));
}

/** The order's totals, voucher and points after a change (and the age confirmation when given) */
export async function saveOrderTotals(
  tx: Database,
  orderId: string,
  totals: { subtotal: number; discount: number; voucherCode: string | null; points: { used: number; vnd: number }; ageConfirmed?: boolean; now: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      subtotalVnd: totals.subtotal,
      discountVnd: totals.discount,
      totalVnd: totals.subtotal - totals.discount - totals.points.vnd,
      pointsUsed: totals.points.used,
      pointsVnd: totals.points.vnd,
      voucherCode: totals.voucherCode,
      ...(totals.ageConfirmed !== undefined && { ageConfirmed: totals.ageConfirmed }),
      updatedAt: totals.now,
    })
    .where(eq(orders.id, orderId));
}
