import { eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { films } from "#server/db/schema/catalog.ts";
import { filmHireTerms } from "#server/db/schema/film-hire.ts";

export type StoredHireTerms = {
  filmId: string;
  distributorId: string;
  weeks: { week: number; percent: number }[];
  minimumPerTicketVnd: number | null;
  updatedAt: Date;
};

/** The film a hire term is for, by id (null: none). */
export async function filmForHire(db: Database, id: string): Promise<{ id: string; name: string; releaseDate: string } | null> {
  const [row] = await db.select({ id: films.id, name: films.title, releaseDate: films.releaseDate }).from(films).where(eq(films.id, id)).limit(1);
  return row ?? null;
}

type TermsRow = { filmId: string; distributorId: string; weekStarts: number[]; percents: number[]; minimum: number | null; updatedAt: Date | string };

/** The film's hire terms (the weeks as numbers: the percents are numeric, read as float8). */
export async function findHireTerms(db: Database, filmId: string): Promise<StoredHireTerms | null> {
  const [row] = await queryRows(
    db,
    sql<TermsRow>`select film_id as "filmId", distributor_id as "distributorId", week_starts::int[] as "weekStarts", percents::float8[] as percents,
                         minimum_per_ticket_vnd as minimum, updated_at as "updatedAt"
                    from film_hire_terms where film_id = ${filmId}::uuid`,
  );
  if (!row) return null;
  return {
    filmId: row.filmId,
    distributorId: row.distributorId,
    weeks: row.weekStarts.map((week, i) => ({ week: Number(week), percent: Number(row.percents[i]) })),
    minimumPerTicketVnd: row.minimum === null ? null : Number(row.minimum),
    updatedAt: new Date(row.updatedAt),
  };
}

/** Locks the film's terms row (if any) for a change in this transaction. */
export async function lockHireTerms(tx: Database, filmId: string): Promise<void> {
  await queryRows(tx, sql`select film_id from film_hire_terms where film_id = ${filmId}::uuid for update`);
}

/** Writes the film's whole terms, replacing what was there. */
export async function saveHireTerms(
  tx: Database,
  terms: { filmId: string; distributorId: string; weeks: { week: number; percent: number }[]; minimumPerTicketVnd: number | null; at: Date; by: string },
): Promise<void> {
  const values = {
    distributorId: terms.distributorId,
    weekStarts: terms.weeks.map((w) => w.week),
    percents: terms.weeks.map((w) => w.percent.toFixed(2)),
    minimumPerTicketVnd: terms.minimumPerTicketVnd,
    updatedAt: terms.at,
    updatedBy: terms.by,
  };
  await tx
    .insert(filmHireTerms)
    .values({ filmId: terms.filmId, ...values })
    .onConflictDoUpdate({ target: filmHireTerms.filmId, set: values });
}
