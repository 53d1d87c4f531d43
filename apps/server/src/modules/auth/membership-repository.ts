import { sql } from "drizzle-orm";
import { membershipFor, type Membership } from "@hancine/contract/membership";
import { queryRows, type Database } from "../../db/client.ts";

/** The customer's tier from the spend recorded when their orders were paid. */
export async function membershipOf(db: Database, userId: string): Promise<Membership> {
  const [row] = await queryRows(
    db,
    sql<{ spend: number | string; orders: number | string }>`select coalesce(sum(amount_vnd), 0) as spend, count(*) as orders from membership_spend where user_id = ${userId}`,
  );
  return membershipFor(Number(row?.spend ?? 0), Number(row?.orders ?? 0));
}

/** A paid order's amount counts towards the customer's membership (once per order). */
export async function recordMembershipSpend(tx: Database, spend: { orderId: string; userId: string; amountVnd: number; at: Date }): Promise<void> {
  await tx.execute(
    sql`insert into membership_spend (order_id, user_id, amount_vnd, at) values (${spend.orderId}, ${spend.userId}, ${spend.amountVnd}, ${spend.at.toISOString()})
        on conflict (order_id) do nothing`,
  );
}
