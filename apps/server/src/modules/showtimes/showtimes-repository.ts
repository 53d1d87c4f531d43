import { languageVersion } from "@hancine/contract/language-version";
import { sql, type SQL } from "drizzle-orm";
import { MAX_SEATS_PER_ORDER, type SeatStatus } from "@hancine/contract/booking-constants";
import type { Seat, Showtime, ShowtimeDetail, SeatMap } from "@hancine/contract/booking";
import type { AgeRating, SeatType, ShowFormat } from "@hancine/contract/catalog";
import { queryPreparedRows, queryRows, type Database } from "../../db/client.ts";
import { priceRulesOf } from "./price-rules-sql.ts";

export type ShowtimeFilter = { film?: string | undefined; cinema?: string | undefined; city?: string | undefined; date?: string | undefined };

/**
 * A claim counts at `at` when its period [held_from, held_until) contains that instant. Written as the
 * same range expression the exclusion constraint indexes, so its GiST index finds the live claims
 * without walking a seat's whole history of holds.
 */
export function claimActiveAt(alias: string, at: Date): SQL {
  const sc = sql.raw(alias);
  return sql`tstzrange(${sc}.held_from, ${sc}.held_until, '[)') @> ${at.toISOString()}::timestamptz`;
}

type ShowtimeRow = {
  id: string;
  starts_at: string | Date;
  ends_at: string | Date;
  format: ShowFormat;
  language: string;
  film_slug: string;
  film_name: string;
  film_country: string;
  age: AgeRating;
  cinema_slug: string;
  cinema_name: string;
  auditorium: string;
  seats_left: number | string;
  price_from: number | string | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toShowtime(row: ShowtimeRow): Showtime {
  return {
    id: row.id,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    format: row.format,
    language: row.language,
    version: languageVersion(row.language, row.film_country),
    film: { slug: row.film_slug, name: row.film_name, age: row.age },
    cinema: { slug: row.cinema_slug, name: row.cinema_name },
    auditorium: { name: row.auditorium },
    seatsLeft: Number(row.seats_left),
    priceFrom: Number(row.price_from ?? 0),
  };
}

function showtimeSelect(now: Date, extraColumns: SQL = sql``): SQL {
  return sql`select s.id, s.starts_at, s.ends_at, s.format, s.language,
      f.slug as film_slug, f.title as film_name, f.country as film_country, f.age_rating as age,
      c.slug as cinema_slug, c.name as cinema_name, a.name as auditorium,
      (select count(*) from seats se where se.auditorium_id = s.auditorium_id)
        - (select count(*) from seat_claims sc where sc.showtime_id = s.id and ${claimActiveAt("sc", now)}) as seats_left,
      (select min(pr.price_vnd) from price_rules pr where ${priceRulesOf("pr")}) as price_from
      ${extraColumns}
    from showtimes s
    join films f on f.id = s.film_id
    join auditoriums a on a.id = s.auditorium_id
    join cinemas c on c.id = a.cinema_id`;
}

/** Bookable showtimes (sales still open after `salesOpenAfter`), by start time. */
export async function listShowtimes(db: Database, filter: ShowtimeFilter, now: Date, salesOpenAfter: Date): Promise<Showtime[]> {
  const rows = await queryRows(
    db,
    sql<ShowtimeRow>`${showtimeSelect(now)}
      where s.starts_at > ${salesOpenAfter.toISOString()}
      ${filter.film ? sql`and f.slug = ${filter.film}` : sql``}
      ${filter.cinema ? sql`and c.slug = ${filter.cinema}` : sql``}
      ${filter.city ? sql`and c.city_slug = ${filter.city}` : sql``}
      ${filter.date ? sql`and (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date = ${filter.date}::date` : sql``}
      order by s.starts_at, c.position, a.name
      limit 1000`,
  );
  return rows.map(toShowtime);
}

type DetailRow = ShowtimeRow & { poster: string; duration: number; address: string; city: string };

/** One showtime with its prices by seat type (past ones too: an order page still shows them). */
/** Whether a showtime with this id exists (bookable or not). */
export async function showtimeExists(db: Database, showtimeId: string): Promise<boolean> {
  if (!isUuid(showtimeId)) return false;
  return (await queryRows(db, sql`select 1 from showtimes where id = ${showtimeId}`)).length > 0;
}

/** When a showtime starts and its film's age rating: what checkout checks. */
export async function showtimeStartAndRating(db: Database, id: string): Promise<{ startsAt: Date; age: string } | null> {
  const [row] = await queryRows(
    db,
    sql<{ starts_at: string | Date; age: string }>`select s.starts_at, f.age_rating as age from showtimes s join films f on f.id = s.film_id where s.id = ${id}`,
  );
  return row ? { startsAt: new Date(row.starts_at), age: row.age } : null;
}

export async function findShowtime(db: Database, id: string, now: Date, salesCloseMinutes: number): Promise<ShowtimeDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows(
    db,
    sql<DetailRow>`${showtimeSelect(now, sql`, f.poster, f.duration_minutes as duration, c.address, c.city_slug as city`)} where s.id = ${id}`,
  );
  if (!row) return null;
  const prices = await queryRows(
    db,
    sql<{ type: SeatType; price: number }>`select pr.seat_type as type, pr.price_vnd as price
        from showtimes s join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
        join price_rules pr on ${priceRulesOf("pr")}
        where s.id = ${id}
          and pr.seat_type in (select distinct se.type from seats se where se.auditorium_id = s.auditorium_id)
        order by pr.price_vnd`,
  );
  const base = toShowtime(row);
  return {
    ...base,
    film: { ...base.film, imagePortrait: row.poster, duration: row.duration },
    cinema: { ...base.cinema, address: row.address, city: row.city },
    prices: prices.map((p) => ({ type: p.type, price: Number(p.price) })),
    salesCloseAt: new Date(new Date(row.starts_at).getTime() - salesCloseMinutes * 60_000).toISOString(),
    currency: "VND",
  };
}

type SeatRow = {
  starts_at: string | Date;
  id: string;
  row_label: string;
  number: number;
  label: string;
  type: SeatType;
  x: number;
  y: number;
  span: number;
  price: number | string | null;
  claimed: boolean;
  order_id: string | null;
  order_status: string | null;
  order_user: string | null;
};

/**
 * Every seat of the showtime's auditorium (or only the rows holding `onlySeats`, at most
 * MAX_SEATS_PER_ORDER) with its price and the claim holding it at `now`. The seat map and every hold read
 * through here, as prepared statements PostgreSQL plans once per connection (decision 014): the price key
 * is computed once per showtime, and each seat's live claim is looked up through the exclusion
 * constraint's index by showtime, seat and time together.
 */
function seatRowsQuery(showtimeId: string, now: Date, onlySeats?: string[]): { name: string; query: SQL<SeatRow> } {
  const seats = sql`select se.id, se.row_label, se.number, se.label, se.type, se.x, se.y, se.span, pr.price_vnd as price,
                    sc.id is not null as claimed, sc.order_id, o.status as order_status, o.user_id as order_user, s.starts_at
      from showtimes s
      join auditoriums a on a.id = s.auditorium_id
      cross join lateral (select showtime_day_kind(s.starts_at) as day_kind, showtime_time_band(s.starts_at) as time_band offset 0) k
      join seats se on se.auditorium_id = s.auditorium_id
      left join price_rules pr on pr.cinema_id = a.cinema_id and pr.format = s.format and pr.seat_type = se.type
           and pr.day_kind = k.day_kind and pr.time_band = k.time_band
      left join lateral (select c.id, c.order_id from seat_claims c
                          where c.showtime_id = s.id and c.seat_id = se.id
                            and tstzrange(c.held_from, c.held_until, '[)') @> ${now.toISOString()}::timestamptz
                          limit 1) sc on true
      left join orders o on o.id = sc.order_id
     where s.id = ${showtimeId}::uuid`;
  const order = sql`order by se.y, se.x`;
  if (!onlySeats) return { name: "seat_map", query: sql<SeatRow>`${seats} ${order}` };
  // Always MAX_SEATS_PER_ORDER placeholders (the list padded with its first id): one statement text, and a
  // plan that does not depend on how many seats were asked for, so PostgreSQL keeps the plan it made once.
  if (onlySeats.length > MAX_SEATS_PER_ORDER) throw new RangeError(`at most ${MAX_SEATS_PER_ORDER} seats`);
  const ids = Array.from({ length: MAX_SEATS_PER_ORDER }, (_, i) => onlySeats[i] ?? onlySeats[0]!);
  const inRows = sql`se.y in (select r.y from seats r where r.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}))`;
  return { name: "seat_rows", query: sql<SeatRow>`${seats} and ${inRows} ${order}` };
}

async function seatRows(db: Database, showtimeId: string, now: Date, onlySeats?: string[]): Promise<SeatRow[]> {
  const { name, query } = seatRowsQuery(showtimeId, now, onlySeats);
  return queryPreparedRows(db, name, query);
}

const toSeat = (r: SeatRow, viewerId: string | null): Seat => ({
  id: r.id,
  label: r.label,
  type: r.type,
  status: statusOf(r, viewerId),
  price: Number(r.price ?? 0),
  x: r.x,
  y: r.y,
  span: r.span,
});

/** Every seat of the showtime's auditorium with its status at `now`, as `viewerId` sees it. */
export async function seatMap(db: Database, showtimeId: string, viewerId: string | null, now: Date): Promise<SeatMap | null> {
  if (!isUuid(showtimeId)) return null;
  const rows = await seatRows(db, showtimeId, now);
  if (rows.length === 0) {
    const exists = await queryRows(db, sql`select 1 from showtimes where id = ${showtimeId}`);
    if (exists.length === 0) return null;
  }
  const byRow = new Map<string, SeatMap["rows"][number]>();
  let columns = 0;
  for (const r of rows) {
    const row = byRow.get(r.row_label) ?? { label: r.row_label, seats: [] };
    byRow.set(r.row_label, row);
    row.seats.push(toSeat(r, viewerId));
    columns = Math.max(columns, r.x + r.span);
  }
  return { showtimeId, rows: [...byRow.values()], columns };
}

/**
 * The seats sharing a row with any of `seatIds`, with their status as `viewerId` sees it, and the
 * showtime's start (null when no such seat is found).
 */
export async function seatsInRowsOf(db: Database, showtimeId: string, seatIds: string[], viewerId: string, now: Date): Promise<{ seats: Seat[]; startsAt: Date | null }> {
  const ids = seatIds.filter(isUuid);
  if (ids.length === 0 || !isUuid(showtimeId)) return { seats: [], startsAt: null };
  const rows = await seatRows(db, showtimeId, now, ids);
  return { seats: rows.map((r) => toSeat(r, viewerId)), startsAt: rows[0] ? new Date(rows[0].starts_at) : null };
}

function statusOf(row: SeatRow, viewerId: string | null): SeatStatus {
  if (!row.claimed) return "available";
  if (!row.order_id) return "blocked";
  if (row.order_status === "paid") return "sold";
  return viewerId && row.order_user === viewerId ? "mine" : "held";
}

/** Ids are UUIDs; anything else cannot name a row (and must not reach a uuid cast as a 500). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
