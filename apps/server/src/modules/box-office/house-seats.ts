import type { CounterSeatMap, HouseSeats, HouseSeatsInput } from "@hancine/contract/box-office";
import { unavailableSeatsMsg } from "../booking/seat-rule-messages.ts";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isExclusionViolation } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { lockSeats } from "../booking/seat-locks-repository.ts";
import { SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { isUuid, seatMap } from "../showtimes/showtimes-repository.ts";
import { endHouseClaims, insertHouseClaims, liveHouseSeats } from "./house-seats-repository.ts";
import { showtimePlace } from "./shifts-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const MINUTE = 60_000;
const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { [field]: message } });

/** The showtime and its cinema, for someone of that cinema (another cinema → 403; unknown → 404). */
async function showtimeOfMyCinema(db: Database, actor: Actor, showtimeId: string) {
  const place = isUuid(showtimeId) ? await showtimePlace(db, showtimeId) : null;
  if (!place) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
  assertInScope(await cinemaScopeOf(db, actor.user), place.cinemaId);
  return place;
}

function houseView(showtimeId: string, startsAt: Date, kept: { seatId: string; releaseAt: Date | null }[]): HouseSeats {
  const releaseAt = kept[0]?.releaseAt ?? null;
  return {
    showtimeId,
    seatIds: kept.map((k) => k.seatId).sort(),
    releaseMinutesBefore: releaseAt ? Math.round((startsAt.getTime() - releaseAt.getTime()) / MINUTE) : null,
    releaseAt: releaseAt?.toISOString() ?? null,
  };
}

/** `GET /admin/showtimes/:id/house-seats`: the seats kept for the counter now. */
export async function houseSeatsOf(deps: AppDeps, actor: Actor, showtimeId: string): Promise<HouseSeats> {
  const db = deps.database.db;
  const place = await showtimeOfMyCinema(db, actor, showtimeId);
  return houseView(showtimeId, place.startsAt, await liveHouseSeats(db, showtimeId, deps.clock()));
}

/** `GET /box-office/showtimes/:id/seats`: the seat map as the counter sees it (house seats for sale), with the house seats listed. */
export async function counterSeatMap(deps: AppDeps, actor: Actor, showtimeId: string): Promise<CounterSeatMap> {
  const db = deps.database.db;
  const place = await showtimeOfMyCinema(db, actor, showtimeId);
  const now = deps.clock();
  const map = (await seatMap(db, showtimeId, { viewerId: actor.user.id, counter: true }, now))!;
  return { ...map, house: houseView(showtimeId, place.startsAt, await liveHouseSeats(db, showtimeId, now)) };
}

/**
 * `PUT /admin/showtimes/:id/house-seats` (decision 076): a manager of the showtime's cinema keeps these
 * seats for the counter until `releaseMinutesBefore` minutes before the start. The set replaces the one
 * before: seats left out go on sale at once (a house seat sold meanwhile is no longer one). They are
 * claims of the kind `house`: the exclusion constraint refuses a seat someone holds or bought (409
 * SEAT_TAKEN) and, once kept, any hold of it online; at the release time they free themselves.
 */
export async function setHouseSeats(deps: AppDeps, actor: Actor, showtimeId: string, input: HouseSeatsInput): Promise<HouseSeats> {
  const db = deps.database.db;
  const place = await showtimeOfMyCinema(db, actor, showtimeId);
  if (place.cancelled) throw new DomainError("SHOWTIME_CANCELLED", { message: SHOWTIME_CANCELLED_MESSAGE });
  const now = deps.clock();
  if (place.startsAt <= now) throw new DomainError("SALES_CLOSED", { message: msg("error.SALES_CLOSED.started") });
  const releaseAt = new Date(place.startsAt.getTime() - input.releaseMinutesBefore * MINUTE);
  if (input.seatIds.length > 0 && releaseAt <= now) {
    throw invalid("releaseMinutesBefore", msg("error.VALIDATION_FAILED.releasePassed"));
  }

  // Against the map the counter sees: seats of this room, not blocked, free or already kept for the house.
  const map = (await seatMap(db, showtimeId, { viewerId: null, counter: true }, now))!;
  const byId = new Map(map.rows.flatMap((row) => row.seats).map((seat) => [seat.id, seat]));
  if (input.seatIds.some((id) => !byId.has(id))) throw invalid("seatIds", msg("error.VALIDATION_FAILED.counterSeatsNotInRoom"));
  const chosen = input.seatIds.map((id) => byId.get(id)!);
  const broken = chosen.filter((seat) => seat.status === "blocked");
  if (broken.length > 0) throw invalid("seatIds", msg("error.VALIDATION_FAILED.seatsBlocked", { seats: broken.map((s) => s.label).join(", ") }));
  const taken = (ids: string[]) =>
    new DomainError("SEAT_TAKEN", { message: unavailableSeatsMsg(ids.map((id) => byId.get(id)?.label ?? id)), details: { seatIds: ids } });
  const busy = chosen.filter((seat) => seat.status !== "available").map((seat) => seat.id);
  if (busy.length > 0) throw taken(busy);

  try {
    return await transactionAnnouncingSeats(db, async (tx) => {
      const before = await liveHouseSeats(tx, showtimeId, now);
      await lockSeats(tx, showtimeId, [...new Set([...before.map((k) => k.seatId), ...input.seatIds])].sort());
      const ended = await endHouseClaims(tx, showtimeId, null, now);
      await insertHouseClaims(tx, showtimeId, input.seatIds, now, releaseAt);
      const kept = new Set(input.seatIds);
      await announceSeatChanges(tx, {
        showtimeId,
        seats: [
          ...ended.filter((id) => !kept.has(id)).map((id) => ({ id, status: "available" as const })),
          ...input.seatIds.map((id) => ({ id, status: "held" as const })),
        ],
      });
      const after = houseView(
        showtimeId,
        place.startsAt,
        input.seatIds.map((seatId) => ({ seatId, releaseAt })),
      );
      const labels = (ids: string[]) => ids.map((id) => byId.get(id)?.label ?? id).sort();
      await writeAudit(tx, {
        at: now,
        action: "showtime.house_seats",
        actorUserId: actor.user.id,
        ip: actor.ip,
        details: { showtimeId, seats: labels(input.seatIds), releaseAt: after.releaseAt },
        change: {
          entity: "showtime",
          id: showtimeId,
          cinemaId: place.cinemaId,
          before: { houseSeats: labels(before.map((k) => k.seatId)), releaseAt: before[0]?.releaseAt?.toISOString() ?? null },
          after: { houseSeats: labels(input.seatIds), releaseAt: after.releaseAt, releaseMinutesBefore: input.releaseMinutesBefore },
        },
      });
      return after;
    });
  } catch (error) {
    // Someone held or bought one of them since the map was read: the exclusion constraint's call.
    if (isExclusionViolation(error, "seat_claims_no_overlap")) throw taken(input.seatIds);
    throw error;
  }
}
