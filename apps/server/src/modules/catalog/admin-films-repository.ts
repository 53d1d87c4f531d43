import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { AdminFilm, AdminFilmList, AdminFilmRow } from "@hancine/contract/back-office-films";
import type { FilmStatus } from "@hancine/contract/back-office-films-constants";
import { slugify } from "@hancine/contract/slug";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { filmGenres, filmPeople, films, genres, people } from "#server/db/schema/catalog.ts";
import type { media } from "#server/db/schema/media.ts";
import { searchPattern } from "#server/db/search-pattern.ts";

type FilmColumns = typeof films.$inferSelect;
export type FilmValues = Omit<typeof films.$inferInsert, "id">;

/** "Now" of one read: the chain's day (YYYY-MM-DD) and the instant. */
export type ReadClock = { today: string; now: Date };

/** The chain's calendar day of a showtime's start. */
const LOCAL_DAY = sql`(s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date`;

/** The media id of the film's poster: the upload it was made from, else the one in its URL (the demo's drawn art). */
const POSTER_MEDIA = sql`coalesce(f.poster_media_id, substring(f.poster from '^/media/([a-f0-9]{16})\\.'))`;
/** The backdrop's, likewise; a film whose uploaded poster stands in for its backdrop has none. */
const BACKDROP_MEDIA = sql`coalesce(f.backdrop_media_id, case when f.poster_media_id is null then substring(f.backdrop from '^/media/([a-f0-9]{16})\\.') end)`;

/**
 * Where a film stands in the chain's day: archived; coming (released after today); ended (its end
 * date, or without one its last showtime's day, before today); else showing — a film released with
 * no showtimes yet counts as showing until it has some that end.
 */
const status = (clock: ReadClock) => sql`
  case
    when f.archived_at is not null then 'luu-tru'
    when f.release_date > ${clock.today}::date then 'sap-chieu'
    when coalesce(f.end_date, (select max(${LOCAL_DAY}) from showtimes s where s.film_id = f.id and s.cancelled_at is null)) < ${clock.today}::date then 'da-ket-thuc'
    else 'dang-chieu'
  end`;

const upcoming = (clock: ReadClock) =>
  sql`(select count(*) from showtimes s where s.film_id = f.id and s.cancelled_at is null and s.starts_at > ${clock.now.toISOString()})`;

type ListRow = RawRow<
  Pick<FilmColumns, "id" | "slug" | "title" | "originalTitle" | "poster" | "ageRating" | "durationMinutes" | "releaseDate" | "endDate"> & {
    placeholder: (typeof media.$inferSelect)["placeholder"];
    formats: FilmColumns["formats"];
    status: FilmStatus;
    /** count(*): text on node-postgres. */
    upcoming: number | string;
  }
>;

const listColumns = (clock: ReadClock) => sql`
  f.id, f.slug, f.title, f.original_title as "originalTitle", f.poster, f.age_rating as "ageRating", f.duration_minutes as "durationMinutes",
  to_char(f.release_date, 'YYYY-MM-DD') as "releaseDate", to_char(f.end_date, 'YYYY-MM-DD') as "endDate", f.formats::text[] as formats,
  (select m.placeholder from media m where m.id = ${POSTER_MEDIA}) as placeholder,
  ${status(clock)} as status, ${upcoming(clock)} as upcoming`;

function toListRow(row: ListRow): AdminFilmRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.title,
    originalName: row.originalTitle,
    poster: row.poster,
    posterPlaceholder: row.placeholder,
    age: row.ageRating,
    durationMinutes: row.durationMinutes,
    releaseDate: row.releaseDate,
    endDate: row.endDate,
    formats: row.formats,
    status: row.status,
    upcomingShowtimes: Number(row.upcoming),
  };
}

/** Films whose name, original name or slug contain `q` (case and diacritics ignored), or all. */
function matching(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const pattern = searchPattern(q);
  return sql`(fold_vi(f.title) like ${pattern} or fold_vi(coalesce(f.original_title, '')) like ${pattern} or f.slug like ${`%${slugify(q)}%`})`;
}

