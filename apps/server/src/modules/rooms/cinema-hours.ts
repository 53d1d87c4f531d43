import type { AdminCinema } from "@hancine/contract/back-office";
import { declaredOpeningHours, OPENING_HOURS_PROBLEMS, openingMinutes, type UpdateCinema } from "@hancine/contract/cinema-opening-hours";
import { viOnly } from "@hancine/contract/i18n/message";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { cinemaInScope, type CinemaScope } from "../auth/cinema-scope.ts";
import { adminCinemas } from "../catalog/admin-cinemas-repository.ts";
import { lockCinemaHours, setCinemaHours, type CinemaHours as Hours } from "./rooms-repository.ts";

/** The audit's view of the hours: "HH:MM" each, null for the chain's default. */
const audited = (hours: Hours) => {
  const declared = declaredOpeningHours(hours);
  return { opens: declared?.opens ?? null, closes: declared?.closes ?? null };
};

/**
 * `PATCH /admin/cinemas/:slug`: the cinema's opening hours (docs/decisions/091), or none (null: the
 * chain's default, 09:00–24:00), for its managers and admins (another cinema → 403, none → 404); the
 * change and its audit entry in one transaction.
 */
export async function updateCinema(
  db: Database,
  slug: string,
  body: UpdateCinema,
  actor: { userId: string; ip: string | null; scope: CinemaScope; now: Date },
): Promise<AdminCinema> {
  const cinema = await cinemaInScope(db, actor.scope, slug);
  let hours: Hours = { opensMinute: null, closesMinute: null };
  if (body.openingHours) {
    const minutes = openingMinutes(body.openingHours.opens.trim(), body.openingHours.closes.trim());
    // The contract's schema has judged the texts already; a caller that skipped it is answered the same way.
    if ("problem" in minutes) {
      const field = `openingHours.${minutes.problem === "opens" ? "opens" : "closes"}`;
      throw new DomainError("VALIDATION_FAILED", { fields: { [field]: viOnly(OPENING_HOURS_PROBLEMS[minutes.problem]) } });
    }
    hours = minutes;
  }
  await db.transaction(async (tx) => {
    const before = await lockCinemaHours(tx, cinema.id);
    await setCinemaHours(tx, cinema.id, hours);
    await writeAudit(tx, {
      at: actor.now,
      action: "cinema.opening_hours",
      actorUserId: actor.userId,
      ip: actor.ip,
      details: { label: cinema.name },
      change: { entity: "cinema", id: cinema.id, cinemaId: cinema.id, before: audited(before!), after: audited(hours) },
    });
  });
  const [saved] = await adminCinemas(db, [cinema.id], true);
  return saved!;
}
