import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A gift card (issue 35, decision 078). Its code and PIN are kept only as keyed hashes (HMAC-SHA256
 * under a key derived from SESSION_SECRET): a copy of the database finds no card. `balance_vnd` is
 * the sum of the card's movements, kept by a trigger on `gift_card_movements`, and can never go below
 * zero (CHECK): a spend larger than the balance fails in the database, whatever races.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeHash: text("code_hash").notNull(),
    /** The code's last four characters, to name a card to a person ("•••• 7K2Q"). */
    codeLast4: text("code_last4").notNull(),
    pinHash: text("pin_hash").notNull(),
    initialVnd: integer("initial_vnd").notNull(),
    balanceVnd: integer("balance_vnd").notNull().default(0),
    design: text("design").notNull(),
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** The order that bought it (null for a card the chain issued, e.g. a refund onto a card). */
    orderId: uuid("order_id").references(() => orders.id),
    boughtByUserId: uuid("bought_by_user_id").references(() => users.id),
    sendAt: at("send_at"),
    /**
     * A card to be e-mailed later (decision 079): its code and PIN sealed (AES-256-GCM under a key
     * derived from SESSION_SECRET) until the delivery job writes the e-mail, then cleared.
     */
    sealedDelivery: text("sealed_delivery"),
    sentAt: at("sent_at"),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    blockedAt: at("blocked_at"),
  },
  (t) => [
    uniqueIndex("gift_cards_code_hash_key").on(t.codeHash),
    // One card per paid gift-card order, however often the gateway calls back.
    uniqueIndex("gift_cards_order_key").on(t.orderId),
    index("gift_cards_due_delivery_idx").on(t.sendAt).where(sql`${t.sealedDelivery} is not null`),
    check("gift_cards_delivery_check", sql`${t.sealedDelivery} is null or ${t.sentAt} is null`),
    index("gift_cards_bought_by_idx").on(t.boughtByUserId),
    check("gift_cards_balance_check", sql`${t.balanceVnd} >= 0`),
    check("gift_cards_initial_check", sql`${t.initialVnd} > 0`),
  ],
);

/**
 * A gift card's ledger: every movement of its balance is a row (issue, spend, refund back onto it,
 * bonus, expiry); the balance is their sum. Spends are negative.
 */
export const giftCardMovements = pgTable(
  "gift_card_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The ledger in written order (two movements may share an instant). */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    giftCardId: uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    kind: text("kind", { enum: ["issue", "spend", "refund", "bonus", "expire"] }).notNull(),
    amountVnd: integer("amount_vnd").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    at: at("at").notNull(),
  },
  (t) => [
    index("gift_card_movements_card_idx").on(t.giftCardId, t.at),
    index("gift_card_movements_order_idx").on(t.orderId),
    check("gift_card_movements_sign_check", sql`(${t.kind} in ('spend', 'expire')) = (${t.amountVnd} < 0) and ${t.amountVnd} <> 0`),
  ],
);

/**
 * What a gift-card order buys (issue 35, decision 079), kept from `POST /gift-cards` until the order
 * is paid and the card issued with these details.
 */
export const giftCardPurchases = pgTable(
  "gift_card_purchases",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    amountVnd: integer("amount_vnd").notNull(),
    design: text("design").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    /** When the recipient gets the card; null = as soon as it is paid. */
    sendAt: at("send_at"),
  },
  (t) => [check("gift_card_purchases_amount_check", sql`${t.amountVnd} between 100000 and 5000000 and ${t.amountVnd} % 1000 = 0`)],
);

/**
 * What gift cards pay of an order (issue 35, decision 080): one row per card and order. `reserved`:
 * the card's money is taken (a `spend` movement) while the order awaits the rest; `captured`: the
 * order was paid; `released`: it went back onto the card before the order was paid (the hold ran out,
 * the gateway said no, the buyer tried again); `refunded`: it went back after (a cancel, the order
 * desk). The trigger `orders_status_gift_cards` releases and captures as the order's status moves,
 * so no path that closes an order can forget a card's money.
 */
export const orderGiftCardPayments = pgTable(
  "order_gift_card_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    giftCardId: uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    amountVnd: integer("amount_vnd").notNull(),
    status: text("status", { enum: ["reserved", "captured", "released", "refunded"] })
      .notNull()
      .default("reserved"),
    createdAt: at("created_at").notNull(),
    closedAt: at("closed_at"),
  },
  (t) => [
    index("order_gift_card_payments_order_idx").on(t.orderId),
    index("order_gift_card_payments_card_idx").on(t.giftCardId),
    // A card pays an order once at a time: trying again releases the earlier part first.
    uniqueIndex("order_gift_card_payments_live_key").on(t.orderId, t.giftCardId).where(sql`${t.status} in ('reserved', 'captured')`),
    check("order_gift_card_payments_amount_check", sql`${t.amountVnd} > 0`),
    check("order_gift_card_payments_status_check", sql`${t.status} in ('reserved', 'captured', 'released', 'refunded')`),
  ],
);

/**
 * The one-time code e-mailed before more than GIFT_CARD_OTP_ABOVE of cards pays one order: the
 * latest per order, kept as a keyed hash, good for 10 minutes and 5 tries, used once.
 */
export const giftCardOtps = pgTable("gift_card_otps", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  codeHash: text("code_hash").notNull(),
  sentAt: at("sent_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  wrongAttempts: integer("wrong_attempts").notNull().default(0),
  usedAt: at("used_at"),
});
