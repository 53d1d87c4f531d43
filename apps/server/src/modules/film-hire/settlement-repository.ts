import { type Cinemas, inCinemas } from "../reports/cinema-filter-repository.ts";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";

/** One film × cinema × week of release of a distributor's films, as summed from the films' day rows of `sales_rollup`. */
export type SettlementSumRow = {
  filmSlug: string;
  filmName: string;
  releaseDate: string;
  cinemaSlug: string;
  cinemaName: string;
  week: number;
  firstDay: string;
  admissions: number;
  gross: number;
  weekStarts: number[];
  percents: number[];
  minimum: number | null;
};

/**
 * The week of release of a chain day `day` for a film released on `release`: weeks run Friday to
 * Thursday (the Vietnamese box office's week), week 1 is the one holding the release date, and
 * showtimes before it (previews) count in week 1. `(dow + 2) % 7` is how many days after a Friday a
 * day falls (Friday's dow is 5).
 */
export const releaseWeekSql = (release: ReturnType<typeof sql>, day: ReturnType<typeof sql>) =>
  sql`greatest(1, ((${day} - (${release} - ((extract(dow from ${release})::int + 2) % 7))) / 7) + 1)`;

/**
 * A distributor's films shown in the period (chain days of the showtimes' starts, both included), per
 * film, cinema and week of release: admissions and gross box office from `sales_rollup`'s day rows
 * per film and cinema (`showtime_sales` summed, decision 089: paid tickets net of refunds, partial
 * ones included: decisions 046 and 081), with the film's terms.
 */
export async function settlementSums(
  db: Database,
  input: { distributorId: string; from: string; to: string; cinemaIds: Cinemas },
): Promise<SettlementSumRow[]> {
  if (input.cinemaIds !== "all" && input.cinemaIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql<SettlementSumRow>`
      select f.slug as "filmSlug", f.title as "filmName", to_char(f.release_date, 'YYYY-MM-DD') as "releaseDate",
             c.slug as "cinemaSlug", c.name as "cinemaName", w.week::int as week, to_char(min(x.period), 'YYYY-MM-DD') as "firstDay",
             sum(x.tickets)::float8 as admissions, sum(x.subtotal_vnd - x.concessions_vnd)::float8 as gross,
             t.week_starts::int[] as "weekStarts", t.percents::float8[] as percents, t.minimum_per_ticket_vnd as minimum
        from sales_rollup x
        join film_hire_terms t on t.film_id::text = x.key
        join films f on f.id = t.film_id
        join cinemas c on c.id = x.cinema_id
        cross join lateral (select ${releaseWeekSql(sql`f.release_date`, sql`x.period`)} as week) w
       where t.distributor_id = ${input.distributorId}::uuid
         and x.dim = 'film' and x.grain = 'day' and x.period between ${input.from}::date and ${input.to}::date
         and ${inCinemas(sql`x.cinema_id`, input.cinemaIds)}
       group by f.id, c.id, w.week, t.film_id
      having sum(x.tickets) > 0
       order by f.title, f.id, c.name, w.week`,
  );
  return rows.map((r) => ({
    ...r,
    week: Number(r.week),
    admissions: Number(r.admissions),
    gross: Number(r.gross),
    weekStarts: r.weekStarts.map(Number),
    percents: r.percents.map(Number),
    minimum: r.minimum === null ? null : Number(r.minimum),
  }));
}
