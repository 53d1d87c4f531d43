import { languageVersion } from "@hancine/contract/language-version";
import { normalizeAccessibility, type AccessibilityFeature } from "@hancine/contract/accessibility";
import { eq, sql, type SQL } from "drizzle-orm";
import { MAX_SEATS_PER_ORDER, TICKET_TYPE_LABELS, type DiscountTicketType, type SeatStatus } from "@hancine/contract/booking-constants";
import type { Seat, Showtime, ShowtimeDetail, SeatMap } from "@hancine/contract/booking";
import { queryPreparedRows, queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { orders, priceRules, seatClaims } from "#server/db/schema/booking.ts";
import { films, showtimes, type auditoriums, type cinemas, type seatLayouts, type seats } from "#server/db/schema/catalog.ts";
import { priceRulesOf, ticketTypeOrder, typePricesOfCell } from "../pricing/price-rules-sql.ts";

type ShowtimeColumns = typeof showtimes.$inferSelect;
type FilmColumns = typeof films.$inferSelect;
type CinemaColumns = typeof cinemas.$inferSelect;
type AuditoriumColumns = typeof auditoriums.$inferSelect;

export type ShowtimeFilter = {
  film?: string | undefined;
  cinema?: string | undefined;
  city?: string | undefined;
  date?: string | undefined;
  accessibility?: AccessibilityFeature | undefined;
};

/**
 * A claim counts at `at` when its period [held_from, held_until) contains that instant. Written as the
 * same range expression the exclusion constraint indexes, so its GiST index finds the live claims
 * without walking a seat's whole history of holds.
 */
export function claimActiveAt(alias: string, at: Date): SQL {
  const sc = sql.raw(alias);
  return sql`tstzrange(${sc}.held_from, ${sc}.held_until, '[)') @> ${at.toISOString()}::timestamptz`;
}

/** A showtime with its film, cinema and room as the lists show it (`showtimeSelect`). */
export type ShowtimeRow = RawRow<
  Pick<ShowtimeColumns, "id" | "startsAt" | "endsAt" | "format" | "language" | "accessibilityFeatures"> & {
    filmSlug: FilmColumns["slug"];
    filmName: FilmColumns["title"];
    filmNameEn: FilmColumns["titleEn"];
    filmCountry: FilmColumns["country"];
    age: FilmColumns["ageRating"];
    cinemaSlug: CinemaColumns["slug"];
    cinemaName: CinemaColumns["name"];
    auditorium: AuditoriumColumns["name"];
    /** Counts are bigint: text on node-postgres, a number on PGlite. */
    seatsLeft: number | string;
    priceFrom: number | string | null;
    saleEventId: string | null;
  }
>;

const iso = (value: string | Date) => new Date(value).toISOString();

export function toShowtime(row: ShowtimeRow): Showtime {
  return {
    id: row.id,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    format: row.format,
    language: row.language,
    version: languageVersion(row.language, row.filmCountry),
    film: { slug: row.filmSlug, name: row.filmName, nameEn: row.filmNameEn, age: row.age },
    cinema: { slug: row.cinemaSlug, name: row.cinemaName },
    auditorium: { name: row.auditorium },
    seatsLeft: Number(row.seatsLeft),
    priceFrom: Number(row.priceFrom ?? 0),
    saleEventId: row.saleEventId,
    accessibilityFeatures: normalizeAccessibility(row.accessibilityFeatures),
  };
}

/** A showtime with its film, cinema, room, seats left, lowest price and live sale event (`ShowtimeRow`), with the caller's `extraColumns`, from `showtimes s` joined to `films f`, `auditoriums a`, `cinemas c`. */
export function showtimeSelect(now: Date, extraColumns: SQL = sql``): SQL {
  return sql`select s.id, s.starts_at as "startsAt", s.ends_at as "endsAt", s.format, s.language,
      s.accessibility_features as "accessibilityFeatures",
      f.slug as "filmSlug", f.title as "filmName", f.title_en as "filmNameEn", f.country as "filmCountry", f.age_rating as age,
      c.slug as "cinemaSlug", c.name as "cinemaName", a.name as auditorium,
      (select count(*) from seats se where se.layout_id = s.layout_id and not se.blocked)
        - (select count(*) from seat_claims sc where sc.showtime_id = s.id and ${claimActiveAt("sc", now)}) as "seatsLeft",
      (select min(pr.price_vnd) from price_rules pr where ${priceRulesOf("pr")}) as "priceFrom",
      (select es.event_id from sale_event_showtimes es join sale_events e on e.id = es.event_id
        where es.showtime_id = s.id and e.closed_at is null) as "saleEventId"
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
      where s.starts_at > ${salesOpenAfter.toISOString()} and s.cancelled_at is null
      ${filter.film ? sql`and f.slug = ${filter.film}` : sql``}
      ${filter.cinema ? sql`and c.slug = ${filter.cinema}` : sql``}
      ${filter.city ? sql`and c.city_slug = ${filter.city}` : sql``}
      ${filter.date ? sql`and (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date = ${filter.date}::date` : sql``}
      ${filter.accessibility ? sql`and ${filter.accessibility} = any(s.accessibility_features)` : sql``}
      order by s.starts_at, c.position, a.name
      limit 1000`,
  );
  return rows.map(toShowtime);
}

type DetailRow = ShowtimeRow & {
  poster: FilmColumns["poster"];
  duration: FilmColumns["durationMinutes"];
  address: CinemaColumns["address"];
  city: CinemaColumns["citySlug"];
  /** Text on both drivers (a raw query). */
  cancelledAt: string | null;
  /** The prices of the seat types the showtime's layout has, cheapest first (json). */
  prices: { type: (typeof priceRules.$inferSelect)["seatType"]; price: number; ticketTypes: { ticketType: DiscountTicketType; price: number }[] }[];
};

/** A showtime as its page shows it (`ShowtimeDetail`), prices included, in one statement. */
function showtimeDetailSelect(now: Date): SQL {
  return showtimeSelect(
    now,
    sql`, f.poster, f.duration_minutes as duration, c.address, c.city_slug as city, s.cancelled_at as "cancelledAt",
      (select coalesce(json_agg(json_build_object('type', pr.seat_type, 'price', pr.price_vnd,
          'ticketTypes', (select coalesce(json_agg(json_build_object('ticketType', tp.ticket_type, 'price', tp.price_vnd) order by ${ticketTypeOrder(sql`tp.ticket_type`)}), '[]'::json)
                            from ticket_type_prices tp where ${typePricesOfCell("tp", "pr")})) order by pr.price_vnd), '[]'::json)
         from price_rules pr
        where ${priceRulesOf("pr")} and pr.seat_type in (select distinct se.type from seats se where se.layout_id = s.layout_id)) as prices`,
  );
}

/** The contract's ShowtimeDetail of a `showtimeDetailSelect` row. */
function toShowtimeDetail(row: DetailRow, salesCloseMinutes: number): ShowtimeDetail {
  const base = toShowtime(row);
  return {
    ...base,
    film: { ...base.film, imagePortrait: row.poster, duration: row.duration },
    cinema: { ...base.cinema, address: row.address, city: row.city },
    prices: row.prices.map((p) => ({ ...p, ticketTypes: p.ticketTypes.map((t) => ({ ...t, label: TICKET_TYPE_LABELS[t.ticketType] })) })),
    salesCloseAt: new Date(new Date(row.startsAt).getTime() - salesCloseMinutes * 60_000).toISOString(),
    cancelled: row.cancelledAt !== null,
    currency: "VND",
  };
}

/** Whether a showtime with this id exists (bookable or not). */
export async function showtimeExists(db: Database, showtimeId: string): Promise<boolean> {
  if (!isUuid(showtimeId)) return false;
  return (await db.select({ id: showtimes.id }).from(showtimes).where(eq(showtimes.id, showtimeId))).length > 0;
}

/** When a showtime starts and its film's age rating: what checkout checks. */
export async function showtimeStartAndRating(db: Database, id: string): Promise<{ startsAt: Date; age: string; cancelledAt: Date | null } | null> {
  const [row] = await db
    .select({ startsAt: showtimes.startsAt, age: films.ageRating, cancelledAt: showtimes.cancelledAt })
    .from(showtimes)
    .innerJoin(films, eq(films.id, showtimes.filmId))
    .where(eq(showtimes.id, id));
  return row ?? null;
}

/** One showtime with its prices by seat type (past ones too: an order page still shows them). */
export async function findShowtime(db: Database, id: string, now: Date, salesCloseMinutes: number): Promise<ShowtimeDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows(db, sql<DetailRow>`${showtimeDetailSelect(now)} where s.id = ${id}`);
  return row ? toShowtimeDetail(row, salesCloseMinutes) : null;
}

