import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DAY_KINDS, DISCOUNT_TICKET_TYPES, ORDER_KINDS, ORDER_STATUSES, TICKET_TYPES, TIME_BANDS } from "@hancine/contract/booking-constants";
import { users } from "./accounts.ts";
import { cinemas, seats, showtimes } from "./catalog.ts";
import { products } from "./content.ts";
import { seatType, showFormat } from "./enums.ts";
import { vouchers } from "./vouchers.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const dayKind = pgEnum("day_kind", DAY_KINDS);
export const timeBand = pgEnum("time_band", TIME_BANDS);
export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

/** Public holidays: showtimes on these chain days use the holiday prices. */
export const holidays = pgTable("holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});

/** The ticket price of one seat (a couple seat: the pair) for a cinema × format × seat type × day kind × time band. */
export const priceRules = pgTable(
  "price_rules",
  {
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    format: showFormat("format").notNull(),
    seatType: seatType("seat_type").notNull(),
    dayKind: dayKind("day_kind").notNull(),
    timeBand: timeBand("time_band").notNull(),
    priceVnd: integer("price_vnd").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cinemaId, t.format, t.seatType, t.dayKind, t.timeBand] }),
    check("price_rules_price_check", sql`${t.priceVnd} > 0 and ${t.priceVnd} % 1000 = 0`),
  ],
);

/**
 * The price of a ticket type other than adult (student, U22, elderly) for one cell of the price table
 * (docs/decisions/085): a cell without a row does not sell that type. The cell's own price is the
 * adult one; a trigger (migration 0046) keeps a type's price at most the adult price of its cell.
 */
