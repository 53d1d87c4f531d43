import { sql } from "drizzle-orm";
import type { FilmRef, GenreWithFilms, PersonRole, PersonWithFilms } from "@hancine/contract/film-index";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { films, genres, people } from "#server/db/schema/catalog.ts";
import { onPublicScreen } from "./public-films-sql.ts";

/** A film of the catalogue under one group: a genre or a person (their slug and name). */
type Row = RawRow<
  Pick<typeof films.$inferSelect, "slug" | "title" | "titleEn" | "poster" | "ageRating" | "ratingTenths" | "releaseDate"> & {
    groupSlug: (typeof genres.$inferSelect)["slug"] | (typeof people.$inferSelect)["slug"];
    groupName: (typeof genres.$inferSelect)["name"] | (typeof people.$inferSelect)["name"];
  }
>;

/** The current catalogue, as the film lists define it: coming soon, or released with showtimes ahead (never archived or past its end). */
const inCatalogue = (today: string, now: Date) => sql`
  (f.release_date > ${today}
   or exists (select 1 from showtimes s where s.film_id = f.id and s.starts_at > ${now.toISOString()} and s.cancelled_at is null))
  and ${onPublicScreen(today)}`;

const filmColumns = sql`f.slug, f.title, f.title_en as "titleEn", f.poster, f.age_rating as "ageRating", f.rating_tenths as "ratingTenths", to_char(f.release_date, 'YYYY-MM-DD') as "releaseDate"`;

const collator = new Intl.Collator("vi");

/** Rows grouped in order of first appearance; films best rated first, then by name. */
function group(rows: Row[]): { slug: string; name: string; films: FilmRef[] }[] {
  const groups = new Map<string, { slug: string; name: string; films: FilmRef[] }>();
  for (const row of rows) {
    let entry = groups.get(row.groupSlug);
    if (!entry) groups.set(row.groupSlug, (entry = { slug: row.groupSlug, name: row.groupName, films: [] }));
    entry.films.push({
      slug: row.slug,
      name: row.title,
      nameEn: row.titleEn,
      imagePortrait: row.poster,
      age: row.ageRating,
      rate: row.ratingTenths / 10,
      releaseDate: row.releaseDate,
    });
  }
  for (const entry of groups.values()) entry.films.sort((a, b) => b.rate - a.rate || collator.compare(a.name, b.name));
  return [...groups.values()];
}

/** Genres that have at least one film in the catalogue, in Vietnamese alphabetical order. */
export async function listGenresWithFilms(db: Database, today: string, now: Date): Promise<GenreWithFilms[]> {
  const rows = await queryRows(
    db,
    sql<Row>`
    select g.slug as "groupSlug", g.name as "groupName", ${filmColumns}
    from genres g
    join film_genres fg on fg.genre_id = g.id
    join films f on f.id = fg.film_id
    where ${inCatalogue(today, now)}`,
  );
  return group(rows).sort((a, b) => collator.compare(a.name, b.name));
}

/** Directors or cast members of the catalogue's films: most films first, then by name. */
export async function listPeopleWithFilms(db: Database, role: PersonRole, today: string, now: Date): Promise<PersonWithFilms[]> {
  const rows = await queryRows(
    db,
    sql<Row>`
    select p.slug as "groupSlug", p.name as "groupName", ${filmColumns}
    from people p
    join film_people fp on fp.person_id = p.id and fp.role = ${role}
    join films f on f.id = fp.film_id
    where ${inCatalogue(today, now)}`,
  );
  return group(rows).sort((a, b) => b.films.length - a.films.length || collator.compare(a.name, b.name));
}