/** One page of the back office's film list, with each status tab's count for the same search. */
export async function listAdminFilms(
  db: Database,
  options: ReadClock & { q?: string | undefined; status?: FilmStatus | undefined; page: number; pageSize: number },
): Promise<AdminFilmList> {
  const found = sql`select ${listColumns(options)} from films f where ${matching(options.q)}`;
  const counted = await queryRows(db, sql<{ status: FilmStatus; n: number | string }>`select status, count(*) as n from (${found}) x group by status`);
  const counts: AdminFilmList["counts"] = { all: 0, "sap-chieu": 0, "dang-chieu": 0, "da-ket-thuc": 0, "luu-tru": 0 };
  for (const row of counted) {
    counts[row.status] = Number(row.n);
    if (row.status !== "luu-tru") counts.all += Number(row.n);
  }
  const wanted = options.status ? sql`status = ${options.status}` : sql`status <> 'luu-tru'`;
  // Coming films soonest first; the others newest release first.
  const order = options.status === "sap-chieu" ? sql`"releaseDate", title` : sql`"releaseDate" desc, title`;
  const rows = await queryRows(
    db,
    sql<ListRow>`select * from (${found}) x where ${wanted} order by ${order} limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
  const total = options.status ? counts[options.status] : counts.all;
  return { films: rows.map(toListRow), total, page: options.page, pageSize: options.pageSize, counts };
}

type DetailRow = ListRow &
  RawRow<
    Pick<
      FilmColumns,
      "titleEn" | "synopsis" | "synopsisEn" | "trailerUrl" | "backdrop" | "distributor" | "country" | "ratingTenths" | "archivedAt" | "updatedAt"
    > & {
      posterMediaId: string | null;
      backdropMediaId: string | null;
      genres: string[];
      directors: string[];
      cast: string[];
      lastDay: string | null;
    }
  >;

const credits = (role: "director" | "cast") =>
  sql`coalesce((select array_agg(p.name order by fp.position) from film_people fp join people p on p.id = fp.person_id where fp.film_id = f.id and fp.role = ${role}), '{}'::text[])`;

/** One film as the back office edits it, or null. */
export async function findAdminFilm(db: Database, id: string, clock: ReadClock): Promise<AdminFilm | null> {
  const [row] = await queryRows(
    db,
    sql<DetailRow>`
      select ${listColumns(clock)}, f.title_en as "titleEn", f.synopsis, f.synopsis_en as "synopsisEn", f.trailer_url as "trailerUrl", f.backdrop, f.distributor, f.country,
        f.rating_tenths as "ratingTenths", f.archived_at as "archivedAt", f.updated_at as "updatedAt",
        ${POSTER_MEDIA} as "posterMediaId", ${BACKDROP_MEDIA} as "backdropMediaId",
        coalesce((select array_agg(g.slug order by g.name) from film_genres fg join genres g on g.id = fg.genre_id where fg.film_id = f.id), '{}'::text[]) as genres,
        ${credits("director")} as directors, ${credits("cast")} as "cast",
        (select to_char(max(${LOCAL_DAY}), 'YYYY-MM-DD') from showtimes s where s.film_id = f.id and s.cancelled_at is null) as "lastDay"
      from films f where f.id = ${id}`,
  );
  if (!row) return null;
  return {
    ...toListRow(row),
    nameEn: row.titleEn,
    synopsis: row.synopsis,
    synopsisEn: row.synopsisEn,
    trailerUrl: row.trailerUrl,
    backdrop: row.backdrop,
    distributor: row.distributor,
    country: row.country,
    rate: row.ratingTenths / 10,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    posterMediaId: row.posterMediaId,
    backdropMediaId: row.backdropMediaId,
    genres: row.genres,
    directors: row.directors,
    cast: row.cast,
    lastShowtimeDay: row.lastDay,
  };
}

/** Locks the film's row for a change; false when there is no such film. */
export async function lockFilm(tx: Database, id: string): Promise<boolean> {
  const rows = await tx.select({ id: films.id }).from(films).where(eq(films.id, id)).for("update");
  return rows.length > 0;
}

export async function insertFilm(tx: Database, values: FilmValues): Promise<string> {
  const [row] = await tx.insert(films).values(values).returning({ id: films.id });
  return row!.id;
}

export async function updateFilmRow(tx: Database, id: string, values: Partial<FilmValues>): Promise<void> {
  await tx.update(films).set(values).where(eq(films.id, id));
}

/** The film using `slug` (other than `except`), if any. */
export async function filmWithSlug(db: Database, slug: string, except?: string): Promise<string | null> {
  const [row] = await db
    .select({ id: films.id })
    .from(films)
    .where(except ? and(eq(films.slug, slug), ne(films.id, except)) : eq(films.slug, slug));
  return row?.id ?? null;
}

/** `base-2`, `base-3`…: the first that no film uses. */
export async function freeSlugLike(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: films.slug })
    .from(films)
    .where(sql`${films.slug} like ${`${base}-%`}`);
  const taken = new Set(rows.map((r) => r.slug));
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Every genre, for the editor's checkboxes. */
export async function listGenres(db: Database): Promise<{ slug: string; name: string }[]> {
  const rows = await db.select({ slug: genres.slug, name: genres.name }).from(genres);
  const collator = new Intl.Collator("vi");
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

/** Genres by slug (those that exist). */
export async function genresBySlug(db: Database, slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: genres.id, slug: genres.slug })
    .from(genres)
    .where(inArray(genres.slug, [...slugs]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function setFilmGenres(tx: Database, filmId: string, genreIds: readonly string[]): Promise<void> {
  await tx.delete(filmGenres).where(eq(filmGenres.filmId, filmId));
  if (genreIds.length) await tx.insert(filmGenres).values(genreIds.map((genreId) => ({ filmId, genreId })));
}

/**
 * The film's directors and cast, in order. People are one row per folded name (their public page's
 * slug): a name already known keeps its spelling there.
 */
export async function setFilmPeople(tx: Database, filmId: string, credited: { directors: readonly string[]; cast: readonly string[] }): Promise<void> {
  const all = [...credited.directors, ...credited.cast];
  const bySlug = new Map(all.map((name) => [slugify(name), name]));
  if (bySlug.size)
    await tx
      .insert(people)
      .values([...bySlug].map(([slug, name]) => ({ slug, name })))
      .onConflictDoNothing();
  const rows = bySlug.size
    ? await tx
        .select({ id: people.id, slug: people.slug })
        .from(people)
        .where(inArray(people.slug, [...bySlug.keys()]))
    : [];
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  await tx.delete(filmPeople).where(eq(filmPeople.filmId, filmId));
  const lines = [
    ...credited.directors.map((name, position) => ({ filmId, personId: idOf.get(slugify(name))!, role: "director" as const, position })),
    ...credited.cast.map((name, position) => ({ filmId, personId: idOf.get(slugify(name))!, role: "cast" as const, position })),
  ];
  if (lines.length) await tx.insert(filmPeople).values(lines);
}
