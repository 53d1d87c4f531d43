import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { POINTS_REASONS } from "@hancine/contract/points";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { payments } from "./payments.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const pointsReason = pgEnum("points_reason", POINTS_REASONS);

/**
 * A member's running balance of reward points, one row each. Every change updates it under its row
 * lock in the transaction that writes the ledger entry, and the CHECK refuses a negative balance:
 * two checkouts racing for the same points wait for each other and the second finds them gone.
 */
export const pointsAccounts = pgTable(
  "points_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    balance: integer("balance").notNull().default(0),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [check("points_accounts_balance_check", sql`${t.balance} >= 0`)],
);

/**
 * Every change of a balance, never updated nor deleted (a trigger in migration 0025 refuses it):
 * earned on a paid order, redeemed (held for an order, then spent), returned, revoked after a refund,
 * expired. `balance_after` is the account's balance once this entry is applied.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    at: at("at").notNull(),
    points: integer("points").notNull(),
    reason: pointsReason("reason").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    /** The payment an earning was for (a refund of it takes the earning back). */
    paymentId: uuid("payment_id").references(() => payments.id),
    /** When points earned by this entry expire. */
    expiresAt: at("expires_at"),
    balanceAfter: integer("balance_after").notNull(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.at),
    index("points_ledger_order_idx").on(t.orderId),
    // An order earns once, whatever retries the payment's notification.
    uniqueIndex("points_ledger_earned_once").on(t.orderId).where(sql`${t.reason} = 'earned'`),
    check("points_ledger_points_check", sql`${t.points} <> 0`),
    check("points_ledger_balance_check", sql`${t.balanceAfter} >= 0`),
    check("points_ledger_sign_check", sql`(${t.reason} in ('earned', 'returned')) = (${t.points} > 0)`),
    check("points_ledger_earned_check", sql`${t.reason} <> 'earned' or (${t.expiresAt} is not null and ${t.orderId} is not null)`),
  ],
);
