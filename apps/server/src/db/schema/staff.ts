import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { cinemas } from "./catalog.ts";

/** The cinemas a staff member or manager works at (API "Back office": they act only there). */
export const staffCinemas = pgTable(
  "staff_cinemas",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cinemaId] }), index("staff_cinemas_cinema_idx").on(t.cinemaId)],
);
