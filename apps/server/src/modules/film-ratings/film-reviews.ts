import { FILM_REVIEWS_PAGE_SIZE, reviewAuthor, type FilmReviewsPage } from "@hancine/contract/film-ratings";
import type { AppDeps } from "#server/app-deps.ts";
import { notFound } from "#server/domain-error.ts";
import { FILM_NOT_FOUND, filmBySlug, ratingCountOf } from "./film-ratings-repository.ts";
import { shownReviews } from "./film-reviews-repository.ts";

/**
 * `GET /films/:slug/reviews?page=`: what verified viewers wrote about the film, newest first, 10 a
 * page — only reviews with words that no admin hid — each signed with the given name and the
 * family name's initial; and the film's rate, to which every rating counts, hidden or not (decision 056).
 */
export async function filmReviews(deps: AppDeps, slug: string, page: number): Promise<FilmReviewsPage> {
  const db = deps.database.db;
  const film = await filmBySlug(db, slug);
  if (!film) throw notFound(FILM_NOT_FOUND);
  const [list, ratings] = await Promise.all([
    shownReviews(db, film.id, { limit: FILM_REVIEWS_PAGE_SIZE, offset: (page - 1) * FILM_REVIEWS_PAGE_SIZE }),
    ratingCountOf(db, film.id),
  ]);
  return {
    items: list.items.map((row) => ({
      id: row.id,
      score: row.score,
      review: row.review,
      author: reviewAuthor(row.fullName),
      at: new Date(row.at).toISOString(),
    })),
    total: list.total,
    page,
    pageSize: FILM_REVIEWS_PAGE_SIZE,
    rate: film.ratingTenths / 10,
    ratings,
  };
}
