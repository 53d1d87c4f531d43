import type { AdminRoom, AdminRoomList, SaveLayout, UpdateRoom } from "@hancine/contract/back-office-rooms";
import { layoutCounts, layoutProblems, numberSeats, type LayoutDraft } from "@hancine/contract/seat-layout-rules";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, type CinemaScope } from "../auth/cinema-scope.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import {
  findRoom,
  insertLayout,
  layoutVersionOf,
  listRooms,
  lockRoom,
  roomNameTaken,
  seatsOfLayout,
  updateRoomRow,
  upcomingShowtimesOf,
  type RoomRecord,
} from "./rooms-repository.ts";
import { msg, viOnly, viOnlyFields } from "@hancine/contract/i18n/message";

/**
 * Rooms and their seat layouts (decision 038). Saving a layout makes a new version that the room's
 * new showtimes sell; showtimes already created keep theirs, so seats already sold never move.
 */

export type Actor = { userId: string; ip: string | null; scope: CinemaScope };

const roomNotFound = () => new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.room") });

/** The room, if it exists and is one of the actor's cinemas' (404, then 403). */
async function roomInScope(db: Database, id: string, scope: CinemaScope): Promise<RoomRecord> {
  const room = isUuid(id) ? await findRoom(db, id) : null;
  if (!room) throw roomNotFound();
  assertInScope(scope, room.cinema.id);
  return room;
}

/** The room as the editor opens it: its current layout seat by seat, and the showtimes still to come. */
export async function roomDetail(db: Database, room: RoomRecord, now: Date): Promise<AdminRoom> {
  const seats = await seatsOfLayout(db, room.layout.id);
  const version = await layoutVersionOf(db, room.id);
  const upcoming = await upcomingShowtimesOf(db, room.id, room.layout.id, now);
  return {
    id: room.id,
    name: room.name,
    cleaningMinutes: room.cleaningMinutes,
    cinema: room.cinema,
    layout: {
      id: room.layout.id,
      version,
      createdAt: room.layout.createdAt.toISOString(),
      screenSide: room.layout.screenSide,
      rows: seats.reduce((rows, seat) => Math.max(rows, seat.y + 1), 0),
      columns: seats.reduce((columns, seat) => Math.max(columns, seat.x + seat.span), 0),
      seats,
      counts: layoutCounts(seats),
    },
    upcomingShowtimes: upcoming,
  };
}

export async function getRoom(deps: AppDeps, id: string, scope: CinemaScope): Promise<AdminRoom> {
  const db = deps.database.db;
  return roomDetail(db, await roomInScope(db, id, scope), deps.clock());
}

/** The actor's cinemas with their rooms (one cinema when `cinemaSlug` is given). */
export async function roomList(deps: AppDeps, scope: CinemaScope, cinemaSlug?: string): Promise<AdminRoomList> {
  const items = await listRooms(deps.database.db, scope.chain ? "all" : [...scope.cinemaIds], deps.clock(), cinemaSlug);
  const byCinema = new Map<string, AdminRoomList[number]>();
  for (const { cinema, room } of items) {
    const entry = byCinema.get(cinema.id) ?? { ...cinema, rooms: [] };
    entry.rooms.push({
      id: room.id,
      name: room.name,
      cleaningMinutes: room.cleaningMinutes,
      layoutVersion: room.layoutVersion,
      layoutCreatedAt: room.layoutCreatedAt.toISOString(),
      counts: room.counts,
      upcomingShowtimes: room.upcoming,
    });
    byCinema.set(cinema.id, entry);
  }
  return [...byCinema.values()];
}

/** What the audit keeps of a layout: its size and seats by type, not every seat. */
function layoutSummary(layout: AdminRoom["layout"]) {
  return { layoutId: layout.id, version: layout.version, rows: layout.rows, columns: layout.columns, screenSide: layout.screenSide, seats: layout.counts };
}

/**
 * Saves a new layout version of the room: a new `seat_layouts` row and its seats, made the room's
 * current layout, in one transaction with its audit entry. Refuses a draft the shared rules find
 * wrong (400, nothing written) and a draft made on a layout someone has replaced meanwhile (409).
 */
