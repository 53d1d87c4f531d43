import { languageVersion } from "@hancine/contract/language-version";
import { sql, type SQL } from "drizzle-orm";
import type { AgeRating, ShowFormat } from "@hancine/contract/catalog";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { queryRows, type Database } from "../../db/client.ts";

export type QuickBookingChoice = { city?: string | undefined; film?: string | undefined; cinema?: string | undefined; date?: string | undefined };

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
    where s.starts_at > ${salesOpenAfter.toISOString()}
    ${choice.city ? sql`and c.city_slug = ${choice.city}` : sql``}
    ${extra}`;

  const films = await queryRows(
    db,
    sql<{ slug: string; name: string; age: AgeRating }>`select f.slug, f.title as name, f.age_rating as age ${base(sql``)} group by f.id order by min(f.position), f.title`,
  );
  if (!choice.film) return { films, cinemas: [], dates: [], showtimes: [] };

  const forFilm = sql`and f.slug = ${choice.film}`;
  const cinemas = await queryRows(
    db,
    sql<{ slug: string; name: string }>`select c.slug, c.name ${base(forFilm)} group by c.id order by min(c.position)`,
  );
  if (!choice.cinema) return { films, cinemas, dates: [], showtimes: [] };

  const forCinema = sql`${forFilm} and c.slug = ${choice.cinema}`;
  const days = await queryRows(db, sql<{ day: string }>`select distinct ${LOCAL_DAY} as day ${base(forCinema)} order by day`);
  const dates = days.map((d) => d.day);
  if (!choice.date) return { films, cinemas, dates, showtimes: [] };

  const rows = await queryRows(
    db,
    sql<{ id: string; starts_at: string | Date; format: ShowFormat; language: string; film_country: string; auditorium: string }>`select s.id, s.starts_at, s.format, s.language, f.country as film_country, a.name as auditorium
        ${base(sql`${forCinema} and ${LOCAL_DAY} = ${choice.date}`)} order by s.starts_at`,
  );
  const showtimes = rows.map((r) => ({
    id: r.id,
    startsAt: new Date(r.starts_at).toISOString(),
    format: r.format,
    language: r.language,
    version: languageVersion(r.language, r.film_country),
    auditorium: r.auditorium,
  }));
  return { films, cinemas, dates, showtimes };
}
