import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { films } from "./catalog.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A verified viewer's rating of a film (1–10) and short review, once per customer and film (edited in
 * place). Written only when one of their tickets for the film was checked in; the film's public rate
 * becomes the average of these (films.rating_tenths, recomputed under the film's row lock). The film
 * page lists the reviews with words that an admin has not hidden (decision 056); a hidden review's
 * score still counts in the rate.
 */
export const filmRatings = pgTable(
  "film_ratings",
  {
    /** Opaque: the public list and the back office name a review by it, never by its author. */
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    filmId: uuid("film_id")
      .notNull()
      .references(() => films.id),
    score: smallint("score").notNull(),
    /** Plain text (control characters stripped, at most 500 characters); shown as text, never as HTML. */
    review: text("review").notNull().default(""),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Set when an admin hides the review's words from the film page (the score still counts). */
    hiddenAt: at("hidden_at"),
    hiddenBy: uuid("hidden_by").references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.filmId] }),
    index("film_ratings_film_idx").on(t.filmId),
    uniqueIndex("film_ratings_id_idx").on(t.id),
    // The film page's list: one film's shown reviews with words, newest first.
    index("film_ratings_public_idx").on(t.filmId, t.updatedAt.desc(), t.id).where(sql`${t.review} <> '' and ${t.hiddenAt} is null`),
    check("film_ratings_score_check", sql`${t.score} between 1 and 10`),
    check("film_ratings_review_check", sql`char_length(${t.review}) <= 500`),
    check("film_ratings_hidden_check", sql`(${t.hiddenAt} is null) = (${t.hiddenBy} is null)`),
  ],
);
