import { MEMBERSHIP_TIERS } from "@hancine/contract/membership";
import { POINTS_EARN_RATE, type Points } from "@hancine/contract/points";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { Database } from "#server/db/client.ts";
import { membershipOf } from "../auth/membership-repository.ts";
import { balanceByExpiry, lockSpendablePoints } from "./points-expiry.ts";
import { earningsOf, pointsHistoryOf, pointsTotalsOf } from "./points-repository.ts";
import { pointsReasonText } from "./loyalty-texts.ts";
import { tierName } from "../auth/membership-names.ts";

/** `GET /me/points`: the balance (what ran out expired first), tier and its rate, what expires when, and the latest entries. */
export async function pointsOf(db: Database, userId: string, now: Date, pointValueVnd: number, locale: Locale = "vi"): Promise<Points> {
  const balance = await db.transaction((tx) => lockSpendablePoints(tx, userId, now));
  const membership = await membershipOf(db, userId, now);
  const expiring = balanceByExpiry(await earningsOf(db, userId), await pointsTotalsOf(db, userId));
  const history = await pointsHistoryOf(db, userId);
  const nextKey = MEMBERSHIP_TIERS.find((tier) => tier.name === membership.next?.name)?.key;
  return {
    balance,
    pointValueVnd,
    tier: { key: membership.tier.key, name: tierName(membership.tier.key, locale), earnRate: POINTS_EARN_RATE[membership.tier.key] },
    nextTier: membership.next && nextKey ? { key: nextKey, name: tierName(nextKey, locale), remainingVnd: membership.next.remainingVnd } : null,
    yearSpendVnd: membership.spendVnd,
    expiring: expiring.map((left) => ({ points: left.points, expiresAt: left.expiresAt.toISOString() })),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      points: entry.points,
      reason: entry.reason,
      reasonText: pointsReasonText(entry.reason, locale),
      ...(entry.orderCode && { orderCode: entry.orderCode }),
      ...(entry.expiresAt && { expiresAt: entry.expiresAt.toISOString() }),
      balanceAfter: entry.balanceAfter,
    })),
  };
}
