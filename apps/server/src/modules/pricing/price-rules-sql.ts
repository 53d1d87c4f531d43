import { sql, type SQL } from "drizzle-orm";

/** The price-table key of a showtime: SQL functions of migration 0008, the one definition (holidays, weekends, time bands). */
export function dayKindSql(startsAt: SQL): SQL {
  return sql`showtime_day_kind(${startsAt})`;
}

export function timeBandSql(startsAt: SQL): SQL {
  return sql`showtime_time_band(${startsAt})`;
}

/** Join condition picking the price rules of showtime `s` (alias) in cinema `c` for its day and band. */
export function priceRulesOf(alias: string, showtime = sql.raw("s"), cinema = sql.raw("c")): SQL {
  const pr = sql.raw(alias);
  return sql`${pr}.cinema_id = ${cinema}.id and ${pr}.format = ${showtime}.format
    and ${pr}.day_kind = ${dayKindSql(sql`${showtime}.starts_at`)} and ${pr}.time_band = ${timeBandSql(sql`${showtime}.starts_at`)}`;
}

/** Join condition picking, for price rule `pr` (alias), its cell's ticket-type prices `tp` (alias; decision 085). */
export function typePricesOfCell(tpAlias: string, prAlias: string): SQL {
  const tp = sql.raw(tpAlias);
  const pr = sql.raw(prAlias);
  return sql`${tp}.cinema_id = ${pr}.cinema_id and ${tp}.format = ${pr}.format and ${tp}.seat_type = ${pr}.seat_type
    and ${tp}.day_kind = ${pr}.day_kind and ${tp}.time_band = ${pr}.time_band`;
}

/** The ticket types in the contract's order (TICKET_TYPES), for `order by`. */
export const ticketTypeOrder = (column: SQL): SQL => sql`array_position(array['adult', 'student', 'u22', 'senior']::text[], ${column})`;
