import type { AdminShowtime, ShowtimeAccessibility } from "@hancine/contract/back-office-schedule";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import type { Actor } from "../auth/actor.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { adminShowtime, lockShowtime, roomForScheduling, updateShowtimeAccessibility } from "./schedule-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * Sets what a showtime offers for accessibility (audio description, subtitles for the deaf and hard
 * of hearing, sensory-friendly), audited. Buyers' tickets stay valid: nothing about the seat changes.
 * A cancelled or started showtime keeps what it had.
 */
export async function setShowtimeAccessibility(deps: AppDeps, actor: Actor, showtimeId: string, input: ShowtimeAccessibility): Promise<AdminShowtime> {
  const db = deps.database.db;
  const now = deps.clock();
  if (!isUuid(showtimeId)) throw notFound(msg("error.NOT_FOUND.showtime"));
  await db.transaction(async (tx) => {
    const showtime = await lockShowtime(tx, showtimeId);
    if (!showtime) throw notFound(msg("error.NOT_FOUND.showtime"));
    const room = (await roomForScheduling(tx, showtime.auditoriumId))!;
    assertInScope(await cinemaScopeOf(tx, actor.user), room.cinemaId);
    if (showtime.cancelledAt) throw new DomainError("SHOWTIME_CANCELLED");
    if (showtime.startsAt <= now) throw new DomainError("VALIDATION_FAILED", { fields: { features: msg("error.VALIDATION_FAILED.accessibilityStarted") } });
    await updateShowtimeAccessibility(tx, showtime.id, input.features);
    await writeAudit(tx, {
      at: now,
      action: "showtime.accessibility",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: {
        entity: "showtime",
        id: showtime.id,
        cinemaId: room.cinemaId,
        before: { accessibilityFeatures: showtime.accessibilityFeatures },
        after: { accessibilityFeatures: input.features },
      },
    });
  });
  return (await adminShowtime(db, showtimeId, now))!;
}
