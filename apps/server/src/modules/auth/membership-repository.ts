import { count, eq, sql } from "drizzle-orm";
import { membershipFor, type Membership } from "@hancine/contract/membership";
import type { Database } from "../../db/client.ts";
import { membershipSpend } from "../../db/schema/membership.ts";

/** The customer's tier from the spend recorded when their orders were paid. */
export async function membershipOf(db: Database, userId: string): Promise<Membership> {
  const [row] = await db
    // sum() is bigint: text on node-postgres, a number on PGlite.
    .select({ spend: sql`coalesce(sum(${membershipSpend.amountVnd}), 0)`.mapWith(Number), orders: count() })
    .from(membershipSpend)
    .where(eq(membershipSpend.userId, userId));
  return membershipFor(row?.spend ?? 0, row?.orders ?? 0);
}

/** A paid order's amount counts towards the customer's membership (once per order). */
export async function recordMembershipSpend(tx: Database, spend: { orderId: string; userId: string; amountVnd: number; at: Date }): Promise<void> {
  await tx
    .insert(membershipSpend)
    .values({ orderId: spend.orderId, userId: spend.userId, amountVnd: spend.amountVnd, at: spend.at })
    .onConflictDoNothing({ target: membershipSpend.orderId });
}
