import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WAITLIST_STATUSES } from "@hancine/contract/waitlist";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";
import { films, showtimes } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const waitlistStatus = pgEnum("waitlist_status", WAITLIST_STATUSES);

/**
 * A customer's place in a sold-out showtime's waiting list (decision 051). `line_no` (a sequence)
 * is the order of the line. When seats free up, the hand-over (modules/waitlist/hand-over.ts) gives
 * the first entry whose group fits a held order (`order_id`) and an e-mail.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineNo: bigint("line_no", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    showtimeId: uuid("showtime_id")
      .notNull()
      .references(() => showtimes.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    seats: smallint("seats").notNull(),
    status: waitlistStatus("status").notNull().default("waiting"),
    joinedAt: at("joined_at").notNull(),
    /** The held order given to them when seats came free. */
    orderId: uuid("order_id").references(() => orders.id),
    offeredAt: at("offered_at"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check("waitlist_entries_seats_check", sql`${t.seats} between 1 and 8`),
    // An offer and what became of it name their order; a place still waiting has none.
    check(
      "waitlist_entries_offer_check",
      sql`(${t.status} not in ('offered', 'bought', 'lapsed') or ${t.orderId} is not null) and (${t.status} <> 'waiting' or ${t.orderId} is null)`,
    ),
    // One live place per customer and showtime.
    uniqueIndex("waitlist_entries_one_live").on(t.userId, t.showtimeId).where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_line_idx").on(t.showtimeId, t.lineNo).where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_user_idx").on(t.userId, t.joinedAt),
  ],
);

/**
 * Showtimes whose seats came free while someone waits: written by triggers on seat_claims and orders
 * in the transaction that frees the seats (migration 0026), taken by the hand-over job (SKIP LOCKED).
 */
export const waitlistWakeups = pgTable("waitlist_wakeups", {
  showtimeId: uuid("showtime_id")
    .primaryKey()
    .references(() => showtimes.id),
  wokenAt: at("woken_at").notNull().defaultNow(),
});

/**
 * "Nhắc tôi" on a coming film. `on_sale_at` is set by a trigger when a showtime of the film is
 * created; the reminder job then queues the e-mail and sets `notified_at` in one transaction (once).
 */
export const filmReminders = pgTable(
  "film_reminders",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id),
    createdAt: at("created_at").notNull(),
    onSaleAt: at("on_sale_at"),
    notifiedAt: at("notified_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.filmId] }),
    index("film_reminders_due_idx").on(t.onSaleAt).where(sql`${t.onSaleAt} is not null and ${t.notifiedAt} is null`),
    index("film_reminders_film_idx").on(t.filmId).where(sql`${t.onSaleAt} is null`),
  ],
);
