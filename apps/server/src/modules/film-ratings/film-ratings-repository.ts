import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { films } from "#server/db/schema/catalog.ts";
import { filmRatings } from "#server/db/schema/film-ratings.ts";
import { msg } from "@hancine/contract/i18n/message";

export const FILM_NOT_FOUND = msg("error.NOT_FOUND.filmForHire");

export type FilmRef = { id: string; ratingTenths: number };

/** The public film with this slug (archived films can still be rated by those who saw them). */
export async function filmBySlug(db: Database, slug: string): Promise<FilmRef | null> {
  const [row] = await db.select({ id: films.id, ratingTenths: films.ratingTenths }).from(films).where(eq(films.slug, slug));
  return row ?? null;
}

/** Whether one of the customer's tickets for this film was checked in at the door (and not refunded). */
export async function sawFilm(db: Database, userId: string, filmId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql<{ one: number }>`select 1 as one from tickets t
        join checkins c on c.ticket_id = t.id
        join orders o on o.id = t.order_id
        join showtimes s on s.id = t.showtime_id
        where o.user_id = ${userId} and s.film_id = ${filmId} and t.refund_id is null limit 1`,
  );
  return rows.length > 0;
}

export async function ratingOf(db: Database, userId: string, filmId: string) {
  const [row] = await db
    .select({ score: filmRatings.score, review: filmRatings.review, updatedAt: filmRatings.updatedAt })
    .from(filmRatings)
    .where(and(eq(filmRatings.userId, userId), eq(filmRatings.filmId, filmId)));
  return row ?? null;
}

export async function ratingCountOf(db: Database, filmId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(filmRatings).where(eq(filmRatings.filmId, filmId));
  return Number(row?.n ?? 0);
}

/** The customer's rating of the film, new or replacing their earlier one. */
export async function saveRating(tx: Database, rating: { userId: string; filmId: string; score: number; review: string; now: Date }): Promise<void> {
  await tx
    .insert(filmRatings)
    .values({ userId: rating.userId, filmId: rating.filmId, score: rating.score, review: rating.review, createdAt: rating.now, updatedAt: rating.now })
    .onConflictDoUpdate({ target: [filmRatings.userId, filmRatings.filmId], set: { score: rating.score, review: rating.review, updatedAt: rating.now } });
}

/**
 * The film's public rate becomes the average of its verified viewers' scores (one decimal), under
 * the film's row lock so two ratings saved together both count.
 */
export async function recomputeFilmRate(tx: Database, filmId: string): Promise<number> {
  await tx.select({ id: films.id }).from(films).where(eq(films.id, filmId)).for("update");
  const [row] = await tx
    .update(films)
    .set({ ratingTenths: sql`(select round(avg(score) * 10)::smallint from film_ratings where film_id = ${filmId})` })
    .where(eq(films.id, filmId))
    .returning({ ratingTenths: films.ratingTenths });
  return row!.ratingTenths;
}
