import type { HoldLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { DomainError, rateLimited } from "../../domain-error.ts";
import { lockAccount, openOrdersElsewhere } from "./open-orders-repository.ts";
import { countHits } from "./rate-counters-repository.ts";

/** Holds are counted per account and per client address in windows of this length (a hold's default life). */
export const HOLD_WINDOW_MS = 10 * 60_000;

export type HoldRequest = { userId: string; clientIp: string; showtimeId: string; now: Date };

/**
 * Against seat hoarding, inside the transaction that grants a hold (decision 017):
 * - the account's row is locked, so one account's holds take turns and cannot both see room for one more;
 * - at most `maxOpenOrders` open orders (held or awaiting payment, hold not run out) across showtimes,
 *   not counting the one this hold replaces → 409 HOLD_LIMIT_REACHED;
 * - at most `perAccount` and `perClient` granted holds per 10 minutes → 429 with Retry-After.
 * Refused holds roll back whole, counters included; the database keeps every count, so the limits
 * hold across instances.
 */
export async function assertHoldAllowed(tx: Database, limits: HoldLimits, hold: HoldRequest): Promise<void> {
  await lockAccount(tx, hold.userId);
  if ((await openOrdersElsewhere(tx, hold.userId, hold.showtimeId, hold.now)) >= limits.maxOpenOrders) {
    throw new DomainError("HOLD_LIMIT_REACHED", {
      message: `Bạn đang giữ ghế ở ${limits.maxOpenOrders} đơn chưa thanh toán. Bạn hãy thanh toán hoặc huỷ một đơn (trong mục Tài khoản) rồi chọn ghế tiếp nhé.`,
      details: { maxOpenOrders: limits.maxOpenOrders },
    });
  }
  const wait = await countHits(
    tx,
    [
      { key: `hold:${hold.userId}`, limit: limits.perAccount },
      { key: `hold-client:${hold.clientIp}`, limit: limits.perClient },
    ],
    HOLD_WINDOW_MS,
    hold.now,
  );
  if (wait > 0) throw rateLimited(wait, "Bạn đã giữ ghế nhiều lần trong ít phút. Bạn hãy thanh toán đơn đang giữ hoặc thử lại sau ít phút nhé.");
}
