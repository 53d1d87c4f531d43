import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { NumberedSeat, ScreenSide } from "@hancine/contract/seat-layout-rules";
import { declaredOpeningHours, type OpeningHours } from "@hancine/contract/cinema-opening-hours";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { auditoriums, cinemas, seatLayouts, seats, type cities } from "#server/db/schema/catalog.ts";

type Room = typeof auditoriums.$inferSelect;
type Cinema = typeof cinemas.$inferSelect;
type Layout = typeof seatLayouts.$inferSelect;

/** A room with its cinema and its current layout (the one new showtimes get). */
export type RoomRecord = Pick<Room, "id" | "name" | "cleaningMinutes"> & {
  cinema: Pick<Cinema, "id" | "slug" | "name">;
  layout: Pick<Layout, "id" | "screenSide" | "createdAt">;
};

export async function findRoom(db: Database, id: string): Promise<RoomRecord | null> {
  const [row] = await db
    .select({
      id: auditoriums.id,
      name: auditoriums.name,
      cleaningMinutes: auditoriums.cleaningMinutes,
      cinema: { id: cinemas.id, slug: cinemas.slug, name: cinemas.name },
      layout: { id: seatLayouts.id, screenSide: seatLayouts.screenSide, createdAt: seatLayouts.createdAt },
    })
    .from(auditoriums)
    .innerJoin(cinemas, eq(cinemas.id, auditoriums.cinemaId))
    .innerJoin(seatLayouts, eq(seatLayouts.id, auditoriums.layoutId))
    .where(eq(auditoriums.id, id));
  return row ?? null;
}

export type LayoutSeatRow = Pick<typeof seats.$inferSelect, "id" | "rowLabel" | "number" | "label" | "type" | "x" | "y" | "span" | "blocked" | "companion">;

/** The seats of one layout, row by row from the top, left to right. */
export function seatsOfLayout(db: Database, layoutId: string): Promise<LayoutSeatRow[]> {
  return db
    .select({
      id: seats.id,
      rowLabel: seats.rowLabel,
      number: seats.number,
      label: seats.label,
      type: seats.type,
      x: seats.x,
      y: seats.y,
      span: seats.span,
      blocked: seats.blocked,
      companion: seats.companion,
    })
    .from(seats)
    .where(eq(seats.layoutId, layoutId))
    .orderBy(asc(seats.y), asc(seats.x));
}

/** How many layouts the room has had (the current one is the last saved). */
export async function layoutVersionOf(db: Database, roomId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(seatLayouts).where(eq(seatLayouts.auditoriumId, roomId));
  return Number(row?.n ?? 0);
}

type RoomListRow = RawRow<
  Pick<Room, "id" | "name" | "cleaningMinutes"> & {
    cinemaId: Cinema["id"];
    cinemaSlug: Cinema["slug"];
    cinemaName: Cinema["name"];
    city: (typeof cities.$inferSelect)["name"];
    opensMinute: Cinema["opensMinute"];
    closesMinute: Cinema["closesMinute"];
    layoutCreatedAt: Layout["createdAt"];
    /** Counts are bigint: text on node-postgres, a number on PGlite. */
    standard: number | string;
    vip: number | string;
    couple: number | string;
    wheelchair: number | string;
    blocked: number | string;
    total: number | string;
    versions: number | string;
    upcomingCurrent: number | string;
    upcomingOlder: number | string;
  }
>;

export type RoomListItem = {
  cinema: { id: string; slug: string; name: string; city: string; openingHours: OpeningHours | null };
  room: Pick<Room, "id" | "name" | "cleaningMinutes"> & {
    layoutVersion: number;
    layoutCreatedAt: Date;
    counts: Record<"standard" | "vip" | "couple" | "wheelchair" | "blocked" | "total", number>;
    upcoming: { onCurrentLayout: number; onOlderLayouts: number };
  };
};