/** A seat of the map with its price and the claim holding it (`seatRowsQuery`). */
type SeatRow = RawRow<
  Pick<typeof seats.$inferSelect, "id" | "rowLabel" | "number" | "label" | "type" | "x" | "y" | "span" | "companion"> &
    Pick<ShowtimeColumns, "startsAt" | "cancelledAt"> &
    Pick<typeof seatClaims.$inferSelect, "orderId"> & {
      /** The showtime's layout's, the same on every row. */
      screenSide: (typeof seatLayouts.$inferSelect)["screenSide"];
      price: (typeof priceRules.$inferSelect)["priceVnd"] | null;
      claimed: boolean;
      orderStatus: (typeof orders.$inferSelect)["status"] | null;
      orderUser: (typeof orders.$inferSelect)["userId"] | null;
      /** The live claim's kind: `house` is a seat kept for the box office (decision 076). */
      claimKind: (typeof seatClaims.$inferSelect)["kind"] | null;
      /** The showtime's sale event not closed, if any (decision 055): a hold then needs the waiting room's admission. */
      saleEventId: string | null;
    }
>;

/**
 * Every seat of the showtime's auditorium (or only the rows holding `onlySeats`, at most
 * MAX_SEATS_PER_ORDER) with its price and the claim holding it at `now`. The seat map and every hold read
 * through here, as prepared statements PostgreSQL plans once per connection (decision 014): the price key
 * is computed once per showtime, and each seat's live claim is looked up through the exclusion
 * constraint's index by showtime, seat and time together. The showtime's live sale event comes along,
 * so a hold learns whether it needs the waiting room's admission without asking again.
 */
