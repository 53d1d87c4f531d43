import { POINTS_EARN_RATE, POINTS_LIFETIME_MONTHS, pointsEarned } from "@hancine/contract/points";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { membershipOf, recordMembershipSpend, setMembershipSpend } from "../auth/membership-repository.ts";
import { lockSpendablePoints } from "./points-expiry.ts";
import { lockPointsAccount, orderPointsTotals, ordersUsingPoints, payingPaymentOf, pointsOrderOf, postPoints, type PointsOrder } from "./points-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Points the order holds now: what it took, less what it gave back. */
async function heldBy(tx: Database, orderId: string): Promise<number> {
  const totals = await orderPointsTotals(tx, orderId);
  return -(totals.redeemed + totals.returned);
}

/**
 * `PATCH /orders/:id {points}` (under the order's row lock): the held order now holds `wanted`
 * points. More than before are taken from the balance at once, so two checkouts racing for the same
 * points wait for each other on the balance's row lock and the second is refused; fewer give the
 * difference back.
 */
export async function holdPointsForOrder(tx: Database, order: PointsOrder, wanted: number, now: Date): Promise<void> {
  const held = await heldBy(tx, order.id);
  if (wanted === held) return;
  const balance = await lockSpendablePoints(tx, order.userId, now);
  if (wanted > held) {
    const more = wanted - held;
    if (more > balance) {
      throw new DomainError("POINTS_INSUFFICIENT", {
        message: msg("error.POINTS_INSUFFICIENT.balance", { balance, more }),
        fields: { points: msg("error.POINTS_INSUFFICIENT.balanceField", { balance }) },
      });
    }
    await postPoints(tx, { userId: order.userId, points: -more, reason: "redeemed", orderId: order.id, at: now });
  } else {
    await postPoints(tx, { userId: order.userId, points: held - wanted, reason: "returned", orderId: order.id, at: now });
  }
}

/**
 * These orders ended without being paid (released, replaced, expired, failed) or were refunded whole:
 * whatever points they still hold go back. Idempotent: an order gives back only what it still holds.
 */
export async function returnHeldPoints(tx: Database, orderIds: readonly string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const rows = await ordersUsingPoints(tx, orderIds);
  for (const order of rows) {
    const held = await heldBy(tx, order.id);
    if (held <= 0) continue;
    await lockPointsAccount(tx, order.userId, now);
    await postPoints(tx, { userId: order.userId, points: held, reason: "returned", orderId: order.id, at: now });
  }
}

/**
 * A payment arrived after the order's hold ended, when its points had gone back: they are taken
 * again. False when the balance no longer has them (the payment is then refunded).
 */
export async function takeBackPointsForLatePayment(tx: Database, order: PointsOrder, now: Date): Promise<boolean> {
  if (order.pointsUsed === 0) return true;
  const missing = order.pointsUsed - (await heldBy(tx, order.id));
  if (missing <= 0) return true;
  const balance = await lockSpendablePoints(tx, order.userId, now);
  if (balance < missing) return false;
  await postPoints(tx, { userId: order.userId, points: -missing, reason: "redeemed", orderId: order.id, at: now });
  return true;
}

/** The earning rate of the member's tier now (by the last 12 months' spend, before this order). */
export async function earnRateOf(db: Database, userId: string, now: Date): Promise<number> {
  const membership = await membershipOf(db, userId, now);
  return POINTS_EARN_RATE[membership.tier.key];
}

/**
 * The order is paid, online or at the box office: points at the rate of the tier the member had before
 * it, then its spend counts for the membership. `addedVnd` is what this order paid (an exchange counts
 * only what it added: the replaced order carries the rest, decision 049).
 */
export async function rewardPaidOrder(
  tx: Database,
  input: { orderId: string; userId: string; addedVnd: number; paymentId: string | null; pointValueVnd: number; now: Date },
): Promise<number> {
  const rate = await earnRateOf(tx, input.userId, input.now);
  const points = await earnPointsForOrder(tx, {
    order: { id: input.orderId, userId: input.userId, totalVnd: input.addedVnd },
    paymentId: input.paymentId,
    rate,
    pointValueVnd: input.pointValueVnd,
    now: input.now,
  });
  await recordMembershipSpend(tx, { orderId: input.orderId, userId: input.userId, amountVnd: input.addedVnd, at: input.now });
  return points;
}

/**
 * The order is paid: it earns points on what was paid, at the member's tier rate, expiring
 * POINTS_LIFETIME_MONTHS later. Once per order (a unique index).
 */
export async function earnPointsForOrder(
  tx: Database,
  input: { order: { id: string; userId: string; totalVnd: number }; paymentId: string | null; rate: number; pointValueVnd: number; now: Date },
): Promise<number> {
  const points = pointsEarned(input.order.totalVnd, input.rate, input.pointValueVnd);
  if (points <= 0) return 0;
  const expiresAt = new Date(input.now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + POINTS_LIFETIME_MONTHS);
  await lockPointsAccount(tx, input.order.userId, input.now);
  await postPoints(tx, { userId: input.order.userId, points, reason: "earned", orderId: input.order.id, paymentId: input.paymentId, expiresAt, at: input.now });
  return points;
}

/**
 * A refund of a payment was just recorded (checkout/refunds-repository.ts calls this, whoever
 * refunds: the order desk, a cancelled showtime, the customer). When it gives back the money that
 * paid the order, the order's points follow (settleOrderPoints).
 */
export async function settlePointsAfterRefund(
  tx: Database,
  refund: { paymentId: string; orderId: string; paymentAmountVnd: number; refundedVnd: number; now: Date },
): Promise<void> {
  if ((await payingPaymentOf(tx, refund.orderId)) !== refund.paymentId) return;
  await settleOrderPoints(tx, { orderId: refund.orderId, paidVnd: refund.paymentAmountVnd, refundedVnd: refund.refundedVnd, now: refund.now });
}

/**
 * Money that paid the order went back (through its gateway, or at the box office): the order's points
 * follow in the same share of what has been refunded so far: points it earned are taken back (never
 * below a zero balance: what was already spent stays spent), points it used come back, and its
 * membership spend counts only what was kept.
 */
export async function settleOrderPoints(tx: Database, refund: { orderId: string; paidVnd: number; refundedVnd: number; now: Date }): Promise<void> {
  const order = await pointsOrderOf(tx, refund.orderId);
  if (!order) return;
  const whole = refund.refundedVnd >= refund.paidVnd;
  const share = (points: number) => (whole ? points : Math.floor((points * refund.refundedVnd) / refund.paidVnd));
  const totals = await orderPointsTotals(tx, order.id);
  await setMembershipSpend(tx, order.id, Math.max(0, refund.paidVnd - refund.refundedVnd));

  const takeBack = share(totals.earned) + totals.revoked;
  const held = -(totals.redeemed + totals.returned);
  const giveBack = held - (order.pointsUsed - share(order.pointsUsed));
  if (takeBack <= 0 && giveBack <= 0) return;
  let balance = await lockPointsAccount(tx, order.userId, refund.now);
  if (giveBack > 0) balance = await postPoints(tx, { userId: order.userId, points: giveBack, reason: "returned", orderId: order.id, at: refund.now });
  const revoke = Math.min(takeBack, balance);
  if (revoke > 0) await postPoints(tx, { userId: order.userId, points: -revoke, reason: "revoked", orderId: order.id, at: refund.now });
}
