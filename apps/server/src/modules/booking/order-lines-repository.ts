import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orderProducts, orders } from "../../db/schema/booking.ts";
import { products } from "../../db/schema/content.ts";

/** Prices of the products among `ids` that are on sale (ids must be UUIDs). */
export async function activeProductPrices(tx: Database, ids: readonly string[]): Promise<{ id: string; price: number }[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: products.id, price: products.price }).from(products).where(and(inArray(products.id, [...ids]), eq(products.active, true)));
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
