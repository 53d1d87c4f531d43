import type { HoldLimits } from "../../config.ts";
import { DomainError, rateLimited } from "../../domain-error.ts";
import type { Database } from "../../db/client.ts";
import { waitSecondsOf, type HitRow, type RateKey } from "./limits-sql.ts";
import { giveBackHits, takeHitsAtOnce } from "./rate-counters-repository.ts";

/** Holds are counted per account and per client address in windows of this length (a hold's default life). */
export const HOLD_WINDOW_MS = 10 * 60_000;

/**
 * Against seat hoarding (decisions 017 and 062), counted in the database so the limits hold across
 * instances:
 * - at most `perAccount` and `perClient` granted holds per 10 minutes → 429 with Retry-After. A hold
 *   takes its two hits before its transaction (`takeHoldHits`: one statement that locks the counters
 *   only while it runs — the address's counter is shared by every hold from one network) and gives
 *   them back when it is refused afterwards (`giveBackHoldHits`), so only granted holds stay counted.
 *   Hits are taken one after another on each counter: of holds sent at once, those past the limit are
 *   refused, and one may be refused for a hit that a hold refused later gives back;
 * - inside the hold's transaction the account's row is locked with the seats' locks, so one account's
 *   holds take turns and cannot both see room for one more: at most `maxOpenOrders` open orders (held
 *   or awaiting payment, hold not run out) across showtimes, not counting the one this hold replaces
 *   → 409 HOLD_LIMIT_REACHED (`openOrdersRefusal`, on the count the hold's checks return).
 */
export function holdRateKeys(limits: HoldLimits, hold: { userId: string; clientIp: string }): RateKey[] {
  // Always the account's key first: two holds lock the counters' rows in the same order.
  return [
    { key: `hold:${hold.userId}`, limit: limits.perAccount },
    { key: `hold-client:${hold.clientIp}`, limit: limits.perClient },
  ];
}

/** Counts a hold against the account's and the address's limits; over either → 429 RATE_LIMITED with Retry-After (the hits given back). */
export async function takeHoldHits(db: Database, limits: HoldLimits, hold: { userId: string; clientIp: string; now: Date }): Promise<HitRow[]> {
  const keys = holdRateKeys(limits, hold);
  const hits = await takeHitsAtOnce(db, "hold_hits", keys, HOLD_WINDOW_MS, hold.now);
  const wait = waitSecondsOf(hits, keys, HOLD_WINDOW_MS, hold.now);
  if (wait === 0) return hits;
  await giveBackHoldHits(db, hits);
  throw rateLimited(wait, "Bạn đã giữ ghế nhiều lần trong ít phút. Bạn hãy thanh toán đơn đang giữ hoặc thử lại sau ít phút nhé.");
}

/** A hold refused after `takeHoldHits` (seat taken, open orders, an error): its hits no longer count. */
export async function giveBackHoldHits(db: Database, hits: readonly HitRow[]): Promise<void> {
  await giveBackHits(db, "hold_hits_back", hits);
}

/** HOLD_LIMIT_REACHED when the account already has `maxOpenOrders` open orders elsewhere; else null. */
export function openOrdersRefusal(limits: HoldLimits, openElsewhere: number): DomainError | null {
  if (openElsewhere < limits.maxOpenOrders) return null;
  return new DomainError("HOLD_LIMIT_REACHED", {
    message: `Bạn đang giữ ghế ở ${limits.maxOpenOrders} đơn chưa thanh toán. Bạn hãy thanh toán hoặc huỷ một đơn (trong mục Tài khoản) rồi chọn ghế tiếp nhé.`,
    details: { maxOpenOrders: limits.maxOpenOrders },
  });
}
