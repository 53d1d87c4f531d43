import { or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { foldDiacritics } from "@hancine/contract/slug";
import type { SearchResult } from "@hancine/contract/quick-booking";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { searchPattern } from "#server/db/search-pattern.ts";
import { cinemas as cinemaTable, films as filmTable, type filmPeople, type people as peopleTable } from "#server/db/schema/catalog.ts";
import { posts as postTable, promotions as promotionTable } from "#server/db/schema/content.ts";
import { listCinemas } from "../catalog/cinemas-repository.ts";
import { listFilms } from "../catalog/films-repository.ts";
import { onPublicScreen } from "../catalog/public-films-sql.ts";
import { listPosts, listPromotions } from "../content/content-repository.ts";
import { chainDay } from "@hancine/contract/format";
import { FORMATS } from "@hancine/contract/catalog";

/** A person with one of their films (`matchingPeople`). */
type PersonFilmRow = RawRow<
  Pick<typeof peopleTable.$inferSelect, "slug" | "name"> &
    Pick<typeof filmPeople.$inferSelect, "role"> & { filmId: (typeof filmTable.$inferSelect)["id"]; title: (typeof filmTable.$inferSelect)["title"] }
>;

/** A query that names a projection format ("imax", "3D", "4dx"): its films are those with such showtimes ahead. */
function formatNamed(query: string): (typeof FORMATS)[number] | undefined {
  const word = foldDiacritics(query).toUpperCase().replace(/\s+/g, "");
  return FORMATS.find((format) => format === word);
}

/** Directors and actors whose names match, with the films they made or play in. */
async function matchingPeople(db: Database, pattern: string, today: string) {
  const rows = await queryRows(
    db,
    sql<PersonFilmRow>`select p.slug, p.name, fp.role, f.id as "filmId", f.title
        from people p join film_people fp on fp.person_id = p.id join films f on f.id = fp.film_id
        where fold_vi(p.name) like ${pattern} and ${onPublicScreen(today)}
        order by p.name, f.release_date desc
        limit 200`,
  );
  const people = new Map<string, { slug: string; name: string; roles: Set<"director" | "cast">; films: Map<string, string> }>();
  for (const row of rows) {
    const person = people.get(row.slug) ?? { slug: row.slug, name: row.name, roles: new Set(), films: new Map() };
    person.roles.add(row.role);
    person.films.set(row.filmId, row.title);
    people.set(row.slug, person);
  }
  return [...people.values()];
}

/**
 * Films, cinemas, posts, promotions and people whose names contain the query, ignoring case and
 * Vietnamese diacritics (`fold_vi`, migration 0002); films also by their directors and actors, and
 * by a format's name ("imax"). Lists are small, so matching ids are read first and the public shapes
 * come from the same repositories the list endpoints use.
 */
export async function search(db: Database, query: string, now: Date): Promise<SearchResult> {
  const pattern = searchPattern(query);
  const ids = async (table: typeof filmTable | typeof cinemaTable | typeof postTable | typeof promotionTable, columns: PgColumn[]) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(or(...columns.map((column) => sql`fold_vi(${column}) like ${pattern}`)))
      .limit(50);
    return new Set(rows.map((r) => r.id));
  };
  const format = formatNamed(query);
  const today = chainDay(now);
  const [filmIds, cinemaIds, postIds, promotionIds, people] = await Promise.all([
    ids(filmTable, [filmTable.title, filmTable.originalTitle]),
    ids(cinemaTable, [cinemaTable.name, cinemaTable.address]),
    ids(postTable, [postTable.title, postTable.titleEn]),
    ids(promotionTable, [promotionTable.title, promotionTable.summary, promotionTable.titleEn, promotionTable.summaryEn]),
    matchingPeople(db, pattern, today),
  ]);
  for (const person of people) for (const filmId of person.films.keys()) filmIds.add(filmId);
  const anyFilm = filmIds.size > 0 || format !== undefined;
  const [showing, coming, cinemas, posts, promotions] = await Promise.all([
    anyFilm ? listFilms(db, { kind: "showing", today, now }) : [],
    anyFilm ? listFilms(db, { kind: "coming", today, now }) : [],
    cinemaIds.size ? listCinemas(db) : [],
    postIds.size ? listPosts(db, now, undefined, 500) : [],
    promotionIds.size ? listPromotions(db, now) : [],
  ]);
  const inFormat = format ? [...showing, ...coming].filter((film) => film.formats.includes(format)) : [];
  const films = [...inFormat, ...[...showing, ...coming].filter((f) => filmIds.has(f.id))];
  return {
    films: films.filter((film, i) => films.findIndex((other) => other.id === film.id) === i),
    cinemas: cinemas.filter((c) => cinemaIds.has(c.id)),
    posts: posts.filter((p) => postIds.has(p.id)),
    promotions: promotions.filter((p) => promotionIds.has(p.id)),
    people: people.map((person) => ({ slug: person.slug, name: person.name, roles: [...person.roles], films: [...person.films.values()] })),
  };
}
