import { sql, type SQL } from "drizzle-orm";

/**
 * The price-table key of a showtime, computed by the database from its start on the chain's clock,
 * so every query prices the same way: a listed holiday, else Saturday/Sunday = weekend, else weekday;
 * before 12:00 morning, before 18:00 afternoon, else evening. `startsAt` is a timestamptz expression.
 */
export function dayKindSql(startsAt: SQL): SQL {
  return sql`(case
    when exists (select 1 from holidays h where h.day = (${startsAt} at time zone 'Asia/Ho_Chi_Minh')::date) then 'holiday'
    when extract(isodow from ${startsAt} at time zone 'Asia/Ho_Chi_Minh') in (6, 7) then 'weekend'
    else 'weekday' end)::day_kind`;
}

export function timeBandSql(startsAt: SQL): SQL {
  return sql`(case
    when extract(hour from ${startsAt} at time zone 'Asia/Ho_Chi_Minh') < 12 then 'morning'
    when extract(hour from ${startsAt} at time zone 'Asia/Ho_Chi_Minh') < 18 then 'afternoon'
    else 'evening' end)::time_band`;
}

/** Join condition picking the price rules of showtime `s` (alias) in cinema `c` for its day and band. */
export function priceRulesOf(alias: string, showtime = sql.raw("s"), cinema = sql.raw("c")): SQL {
  const pr = sql.raw(alias);
  return sql`${pr}.cinema_id = ${cinema}.id and ${pr}.format = ${showtime}.format
    and ${pr}.day_kind = ${dayKindSql(sql`${showtime}.starts_at`)} and ${pr}.time_band = ${timeBandSql(sql`${showtime}.starts_at`)}`;
}
