import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/booking.ts";
import { giftCardPurchases } from "#server/db/schema/gift-cards.ts";

export type GiftCardPurchaseRow = typeof giftCardPurchases.$inferSelect;
type OrderRowOnly = typeof orders.$inferSelect;

/** A held order of kind gift_card (no showtime) for the card's amount, and what it buys beside it. */
export async function insertGiftCardOrder(
  tx: Database,
  order: { code: string; userId: string; expiresAt: Date; now: Date; locale?: "vi" | "en" },
  purchase: Omit<GiftCardPurchaseRow, "orderId">,
): Promise<string> {
  const [row] = await tx
    .insert(orders)
    .values({
      code: order.code,
      userId: order.userId,
      kind: "gift_card",
      showtimeId: null,
      locale: order.locale ?? "vi",
      status: "held",
      expiresAt: order.expiresAt,
      subtotalVnd: purchase.amountVnd,
      totalVnd: purchase.amountVnd,
      createdAt: order.now,
      updatedAt: order.now,
    })
    .returning({ id: orders.id });
  await tx.insert(giftCardPurchases).values({ orderId: row!.id, ...purchase });
  return row!.id;
}

/** A gift-card order of this account by its id or its code, with what it buys; null otherwise. */
export async function findGiftCardOrder(
  db: Database,
  by: { id: string } | { code: string },
  userId: string,
): Promise<{ order: OrderRowOnly; purchase: GiftCardPurchaseRow } | null> {
  const [row] = await db
    .select({ order: orders, purchase: giftCardPurchases })
    .from(orders)
    .innerJoin(giftCardPurchases, eq(giftCardPurchases.orderId, orders.id))
    .where(and("id" in by ? eq(orders.id, by.id) : eq(orders.code, by.code), eq(orders.userId, userId)));
  return row ?? null;
}

export async function findGiftCardPurchase(db: Database, orderId: string): Promise<GiftCardPurchaseRow | null> {
  const [row] = await db.select().from(giftCardPurchases).where(eq(giftCardPurchases.orderId, orderId));
  return row ?? null;
}
