import type { PointsReason } from "@hancine/contract/points";
import type { Database } from "#server/db/client.ts";
import { earningsOf, lockPointsAccount, membersWithPointsDue, pointsTotalsOf, postPoints } from "./points-repository.ts";

/**
 * Points are spent oldest first: whatever was taken off (spent, revoked, expired) is counted against
 * the earnings that expire soonest. What is left of each earning is the balance by expiry date.
 */
export function balanceByExpiry(earnings: { points: number; expiresAt: Date }[], totals: Record<PointsReason, number>): { points: number; expiresAt: Date }[] {
  let used = -(totals.redeemed + totals.revoked + totals.expired) - totals.returned;
  const left: { points: number; expiresAt: Date }[] = [];
  for (const earning of earnings) {
    const taken = Math.min(Math.max(used, 0), earning.points);
    used -= taken;
    if (earning.points > taken) left.push({ points: earning.points - taken, expiresAt: earning.expiresAt });
  }
  return left;
}

/**
 * Expires what is left of the member's earnings past their date (one 'expired' entry). Called under
 * the points lock before any spending, so a customer never spends points that had run out, and by
 * the daily job for everybody. Returns the balance after.
 */
export async function expireDuePointsLocked(tx: Database, userId: string, balance: number, now: Date): Promise<number> {
  const due = balanceByExpiry(await earningsOf(tx, userId), await pointsTotalsOf(tx, userId))
    .filter((left) => left.expiresAt <= now)
    .reduce((sum, left) => sum + left.points, 0);
  const expired = Math.min(due, balance);
  if (expired <= 0) return balance;
  return postPoints(tx, { userId, points: -expired, reason: "expired", at: now });
}

/** Locks the member's points and expires what ran out: the balance that can be spent now. */
export async function lockSpendablePoints(tx: Database, userId: string, now: Date): Promise<number> {
  return expireDuePointsLocked(tx, userId, await lockPointsAccount(tx, userId, now), now);
}

/** The daily job: every member's points past their date expire. Returns how many members it touched. */
export async function expireDuePoints(db: Database, now: Date): Promise<number> {
  const members = await membersWithPointsDue(db, now);
  for (const userId of members) await db.transaction((tx) => lockSpendablePoints(tx, userId, now).then(() => undefined));
  return members.length;
}
