import type { HoldLimits } from "#server/config.ts";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Holds are counted per account and per client address over the last window of this length (a hold's default life). */
export const HOLD_WINDOW_MS = 10 * 60_000;

/**
 * Against seat hoarding (decisions 017, 063 and 064), checked by the seat hold's database function
 * inside the transaction that grants the hold:
 * - the account's row is locked, so one account's holds take turns and cannot both see room for one more;
 * - at most `maxOpenOrders` open orders (held or awaiting payment, hold not run out) across showtimes,
 *   not counting the one this hold replaces → 409 HOLD_LIMIT_REACHED (holdLimitReached);
 * - at most `perAccount` and `perClient` granted holds in the last 10 minutes → 429 with Retry-After
 *   (holdsRateLimited). A grant is a row of its own per key (hold_grants): holds from one address never
 *   queue behind one counter row. Exact per account (its row is locked); per address, holds granted at
 *   the same instant may pass the limit by the few that were in flight together.
 * These are the keys a grant is counted under, with their limits.
 */
export function holdLimitKeys(limits: HoldLimits, hold: { userId: string; clientIp: string }): { key: string; limit: number }[] {
  return [
    { key: `hold:${hold.userId}`, limit: limits.perAccount },
    { key: `hold-client:${hold.clientIp}`, limit: limits.perClient },
  ];
}

export function holdLimitReached(maxOpenOrders: number): DomainError {
  return new DomainError("HOLD_LIMIT_REACHED", {
    message: msg("error.HOLD_LIMIT_REACHED.openOrders", { maxOpenOrders }),
    details: { maxOpenOrders },
  });
}

/** A key at its limit frees a place when its oldest grant in the window leaves it, `retryAfterMs` from now. */
export function holdsRateLimited(retryAfterMs: number): DomainError {
  return rateLimited(Math.max(1, Math.ceil(retryAfterMs / 1000)), msg("error.RATE_LIMITED.holds"));
}
