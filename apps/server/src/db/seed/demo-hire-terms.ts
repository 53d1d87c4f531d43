import { asc, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { films } from "../schema/catalog.ts";
import { distributors, filmHireTerms } from "../schema/film-hire.ts";

/** The usual Vietnamese split (decision 087): 55 % of the net box office in week 1, 50 % in week 2, 45 % after. */
const USUAL = { weekStarts: [1, 2, 3], percents: ["55.00", "50.00", "45.00"] };
/** A blockbuster's: a longer first step and a floor per admission. */
const BLOCKBUSTER = { weekStarts: [1, 3, 5], percents: ["60.00", "52.50", "45.00"] };

/**
 * Hire terms for the demo's films, so the settlements screen has figures from the demo's past:
 * the films in turn with the distributors of migration 0046, every fourth one on blockbuster terms
 * with a minimum of 25.000 ₫ an admission.
 */
export async function seedDemoHireTerms(db: Database, now: Date): Promise<void> {
  const rented = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(inArray(distributors.slug, ["cj-hk", "galaxy", "bhd", "lotte"]))
    .orderBy(asc(distributors.slug));
  if (rented.length === 0) return;
  const all = await db.select({ id: films.id }).from(films).orderBy(asc(films.releaseDate), asc(films.slug));
  const rows = all.map((film, i) => {
    const blockbuster = i % 4 === 0;
    return {
      filmId: film.id,
      distributorId: rented[i % rented.length]!.id,
      ...(blockbuster ? BLOCKBUSTER : USUAL),
      minimumPerTicketVnd: blockbuster ? 25_000 : null,
      updatedAt: now,
    };
  });
  if (rows.length > 0) await db.insert(filmHireTerms).values(rows).onConflictDoNothing();
}
