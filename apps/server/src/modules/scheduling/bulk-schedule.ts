import { cinemaBySlug } from "../auth/cinema-refs-repository.ts";
import type { z } from "zod";
import type { bulkResultSchema, copyDaySchema, fillRoomSchema } from "@hancine/contract/back-office-schedule";
import { chainDay, formatDate } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import { isExclusionViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { showtimeSpan } from "../showtimes/showtime-span.ts";
import type { Actor } from "../auth/actor.ts";
import { formatProblem, startProblem } from "@hancine/contract/schedule-rules";
import { schedulingPair } from "./create-showtime.ts";
import { unpricedReason, unpricedSeatTypes } from "./unpriced-showtimes-repository.ts";
import { insertShowtimes, liveSpansOfRooms, roomsOfCinema, showtimesToCopy, type NewShowtime, type Span } from "./schedule-repository.ts";
import { msg, viOnly } from "@hancine/contract/i18n/message";

type BulkResult = z.infer<typeof bulkResultSchema>;
type Skipped = BulkResult["skipped"][number];

const DAY_MS = 86_400_000;
const FIVE_MINUTES = 5 * 60_000;

/** Whether [start, until) collides with a taken span of the room. */
const collides = (taken: readonly Pick<Span, "auditoriumId" | "startsAt" | "blockedUntil">[], room: string, start: Date, until: Date) =>
  taken.some((span) => span.auditoriumId === room && span.startsAt < until && span.blockedUntil > start);

/** Leaves out of `planned` (into `skipped`, with the reason) the showtimes whose seats would have no price. */
async function withoutUnpriced(
  deps: AppDeps,
  cinemaId: string,
  planned: NewShowtime[],
  skipped: Skipped[],
  filmName: (row: NewShowtime) => string,
): Promise<NewShowtime[]> {
  const unpriced = await unpricedSeatTypes(deps.database.db, cinemaId, planned);
  for (const [index, types] of unpriced) {
    const row = planned[index]!;
    skipped.push({ auditoriumId: row.auditoriumId, startsAt: row.startsAt.toISOString(), filmName: filmName(row), reason: unpricedReason(row.format, types) });
  }
  return planned.filter((_, index) => !unpriced.has(index));
}

/**
 * Writes planned showtimes in one transaction; a slot taken meanwhile by someone else makes the
 * exclusion constraint refuse the whole batch (409: the person reloads and tries again).
 */
async function insertPlanned(deps: AppDeps, actor: Actor, cinemaId: string, action: string, rows: NewShowtime[], details: Record<string, unknown>) {
  try {
    await deps.database.db.transaction(async (tx) => {
      await insertShowtimes(tx, rows);
      await writeAudit(tx, {
        at: deps.clock(),
        action: `showtime.${action}`,
        actorUserId: actor.user.id,
        ip: actor.ip,
        change: { entity: "showtime", id: `${action}:${cinemaId}`, cinemaId, before: null, after: { ...details, created: rows.length } },
      });
    });
  } catch (error) {
    if (isExclusionViolation(error, "showtimes_no_overlap")) {
      throw new DomainError("SHOWTIME_OVERLAP", { message: msg("error.SHOWTIME_OVERLAP.bulk") });
    }
    throw error;
  }
}

/** Copies a cinema's live showtimes of one day onto other days: same rooms, wall-clock times, films, formats, languages, accessibility features. */
export async function copyDay(deps: AppDeps, actor: Actor, input: z.infer<typeof copyDaySchema>): Promise<BulkResult> {
  const db = deps.database.db;
  const now = deps.clock();
  const cinema = await cinemaBySlug(db, input.cinema);
  if (!cinema) throw notFound(msg("error.NOT_FOUND.cinema"));
  assertInScope(await cinemaScopeOf(db, actor.user), cinema.id);
  const targets = [...new Set(input.to)].filter((day) => day !== input.from).sort();
  if (targets.length === 0) throw new DomainError("VALIDATION_FAILED", { fields: { to: msg("error.VALIDATION_FAILED.copyToOtherDay") } });
  const source = await showtimesToCopy(db, cinema.id, input.from);
  const rooms = await roomsOfCinema(db, cinema.id);
  const layouts = new Map(rooms.map((room) => [room.id, room.layoutId]));
  const cleaning = new Map(rooms.map((room) => [room.id, room.cleaningMinutes]));
  const first = new Date(`${targets[0]}T00:00:00+07:00`);
  const last = new Date(new Date(`${targets.at(-1)}T00:00:00+07:00`).getTime() + 2 * DAY_MS);
  const taken: Pick<Span, "auditoriumId" | "startsAt" | "blockedUntil">[] = await liveSpansOfRooms(
    db,
    rooms.map((r) => r.id),
    first,
    last,
  );
  const planned: NewShowtime[] = [];
  const skipped: Skipped[] = [];
  for (const day of targets) {
    const shift = new Date(`${day}T00:00:00Z`).getTime() - new Date(`${input.from}T00:00:00Z`).getTime();
    for (const showtime of source) {
      const startsAt = new Date(showtime.startsAt.getTime() + shift);
      const layoutId = layouts.get(showtime.auditoriumId);
      const span = showtimeSpan(startsAt, showtime.durationMinutes, cleaning.get(showtime.auditoriumId) ?? 0);
      const skip = (reason: string) =>
        skipped.push({ auditoriumId: showtime.auditoriumId, startsAt: startsAt.toISOString(), filmName: showtime.filmName, reason });
      if (!layoutId) skip("Phòng chưa có sơ đồ ghế.");
      else if (showtime.archivedAt) skip("Phim đã lưu trữ.");
      else if (showtime.endDate && chainDay(startsAt) > showtime.endDate) skip(`Phim chỉ chiếu đến ${formatDate(`${showtime.endDate}T12:00:00+07:00`)}.`);
      else if (startsAt <= now) skip("Giờ chiếu đã qua.");
      else if (collides(taken, showtime.auditoriumId, span.startsAt, span.blockedUntil)) skip("Phòng đã có suất khác vào giờ này.");
      else {
        planned.push({
          auditoriumId: showtime.auditoriumId,
          layoutId,
          filmId: showtime.filmId,
          ...span,
          format: showtime.format,
          language: showtime.language,
          accessibilityFeatures: showtime.accessibilityFeatures,
        });
        taken.push({ auditoriumId: showtime.auditoriumId, startsAt: span.startsAt, blockedUntil: span.blockedUntil });
      }
    }
  }
  const filmNames = new Map(source.map((showtime) => [showtime.filmId, showtime.filmName]));
  const priced = await withoutUnpriced(deps, cinema.id, planned, skipped, (row) => filmNames.get(row.filmId)!);
  if (priced.length > 0) await insertPlanned(deps, actor, cinema.id, "copy_day", priced, { from: input.from, to: targets });
  return { created: priced.length, skipped };
}

/** Fills a room with one film back to back (cleaning between, starts on 5-minute marks), around what is already there. */
export async function fillRoom(deps: AppDeps, actor: Actor, input: z.infer<typeof fillRoomSchema>): Promise<BulkResult> {
  const db = deps.database.db;
  const now = deps.clock();
  const { room, film } = await schedulingPair(db, actor, input.auditoriumId, input.filmId);
  const wrongFormat = formatProblem(film, input.format);
  if (wrongFormat) throw new DomainError("VALIDATION_FAILED", { fields: { format: viOnly(wrongFormat) } });
  const from = new Date(Math.ceil(new Date(input.from).getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  const until = new Date(input.until);
  if (until < from) throw new DomainError("VALIDATION_FAILED", { fields: { until: msg("error.VALIDATION_FAILED.untilAfterFrom") } });
  if (until.getTime() - from.getTime() > DAY_MS)
    throw new DomainError("VALIDATION_FAILED", { fields: { until: msg("error.VALIDATION_FAILED.fillAtMost24h") } });
  const taken = await liveSpansOfRooms(db, [room.id], from, new Date(until.getTime() + DAY_MS));
  const planned: NewShowtime[] = [];
  const skipped: Skipped[] = [];
  let cursor = from;
  while (cursor <= until) {
    const span = showtimeSpan(cursor, film.durationMinutes, room.cleaningMinutes);
    const blocking = taken.find((s) => s.startsAt < span.blockedUntil && s.blockedUntil > span.startsAt);
    const problem = startProblem(cursor, film, now);
    if (blocking) {
      cursor = new Date(Math.ceil(blocking.blockedUntil.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
      continue;
    }
    if (problem) skipped.push({ auditoriumId: room.id, startsAt: cursor.toISOString(), filmName: film.title, reason: problem });
    else planned.push({ auditoriumId: room.id, layoutId: room.layoutId, filmId: film.id, ...span, format: input.format, language: input.language });
    cursor = new Date(Math.ceil(span.blockedUntil.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  }
  const priced = await withoutUnpriced(deps, room.cinemaId, planned, skipped, () => film.title);
  if (priced.length > 0)
    await insertPlanned(deps, actor, room.cinemaId, "fill_room", priced, { room: room.name, film: film.title, from: input.from, until: input.until });
  return { created: priced.length, skipped };
}
