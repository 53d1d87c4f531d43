import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { auditoriums, cinemas, films, showtimes } from "./catalog.ts";

const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** Where and when a showtime is, as the reports group it: its cinema, and its chain day and hour (Asia/Ho_Chi_Minh). */
const placeOf = () => ({
  cinemaId: uuid("cinema_id")
    .notNull()
    .references(() => cinemas.id),
  day: date("day", { mode: "string" }).notNull(),
});

/**
 * One row per showtime with its sales, kept current by triggers (migration 0020, docs/decisions/046):
 * on `showtimes` (where, when, film, sellable seats — 0 once cancelled) and on `orders`, in the
 * transaction that pays or refunds an order. Only orders whose status is `paid` count, so every
 * figure is net of refunds. The reports read these rows instead of a year of tickets and showtimes.
 */
export const showtimeSales = pgTable(
  "showtime_sales",
  {
    showtimeId: uuid("showtime_id")
      .primaryKey()
      .references(() => showtimes.id),
    ...placeOf(),
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id),
    hour: smallint("hour").notNull(),
    /** The room, format and minutes on screen (start to end) of the showtime, kept by the same trigger (migration 0050). */
    auditoriumId: uuid("auditorium_id").references(() => auditoriums.id),
    format: text("format"),
    minutes: integer("minutes"),
    seats: integer("seats").notNull().default(0),
    orders: integer("orders").notNull().default(0),
    tickets: integer("tickets").notNull().default(0),
    /** What the buyers paid: seats + concessions − discounts. */
    revenueVnd: money("revenue_vnd"),
    subtotalVnd: money("subtotal_vnd"),
    discountVnd: money("discount_vnd"),
    concessionsVnd: money("concessions_vnd"),
    /** Orders paid and then refunded, and the money given back. */
    refundedOrders: integer("refunded_orders").notNull().default(0),
    refundedVnd: money("refunded_vnd"),
    /** The part of the paid orders sold at the box office (channel `counter`); the web's is the rest (decision 076). */
    counterOrders: integer("counter_orders").notNull().default(0),
    counterTickets: integer("counter_tickets").notNull().default(0),
    counterRevenueVnd: money("counter_revenue_vnd"),
  },
  (t) => [
    index("showtime_sales_day_idx").on(t.day),
    index("showtime_sales_cinema_day_idx").on(t.cinemaId, t.day),
    // A film's first and last day and its weeks on screen (the film performance report, docs/decisions/086).
    index("showtime_sales_film_day_idx").on(t.filmId, t.day),
  ],
);

/** The paid orders of a showtime by how they were paid (the first captured payment). */
export const showtimeSalesByMethod = pgTable(
  "showtime_sales_by_method",
  {
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    ...placeOf(),
    method: text("method").notNull(),
    orders: integer("orders").notNull().default(0),
    revenueVnd: money("revenue_vnd"),
  },
  (t) => [
    primaryKey({ columns: [t.showtimeId, t.method] }),
    index("showtime_sales_by_method_day_idx").on(t.day),
    index("showtime_sales_by_method_cinema_day_idx").on(t.cinemaId, t.day),
  ],
);

/** The paid orders of a showtime that used a voucher, by code. */
export const showtimeSalesByVoucher = pgTable(
  "showtime_sales_by_voucher",
  {
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    ...placeOf(),
    voucherCode: text("voucher_code").notNull(),
    orders: integer("orders").notNull().default(0),
    discountVnd: money("discount_vnd"),
    revenueVnd: money("revenue_vnd"),
  },
  (t) => [
    primaryKey({ columns: [t.showtimeId, t.voucherCode] }),
    index("showtime_sales_by_voucher_day_idx").on(t.day),
    index("showtime_sales_by_voucher_cinema_day_idx").on(t.cinemaId, t.day),
  ],
);

const count = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** What a rollup row sums (both tables sum the same). */
const rollupMeasures = () => ({
  /** How many `showtime_sales` rows are summed here (a group with none is not shown). */
  showtimeRows: count("showtime_rows"),
  /** Showtimes not cancelled (sellable seats > 0). */
  showtimes: count("showtimes"),
  seats: count("seats"),
  tickets: count("tickets"),
  orders: count("orders"),
  revenueVnd: count("revenue_vnd"),
  subtotalVnd: count("subtotal_vnd"),
  discountVnd: count("discount_vnd"),
  concessionsVnd: count("concessions_vnd"),
  refundedOrders: count("refunded_orders"),
  refundedVnd: count("refunded_vnd"),
  counterOrders: count("counter_orders"),
  counterTickets: count("counter_tickets"),
  counterRevenueVnd: count("counter_revenue_vnd"),
  /** Minutes on screen of the showtimes not cancelled. */
  minutes: count("minutes"),
});

/**
 * The sales of `showtime_sales` (and its by-method and by-voucher rows) summed per day and per month,
 * per cinema, one dimension at a time (docs/decisions/089, migration 0050): `dim` says what `key` is —
 * `all` (key ''), `film` (its id), `room` (the auditorium's id), `format`, `slot` (`weekday:hour`,
 * weekday 0 = Monday), `method` (how paid) or `voucher` (its code). Kept by triggers on those tables
 * in the transaction that changes them, so it is always what summing `showtime_sales` would give;
 * `sales_rollup_rebuild()` recomputes it whole. A year's report reads months whole and days only at
 * the range's ends.
 */
export const salesRollup = pgTable(
  "sales_rollup",
  {
    dim: text("dim", { enum: ["all", "film", "room", "format", "slot", "method", "voucher"] }).notNull(),
    grain: text("grain", { enum: ["day", "month"] }).notNull(),
    /** The day, or the first day of the month. */
    period: date("period", { mode: "string" }).notNull(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id),
    key: text("key").notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.dim, t.grain, t.period, t.cinemaId, t.key] }),
    // A film's first and last day in some cinemas (film performance's weeks on screen).
    index("sales_rollup_film_day_idx").on(t.key, t.period).where(sql`${t.dim} = 'film' and ${t.grain} = 'day'`),
    // Some cinemas' films day by day (film performance for a manager, decision 091): the key's range
    // of a year holds every cinema's rows, ~50 times as many.
    index("sales_rollup_cinema_film_day_idx").on(t.cinemaId, t.period).where(sql`${t.dim} = 'film' and ${t.grain} = 'day'`),
  ],
);

/**
 * `sales_rollup`'s film rows summed over every cinema of the chain (docs/decisions/091, migration
 * 0051): one row per film and day and per film and month, kept by a trigger beside sales_rollup's in
 * the same transaction; `sales_rollup_chain_rebuild()` recomputes it whole. The chain's reports by film read these: film performance counts a film's weeks of run
 * from its own first day, so it reads days — a year of the chain is ~10,000 of these rows instead of
 * ~255,000 per film, day and cinema; the dashboard's and occupancy's films read months whole and days
 * at the ends, as `sales_rollup` does. `dim` is `film` only: another chain-wide dimension is a row
 * kind, not a table.
 */
export const salesRollupChain = pgTable(
  "sales_rollup_chain",
  {
    dim: text("dim", { enum: ["film"] }).notNull(),
    grain: text("grain", { enum: ["day", "month"] }).notNull(),
    /** The day, or the first day of the month. */
    period: date("period", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    ...rollupMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.dim, t.grain, t.period, t.key] }),
    // A film's first and last day in the chain (film performance's weeks on screen).
    index("sales_rollup_chain_key_period_idx").on(t.dim, t.grain, t.key, t.period),
  ],
);
