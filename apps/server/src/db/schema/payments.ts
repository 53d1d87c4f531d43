import { sql } from "drizzle-orm";
import { TICKET_TYPES } from "@hancine/contract/booking-constants";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { seats, showtimes } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const paymentMethod = pgEnum("payment_method", ["vnpay", "momo", "zalopay"]);
/**
 * pending: the buyer was sent to the gateway; failed: the gateway said no (or never saw it);
 * paid: captured and the order is paid by it; refunded: captured but given back (late payment on
 * resold seats, or a second payment of a paid order) — the refunds row tracks the giving back.
 */
export const paymentStatus = pgEnum("payment_status", ["pending", "failed", "paid", "refunded"]);
export const refundStatus = pgEnum("refund_status", ["pending", "done", "failed"]);

/** One checkout attempt: the buyer sent to a gateway for one order's total. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Our reference at the gateway (vnp_TxnRef / MoMo orderId). */
    txnRef: text("txn_ref").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    method: paymentMethod("method").notNull(),
    amountVnd: integer("amount_vnd").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    /** The gateway's transaction id, once it captured the money. */
    providerTxnId: text("provider_txn_id"),
    responseCode: text("response_code"),
    createdAt: at("created_at").notNull(),
    /** The gateway stops accepting the payment then (never later than the seat hold). */
    expiresAt: at("expires_at").notNull(),
    completedAt: at("completed_at"),
    /** The last time we asked the gateway ourselves (return-page poll, reconciliation). */
    queriedAt: at("queried_at"),
    /** Every verified notification or query answer, oldest first. */
    raw: jsonb("raw").$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    // A gateway's transaction is applied to at most one payment: a repeated notification finds it.
    uniqueIndex("payments_provider_txn_unique").on(t.method, t.providerTxnId).where(sql`${t.providerTxnId} is not null`),
    index("payments_order_idx").on(t.orderId),
    index("payments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("payments_amount_check", sql`${t.amountVnd} > 0`),
    check("payments_captured_check", sql`${t.status} not in ('paid', 'refunded') or ${t.providerTxnId} is not null`),
  ],
);

/**
 * Money to give back, written in the transaction that decides it; the refund job calls the gateway
 * after commit and retries until it is done, so a crash cannot lose a refund.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * The payment given back, whole or in parts (some tickets: the order desk). Each part is its own
     * row; its tickets point at it (tickets.refund_id), so a ticket is refunded at most once.
     */
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    /** Our idempotency key at the gateway. */
    refundRef: text("refund_ref").notNull().unique(),
    amountVnd: integer("amount_vnd").notNull(),
    reason: text("reason").notNull(),
    status: refundStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    lockedUntil: at("locked_until"),
    providerRefundId: text("provider_refund_id"),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
    completedAt: at("completed_at"),
    /** Every answer of the gateway (or the error reaching it), oldest first: what a person reads to settle a failed refund. */
    answers: jsonb("answers").$type<{ at: string; answer: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** A failed refund a person settled by hand (paid back at the counter, by transfer…), with their note. */
    settledAt: at("settled_at"),
    settledByUserId: uuid("settled_by_user_id").references(() => users.id),
    settleNote: text("settle_note"),
    /** Some tickets of a paid order that stays paid (the order desk): the reports take it off when it is written (decision 046). */
    partial: boolean("partial").notNull().default(false),
  },
  (t) => [
    index("refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("refunds_payment_idx").on(t.paymentId),
    // The order desk's list of refunds for a person to settle.
    index("refunds_failed_idx").on(t.createdAt).where(sql`${t.status} = 'failed' and ${t.settledAt} is null`),
  ],
);

/** One per seat of a paid order; `code` is what the QR carries (signed) and what staff may type. */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    seatId: uuid("seat_id")
      .notNull()
      .references(() => seats.id),
    issuedAt: at("issued_at").notNull(),
    /** Set when the ticket was refunded on its own (order desk): void at the door, its seat back on sale. */
    refundId: uuid("refund_id").references(() => refunds.id),
    /** Set when the ticket was given back at the box office (its money from the shift's drawer, decision 076): void at the door. */
    counterRefundedAt: at("counter_refunded_at"),
    /** What that counter refund gave back for this ticket (its share, decision 076): the reports take it off at once (migration 0041). */
    counterRefundVnd: integer("counter_refund_vnd"),
    /** The type it was sold as, copied from the seat's claim at issue (decision 085): the door checks the card. */
    ticketType: text("ticket_type", { enum: TICKET_TYPES }).notNull().default("adult"),
  },
  (t) => [
    uniqueIndex("tickets_order_seat_unique").on(t.orderId, t.seatId),
    check("tickets_ticket_type_check", sql`${t.ticketType} in ('adult', 'student', 'u22', 'senior')`),
  ],
);

/** A ticket admitted at the door. ticket_id is unique: the database admits a ticket at most once. */
export const checkins = pgTable("checkins", {
  id: uuid("id").primaryKey().defaultRandom(),
  ticketId: uuid("ticket_id")
    .notNull()
    .unique()
    .references(() => tickets.id),
  /** The scanner's id for this scan: a retried request finds its first answer instead of counting twice. */
  nonce: text("nonce").unique(),
  staffUserId: uuid("staff_user_id")
    .notNull()
    .references(() => users.id),
  at: at("at").notNull(),
  /** Where: the cinema, and the gate or counter when the scanner says. */
  place: text("place").notNull(),
});
