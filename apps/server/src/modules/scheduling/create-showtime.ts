import { formatProblem, startProblem } from "@hancine/contract/schedule-rules";
import type { AdminShowtime, CreateShowtime } from "@hancine/contract/back-office-schedule";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isExclusionViolation, isRetryable } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { showtimeSpan } from "../showtimes/showtime-span.ts";
import type { Actor } from "../auth/actor.ts";
import { unpricedReason, unpricedSeatTypes } from "./unpriced-showtimes-repository.ts";
import {
  adminShowtime,
  filmForScheduling,
  insertShowtime,
  overlappingShowtime,
  roomForScheduling,
  type FilmForScheduling,
  type RoomForScheduling,
} from "./schedule-repository.ts";
import { type ErrorText, msg, viOnly } from "@hancine/contract/i18n/message";

const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { fields: { [field]: message } });

/** The room (in the actor's cinemas) and the film of a new or moved showtime, or the reason they cannot be used. */
export async function schedulingPair(
  db: Database,
  actor: Actor,
  auditoriumId: string,
  filmId: string,
): Promise<{ room: RoomForScheduling & { layoutId: string }; film: FilmForScheduling }> {
  const room = await roomForScheduling(db, auditoriumId);
  if (!room) throw notFound(msg("error.NOT_FOUND.room"));
  assertInScope(await cinemaScopeOf(db, actor.user), room.cinemaId);
  if (!room.layoutId) throw invalid("auditoriumId", msg("error.VALIDATION_FAILED.noSeatMap"));
  const film = await filmForScheduling(db, filmId);
  if (!film) throw invalid("filmId", msg("error.VALIDATION_FAILED.unknownFilm"));
  if (film.archivedAt) throw invalid("filmId", msg("error.VALIDATION_FAILED.filmArchived"));
  return { room: { ...room, layoutId: room.layoutId }, film };
}

/** SHOWTIME_OVERLAP naming the showtime in the way (API "Back office"). */
export async function overlapError(db: Database, auditoriumId: string, from: Date, until: Date, exceptId?: string): Promise<DomainError> {
  const showtimeId = await overlappingShowtime(db, auditoriumId, from, until, exceptId);
  return new DomainError("SHOWTIME_OVERLAP", { details: showtimeId ? { showtimeId } : {} });
}

/**
 * Schedules one showtime. The room's current layout is the one it sells; the exclusion constraint
 * is what refuses an overlap (the check before it only gives the common case a clear answer early).
 */
const CREATE_ATTEMPTS = 3;

export async function createShowtime(deps: AppDeps, actor: Actor, input: CreateShowtime): Promise<AdminShowtime> {
  const db = deps.database.db;
  const now = deps.clock();
  const { room, film } = await schedulingPair(db, actor, input.auditoriumId, input.filmId);
  const startsAt = new Date(input.startsAt);
  const wrongFormat = formatProblem(film, input.format);
  if (wrongFormat) throw invalid("format", viOnly(wrongFormat));
  const problem = startProblem(startsAt, film, now);
  if (problem) throw invalid("startsAt", viOnly(problem));
  const unpriced = (await unpricedSeatTypes(db, room.cinemaId, [{ layoutId: room.layoutId, format: input.format, startsAt }])).get(0);
  if (unpriced) throw invalid("format", viOnly(unpricedReason(input.format, unpriced)));
  const span = showtimeSpan(startsAt, film.durationMinutes, room.cleaningMinutes);
  if (await overlappingShowtime(db, room.id, span.startsAt, span.blockedUntil)) throw await overlapError(db, room.id, span.startsAt, span.blockedUntil);
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const created = await insertShowtime(tx, {
          auditoriumId: room.id,
          layoutId: room.layoutId,
          filmId: film.id,
          ...span,
          format: input.format,
          language: input.language,
          accessibilityFeatures: input.accessibilityFeatures ?? [],
        });
        await writeAudit(tx, {
          at: now,
          action: "showtime.create",
          actorUserId: actor.user.id,
          ip: actor.ip,
          change: { entity: "showtime", id: created, cinemaId: room.cinemaId, before: null, after: { film: film.title, room: room.name, ...input } },
        });
        return created;
      });
      return (await adminShowtime(db, id, now))!;
    } catch (error) {
      if (isExclusionViolation(error, "showtimes_no_overlap")) throw await overlapError(db, room.id, span.startsAt, span.blockedUntil);
      // Two people scheduling at once may deadlock on what the new showtime's triggers touch
      // (sales summary, reminders): the one PostgreSQL picks goes again, and then meets the overlap (409).
      if (isRetryable(error) && attempt < CREATE_ATTEMPTS) continue;
      throw error;
    }
  }
}
