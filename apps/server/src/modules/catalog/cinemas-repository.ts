import { asc, eq, sql } from "drizzle-orm";
import type { Cinema, CinemaDetail } from "@hancine/contract/catalog";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { priceRules } from "#server/db/schema/booking.ts";
import { cinemas, cities, type auditoriums } from "#server/db/schema/catalog.ts";

/** A room with its seat count (bigint: text on node-postgres) and the formats it shows in the coming week. */
type AuditoriumRow = RawRow<
  Pick<typeof auditoriums.$inferSelect, "name"> & { seats: number | string; formats: CinemaDetail["auditoriums"][number]["formats"] | null }
>;
type PriceRow = RawRow<Pick<typeof priceRules.$inferSelect, "format" | "seatType" | "dayKind" | "timeBand" | "priceVnd">>;

export async function listCinemas(db: Database, city?: string, slug?: string): Promise<Cinema[]> {
  const rows = await db
    .select({
      id: cinemas.id,
      slug: cinemas.slug,
      name: cinemas.name,
      city: cinemas.citySlug,
      cityName: cities.name,
      address: cinemas.address,
      phone: cinemas.phone,
      inMenu: cinemas.inMenu,
      latitude: cinemas.latitude,
      longitude: cinemas.longitude,
    })
    .from(cinemas)
    .innerJoin(cities, eq(cities.slug, cinemas.citySlug))
    .where(slug ? eq(cinemas.slug, slug) : city ? eq(cinemas.citySlug, city) : undefined)
    .orderBy(asc(cinemas.position));
  return rows.map(({ latitude, longitude, ...cinema }) => ({
    ...cinema,
    location: latitude === null || longitude === null ? null : { latitude, longitude },
  }));
}

/** One cinema with its auditoriums (seats, formats shown in the coming week) and its price table. */
export async function findCinema(db: Database, slug: string, now: Date): Promise<CinemaDetail | null> {
  const [cinema] = await listCinemas(db, undefined, slug);
  if (!cinema) return null;
  const auditoriums = await queryRows(
    db,
    sql<AuditoriumRow>`select a.name, (select count(*) from seats se where se.layout_id = a.layout_id) as seats,
          (select array_agg(distinct s.format::text) from showtimes s
            where s.auditorium_id = a.id and s.cancelled_at is null and s.starts_at > ${now.toISOString()} and s.starts_at < ${new Date(now.getTime() + 7 * 86_400_000).toISOString()}) as formats
        from auditoriums a where a.cinema_id = ${cinema.id} order by a.name`,
  );
  const formats = new Set(auditoriums.flatMap((a) => a.formats ?? []));
  const prices = await queryRows(
    db,
    sql<PriceRow>`select pr.format, pr.seat_type as "seatType", pr.day_kind as "dayKind", pr.time_band as "timeBand", pr.price_vnd as "priceVnd" from price_rules pr
        where pr.cinema_id = ${cinema.id}
          and pr.seat_type in (select distinct se.type from seats se join auditoriums a on a.layout_id = se.layout_id where a.cinema_id = ${cinema.id})
        order by pr.format, pr.seat_type, pr.day_kind, pr.time_band`,
  );
  return {
    ...cinema,
    auditoriums: auditoriums.map((a) => ({ name: a.name, seats: Number(a.seats), formats: a.formats ?? [] })),
    prices: prices
      .filter((p) => formats.size === 0 || formats.has(p.format))
      .map((p) => ({ format: p.format, seatType: p.seatType, dayKind: p.dayKind, timeBand: p.timeBand, price: p.priceVnd })),
    currency: "VND",
  };
}
