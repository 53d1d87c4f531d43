import { bigint, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { showtimes } from "./catalog.ts";

const money = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/**
 * The sales of one showtime, kept current by a trigger on `orders` in the transaction that pays or
 * refunds an order (migration 0020, docs/decisions/046): only orders whose status is `paid` count, so
 * every figure is net of refunds. The reports read these rows instead of a year of tickets.
 */
export const showtimeSales = pgTable("showtime_sales", {
  showtimeId: uuid("showtime_id")
    .primaryKey()
    .references(() => showtimes.id),
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
});

/** The paid orders of a showtime by how they were paid (the first captured payment). */
export const showtimeSalesByMethod = pgTable(
  "showtime_sales_by_method",
  {
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    method: text("method").notNull(),
    orders: integer("orders").notNull().default(0),
    revenueVnd: money("revenue_vnd"),
  },
  (t) => [primaryKey({ columns: [t.showtimeId, t.method] })],
);

/** The paid orders of a showtime that used a voucher, by code. */
export const showtimeSalesByVoucher = pgTable(
  "showtime_sales_by_voucher",
  {
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    voucherCode: text("voucher_code").notNull(),
    orders: integer("orders").notNull().default(0),
    discountVnd: money("discount_vnd"),
    revenueVnd: money("revenue_vnd"),
  },
  (t) => [primaryKey({ columns: [t.showtimeId, t.voucherCode] })],
);
