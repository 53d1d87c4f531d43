import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PICKUP_STATUSES } from "@hancine/contract/snack-orders";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { cinemas } from "./catalog.ts";

/**
 * Snacks ordered on their own (issue 35, decision 083): an order of kind `snacks` (no showtime) is
 * made at a cinema for a pickup time; its lines are `order_products` as any order's, and take stock
 * at that cinema (stock_reconcile_orders reads the cinema here). The counter moves the pickup
 * forward: paid → preparing → ready → collected, never back (trigger snack_orders_forward).
 */
export const snackOrders = pgTable(
  "snack_orders",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    pickupAt: timestamp("pickup_at", { withTimezone: true }).notNull(),
    /** What the customer says (or shows as a QR) at the counter: 6 characters, unique among a cinema's pickups of a day. */
    pickupCode: text("pickup_code").notNull(),
    status: text("status", { enum: PICKUP_STATUSES }).notNull().default("paid"),
    statusAt: timestamp("status_at", { withTimezone: true }),
    statusBy: uuid("status_by").references(() => users.id),
  },
  (t) => [
    check("snack_orders_status_check", sql`${t.status} in ('paid', 'preparing', 'ready', 'collected')`),
    index("snack_orders_cinema_pickup_idx").on(t.cinemaId, t.pickupAt),
    uniqueIndex("snack_orders_pickup_code_key").on(t.pickupCode),
  ],
);
