import { and, count, eq, gt, sql } from "drizzle-orm";
import { membershipFor, type Membership } from "@hancine/contract/membership";
import type { Database } from "#server/db/client.ts";
import { membershipSpend } from "#server/db/schema/membership.ts";

/** The tier counts the spend of the last 12 months (decision 050): a member goes up and down as the year rolls on. */
export function spendYearStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** The customer's tier from the spend recorded when their orders were paid, over the last 12 months, refunds taken off. */
export async function membershipOf(db: Database, userId: string, now: Date = new Date()): Promise<Membership> {
  const [row] = await db
    // sum() is bigint: text on node-postgres, a number on PGlite.
    .select({
      spend: sql`coalesce(sum(${membershipSpend.amountVnd}), 0)`.mapWith(Number),
      orders: count(sql`case when ${membershipSpend.amountVnd} > 0 then 1 end`),
    })
    .from(membershipSpend)
    .where(and(eq(membershipSpend.userId, userId), gt(membershipSpend.at, spendYearStart(now))));
  return membershipFor(row?.spend ?? 0, row?.orders ?? 0);
}

/** A paid order's amount counts towards the customer's membership (once per order). */
export async function recordMembershipSpend(tx: Database, spend: { orderId: string; userId: string; amountVnd: number; at: Date }): Promise<void> {
  await tx
    .insert(membershipSpend)
    .values({ orderId: spend.orderId, userId: spend.userId, amountVnd: spend.amountVnd, at: spend.at })
    .onConflictDoNothing({ target: membershipSpend.orderId });
}

/** After a refund the order counts only what was kept (modules/points/order-points.ts). */
export async function setMembershipSpend(tx: Database, orderId: string, amountVnd: number): Promise<void> {
  await tx.update(membershipSpend).set({ amountVnd }).where(eq(membershipSpend.orderId, orderId));
}
