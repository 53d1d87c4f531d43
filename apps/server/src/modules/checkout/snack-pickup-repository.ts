import { eq } from "drizzle-orm";
import type { PickupStatus } from "@hancine/contract/snack-orders";
import type { Database } from "#server/db/client.ts";
import { cinemas } from "#server/db/schema/catalog.ts";
import { snackOrders } from "#server/db/schema/snack-orders.ts";

/**
 * What a refund of snacks ordered on their own reads of their pickup (decision 083): its step (a
 * customer cancels only while it is `paid`), its cinema (whose people may refund it) and when. The
 * counter moves a pickup only under its order's row lock, so a reader holding that lock reads the
 * step as it stays.
 */
export async function pickupOfOrder(
  db: Database,
  orderId: string,
): Promise<{ status: PickupStatus; cinemaId: string; cinemaName: string; pickupAt: Date } | null> {
  const [row] = await db
    .select({ status: snackOrders.status, cinemaId: snackOrders.cinemaId, cinemaName: cinemas.name, pickupAt: snackOrders.pickupAt })
    .from(snackOrders)
    .innerJoin(cinemas, eq(cinemas.id, snackOrders.cinemaId))
    .where(eq(snackOrders.orderId, orderId));
  return row ?? null;
}
