import type { AdminFilmReview } from "@hancine/contract/back-office-film-reviews";
import type { AppDeps } from "#server/app-deps.ts";
import { notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { adminFilmReviewById, lockFilmReview, setFilmReviewHidden } from "./film-reviews-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { msg } from "@hancine/contract/i18n/message";

const REVIEW_NOT_FOUND = msg("error.NOT_FOUND.review");

/**
 * `PATCH /admin/film-reviews/:id {hidden}`: an admin hides a review's words from the film page or
 * shows them again, under the review's row lock, with the change log's entry in the same
 * transaction. The score keeps counting in the film's rate either way (decision 056). Asking for
 * what already is changes nothing and logs nothing.
 */
export async function moderateFilmReview(deps: AppDeps, actor: Actor, id: string, hidden: boolean): Promise<AdminFilmReview> {
  const db = deps.database.db;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const was = await lockFilmReview(tx, id);
    if (!was) throw notFound(REVIEW_NOT_FOUND);
    if (was.hidden === hidden) return;
    await setFilmReviewHidden(tx, id, hidden ? { by: actor.user.id, at: now } : null);
    const review = (await adminFilmReviewById(tx, id))!;
    await writeAudit(tx, {
      at: now,
      action: hidden ? "film_review.hide" : "film_review.show",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: `${review.film.name} – ${review.author.fullName}` },
      change: { entity: "film_review", id, before: { hidden: was.hidden }, after: { hidden } },
    });
  });
  const review = await adminFilmReviewById(db, id);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  return review;
}
