import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { giftCardOtps } from "#server/db/schema/gift-cards.ts";

export type GiftCardOtpRow = typeof giftCardOtps.$inferSelect;

/** The order's latest code, if one was sent. */
export async function findGiftCardOtp(db: Database, orderId: string): Promise<GiftCardOtpRow | null> {
  const [row] = await db.select().from(giftCardOtps).where(eq(giftCardOtps.orderId, orderId));
  return row ?? null;
}

/** Counts a wrong code in one statement (concurrent tries add up); the count after it. */
export async function countWrongGiftCardOtp(db: Database, orderId: string): Promise<number | null> {
  const [row] = await db
    .update(giftCardOtps)
    .set({ wrongAttempts: sql`${giftCardOtps.wrongAttempts} + 1` })
    .where(eq(giftCardOtps.orderId, orderId))
    .returning({ wrong: giftCardOtps.wrongAttempts });
  return row?.wrong ?? null;
}

/** A new code for the order, replacing the one before (its tries and use start over). */
export async function saveGiftCardOtp(tx: Database, row: { orderId: string; userId: string; codeHash: string; sentAt: Date; expiresAt: Date }): Promise<void> {
  const values = { userId: row.userId, codeHash: row.codeHash, sentAt: row.sentAt, expiresAt: row.expiresAt, wrongAttempts: 0, usedAt: null };
  await tx
    .insert(giftCardOtps)
    .values({ orderId: row.orderId, ...values })
    .onConflictDoUpdate({ target: giftCardOtps.orderId, set: values });
}

/** Uses the order's code once, inside the checkout's transaction; false when it was used or ran out meanwhile. */
export async function useGiftCardOtp(tx: Database, orderId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(giftCardOtps)
    .set({ usedAt: now })
    .where(and(eq(giftCardOtps.orderId, orderId), isNull(giftCardOtps.usedAt), gt(giftCardOtps.expiresAt, now)))
    .returning({ orderId: giftCardOtps.orderId });
  return used.length > 0;
}