function seatRowsQuery(showtimeId: string, now: Date, onlySeats?: string[]): { name: string; query: SQL<SeatRow> } {
  const seatColumns = sql`select se.id, se.row_label as "rowLabel", se.number, se.label, se.type, se.x, se.y, se.span, se.companion, pr.price_vnd as price,
                    (sc.id is not null or se.blocked) as claimed, sc.order_id as "orderId", sc.kind as "claimKind", o.status as "orderStatus", o.user_id as "orderUser", s.starts_at as "startsAt", s.cancelled_at as "cancelledAt",
                    l.screen_side as "screenSide", k.sale_event_id as "saleEventId"
      from showtimes s
      join auditoriums a on a.id = s.auditorium_id
      join seat_layouts l on l.id = s.layout_id
      cross join lateral (select showtime_day_kind(s.starts_at) as day_kind, showtime_time_band(s.starts_at) as time_band,
                                 (select es.event_id from sale_event_showtimes es join sale_events e on e.id = es.event_id
                                   where es.showtime_id = s.id and e.closed_at is null limit 1) as sale_event_id
                          offset 0) k
      join seats se on se.layout_id = s.layout_id
      left join price_rules pr on pr.cinema_id = a.cinema_id and pr.format = s.format and pr.seat_type = se.type
           and pr.day_kind = k.day_kind and pr.time_band = k.time_band
      left join lateral (select c.id, c.order_id, c.kind from seat_claims c
                          where c.showtime_id = s.id and c.seat_id = se.id
                            and tstzrange(c.held_from, c.held_until, '[)') @> ${now.toISOString()}::timestamptz
                          limit 1) sc on true
      left join orders o on o.id = sc.order_id
     where s.id = ${showtimeId}::uuid`;
  const order = sql`order by se.y, se.x`;
  if (!onlySeats) return { name: "seat_map", query: sql<SeatRow>`${seatColumns} ${order}` };
  // Always MAX_SEATS_PER_ORDER placeholders (the list padded with its first id): one statement text, and a
  // plan that does not depend on how many seats were asked for, so PostgreSQL keeps the plan it made once.
  if (onlySeats.length > MAX_SEATS_PER_ORDER) throw new RangeError(`at most ${MAX_SEATS_PER_ORDER} seats`);
  const ids = Array.from({ length: MAX_SEATS_PER_ORDER }, (_, i) => onlySeats[i] ?? onlySeats[0]!);
  // An array computed once, not a semi join: the plan then reads only those rows' seats (and looks up
  // only their claims) instead of the whole room's before keeping the rows asked for.
  const inRows = sql`se.y = any(array(select r.y from seats r where r.id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})))`;
  return { name: "seat_rows", query: sql<SeatRow>`${seatColumns} and ${inRows} ${order}` };
}

