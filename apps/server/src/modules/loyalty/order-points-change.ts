import { maxPointsFor } from "@hancine/contract/points";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { holdPointsForOrder } from "./order-points.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * The points a held order carries after a change, held from the balance now: the ones asked for
 * (refused above what the order allows), or, when none are asked, the ones it had, cut down to fit a
 * total that went down. The gateway always takes at least MIN_GATEWAY_PAYMENT_VND.
 */
export async function pointsAfter(
  tx: Database,
  order: { id: string; userId: string; pointsUsed: number; pointsVnd: number },
  change: { requested: number | undefined; totalBeforePoints: number; pointValueVnd: number; now: Date },
): Promise<{ used: number; vnd: number }> {
  const most = maxPointsFor(change.totalBeforePoints, change.pointValueVnd);
  if (change.requested !== undefined && change.requested > most) {
    const message = most === 0 ? msg("error.VALIDATION_FAILED.noPointsForOrder") : msg("error.VALIDATION_FAILED.mostPoints", { most });
    throw new DomainError("VALIDATION_FAILED", { message, fields: { points: message } });
  }
  const used = change.requested ?? Math.min(order.pointsUsed, most);
  await holdPointsForOrder(tx, { id: order.id, userId: order.userId, pointsUsed: order.pointsUsed }, used, change.now);
  return { used, vnd: used * change.pointValueVnd };
}
