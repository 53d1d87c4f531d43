import { and, count, eq, gt, inArray, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { orders } from "#server/db/schema/booking.ts";

/** Locks the account's row until the transaction ends: that account's holds take turns. */
export async function lockAccount(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Open orders (held or awaiting payment, not run out) the account has on other showtimes than this one. */
export async function openOrdersElsewhere(tx: Database, userId: string, showtimeId: string, now: Date): Promise<number> {
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["held", "pending_payment"]), gt(orders.expiresAt, now), ne(orders.showtimeId, showtimeId)));
  return open?.n ?? 0;
}

/** Whether the account has an open order (held or awaiting payment, not run out) for this showtime. */
export async function hasOpenOrderFor(tx: Database, userId: string, showtimeId: string, now: Date): Promise<boolean> {
  const [own] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.showtimeId, showtimeId), inArray(orders.status, ["held", "pending_payment"]), gt(orders.expiresAt, now)))
    .limit(1);
  return own !== undefined;
}

/** Open orders (held or awaiting payment, not run out) of one kind the account has: gift cards, snacks on their own. */
export async function openOrdersOfKind(tx: Database, userId: string, kind: (typeof orders.$inferSelect)["kind"], now: Date): Promise<number> {
  const [open] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind), inArray(orders.status, ["held", "pending_payment"]), gt(orders.expiresAt, now)));
  return open?.n ?? 0;
}
