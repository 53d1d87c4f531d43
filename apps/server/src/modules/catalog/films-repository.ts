import { sql, type SQL } from "drizzle-orm";
import type { Film, FilmDetail } from "@hancine/contract/catalog";
import { AGE_RATING_MEANING, type ShowFormat } from "@hancine/contract/catalog";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { films } from "#server/db/schema/catalog.ts";
import { onPublicScreen } from "./public-films-sql.ts";

export type FilmListKind = "showing" | "coming" | "imax";

type FilmColumns = typeof films.$inferSelect;

/** A film as the lists show it (`filmColumns`). */
type FilmRow = RawRow<
  Pick<
    FilmColumns,
    "id" | "slug" | "title" | "titleEn" | "originalTitle" | "poster" | "ratingTenths" | "ageRating" | "durationMinutes" | "releaseDate" | "trailerUrl"
  > & {
    /** Its genres' names (text[]). */
    genres: string[] | null;
    /** The formats of its coming showtimes, as text: neither driver parses an array of an enum. */
    formats: ShowFormat[] | null;
  }
>;

const FORMAT_ORDER: ShowFormat[] = ["2D", "3D", "IMAX", "4DX"];

function toFilm(row: FilmRow): Film {
  return {
    id: row.id,
    slug: row.slug,
    name: row.title,
    nameEn: row.titleEn,
    originalName: row.originalTitle,
    imagePortrait: row.poster,
    rate: row.ratingTenths / 10,
    age: row.ageRating,
    duration: row.durationMinutes,
    releaseDate: row.releaseDate,
    genres: row.genres ?? [],
    formats: FORMAT_ORDER.filter((f) => row.formats?.includes(f)),
    trailerUrl: row.trailerUrl,
  };
}

/** Upcoming showtimes of film `f`, optionally in one city and one format. */
function upcomingShowtimes(now: Date, city?: string, format?: ShowFormat): SQL {
  return sql`
    select 1 from showtimes s
    join auditoriums a on a.id = s.auditorium_id
    join cinemas c on c.id = a.cinema_id
    where s.film_id = f.id and s.starts_at > ${now.toISOString()} and s.cancelled_at is null
    ${city ? sql`and c.city_slug = ${city}` : sql``}
    ${format ? sql`and s.format = ${format}` : sql``}`;
}

const filmColumns = (now: Date) => sql`
  f.id, f.slug, f.title, f.title_en as "titleEn", f.original_title as "originalTitle", f.poster, f.rating_tenths as "ratingTenths", f.age_rating as "ageRating",
  f.duration_minutes as "durationMinutes", to_char(f.release_date, 'YYYY-MM-DD') as "releaseDate", f.trailer_url as "trailerUrl",
  (select array_agg(g.name order by g.name) from film_genres fg join genres g on g.id = fg.genre_id where fg.film_id = f.id) as genres,
  (select array_agg(distinct s.format::text) from showtimes s where s.film_id = f.id and s.starts_at > ${now.toISOString()} and s.cancelled_at is null) as formats`;

export async function listFilms(
  db: Database,
  options: { kind: FilmListKind; today: string; now: Date; city?: string | undefined; query?: string },
): Promise<Film[]> {
  const { kind, today, now, city } = options;
  let where: SQL;
  if (kind === "coming") where = sql`f.release_date > ${today}`;
  else if (kind === "imax") where = sql`exists (${upcomingShowtimes(now, city, "IMAX")})`;
  else where = sql`f.release_date <= ${today} and exists (${upcomingShowtimes(now, city)})`;
  const order = kind === "coming" ? sql`f.release_date, f.position, f.title` : sql`f.position, f.rating_tenths desc, f.title`;
  const rows = await queryRows(db, sql<FilmRow>`select ${filmColumns(now)} from films f where ${where} and ${onPublicScreen(today)} order by ${order}`);
  return rows.map(toFilm);
}

export async function findFilmBySlug(db: Database, slug: string, now: Date): Promise<FilmDetail | undefined> {
  type DetailRow = FilmRow &
    RawRow<Pick<FilmColumns, "backdrop" | "country" | "synopsis" | "synopsisEn">> & { directors: FilmDetail["directors"]; cast: FilmDetail["cast"] };
  const [row] = await queryRows(
    db,
    sql<DetailRow>`
    select ${filmColumns(now)}, f.backdrop, f.country, f.synopsis, f.synopsis_en as "synopsisEn",
      coalesce((select json_agg(json_build_object('slug', p.slug, 'name', p.name) order by fp.position)
        from film_people fp join people p on p.id = fp.person_id where fp.film_id = f.id and fp.role = 'director'), '[]') as directors,
      coalesce((select json_agg(json_build_object('slug', p.slug, 'name', p.name) order by fp.position)
        from film_people fp join people p on p.id = fp.person_id where fp.film_id = f.id and fp.role = 'cast'), '[]') as "cast"
    from films f where f.slug = ${slug}`,
  );
  if (!row) return undefined;
  return {
    ...toFilm(row),
    backdrop: row.backdrop,
    country: row.country,
    synopsis: row.synopsis,
    synopsisEn: row.synopsisEn,
    directors: row.directors,
    cast: row.cast,
    ageMeaning: AGE_RATING_MEANING[row.ageRating],
  };
}
