import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { PickupStatus } from "@hancine/contract/snack-orders";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { orderProducts, orders } from "#server/db/schema/booking.ts";
import { cinemas } from "#server/db/schema/catalog.ts";
import { products } from "#server/db/schema/content.ts";
import { snackOrders } from "#server/db/schema/snack-orders.ts";

export type SnackOrderRow = {
  order: typeof orders.$inferSelect;
  snack: typeof snackOrders.$inferSelect;
  cinema: { slug: string; name: string; address: string };
};
export type SnackLine = { productId: string; name: string; quantity: number; unitPriceVnd: number };

/** A held order of kind `snacks` (no showtime; its total is set once its lines are in). */
export async function insertHeldSnackOrder(
  tx: Database,
  order: { code: string; userId: string; expiresAt: Date; now: Date; locale?: "vi" | "en" },
): Promise<string> {
  const [row] = await tx
    .insert(orders)
    .values({
      code: order.code,
      userId: order.userId,
      kind: "snacks",
      showtimeId: null,
      locale: order.locale ?? "vi",
      status: "held",
      expiresAt: order.expiresAt,
      subtotalVnd: 0,
      totalVnd: 0,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning({ id: orders.id });
  return row!.id;
}

export async function insertSnackOrder(tx: Database, row: typeof snackOrders.$inferInsert): Promise<void> {
  await tx.insert(snackOrders).values(row);
}

/** A snack order by its id or its code (upper case), with its cinema. */
export async function findSnackOrder(db: Database, by: { id: string } | { code: string }): Promise<SnackOrderRow | null> {
  const [row] = await db
    .select({ order: orders, snack: snackOrders, cinema: { slug: cinemas.slug, name: cinemas.name, address: cinemas.address } })
    .from(snackOrders)
    .innerJoin(orders, eq(orders.id, snackOrders.orderId))
    .innerJoin(cinemas, eq(cinemas.id, snackOrders.cinemaId))
    .where("id" in by ? eq(orders.id, by.id) : eq(orders.code, by.code))
    .limit(1);
  return row ?? null;
}

/** The lines of these orders, by order id. */
export async function snackLines(db: Database, orderIds: readonly string[]): Promise<Map<string, SnackLine[]>> {
  const byOrder = new Map<string, SnackLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderProducts.orderId,
      productId: orderProducts.productId,
      name: products.name,
      quantity: orderProducts.quantity,
      unitPriceVnd: orderProducts.unitPriceVnd,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(inArray(orderProducts.orderId, [...orderIds]))
    .orderBy(asc(products.name));
  for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

const pickupSelect = (db: Database) =>
  db
    .select({ order: orders, snack: snackOrders, customerName: users.fullName })
    .from(snackOrders)
    .innerJoin(orders, eq(orders.id, snackOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
export type PickupRow = Awaited<ReturnType<typeof pickupByOrder>>[number];

/** A cinema's paid snack orders with a pickup in [from, to), by pickup time; one status or all. */
export function pickupsOf(db: Database, cinemaId: string, window: { from: Date; to: Date }, status?: PickupStatus) {
  return pickupSelect(db)
    .where(
      and(
        eq(snackOrders.cinemaId, cinemaId),
        eq(orders.status, "paid"),
        gte(snackOrders.pickupAt, window.from),
        lt(snackOrders.pickupAt, window.to),
        status ? eq(snackOrders.status, status) : undefined,
      ),
    )
    .orderBy(asc(snackOrders.pickupAt), asc(orders.paidAt));
}

export function pickupByOrder(db: Database, orderId: string) {
  return pickupSelect(db).where(eq(snackOrders.orderId, orderId));
}

/** A snack order's total: its lines' (no voucher or points on snacks ordered on their own). */
export async function setSnackOrderTotal(tx: Database, orderId: string, totalVnd: number, now: Date): Promise<void> {
  await tx.update(orders).set({ subtotalVnd: totalVnd, totalVnd, updatedAt: now }).where(eq(orders.id, orderId));
}

/** The snack order whose pickup code or order code this is: its order row locked (as a refund locks it), so a cancel and a step of the counter take turns. */
export async function lockPickup(tx: Database, code: string) {
  const [row] = await tx
    .select({ order: orders, snack: snackOrders })
    .from(snackOrders)
    .innerJoin(orders, eq(orders.id, snackOrders.orderId))
    .where(sql`${snackOrders.pickupCode} = ${code} or ${orders.code} = ${code}`)
    .limit(1)
    .for("update", { of: orders });
  return row ?? null;
}

export async function setPickupStatus(tx: Database, orderId: string, change: { status: PickupStatus; at: Date; by: string }): Promise<void> {
  await tx.update(snackOrders).set({ status: change.status, statusAt: change.at, statusBy: change.by }).where(eq(snackOrders.orderId, orderId));
}
