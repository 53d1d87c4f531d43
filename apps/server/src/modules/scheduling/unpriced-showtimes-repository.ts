import { sql } from "drizzle-orm";
import { SEAT_TYPES, type SeatType } from "@hancine/contract/catalog";
import { SEAT_TYPE_NAMES } from "@hancine/contract/price-table-rules";
import { queryRows, type Database } from "#server/db/client.ts";
import { dayKindSql, timeBandSql } from "../pricing/price-rules-sql.ts";

/** A showtime about to be scheduled, as far as its ticket prices go. */
export type PriceCheck = { layoutId: string; format: string; startsAt: Date };

/**
 * For each showtime about to be scheduled in a cinema (by its index), the seat types of its room's
 * layout that none of the cinema's price rules covers for its format, day kind and time band: a
 * showtime whose seats have no price could not be sold. One query for any number of showtimes.
 */
export async function unpricedSeatTypes(db: Database, cinemaId: string, showtimes: readonly PriceCheck[]): Promise<Map<number, SeatType[]>> {
  if (showtimes.length === 0) return new Map();
  const json = JSON.stringify(showtimes.map((s, i) => ({ i, layout: s.layoutId, format: s.format, at: s.startsAt.toISOString() })));
  const rows = await queryRows(
    db,
    sql<{ i: number; types: SeatType[] }>`select p.i, array_agg(distinct se.type::text) as types
      from json_to_recordset(${json}::json) as p(i int, layout uuid, format text, at timestamptz)
      join seats se on se.layout_id = p.layout and not se.blocked
      where not exists (
        select 1 from price_rules pr
        where pr.cinema_id = ${cinemaId} and pr.format::text = p.format and pr.seat_type = se.type
          and pr.day_kind = ${dayKindSql(sql`p.at`)} and pr.time_band = ${timeBandSql(sql`p.at`)})
      group by p.i`,
  );
  return new Map(rows.map((row) => [Number(row.i), row.types]));
}

/** Why such a showtime is refused, for the person scheduling it. */
export function unpricedReason(format: string, types: readonly SeatType[]): string {
  const names = [...types]
    .sort((a, b) => SEAT_TYPES.indexOf(a) - SEAT_TYPES.indexOf(b))
    .map((type) => SEAT_TYPE_NAMES[type].replace(/^Ghế/, "ghế"))
    .join(", ");
  return `Rạp chưa có giá vé ${format} cho ${names} vào ngày và khung giờ này: hãy thêm giá ở mục Giá vé trước.`;
}
