import { sql } from "drizzle-orm";
import { membershipFor, type Membership } from "@hancine/contract/membership";
import { queryRows, type Database } from "../../db/client.ts";

/** The customer's tier from the spend recorded when their orders were paid. */
export async function membershipOf(db: Database, userId: string): Promise<Membership> {
  const [row] = await queryRows<{ spend: number | string; orders: number | string }>(
    db,
    sql`select coalesce(sum(amount_vnd), 0) as spend, count(*) as orders from membership_spend where user_id = ${userId}`,
  );
  return membershipFor(Number(row?.spend ?? 0), Number(row?.orders ?? 0));
}
