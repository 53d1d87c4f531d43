import { eq, sql, type SQL } from "drizzle-orm";
import type { AdminFilmReview } from "@hancine/contract/back-office-film-reviews";
import { queryRows, type Database } from "#server/db/client.ts";
import { filmRatings } from "#server/db/schema/film-ratings.ts";

/** A review the film page may show: it has words and no admin hid it (film_ratings_public_idx). */
const SHOWN = sql`r.review <> '' and r.hidden_at is null`;

type PublicReviewRow = { id: string; score: number; review: string; at: Date | string; fullName: string };

/** One page of a film's shown reviews, newest first, with their authors' full names (masked by the caller). */
export async function shownReviews(db: Database, filmId: string, page: { limit: number; offset: number }) {
  const [items, [count]] = await Promise.all([
    queryRows(
      db,
      sql<PublicReviewRow>`select r.id, r.score, r.review, r.updated_at as at, u.full_name as "fullName"
          from film_ratings r join users u on u.id = r.user_id
         where r.film_id = ${filmId} and ${SHOWN}
         order by r.updated_at desc, r.id
         limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows(db, sql<{ n: number }>`select count(*)::int as n from film_ratings r where r.film_id = ${filmId} and ${SHOWN}`),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

type AdminReviewRow = {
  id: string;
  slug: string;
  filmName: string;
  fullName: string;
  email: string;
  score: number;
  review: string;
  at: Date | string;
  hiddenAt: Date | string | null;
};

const iso = (at: Date | string) => new Date(at).toISOString();

const toAdminReview = (row: AdminReviewRow): AdminFilmReview => ({
  id: row.id,
  film: { slug: row.slug, name: row.filmName },
  author: { fullName: row.fullName, email: row.email },
  score: row.score,
  review: row.review,
  at: iso(row.at),
  hidden: row.hiddenAt !== null,
  hiddenAt: row.hiddenAt && iso(row.hiddenAt),
});

function adminSelect(where: SQL, tail: SQL = sql``): SQL<AdminReviewRow> {
  return sql<AdminReviewRow>`
    select r.id, f.slug, f.title as "filmName", u.full_name as "fullName", u.email, r.score, r.review, r.updated_at as at, r.hidden_at as "hiddenAt"
      from film_ratings r
      join films f on f.id = r.film_id
      join users u on u.id = r.user_id
     where ${where}
     ${tail}`;
}

const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's list: every rating with words (a bare score has nothing to moderate), newest
 * first; `q` matches every word in the review, the film's name, the author's name or e-mail
 * (case and diacritics ignored).
 */
export async function searchFilmReviews(
  db: Database,
  filter: { q?: string | undefined; film?: string | undefined; hidden?: boolean | undefined; limit: number; offset: number },
) {
  const conditions: SQL[] = [sql`r.review <> ''`];
  for (const word of (filter.q ?? "").split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    conditions.push(
      sql`(fold_vi(r.review) like fold_vi(${pattern}) or fold_vi(f.title) like fold_vi(${pattern}) or fold_vi(u.full_name) like fold_vi(${pattern}) or lower(u.email) like ${pattern})`,
    );
  }
  if (filter.film) conditions.push(sql`f.slug = ${filter.film}`);
  if (filter.hidden !== undefined) conditions.push(filter.hidden ? sql`r.hidden_at is not null` : sql`r.hidden_at is null`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows(db, adminSelect(where, sql`order by r.updated_at desc, r.id limit ${filter.limit} offset ${filter.offset}`)),
    queryRows(
      db,
      sql<{ n: number }>`select count(*)::int as n from film_ratings r join films f on f.id = r.film_id join users u on u.id = r.user_id where ${where}`,
    ),
  ]);
  return { items: rows.map(toAdminReview), total: Number(count?.n ?? 0) };
}

export async function adminFilmReviewById(db: Database, id: string): Promise<AdminFilmReview | null> {
  const [row] = await queryRows(db, adminSelect(sql`r.id = ${id}::uuid`));
  return row ? toAdminReview(row) : null;
}

/** Locks one review for a change; null when there is none with this id. */
export async function lockFilmReview(tx: Database, id: string): Promise<{ hidden: boolean } | null> {
  const [row] = await queryRows(tx, sql<{ hidden: boolean }>`select hidden_at is not null as hidden from film_ratings where id = ${id}::uuid for update`);
  return row ?? null;
}

/** Hides a review's words from the film page (by this admin, now), or shows them again. */
export async function setFilmReviewHidden(tx: Database, id: string, hide: { by: string; at: Date } | null): Promise<void> {
  await tx
    .update(filmRatings)
    .set({ hiddenAt: hide?.at ?? null, hiddenBy: hide?.by ?? null })
    .where(eq(filmRatings.id, id));
}
