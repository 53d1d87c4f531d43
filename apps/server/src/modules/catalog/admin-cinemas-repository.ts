import { sql } from "drizzle-orm";
import type { AdminCinema } from "@hancine/contract/back-office";
import { declaredOpeningHours } from "@hancine/contract/cinema-opening-hours";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { auditoriums, cinemas, cities } from "#server/db/schema/catalog.ts";

type Cinema = typeof cinemas.$inferSelect;

type RoomRow = RawRow<
  {
    cinemaId: Cinema["id"];
    cinemaSlug: Cinema["slug"];
    cinemaName: Cinema["name"];
    city: (typeof cities.$inferSelect)["name"];
    opensMinute: Cinema["opensMinute"];
    closesMinute: Cinema["closesMinute"];
  } & Pick<typeof auditoriums.$inferSelect, "id" | "name" | "cleaningMinutes"> & {
      /** count(*): text on node-postgres. */
      seats: number | string;
      formats: AdminCinema["auditoriums"][number]["formats"] | null;
    }
>;

/**
 * Cinemas (all, or those of `cinemaIds`) with their rooms, seat counts and the formats scheduled there,
 * in the chain's order; a cinema with no room only when `roomless` (the list is of cinemas to schedule).
 */
export async function adminCinemas(db: Database, cinemaIds: readonly string[] | "all", roomless = false): Promise<AdminCinema[]> {
  if (cinemaIds !== "all" && cinemaIds.length === 0) return [];
  const only =
    cinemaIds === "all"
      ? sql`true`
      : sql`c.id in (${sql.join(
          cinemaIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await queryRows(
    db,
    sql<RoomRow>`
      select c.id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName", ci.name as city,
             c.opens_minute as "opensMinute", c.closes_minute as "closesMinute", a.id, a.name, a.cleaning_minutes as "cleaningMinutes",
             (select count(*) from seats s where s.layout_id = a.layout_id) as seats,
             (select array_agg(distinct st.format::text) from showtimes st where st.auditorium_id = a.id) as formats
      from cinemas c
      join cities ci on ci.slug = c.city_slug
      ${roomless ? sql`left join` : sql`join`} auditoriums a on a.cinema_id = c.id
      where ${only}
      order by c.position, c.slug, a.name`,
  );
  const byCinema = new Map<string, AdminCinema>();
  for (const row of rows) {
    const cinema = byCinema.get(row.cinemaId) ?? {
      id: row.cinemaId,
      slug: row.cinemaSlug,
      name: row.cinemaName,
      city: row.city,
      openingHours: declaredOpeningHours(row),
      auditoriums: [],
    };
    if (row.id !== null)
      cinema.auditoriums.push({ id: row.id, name: row.name, seats: Number(row.seats), formats: row.formats ?? [], cleaningMinutes: row.cleaningMinutes });
    byCinema.set(row.cinemaId, cinema);
  }
  return [...byCinema.values()];
}
