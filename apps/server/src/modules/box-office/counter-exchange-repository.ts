import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderProducts } from "#server/db/schema/booking.ts";

/** The order's snacks at the prices it paid: an exchange at the counter carries them to the new order. */
export async function productLinesOf(db: Database, orderId: string): Promise<{ productId: string; quantity: number; unitPriceVnd: number }[]> {
  return db
    .select({ productId: orderProducts.productId, quantity: orderProducts.quantity, unitPriceVnd: orderProducts.unitPriceVnd })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(orderProducts.productId);
}
