import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per key for each seat hold granted (decision 063): the hold limits count a key's rows in
 * the last window. Rows are only ever added, inside the hold's transaction — a refused or rolled-back
 * hold leaves none — so holds sharing a key (one address behind a carrier's NAT) never wait for each
 * other on a counter row, as they did on auth_throttle's. The hourly clean-up removes old rows.
 */
export const holdGrants = pgTable(
  "hold_grants",
  {
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("hold_grants_key_at_idx").on(t.key, t.at)],
);
