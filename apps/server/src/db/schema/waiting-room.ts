import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { QUEUE_STATES } from "@hancine/contract/waiting-room";
import { users } from "./accounts.ts";
import { films, showtimes } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const queueState = pgEnum("queue_state", QUEUE_STATES);

/**
 * A premiere day's sale (decision 055): its showtimes open at `opens_at` through the waiting room,
 * `rate_per_minute` people let in a minute. `admitted_through` is the last queue `seq` the admission
 * job has passed (a place = seq − admitted_through); `drawn_at` is when the early arrivals were numbered.
 */
export const saleEvents = pgTable(
  "sale_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id),
    opensAt: at("opens_at").notNull(),
    ratePerMinute: integer("rate_per_minute").notNull(),
    paused: boolean("paused").notNull().default(false),
    closedAt: at("closed_at"),
    drawnAt: at("drawn_at"),
    admittedThrough: bigint("admitted_through", { mode: "number" }).notNull().default(0),
    /** The last `seq` given (early arrivals at the draw, then each later arrival). */
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check("sale_events_rate_check", sql`${t.ratePerMinute} between 1 and 10000`),
    check("sale_events_through_check", sql`${t.admittedThrough} between 0 and ${t.lastSeq}`),
    index("sale_events_live_idx").on(t.opensAt).where(sql`${t.closedAt} is null`),
  ],
);

/** The showtimes a sale event covers; a showtime belongs to one event at most. */
export const saleEventShowtimes = pgTable(
  "sale_event_showtimes",
  {
    showtimeId: uuid("showtime_id")
      .primaryKey()
      .references(() => showtimes.id),
    eventId: uuid("event_id")
      .notNull()
      .references(() => saleEvents.id, { onDelete: "cascade" }),
  },
  (t) => [index("sale_event_showtimes_event_idx").on(t.eventId)],
);

/**
 * One account's place in a sale event's queue. Before the opening `draw` is random and `seq` empty;
 * the draw numbers the early arrivals by `draw`, later arrivals get the next `seq` when they join.
 */
export const queueEntries = pgTable(
  "queue_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => saleEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    state: queueState("state").notNull().default("waiting"),
    draw: bigint("draw", { mode: "number" }),
    seq: bigint("seq", { mode: "number" }),
    joinedAt: at("joined_at").notNull(),
    seenAt: at("seen_at").notNull(),
    admittedAt: at("admitted_at"),
    admissionExpiresAt: at("admission_expires_at"),
    buyingUntil: at("buying_until"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("queue_entries_one_per_account").on(t.eventId, t.userId),
    uniqueIndex("queue_entries_seq_unique").on(t.eventId, t.seq),
    index("queue_entries_line_idx").on(t.eventId, t.seq).where(sql`${t.state} = 'waiting'`),
    index("queue_entries_admitted_idx").on(t.eventId, t.admittedAt).where(sql`${t.admittedAt} is not null`),
    check("queue_entries_admitted_check", sql`${t.state} in ('waiting', 'left') or ${t.admittedAt} is not null`),
  ],
);