export async function saveLayout(deps: AppDeps, id: string, body: SaveLayout, actor: Actor): Promise<AdminRoom> {
  const db = deps.database.db;
  const now = deps.clock();
  const room = await roomInScope(db, id, actor.scope);
  const draft: LayoutDraft = {
    screenSide: body.screenSide ?? "top",
    numbering: body.numbering ?? "left-to-right",
    columns: body.columns,
    rows: body.rows.map((row) => ({
      label: row.label ?? "",
      seats: row.seats.map((seat) => ({
        x: seat.x,
        type: seat.type,
        span: seat.span ?? 1,
        blocked: seat.blocked ?? false,
        companion: seat.companion ?? false,
      })),
    })),
  };
  const problems = layoutProblems(draft);
  // The seat layout's rules are the contract's, shared with the seat-map editor: Vietnamese-only for now.
  if (Object.keys(problems).length > 0)
    throw new DomainError("VALIDATION_FAILED", { message: viOnly(Object.values(problems)[0]!), fields: viOnlyFields(problems) });
  const before = await roomDetail(db, room, now);
  const seats = numberSeats(draft);
  await db.transaction(async (tx) => {
    const locked = await lockRoom(tx, room.id);
    if (!locked) throw roomNotFound();
    if (body.baseLayoutId !== undefined && locked.layoutId !== body.baseLayoutId)
      throw new DomainError("LAYOUT_CHANGED", { details: { layoutId: locked.layoutId } });
    const layoutId = await insertLayout(tx, { roomId: room.id, screenSide: draft.screenSide, createdBy: actor.userId, createdAt: now, seats });
    const version = await layoutVersionOf(tx, room.id);
    const counts = layoutCounts(seats);
    const rows = seats.reduce((n, seat) => Math.max(n, seat.y + 1), 0);
    const columns = seats.reduce((n, seat) => Math.max(n, seat.x + seat.span), 0);
    await writeAudit(tx, {
      at: now,
      action: "auditorium.layout_saved",
      actorUserId: actor.userId,
      ip: actor.ip,
      change: {
        entity: "auditorium",
        id: room.id,
        cinemaId: room.cinema.id,
        before: layoutSummary(before.layout),
        after: { layoutId, version, rows, columns, screenSide: draft.screenSide, seats: counts },
      },
    });
  });
  return getRoom(deps, room.id, actor.scope);
}

/** Renames the room or changes its cleaning time (showtimes created afterwards use the new time). */
export async function updateRoom(deps: AppDeps, id: string, body: UpdateRoom, actor: Actor): Promise<AdminRoom> {
  const db = deps.database.db;
  const now = deps.clock();
  const room = await roomInScope(db, id, actor.scope);
  const changes = {
    ...(body.name !== undefined && { name: body.name.trim() }),
    ...(body.cleaningMinutes !== undefined && { cleaningMinutes: body.cleaningMinutes }),
  };
  const nameTaken = () =>
    new DomainError("VALIDATION_FAILED", {
      fields: { name: msg("error.VALIDATION_FAILED.roomNameTaken", { cinema: room.cinema.name, room: changes.name ?? "" }) },
    });
  if (changes.name !== undefined && (await roomNameTaken(db, room.cinema.id, changes.name, room.id))) throw nameTaken();
  try {
    await db.transaction(async (tx) => {
      if (!(await lockRoom(tx, room.id))) throw roomNotFound();
      await updateRoomRow(tx, room.id, changes);
      await writeAudit(tx, {
        at: now,
        action: "auditorium.updated",
        actorUserId: actor.userId,
        ip: actor.ip,
        change: {
          entity: "auditorium",
          id: room.id,
          cinemaId: room.cinema.id,
          before: { name: room.name, cleaningMinutes: room.cleaningMinutes },
          after: { name: changes.name ?? room.name, cleaningMinutes: changes.cleaningMinutes ?? room.cleaningMinutes },
        },
      });
    });
  } catch (error) {
    // Two renames to one name at once: the unique (cinema, name) key decides.
    if (isUniqueViolation(error, "auditoriums_cinema_id_name_unique")) throw nameTaken();
    throw error;
  }
  return getRoom(deps, room.id, actor.scope);
}
