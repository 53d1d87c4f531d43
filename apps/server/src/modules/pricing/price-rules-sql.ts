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
