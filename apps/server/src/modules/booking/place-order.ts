import { checkSeatSelection } from "@hancine/contract/seat-rules";
import { companionAloneMsg, seatProblemMsg, unavailableSeatsMsg } from "./seat-rule-messages.ts";
import type { PlaceOrder } from "@hancine/contract/booking";
import { subtotalOf } from "@hancine/contract/voucher-rules";
import type { AppDeps } from "#server/app-deps.ts";
import { isCheckViolation, isExclusionViolation, isRetryable, isUniqueViolation } from "#server/db/errors.ts";
import { DomainError } from "#server/domain-error.ts";
import { seatsInRowsOf, showtimeExists } from "../showtimes/showtimes-repository.ts";
import { salesOpenAfter, SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { HOLD_WINDOW_MS, holdLimitKeys, holdLimitReached, holdsRateLimited } from "../limits/hold-limits.ts";
import { returnHeldPoints } from "../loyalty/order-points.ts";
import { checkAdmission, claimAdmission } from "../waiting-room/admission-gate.ts";
import { admissionKey } from "../waiting-room/admission-token.ts";
import { liveEventOfShowtime } from "../waiting-room/sale-events-repository.ts";
import { newOrderCode } from "./order-code.ts";
import { holdSeats } from "./hold-seats-repository.ts";
import { seatsClaimedByOthers } from "./order-holds-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "./seat-events.ts";
import { seatHolds } from "#server/observability/metrics.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { setOrderLocale } from "./orders-repository.ts";

const ATTEMPTS = 4;

/**
 * Holds the chosen seats for the customer: checks the request against the seat map, then in one
 * transaction releases the customer's previous hold for this showtime, creates the order and claims
 * the seats. The database decides who gets a contested seat (exclusion constraint seat_claims_no_overlap):
 * the loser's transaction rolls back whole and it is told which seats were taken.
 * Returns the new order's id. Each answer is counted (`hancine_seat_holds_total`): granted, or the refusal's code.
 * The order keeps the language of the request that made it (`locale`, from its Accept-Language): its
 * e-mails and the return from the gateway are in it (decision 093).
 */
export async function placeOrder(deps: AppDeps, userId: string, input: PlaceOrder, ip: string | null, locale: Locale = "vi"): Promise<string> {
  try {
    const orderId = await holdChosenSeats(deps, userId, input, ip, locale);
    seatHolds.inc({ outcome: "granted", reason: "" });
    return orderId;
  } catch (error) {
    seatHolds.inc({ outcome: "refused", reason: error instanceof DomainError ? error.code : "error" });
    throw error;
  }
}

async function holdChosenSeats(deps: AppDeps, userId: string, input: PlaceOrder, ip: string | null, locale: Locale): Promise<string> {
  const db = deps.database.db;
  const now = deps.clock();
  const { seats, startsAt, cancelled, saleEventId } = await seatsInRowsOf(db, input.showtimeId, input.seatIds, userId, now);
  if (!startsAt && !(await showtimeExists(db, input.showtimeId))) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
  if (cancelled) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (startsAt && startsAt <= salesOpenAfter(deps)) throw new DomainError("SALES_CLOSED");
  // A premiere day's showtime is held only through its waiting room (decision 055).
  // Its live sale event came with the seats; only a request naming no seat of the showtime asks apart.
  const eventId = seats.length > 0 ? saleEventId : await liveEventOfShowtime(db, input.showtimeId);
  const admission = await checkAdmission(db, admissionKey(deps.config.sessionSecret), { userId, eventId, token: input.admissionToken, now });
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const foreign = input.seatIds.filter((id) => !byId.has(id));
  if (foreign.length > 0) {
    throw new DomainError("VALIDATION_FAILED", { fields: { seatIds: msg("error.VALIDATION_FAILED.seatsNotInRoom") } });
  }
  const problem = checkSeatSelection(seats, input.seatIds);
  if (problem) {
    const text = seatProblemMsg(problem, (id) => byId.get(id)?.label ?? id);
    if (problem.kind === "unavailable") throw seatsUnavailable(problem.seatIds, text);
    throw new DomainError("VALIDATION_FAILED", { message: text, fields: { seatIds: text } });
  }

  const chosen = input.seatIds.map((id) => byId.get(id)!).sort((a, b) => a.id.localeCompare(b.id));
  if (chosen.some((seat) => seat.price <= 0)) throw new DomainError("SALES_CLOSED", { message: msg("error.SALES_CLOSED.noPriceTable") });
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000);
  const unavailable = (ids: string[]) =>
    seatsUnavailable(
      ids,
      undefined,
      ids.map((id) => byId.get(id)?.label ?? id),
    );

  const limits = deps.config.holdLimits;
  const hold = {
    showtimeId: input.showtimeId,
    userId,
    seats: chosen,
    subtotal: subtotalOf({ seats: chosen, products: [] }),
    now,
    expiresAt,
    limits: holdLimitKeys(limits, { userId, clientIp: ip ?? "unknown" }),
    windowMs: HOLD_WINDOW_MS,
    maxOpenOrders: limits.maxOpenOrders,
    ip,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionAnnouncingSeats(db, async (tx) => {
        if (admission) await claimAdmission(tx, admission, { userId, now, holdMinutes: deps.config.holdMinutes });
        // The seats' locks, the checks a rival's commit could change, the limits and the writes: one
        // call, so the locks are held for the database's work alone (decision 064).
        const held = await holdSeats(tx, { ...hold, code: newOrderCode() });
        // A buyer who waited for a rival's seat locks is refused before anything was written; the
        // exclusion constraint stays the judge of what that check cannot see.
        if (held.outcome === "taken") throw unavailable(held.seatIds);
        if (held.outcome === "open_limit") throw holdLimitReached(limits.maxOpenOrders);
        if (held.outcome === "rate_limited") throw holdsRateLimited(held.retryAfterMs);
        if (held.returnPointsOf.length > 0) await returnHeldPoints(tx, held.returnPointsOf, now);
        // hold_seats writes the column's default, Vietnamese.
        if (locale !== "vi") await setOrderLocale(tx, held.orderId, locale);
        const heldIds = new Set(chosen.map((seat) => seat.id));
        await announceSeatChanges(
          tx,
          {
            showtimeId: input.showtimeId,
            seats: [
              ...held.freed.filter((id) => !heldIds.has(id)).map((id) => ({ id, status: "available" as const })),
              ...chosen.map((seat) => ({ id: seat.id, status: "held" as const })),
            ],
          },
          held.seq,
        );
        return held.orderId;
      });
    } catch (error) {
      if (isExclusionViolation(error, "seat_claims_no_overlap")) {
        const taken = await seatsClaimedByOthers(db, input.showtimeId, input.seatIds, userId, now, expiresAt);
        if (taken.length > 0 || attempt >= ATTEMPTS) throw unavailable(taken.length > 0 ? taken : input.seatIds);
        continue; // no one else claims them now (a rival rolled back, or it was this buyer's own other hold): try again
      }
      // The database's companion-seat rule (decision 082), should the check above have been raced past.
      if (isCheckViolation(error, "seat_claims_companion_check")) {
        const message = companionAloneMsg(chosen.filter((seat) => seat.companion).map((seat) => seat.label));
        throw new DomainError("VALIDATION_FAILED", { message, fields: { seatIds: message } });
      }
      // Two holds by the same customer at once: the one-open-order index made one wait and fail; retry replaces the first.
      if ((isUniqueViolation(error, "orders_one_active_per_showtime") || isRetryable(error)) && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

export function seatsUnavailable(seatIds: string[], message?: ErrorText, labels?: string[]): DomainError {
  const text = message ?? (labels ? unavailableSeatsMsg(labels) : undefined);
  return new DomainError("SEATS_UNAVAILABLE", { ...(text && { message: text }), details: { seatIds } });
}