async function seatRows(db: Database, showtimeId: string, now: Date, onlySeats?: string[]): Promise<SeatRow[]> {
  const { name, query } = seatRowsQuery(showtimeId, now, onlySeats);
  return queryPreparedRows(db, name, query);
}

/**
 * Whose eyes see the map: a customer's (`viewerId`: their own holds are `mine`), or the box office's
 * (`counter`: a house seat is for sale there, decision 076).
 */
export type SeatViewer = { viewerId: string | null; counter?: boolean };

const toSeat = (r: SeatRow, viewer: SeatViewer): Seat => ({
  id: r.id,
  label: r.label,
  type: r.type,
  status: statusOf(r, viewer),
  price: Number(r.price ?? 0),
  x: r.x,
  y: r.y,
  span: r.span,
  companion: r.companion,
});

/** Every seat of the showtime's auditorium with its status at `now`, as `viewerId` sees it. */
export async function seatMap(db: Database, showtimeId: string, viewer: string | null | SeatViewer, now: Date): Promise<SeatMap | null> {
  const seen = seatViewer(viewer);
  if (!isUuid(showtimeId)) return null;
  const rows = await seatRows(db, showtimeId, now);
  if (rows.length === 0 && !(await showtimeExists(db, showtimeId))) return null;
  const byRow = new Map<string, SeatMap["rows"][number]>();
  let columns = 0;
  for (const r of rows) {
    const row = byRow.get(r.rowLabel) ?? { label: r.rowLabel, seats: [] };
    byRow.set(r.rowLabel, row);
    row.seats.push(toSeat(r, seen));
    columns = Math.max(columns, r.x + r.span);
  }
  return { showtimeId, rows: [...byRow.values()], columns, screenSide: rows[0]?.screenSide ?? "top" };
}

/**
 * The seats sharing a row with any of `seatIds`, with their status as `viewerId` sees it, the
 * showtime's start (null when no such seat is found) and its live sale event.
 */
export async function seatsInRowsOf(
  db: Database,
  showtimeId: string,
  seatIds: string[],
  viewer: string | SeatViewer,
  now: Date,
): Promise<{ seats: Seat[]; startsAt: Date | null; cancelled: boolean; saleEventId: string | null }> {
  const ids = seatIds.filter(isUuid);
  if (ids.length === 0 || !isUuid(showtimeId)) return { seats: [], startsAt: null, cancelled: false, saleEventId: null };
  const rows = await seatRows(db, showtimeId, now, ids);
  const first = rows[0];
  return {
    seats: rows.map((r) => toSeat(r, seatViewer(viewer))),
    startsAt: first ? new Date(first.startsAt) : null,
    cancelled: Boolean(first?.cancelledAt),
    saleEventId: first?.saleEventId ?? null,
  };
}

const seatViewer = (viewer: string | null | SeatViewer): SeatViewer => (viewer !== null && typeof viewer === "object" ? viewer : { viewerId: viewer });

function statusOf(row: SeatRow, { viewerId, counter }: SeatViewer): SeatStatus {
  if (!row.claimed) return "available";
  // A house seat: taken online until its release (like a hold), for sale at the box office.
  if (row.claimKind === "house") return counter ? "available" : "held";
  if (!row.orderId) return "blocked";
  if (row.orderStatus === "paid") return "sold";
  return viewerId && row.orderUser === viewerId ? "mine" : "held";
}

/** Ids are UUIDs; anything else cannot name a row (and must not reach a uuid cast as a 500). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
