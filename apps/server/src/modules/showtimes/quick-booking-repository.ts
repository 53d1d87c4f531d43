import { languageVersion } from "@hancine/contract/language-version";
import { sql, type SQL } from "drizzle-orm";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { auditoriums, cinemas, films, showtimes } from "#server/db/schema/catalog.ts";

export type QuickBookingChoice = { city?: string | undefined; film?: string | undefined; cinema?: string | undefined; date?: string | undefined };

type FilmColumns = typeof films.$inferSelect;
type FilmChoice = RawRow<{ slug: FilmColumns["slug"]; name: FilmColumns["title"]; nameEn: FilmColumns["titleEn"]; age: FilmColumns["ageRating"] }>;
type CinemaChoice = RawRow<Pick<typeof cinemas.$inferSelect, "slug" | "name">>;
type TimeRow = RawRow<
  Pick<typeof showtimes.$inferSelect, "id" | "startsAt" | "format" | "language"> & {
    filmCountry: FilmColumns["country"];
    auditorium: (typeof auditoriums.$inferSelect)["name"];
  }
>;

const LOCAL_DAY = sql`to_char(s.starts_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;

/**
 * The quick-booking bar's options, step by step: films with bookable showtimes, then the cinemas
 * showing the chosen film, then its days there, then the times. Later steps are empty until the
 * earlier ones are chosen. "Bookable" = sales still open at `salesCloseAt`.
 */
export async function quickBookingOptions(db: Database, choice: QuickBookingChoice, salesOpenAfter: Date): Promise<QuickBooking> {
  const base = (extra: SQL) => sql`
    from showtimes s
    join films f on f.id = s.film_id
    join auditoriums a on a.id = s.auditorium_id
    join cinemas c on c.id = a.cinema_id
    where s.starts_at > ${salesOpenAfter.toISOString()} and s.cancelled_at is null
    and f.archived_at is null and (f.end_date is null or (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date <= f.end_date)
    ${choice.city ? sql`and c.city_slug = ${choice.city}` : sql``}
    ${extra}`;

  const films = await queryRows(
    db,
    sql<FilmChoice>`select f.slug, f.title as name, f.title_en as "nameEn", f.age_rating as age ${base(sql``)} group by f.id order by min(f.position), f.title`,
  );
  if (!choice.film) return { films, cinemas: [], dates: [], showtimes: [] };

  const forFilm = sql`and f.slug = ${choice.film}`;
  const cinemas = await queryRows(db, sql<CinemaChoice>`select c.slug, c.name ${base(forFilm)} group by c.id order by min(c.position)`);
  if (!choice.cinema) return { films, cinemas, dates: [], showtimes: [] };

  const forCinema = sql`${forFilm} and c.slug = ${choice.cinema}`;
  const days = await queryRows(db, sql<{ day: string }>`select distinct ${LOCAL_DAY} as day ${base(forCinema)} order by day`);
  const dates = days.map((d) => d.day);
  if (!choice.date) return { films, cinemas, dates, showtimes: [] };

  const rows = await queryRows(
    db,
    sql<TimeRow>`select s.id, s.starts_at as "startsAt", s.format, s.language, f.country as "filmCountry", a.name as auditorium
        ${base(sql`${forCinema} and ${LOCAL_DAY} = ${choice.date}`)} order by s.starts_at`,
  );
  const showtimes = rows.map((r) => ({
    id: r.id,
    startsAt: new Date(r.startsAt).toISOString(),
    format: r.format,
    language: r.language,
    version: languageVersion(r.language, r.filmCountry),
    auditorium: r.auditorium,
  }));
  return { films, cinemas, dates, showtimes };
}