export const ticketTypePrices = pgTable(
  "ticket_type_prices",
  {
    cinemaId: uuid("cinema_id").notNull(),
    format: showFormat("format").notNull(),
    seatType: seatType("seat_type").notNull(),
    dayKind: dayKind("day_kind").notNull(),
    timeBand: timeBand("time_band").notNull(),
    ticketType: text("ticket_type", { enum: DISCOUNT_TICKET_TYPES }).notNull(),
    priceVnd: integer("price_vnd").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cinemaId, t.format, t.seatType, t.dayKind, t.timeBand, t.ticketType] }),
    foreignKey({
      name: "ticket_type_prices_cell_fk",
      columns: [t.cinemaId, t.format, t.seatType, t.dayKind, t.timeBand],
      foreignColumns: [priceRules.cinemaId, priceRules.format, priceRules.seatType, priceRules.dayKind, priceRules.timeBand],
    }).onDelete("cascade"),
    check("ticket_type_prices_type_check", sql`${t.ticketType} in ('student', 'u22', 'senior')`),
    check("ticket_type_prices_price_check", sql`${t.priceVnd} > 0 and ${t.priceVnd} % 1000 = 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** What it sells (ORDER_KINDS): only a ticket order has a showtime (decision 079). */
    kind: text("kind", { enum: ORDER_KINDS }).notNull().default("tickets"),
    showtimeId: uuid("showtime_id").references(() => showtimes.id),
    status: orderStatus("status").notNull(),
    /** Until when the seats are held for payment. */
    expiresAt: at("expires_at").notNull(),
    subtotalVnd: integer("subtotal_vnd").notNull(),
    discountVnd: integer("discount_vnd").notNull().default(0),
    totalVnd: integer("total_vnd").notNull(),
    voucherCode: text("voucher_code").references(() => vouchers.code),
    /** Reward points spent on the order (docs/decisions/050): held from the change that asks for them, given back if it is not paid. */
    pointsUsed: integer("points_used").notNull().default(0),
    /** What those points take off, VND (points × the point's value when they were applied). */
    pointsVnd: integer("points_vnd").notNull().default(0),
    ageConfirmed: boolean("age_confirmed").notNull().default(false),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    paidAt: at("paid_at"),
    /** This order replaces that paid order of the same customer and film (an exchange, decision 049). */
    exchangeOfOrderId: uuid("exchange_of_order_id").references((): AnyPgColumn => orders.id),
    /** What the replaced order's payment still funds of this one, fixed when the exchange completes (0 otherwise). */
    exchangeCreditVnd: integer("exchange_credit_vnd").notNull().default(0),
    /** Where it was sold: the website (and apps) or a cinema's box office (decision 076). */
    channel: text("channel").notNull().default("web"),
    /** A counter sale: the shift it was sold in (box_office_shifts; no reference here, the shift's table is the box office's) and who sold it. */
    shiftId: uuid("shift_id"),
    soldByUserId: uuid("sold_by_user_id").references((): AnyPgColumn => users.id),
    /** The language of the page it was bought on (decision 093): its e-mails are written in it. */
    locale: text("locale").notNull().default("vi"),
  },
  (t) => [
    check(
      "orders_money_check",
      sql`${t.discountVnd} between 0 and ${t.subtotalVnd} and ${t.pointsVnd} >= 0 and ${t.pointsUsed} >= 0 and ${t.totalVnd} >= 0 and ${t.totalVnd} = ${t.subtotalVnd} - ${t.discountVnd} - ${t.pointsVnd}`,
    ),
    // One live order per customer and showtime: a new hold replaces the old one inside its transaction.
    uniqueIndex("orders_one_active_per_showtime").on(t.userId, t.showtimeId).where(sql`${t.status} in ('held', 'pending_payment')`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    check("orders_exchange_credit_check", sql`${t.exchangeCreditVnd} >= 0`),
    check("orders_channel_check", sql`${t.channel} in ('web', 'counter')`),
    check("orders_locale_check", sql`${t.locale} in ('vi', 'en')`),
    check("orders_kind_check", sql`${t.kind} in ('tickets', 'gift_card', 'snacks')`),
    // A ticket order is for a showtime; a gift card or snacks on their own are for none.
    check("orders_kind_showtime_check", sql`(${t.kind} = 'tickets') = (${t.showtimeId} is not null)`),
    index("orders_shift_idx").on(t.shiftId).where(sql`${t.shiftId} is not null`),
    // An order is exchanged at most once: one paid replacement.
    uniqueIndex("orders_one_exchange_per_order").on(t.exchangeOfOrderId).where(sql`${t.status} = 'paid'`),
    index("orders_open_expiry_idx").on(t.expiresAt).where(sql`${t.status} in ('held', 'pending_payment')`),
    // The overview's sales so far today and the same time last week (docs/decisions/086): a day's paid orders by when they were paid.
    index("orders_paid_at_idx").on(t.paidAt).where(sql`${t.status} = 'paid'`),
  ],
);

/** Numbers seat-change announcements so listeners can drop an out-of-date one (modules/booking/seat-events.ts). */
export const seatEventSeq = pgSequence("seat_event_seq");

/**
 * A seat of a showtime claimed by an order (or blocked by the cinema when order_id is null) for the
 * period [held_from, held_until); held_until null = for good (sold or blocked). The exclusion
 * constraint in the migration refuses two claims on one seat whose periods overlap — so a seat is in
 * at most one active order, and an expired hold stops counting at its expiry without any job.
 */
export const seatClaims = pgTable(
  "seat_claims",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    seatId: uuid("seat_id")
      .notNull()
      .references(() => seats.id),
    orderId: uuid("order_id").references(() => orders.id),
    heldFrom: at("held_from").notNull(),
    heldUntil: at("held_until"),
    /** The price the order was given for this seat (0 for a blocked seat). */
    priceVnd: integer("price_vnd").notNull(),
    /**
     * `order`: an order's hold or sale; `house`: a seat a manager keeps for the box office (decision 076),
     * with no order, until its release time (held_until) — online it is taken, the counter may sell it.
     */
    kind: text("kind").notNull().default("order"),
    /**
     * A house claim whose release has been announced on the live seat maps (decision 084): set once by the
     * job that announces released house seats (or by whatever ended the claim and announced it itself).
     */
    releaseAnnouncedAt: at("release_announced_at"),
    /** The ticket type the seat is sold as (TICKET_TYPES, decision 085); its price is that type's in the table. */
    ticketType: text("ticket_type", { enum: TICKET_TYPES }).notNull().default("adult"),
  },
  (t) => [
    index("seat_claims_order_idx").on(t.orderId),
    index("seat_claims_house_idx").on(t.showtimeId).where(sql`${t.kind} = 'house'`),
    index("seat_claims_house_release_idx").on(t.heldUntil).where(sql`${t.kind} = 'house' and ${t.releaseAnnouncedAt} is null`),
    check("seat_claims_kind_check", sql`${t.kind} in ('order', 'house') and (${t.kind} = 'order' or ${t.orderId} is null)`),
    index("seat_claims_showtime_idx").on(t.showtimeId),
    check("seat_claims_ticket_type_check", sql`${t.ticketType} in ('adult', 'student', 'u22', 'senior')`),
    check("seat_claims_period_check", sql`${t.heldUntil} is null or ${t.heldUntil} >= ${t.heldFrom}`),
  ],
);

export const orderProducts = pgTable(
  "order_products",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    unitPriceVnd: integer("unit_price_vnd").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), check("order_products_quantity_check", sql`${t.quantity} between 1 and 20`)],
);

/**
 * A voucher use of an order: reserved by checkout until the order's hold ends (held_until), then
 * kept for good when the order is paid (held_until null), or given back (held_until set to the
 * moment it ends). A use counts against the voucher's limits while its period runs; checkout and
 * payment take the voucher's row lock before counting, so two orders never spend the same last use.
 */
export const voucherUses = pgTable(
  "voucher_uses",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id),
    voucherCode: text("voucher_code")
      .notNull()
      .references(() => vouchers.code),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    reservedAt: at("reserved_at").notNull(),
    heldUntil: at("held_until"),
  },
  (t) => [
    index("voucher_uses_code_user_idx").on(t.voucherCode, t.userId),
    check("voucher_uses_period_check", sql`${t.heldUntil} is null or ${t.heldUntil} >= ${t.reservedAt}`),
  ],
);
