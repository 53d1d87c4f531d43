import type { HoldLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { DomainError, rateLimited } from "../../domain-error.ts";
import { recordHoldGrant } from "./hold-grants-repository.ts";
import { lockAccount, openOrdersElsewhere } from "./open-orders-repository.ts";

/** Holds are counted per account and per client address over the last window of this length (a hold's default life). */
export const HOLD_WINDOW_MS = 10 * 60_000;

export type HoldRequest = { userId: string; clientIp: string; showtimeId: string; now: Date };

/**
 * Against seat hoarding, inside the transaction that grants a hold (decisions 017 and 063):
 * - the account's row is locked, so one account's holds take turns and cannot both see room for one more;
 * - at most `maxOpenOrders` open orders (held or awaiting payment, hold not run out) across showtimes,
 *   not counting the one this hold replaces → 409 HOLD_LIMIT_REACHED;
 * - at most `perAccount` and `perClient` granted holds in the last 10 minutes → 429 with Retry-After.
 * The grant is a row of its own per key (hold_grants), written by the statement that counts: a refused
 * hold rolls back whole, grant included, and holds from one address never queue behind one counter
 * row. Exact per account (its row is locked); per address, holds granted at the same instant may pass
 * the limit by the few that were in flight together.
 */
export async function assertHoldAllowed(tx: Database, limits: HoldLimits, hold: HoldRequest): Promise<void> {
  await lockAccount(tx, hold.userId);
  if ((await openOrdersElsewhere(tx, hold.userId, hold.showtimeId, hold.now)) >= limits.maxOpenOrders) {
    throw new DomainError("HOLD_LIMIT_REACHED", {
      message: `Bạn đang giữ ghế ở ${limits.maxOpenOrders} đơn chưa thanh toán. Bạn hãy thanh toán hoặc huỷ một đơn (trong mục Tài khoản) rồi chọn ghế tiếp nhé.`,
      details: { maxOpenOrders: limits.maxOpenOrders },
    });
  }
  const keys = [
    { key: `hold:${hold.userId}`, limit: limits.perAccount },
    { key: `hold-client:${hold.clientIp}`, limit: limits.perClient },
  ];
  const counts = await recordHoldGrant(tx, keys, hold.now, HOLD_WINDOW_MS);
  // A key at its limit frees a place when its oldest grant in the window leaves it.
  const waits = counts
    .filter((count, i) => count.earlier >= keys[i]!.limit)
    .map((count) => (count.oldest ?? hold.now).getTime() + HOLD_WINDOW_MS - hold.now.getTime());
  if (waits.length > 0) {
    throw rateLimited(Math.max(1, Math.ceil(Math.max(...waits) / 1000)), "Bạn đã giữ ghế nhiều lần trong ít phút. Bạn hãy thanh toán đơn đang giữ hoặc thử lại sau ít phút nhé.");
  }
}
