import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { cinemas } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A box-office shift (issue 34, decision 076): one person's cash drawer at one cinema, from its
 * opening float to its close. One open shift per person and cinema, decided by the database.
 */
export const boxOfficeShifts = pgTable(
  "box_office_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    openedAt: at("opened_at").notNull(),
    openingFloatVnd: integer("opening_float_vnd").notNull(),
    closedAt: at("closed_at"),
    /** Written at the close: what the drawer should hold, and what was counted. */
    expectedCashVnd: integer("expected_cash_vnd"),
    countedCashVnd: integer("counted_cash_vnd"),
    /**
     * A close whose |counted − expected| is above SHIFT_DIFFERENCE_APPROVAL_VND waits for a manager:
     * `pending`, then `approved` with who, when and their note; null when no approval was needed.
     */
    approval: text("approval"),
    approvedByUserId: uuid("approved_by_user_id").references(() => users.id),
    approvedAt: at("approved_at"),
    approvalNote: text("approval_note"),
  },
  (t) => [
    uniqueIndex("box_office_shifts_one_open").on(t.userId, t.cinemaId).where(sql`${t.closedAt} is null`),
    index("box_office_shifts_cinema_idx").on(t.cinemaId, t.openedAt),
    check("box_office_shifts_money_check", sql`${t.openingFloatVnd} >= 0 and (${t.countedCashVnd} is null or ${t.countedCashVnd} >= 0)`),
    check("box_office_shifts_close_check", sql`(${t.closedAt} is null) = (${t.countedCashVnd} is null)`),
    check(
      "box_office_shifts_approval_check",
      sql`(${t.approval} is null or (${t.approval} in ('pending', 'approved') and ${t.closedAt} is not null)) and coalesce(${t.approval} = 'approved', false) = (${t.approvedByUserId} is not null and ${t.approvedAt} is not null)`,
    ),
    index("box_office_shifts_pending_idx").on(t.cinemaId).where(sql`${t.approval} = 'pending'`),
  ],
);

/** Cash taken out of a shift's drawer to the safe. */
export const boxOfficeCashDrops = pgTable(
  "box_office_cash_drops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => boxOfficeShifts.id),
    amountVnd: integer("amount_vnd").notNull(),
    note: text("note"),
    at: at("at").notNull(),
  },
  (t) => [index("box_office_cash_drops_shift_idx").on(t.shiftId), check("box_office_cash_drops_amount_check", sql`${t.amountVnd} > 0`)],
);

/**
 * One payment of a counter sale (a sale may be paid by several: cash and card…). A refund is a row with
 * a negative amount in the shift that gave the money back. Cash: what was handed over and the change.
 */
export const counterPayments = pgTable(
  "counter_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => boxOfficeShifts.id),
    method: text("method").notNull(),
    amountVnd: integer("amount_vnd").notNull(),
    tenderedVnd: integer("tendered_vnd"),
    changeVnd: integer("change_vnd").notNull().default(0),
    reference: text("reference"),
    at: at("at").notNull(),
  },
  (t) => [
    index("counter_payments_shift_idx").on(t.shiftId),
    index("counter_payments_order_idx").on(t.orderId),
    check("counter_payments_method_check", sql`${t.method} in ('cash', 'card', 'vietqr', 'gift_card')`),
    check("counter_payments_amount_check", sql`${t.amountVnd} <> 0 and ${t.changeVnd} >= 0`),
  ],
);

/** A manager's counter PIN (argon2id), which approves what staff may not do alone at the counter: a refund. */
export const boxOfficePins = pgTable("box_office_pins", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text("pin_hash").notNull(),
  setAt: at("set_at").notNull(),
});
