import { sql, type SQL } from "drizzle-orm";
import type { OccupancyGroup } from "@hancine/contract/back-office-occupancy";
import { queryRows, type Database } from "#server/db/client.ts";
import type { ReportScope } from "./sales-report-repository.ts";

/**
 * The occupancy and film performance reports' queries (docs/decisions/086): the range's rows of
 * `showtime_sales` (one per showtime, decision 046), joined by primary key to their showtime for the
 * room, the format and the minutes on screen.
 */
const cinemasOf = (column: SQL, cinemaIds: ReportScope["cinemaIds"]) =>
  cinemaIds === "all"
    ? sql`true`
    : cinemaIds.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          cinemaIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;

const inRange = (scope: ReportScope) => sql`x.day between ${scope.from}::date and ${scope.to}::date and ${cinemasOf(sql`x.cinema_id`, scope.cinemaIds)}`;

/** The key each grouping counts by, as text. */
const KEY: Record<OccupancyGroup, SQL> = {
  film: sql`x.film_id::text`,
  auditorium: sql`s.auditorium_id::text`,
  hour: sql`lpad(x.hour::text, 2, '0')`,
  weekday: sql`(extract(isodow from x.day) - 1)::int::text`,
  format: sql`s.format::text`,
};

export type OccupancyGrouped = {
  grouping: "row" | "heat" | "total";
  key: string | null;
  weekday: number | null;
  hour: number | null;
  showtimes: number;
  seats: number;
  tickets: number;
  minutes: number;
};

/** One pass: the rows of the grouping, the weekday × hour cells and the total (GROUPING SETS). */
export async function occupancyFigures(db: Database, scope: ReportScope, groupBy: OccupancyGroup): Promise<OccupancyGrouped[]> {
  return queryRows(
    db,
    sql<OccupancyGrouped>`
      with base as (
        select ${KEY[groupBy]} as key, (extract(isodow from x.day) - 1)::int as weekday, x.hour::int as hour, x.seats, x.tickets,
               case when x.seats > 0 then round(extract(epoch from (s.ends_at - s.starts_at)) / 60) else 0 end as minutes
          from showtime_sales x join showtimes s on s.id = x.showtime_id
         where ${inRange(scope)}
      )
      select case when grouping(key) = 0 then 'row' when grouping(hour) = 0 then 'heat' else 'total' end as grouping,
             key, weekday, hour,
             (count(*) filter (where seats > 0))::int as showtimes, coalesce(sum(seats), 0)::float8 as seats,
             coalesce(sum(tickets), 0)::float8 as tickets, coalesce(sum(minutes), 0)::float8 as minutes
        from base
       group by grouping sets ((key), (weekday, hour), ())`,
  );
}

export type RoomRow = { id: string; name: string; cinema: string };

/** The rooms of the scope's cinemas (those with no showtime show too: idle screens). */
export async function roomsOf(db: Database, cinemaIds: ReportScope["cinemaIds"]): Promise<RoomRow[]> {
  return queryRows(
    db,
    sql<RoomRow>`
      select a.id, a.name, c.name as cinema from auditoriums a join cinemas c on c.id = a.cinema_id
       where ${cinemasOf(sql`a.cinema_id`, cinemaIds)} order by c.position, c.name, a.name`,
  );
}

/** Film titles and slugs by id. */
export async function filmsByIds(db: Database, ids: string[]): Promise<Map<string, { slug: string; title: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql<{ id: string; slug: string; title: string }>`select id, slug, title from films where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export type FilmWeekRow = {
  filmId: string;
  slug: string;
  title: string;
  firstDay: string;
  lastDay: string;
  week: number | null;
  showtimes: number;
  seats: number;
  tickets: number;
  gross: number;
};

/**
 * The range's films, each as a whole (week null) and by week of its run: week 1 starts on the film's
 * first showtime day in the scope's cinemas (any time, by showtime_sales_film_day_idx), its last day
 * is the last one up to the range's end.
 */
export async function filmWeeks(db: Database, scope: ReportScope): Promise<FilmWeekRow[]> {
  return queryRows(
    db,
    sql<FilmWeekRow>`
      with r as materialized (select x.* from showtime_sales x where ${inRange(scope)}),
      span as (
        select x.film_id, min(x.day) as first_day, max(x.day) as last_day from showtime_sales x
         where x.film_id in (select distinct film_id from r) and x.day <= ${scope.to}::date and x.seats > 0
           and ${cinemasOf(sql`x.cinema_id`, scope.cinemaIds)}
         group by x.film_id
      )
      select r.film_id as "filmId", f.slug, f.title, sp.first_day::text as "firstDay", sp.last_day::text as "lastDay",
             ((r.day - sp.first_day) / 7 + 1)::int as week,
             (count(*) filter (where r.seats > 0))::int as showtimes, sum(r.seats)::float8 as seats, sum(r.tickets)::float8 as tickets,
             sum(r.subtotal_vnd - r.concessions_vnd)::float8 as gross
        from r join span sp on sp.film_id = r.film_id join films f on f.id = r.film_id
       group by grouping sets ((r.film_id, f.slug, f.title, sp.first_day, sp.last_day),
                               (r.film_id, f.slug, f.title, sp.first_day, sp.last_day, ((r.day - sp.first_day) / 7 + 1)))`,
  );
}