/** The rooms of the given cinemas (or the chain's), with their current layout's seats by type, in the chain's order. */
export async function listRooms(db: Database, cinemaIds: readonly string[] | "all", now: Date, cinemaSlug?: string): Promise<RoomListItem[]> {
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
    sql<RoomListRow>`
      select c.id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName", ci.name as city,
             c.opens_minute as "opensMinute", c.closes_minute as "closesMinute",
             a.id, a.name, a.cleaning_minutes as "cleaningMinutes", l.created_at as "layoutCreatedAt",
             count(se.id) filter (where se.type = 'standard') as standard,
             count(se.id) filter (where se.type = 'vip') as vip,
             count(se.id) filter (where se.type = 'couple') as couple,
             count(se.id) filter (where se.type = 'wheelchair') as wheelchair,
             count(se.id) filter (where se.blocked) as blocked,
             count(se.id) as total,
             (select count(*) from seat_layouts v where v.auditorium_id = a.id) as versions,
             (select count(*) from showtimes st where st.auditorium_id = a.id and st.starts_at > ${now.toISOString()}
                and st.cancelled_at is null and st.layout_id = a.layout_id) as "upcomingCurrent",
             (select count(*) from showtimes st where st.auditorium_id = a.id and st.starts_at > ${now.toISOString()}
                and st.cancelled_at is null and st.layout_id <> a.layout_id) as "upcomingOlder"
      from cinemas c
      join cities ci on ci.slug = c.city_slug
      join auditoriums a on a.cinema_id = c.id
      join seat_layouts l on l.id = a.layout_id
      left join seats se on se.layout_id = a.layout_id
      where ${only} ${cinemaSlug ? sql`and c.slug = ${cinemaSlug}` : sql``}
      group by c.id, ci.name, a.id, l.created_at
      order by c.position, c.slug, a.name`,
  );
  return rows.map((row) => ({
    cinema: { id: row.cinemaId, slug: row.cinemaSlug, name: row.cinemaName, city: row.city, openingHours: declaredOpeningHours(row) },
    room: {
      id: row.id,
      name: row.name,
      cleaningMinutes: row.cleaningMinutes,
      layoutVersion: Number(row.versions),
      layoutCreatedAt: new Date(row.layoutCreatedAt),
      counts: {
        standard: Number(row.standard),
        vip: Number(row.vip),
        couple: Number(row.couple),
        wheelchair: Number(row.wheelchair),
        blocked: Number(row.blocked),
        total: Number(row.total),
      },
      upcoming: { onCurrentLayout: Number(row.upcomingCurrent), onOlderLayouts: Number(row.upcomingOlder) },
    },
  }));
}

/** Showtimes still to start (not cancelled) of the room: on the given layout, and on any other. */
export async function upcomingShowtimesOf(
  db: Database,
  roomId: string,
  layoutId: string,
  now: Date,
): Promise<{ onCurrentLayout: number; onOlderLayouts: number }> {
  const [row] = await queryRows(
    db,
    sql<{ current: number | string; older: number | string }>`
      select count(*) filter (where st.layout_id = ${layoutId}::uuid) as current,
             count(*) filter (where st.layout_id <> ${layoutId}::uuid) as older
      from showtimes st
      where st.auditorium_id = ${roomId}::uuid and st.starts_at > ${now.toISOString()} and st.cancelled_at is null`,
  );
  return { onCurrentLayout: Number(row?.current ?? 0), onOlderLayouts: Number(row?.older ?? 0) };
}

/** Locks the room for a change and answers its current layout (null when there is no such room). */
export async function lockRoom(tx: Database, roomId: string): Promise<{ layoutId: string | null } | null> {
  const [row] = await tx.select({ layoutId: auditoriums.layoutId }).from(auditoriums).where(eq(auditoriums.id, roomId)).for("update");
  return row ?? null;
}

/** A new layout of the room with its seats, made the room's current one. Answers the layout's id. */
export async function insertLayout(
  tx: Database,
  input: { roomId: string; screenSide: ScreenSide; createdBy: string; createdAt: Date; seats: readonly NumberedSeat[] },
): Promise<string> {
  const [layout] = await tx
    .insert(seatLayouts)
    .values({ auditoriumId: input.roomId, screenSide: input.screenSide, createdBy: input.createdBy, createdAt: input.createdAt })
    .returning({ id: seatLayouts.id });
  if (!layout) throw new Error("Inserting a seat layout returned no row");
  await tx.insert(seats).values(
    input.seats.map((seat) => ({
      auditoriumId: input.roomId,
      layoutId: layout.id,
      rowLabel: seat.rowLabel,
      number: seat.number,
      label: seat.label,
      type: seat.type,
      x: seat.x,
      y: seat.y,
      span: seat.span,
      blocked: seat.blocked,
      companion: seat.companion ?? false,
    })),
  );
  await tx.update(auditoriums).set({ layoutId: layout.id }).where(eq(auditoriums.id, input.roomId));
  return layout.id;
}

/** Another room of the same cinema already has this name. */
export async function roomNameTaken(db: Database, cinemaId: string, name: string, exceptRoomId: string): Promise<boolean> {
  const rows = await db
    .select({ id: auditoriums.id })
    .from(auditoriums)
    .where(and(eq(auditoriums.cinemaId, cinemaId), eq(auditoriums.name, name), ne(auditoriums.id, exceptRoomId)));
  return rows.length > 0;
}

export async function updateRoomRow(tx: Database, roomId: string, changes: Partial<Pick<Room, "name" | "cleaningMinutes">>): Promise<void> {
  await tx.update(auditoriums).set(changes).where(eq(auditoriums.id, roomId));
}

export type CinemaHours = Pick<Cinema, "opensMinute" | "closesMinute">;

/** The cinema's opening hours (decision 091), its row locked until the transaction ends (an edit and its audit entry). */
export async function lockCinemaHours(tx: Database, cinemaId: string): Promise<CinemaHours | null> {
  const [row] = await queryRows(
    tx,
    sql<CinemaHours>`select opens_minute as "opensMinute", closes_minute as "closesMinute" from cinemas where id = ${cinemaId} for update`,
  );
  return row ?? null;
}

export async function setCinemaHours(tx: Database, cinemaId: string, hours: CinemaHours): Promise<void> {
  await tx.update(cinemas).set({ opensMinute: hours.opensMinute, closesMinute: hours.closesMinute }).where(eq(cinemas.id, cinemaId));
}
