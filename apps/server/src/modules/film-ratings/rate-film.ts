import type { MyFilmRating } from "@hancine/contract/film-ratings";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { announceContentChange } from "../content/content-changes-repository.ts";
import { FILM_NOT_FOUND, filmBySlug, ratingCountOf, ratingOf, recomputeFilmRate, sawFilm, saveRating } from "./film-ratings-repository.ts";

/** `GET /films/:slug/ratings/mine`: whether the caller may rate the film, and their rating if any. */
export async function myFilmRating(deps: AppDeps, userId: string, slug: string): Promise<MyFilmRating> {
  const db = deps.database.db;
  const film = await filmBySlug(db, slug);
  if (!film) throw notFound(FILM_NOT_FOUND);
  const rating = await ratingOf(db, userId, film.id);
  return {
    eligible: await sawFilm(db, userId, film.id),
    rating: rating && { score: rating.score, review: rating.review, updatedAt: rating.updatedAt.toISOString() },
    film: { rate: film.ratingTenths / 10, ratings: await ratingCountOf(db, film.id) },
  };
}

/**
 * `POST /films/:slug/ratings`: a verified viewer (a ticket of theirs for the film checked in) rates
 * it 1–10 with a short plain-text review; once per film, a second time edits it. The film's public
 * rate becomes the average of verified viewers.
 */
export async function rateFilm(deps: AppDeps, userId: string, slug: string, input: { score: number; review: string }, ip: string | null) {
  const db = deps.database.db;
  const now = deps.clock();
  const film = await filmBySlug(db, slug);
  if (!film) throw notFound(FILM_NOT_FOUND);
  const saved = await db.transaction(async (tx) => {
    if (!(await sawFilm(tx, userId, film.id))) throw new DomainError("RATING_NOT_ALLOWED");
    await saveRating(tx, { userId, filmId: film.id, score: input.score, review: input.review, now });
    const ratingTenths = await recomputeFilmRate(tx, film.id);
    // Film lists are cached on every instance: the new rate shows there at once.
    await announceContentChange(tx, "films");
    await writeAudit(tx, { at: now, action: "film.rated", actorUserId: userId, ip, details: { filmId: film.id, score: input.score } });
    return { ratingTenths, ratings: await ratingCountOf(tx, film.id) };
  });
  return {
    eligible: true,
    rating: { score: input.score, review: input.review, updatedAt: now.toISOString() },
    film: { rate: saved.ratingTenths / 10, ratings: saved.ratings },
  };
}
