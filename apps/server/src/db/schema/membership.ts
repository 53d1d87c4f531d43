import { index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";

/**
 * Membership spend, one entry per paid order, written in the transaction that marks it paid
 * (a refund lowers it to what was kept). The member's tier is the sum over the last 12 months.
 */
export const membershipSpend = pgTable(
  "membership_spend",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    amountVnd: integer("amount_vnd").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("membership_spend_user_idx").on(t.userId)],
);
