import { and, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { AdminShowtime, SchedulableFilm, ScheduleDay } from "@hancine/contract/back-office-schedule";
import { normalizeAccessibility, type AccessibilityFeature } from "@hancine/contract/accessibility";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { auditoriums, films, showtimes } from "#server/db/schema/catalog.ts";

type ShowtimeColumns = typeof showtimes.$inferSelect;
type FilmColumns = typeof films.$inferSelect;

/** The room of a scheduling change: its cinema (for the scope check), current layout and cleaning time. */
export type RoomForScheduling = { id: string; name: string; cinemaId: string; layoutId: string | null; cleaningMinutes: number };

export async function roomForScheduling(db: Database, auditoriumId: string): Promise<RoomForScheduling | null> {
  const [row] = await db
    .select({
      id: auditoriums.id,
      name: auditoriums.name,
      cinemaId: auditoriums.cinemaId,
      layoutId: auditoriums.layoutId,
      cleaningMinutes: auditoriums.cleaningMinutes,
    })
    .from(auditoriums)
    .where(eq(auditoriums.id, auditoriumId));
  return row ?? null;
}

export type FilmForScheduling = Pick<FilmColumns, "id" | "title" | "durationMinutes" | "archivedAt" | "releaseDate" | "endDate" | "formats">;

export async function filmForScheduling(db: Database, filmId: string): Promise<FilmForScheduling | null> {
  const [row] = await db
    .select({
      id: films.id,
      title: films.title,
      durationMinutes: films.durationMinutes,
      archivedAt: films.archivedAt,
      releaseDate: films.releaseDate,
      endDate: films.endDate,
      formats: films.formats,
    })
    .from(films)
    .where(eq(films.id, filmId));
  return row ?? null;
}

export type NewShowtime = Pick<
  typeof showtimes.$inferInsert,
  "auditoriumId" | "layoutId" | "filmId" | "startsAt" | "endsAt" | "blockedUntil" | "format" | "language" | "accessibilityFeatures"
>;

/** Inserts showtimes; the exclusion constraint `showtimes_no_overlap` refuses a taken room. */
export async function insertShowtime(tx: Database, row: NewShowtime): Promise<string> {
  const [inserted] = await tx.insert(showtimes).values(row).returning({ id: showtimes.id });
  return inserted!.id;
}

/** A live showtime of the room overlapping [from, until) (cleaning included), other than `exceptId`. */
export async function overlappingShowtime(db: Database, auditoriumId: string, from: Date, until: Date, exceptId?: string): Promise<string | null> {
  const [row] = await db
    .select({ id: showtimes.id })
    .from(showtimes)
    .where(
      and(
        eq(showtimes.auditoriumId, auditoriumId),
        isNull(showtimes.cancelledAt),
        lt(showtimes.startsAt, until),
        gt(showtimes.blockedUntil, from),
        exceptId ? ne(showtimes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The showtime row, locked for a change (move, cancel) until the transaction ends. */
export async function lockShowtime(tx: Database, id: string): Promise<ShowtimeColumns | null> {
  const [row] = await tx.select().from(showtimes).where(eq(showtimes.id, id)).for("update");
  return row ?? null;
}

export async function updateShowtimeSpan(
  tx: Database,
  id: string,
  change: Pick<ShowtimeColumns, "auditoriumId" | "layoutId" | "startsAt" | "endsAt" | "blockedUntil">,
): Promise<void> {
  await tx.update(showtimes).set(change).where(eq(showtimes.id, id));
}

/** Sets a showtime's accessibility features (the list in its fixed order). */
export async function updateShowtimeAccessibility(tx: Database, id: string, features: AccessibilityFeature[]): Promise<void> {
  await tx.update(showtimes).set({ accessibilityFeatures: features }).where(eq(showtimes.id, id));
}

export async function markShowtimeCancelled(tx: Database, id: string, reason: string, now: Date): Promise<void> {
  await tx.update(showtimes).set({ cancelledAt: now, cancelReason: reason }).where(eq(showtimes.id, id));
}

type AdminShowtimeRow = RawRow<
  Pick<ShowtimeColumns, "id" | "auditoriumId" | "startsAt" | "endsAt" | "blockedUntil" | "format" | "language" | "cancelledAt" | "accessibilityFeatures"> & {
    filmId: FilmColumns["id"];
    filmName: FilmColumns["title"];
    age: FilmColumns["ageRating"];
    durationMinutes: FilmColumns["durationMinutes"];
    /** count(*): text on node-postgres. */
    seats: number | string;
    sold: number | string;
    held: number | string;
  }
>;

/** Showtimes as the scheduler draws them, with seats sold (paid) and held now. */
function adminShowtimesWhere(where: SQL, now: Date): SQL<AdminShowtimeRow> {
  return sql<AdminShowtimeRow>`
    select s.id, s.auditorium_id as "auditoriumId", s.starts_at as "startsAt", s.ends_at as "endsAt", s.blocked_until as "blockedUntil",
           s.format, s.language, s.cancelled_at as "cancelledAt", s.accessibility_features as "accessibilityFeatures",
           f.id as "filmId", f.title as "filmName", f.age_rating as age, f.duration_minutes as "durationMinutes",
           (select count(*) from seats se where se.layout_id = s.layout_id and not se.blocked) as seats,
           (select count(*) from seat_claims c join orders o on o.id = c.order_id
             where c.showtime_id = s.id and o.status = 'paid' and c.held_until is null) as sold,
           (select count(*) from seat_claims c join orders o on o.id = c.order_id
             where c.showtime_id = s.id and o.status in ('held', 'pending_payment')
               and tstzrange(c.held_from, c.held_until, '[)') @> ${now.toISOString()}::timestamptz) as held
    from showtimes s join films f on f.id = s.film_id
    where ${where}
    order by s.starts_at`;
}

const iso = (text: string) => new Date(text).toISOString();

function toAdminShowtime(row: AdminShowtimeRow): AdminShowtime {
  return {
    id: row.id,
    auditoriumId: row.auditoriumId,
    film: { id: row.filmId, name: row.filmName, age: row.age, durationMinutes: row.durationMinutes },
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    blockedUntil: iso(row.blockedUntil),
    format: row.format,
    language: row.language,
    seats: Number(row.seats),
    sold: Number(row.sold),
    held: Number(row.held),
    cancelledAt: row.cancelledAt ? iso(row.cancelledAt) : null,
    accessibilityFeatures: normalizeAccessibility(row.accessibilityFeatures),
  };
}

export async function adminShowtime(db: Database, id: string, now: Date): Promise<AdminShowtime | null> {
  const [row] = await queryRows(db, adminShowtimesWhere(sql`s.id = ${id}`, now));
  return row ? toAdminShowtime(row) : null;
}

/** Showtimes of a cinema starting on the chain's day `date` (cancelled ones too, marked). */
export async function showtimesOfDay(db: Database, cinemaId: string, date: string, now: Date): Promise<AdminShowtime[]> {
  const rows = await queryRows(
    db,
    adminShowtimesWhere(
      sql`s.auditorium_id in (select id from auditoriums where cinema_id = ${cinemaId})
          and (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date = ${date}::date`,
      now,
    ),
  );
  return rows.map(toAdminShowtime);
}

type RoomRow = RawRow<Pick<typeof auditoriums.$inferSelect, "id" | "name" | "cleaningMinutes" | "layoutId"> & { seats: number | string }>;

/** A room as the scheduler lists it, with the layout its new showtimes get. */
export type RoomOfCinema = ScheduleDay["rooms"][number] & { layoutId: string | null };

/** The cinema's rooms in their natural order (Phòng 2 before Phòng 10), with sellable seats of the current layout. */
export async function roomsOfCinema(db: Database, cinemaId: string): Promise<RoomOfCinema[]> {
  const rows = await queryRows(
    db,
    sql<RoomRow>`select a.id, a.name, a.cleaning_minutes as "cleaningMinutes", a.layout_id as "layoutId",
        (select count(*) from seats se where se.layout_id = a.layout_id and not se.blocked) as seats
      from auditoriums a where a.cinema_id = ${cinemaId}
      order by length(a.name), a.name`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, cleaningMinutes: row.cleaningMinutes, seats: Number(row.seats), layoutId: row.layoutId }));
}

/** Films a manager may schedule on `date`: not archived and not ended, released or coming within 60 days. */
export async function schedulableFilms(db: Database, date: string): Promise<SchedulableFilm[]> {
  const rows = await queryRows(
    db,
    sql<RawRow<Pick<FilmColumns, "id" | "slug" | "title" | "ageRating" | "durationMinutes" | "releaseDate" | "endDate" | "poster" | "formats">>>`
      select f.id, f.slug, f.title, f.age_rating as "ageRating", f.duration_minutes as "durationMinutes",
             to_char(f.release_date, 'YYYY-MM-DD') as "releaseDate", to_char(f.end_date, 'YYYY-MM-DD') as "endDate", f.poster, f.formats::text[] as formats
      from films f
      where f.archived_at is null
        and (f.end_date is null or f.end_date >= ${date}::date)
        and f.release_date <= ${date}::date + 60
      order by (f.release_date <= ${date}::date) desc, f.position, f.title`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.title,
    age: row.ageRating,
    durationMinutes: row.durationMinutes,
    releaseDate: row.releaseDate,
    endDate: row.endDate,
    poster: row.poster,
    formats: row.formats,
  }));
}

export type Span = Pick<ShowtimeColumns, "id" | "auditoriumId" | "startsAt" | "blockedUntil">;

/** Live showtimes of these rooms that overlap [from, until): what a bulk change must not collide with. */
export async function liveSpansOfRooms(db: Database, roomIds: string[], from: Date, until: Date): Promise<Span[]> {
  if (roomIds.length === 0) return [];
  return db
    .select({ id: showtimes.id, auditoriumId: showtimes.auditoriumId, startsAt: showtimes.startsAt, blockedUntil: showtimes.blockedUntil })
    .from(showtimes)
    .where(and(inArray(showtimes.auditoriumId, roomIds), isNull(showtimes.cancelledAt), lt(showtimes.startsAt, until), gt(showtimes.blockedUntil, from)));
}

/** Inserts many showtimes in one statement per 500 (all or none: the caller's transaction). */
export async function insertShowtimes(tx: Database, rows: NewShowtime[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(showtimes).values(rows.slice(i, i + 500));
}

export type ShowtimeToCopy = Pick<ShowtimeColumns, "auditoriumId" | "filmId" | "startsAt" | "format" | "language" | "accessibilityFeatures"> & {
  filmName: FilmColumns["title"];
  durationMinutes: FilmColumns["durationMinutes"];
  archivedAt: FilmColumns["archivedAt"];
  endDate: FilmColumns["endDate"];
};

/** A cinema's live showtimes of one chain day with what copying them needs. */
export async function showtimesToCopy(db: Database, cinemaId: string, date: string): Promise<ShowtimeToCopy[]> {
  return db
    .select({
      auditoriumId: showtimes.auditoriumId,
      filmId: showtimes.filmId,
      startsAt: showtimes.startsAt,
      format: showtimes.format,
      language: showtimes.language,
      accessibilityFeatures: showtimes.accessibilityFeatures,
      filmName: films.title,
      durationMinutes: films.durationMinutes,
      archivedAt: films.archivedAt,
      endDate: films.endDate,
    })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .where(
      and(
        eq(auditoriums.cinemaId, cinemaId),
        isNull(showtimes.cancelledAt),
        sql`(${showtimes.startsAt} at time zone 'Asia/Ho_Chi_Minh')::date = ${date}::date`,
      ),
    )
    .orderBy(showtimes.startsAt);
}
