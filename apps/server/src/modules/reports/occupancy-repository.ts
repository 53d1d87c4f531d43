import { sql, type SQL } from "drizzle-orm";
import type { OccupancyGroup } from "@hancine/contract/back-office-occupancy";
import { queryRows, type Database } from "#server/db/client.ts";
import { inCinemas } from "./cinema-filter-repository.ts";
import { rollupFrom, rollupRows, type RollupDim } from "./sales-rollup-repository.ts";
import type { ReportScope } from "./sales-report-repository.ts";

/**
 * The occupancy and film performance reports' queries (docs/decisions/086) on `sales_rollup`
 * (decision 089): `showtime_sales` summed per day and month by cinema and one dimension — film, room,
 * format, weekday × hour — with the room, format and minutes on screen of each showtime in its row.
 */

/** The dimension each grouping reads, and its key as the report gives it. */
const ROWS: Record<OccupancyGroup, { dim: RollupDim; key: SQL }> = {
  film: { dim: "film", key: sql`x.key` },
  auditorium: { dim: "room", key: sql`x.key` },
  hour: { dim: "slot", key: sql`lpad(split_part(x.key, ':', 2), 2, '0')` },
  weekday: { dim: "slot", key: sql`split_part(x.key, ':', 1)` },
  format: { dim: "format", key: sql`x.key` },
};

const OCCUPANCY_MEASURES = sql`(sum(x.showtimes))::int as showtimes, coalesce(sum(x.seats), 0)::float8 as seats,
  coalesce(sum(x.tickets), 0)::float8 as tickets, coalesce(sum(x.minutes), 0)::float8 as minutes`;

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

/** The rows of the grouping, the weekday × hour cells and the total, in one statement. */
export async function occupancyFigures(db: Database, scope: ReportScope, groupBy: OccupancyGroup): Promise<OccupancyGrouped[]> {
  const rows = ROWS[groupBy];
  return queryRows(
    db,
    sql<OccupancyGrouped>`
      select 'row' as grouping, ${rows.key} as key, null::int as weekday, null::int as hour, ${OCCUPANCY_MEASURES}
        from ${rollupFrom(scope, rows.dim)} group by 2 having sum(x.showtime_rows) > 0
      union all
      select 'heat', null, split_part(x.key, ':', 1)::int, split_part(x.key, ':', 2)::int, ${OCCUPANCY_MEASURES}
        from sales_rollup x where ${rollupRows(scope, "slot")} group by x.key having sum(x.showtime_rows) > 0
      union all
      select 'total', null, null, null, ${OCCUPANCY_MEASURES}
        from sales_rollup x where ${rollupRows(scope, "all")}`,
  );
}

export type RoomRow = {
  id: string;
  name: string;
  cinema: string;
  cinemaSlug: string;
  /** The cinema's opening hours (decision 091), null when it declared none. */
  opensMinute: number | null;
  closesMinute: number | null;
};

/** The rooms of the scope's cinemas (those with no showtime show too: idle screens), with their cinema's opening hours. */
export async function roomsOf(db: Database, cinemaIds: ReportScope["cinemaIds"]): Promise<RoomRow[]> {
  return queryRows(
    db,
    sql<RoomRow>`
      select a.id, a.name, c.name as cinema, c.slug as "cinemaSlug", c.opens_minute as "opensMinute", c.closes_minute as "closesMinute"
        from auditoriums a join cinemas c on c.id = a.cinema_id
       where ${inCinemas(sql`a.cinema_id`, cinemaIds)} order by c.position, c.name, a.name`,
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
 * Each film's sums per day in the scope: for the whole chain its own rows (`sales_rollup_chain`,
 * decision 091: ~10,000 for a year), else the day rows of the scope's cinemas summed.
 */
function filmDays(scope: ReportScope): SQL {
  return sql`
    select x.key, x.period, sum(x.showtimes) as showtimes, sum(x.seats) as seats, sum(x.tickets) as tickets,
           sum(x.subtotal_vnd) as subtotal_vnd, sum(x.concessions_vnd) as concessions_vnd
      from ${rollupFrom(scope, "film", true)}
     group by x.key, x.period`;
}

/** The first (`asc`) or last (`desc`) day the film of `r.key` was shown in the scope's cinemas, up to `until`. */
function filmShown(scope: ReportScope, order: SQL, until: SQL): SQL {
  if (scope.cinemaIds === "all")
    return sql`(
      select y.period from sales_rollup_chain y
       where y.dim = 'film' and y.grain = 'day' and y.key = r.key and y.showtimes > 0 and ${until}
       order by y.period ${order} limit 1)`;
  return sql`(
    select y.period from sales_rollup y
     where y.dim = 'film' and y.grain = 'day' and y.key = r.key and y.showtimes > 0 and ${until} and ${inCinemas(sql`y.cinema_id`, scope.cinemaIds)}
     order by y.period ${order} limit 1)`;
}

/**
 * The range's films, each as a whole (week null) and by week of its run, from each film's sums per
 * day (`filmDays`): week 1 starts on the film's first showtime day in the scope's cinemas (any time),
 * its last day is the last one up to the range's end.
 */
export async function filmWeeks(db: Database, scope: ReportScope): Promise<FilmWeekRow[]> {
  return queryRows(
    db,
    sql<FilmWeekRow>`
      with r as materialized (${filmDays(scope)}),
      span as (
        select r.key, ${filmShown(scope, sql`asc`, sql`true`)} as first_day,
               ${filmShown(scope, sql`desc`, sql`y.period <= ${scope.to}::date`)} as last_day
          from (select distinct key from r) r
      )
      select f.id as "filmId", f.slug, f.title, sp.first_day::text as "firstDay", sp.last_day::text as "lastDay",
             ((r.period - sp.first_day) / 7 + 1)::int as week,
             sum(r.showtimes)::int as showtimes, sum(r.seats)::float8 as seats, sum(r.tickets)::float8 as tickets,
             sum(r.subtotal_vnd - r.concessions_vnd)::float8 as gross
        from r join span sp on sp.key = r.key and sp.first_day <= ${scope.to}::date join films f on f.id = r.key::uuid
       group by grouping sets ((f.id, f.slug, f.title, sp.first_day, sp.last_day),
                               (f.id, f.slug, f.title, sp.first_day, sp.last_day, ((r.period - sp.first_day) / 7 + 1)))`,
  );
}
