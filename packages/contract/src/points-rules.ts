/** Plain rules of reward points (no zod): the booking page and the account page import them. */
/**
 * Reward points (docs/decisions/050): earned on what was paid, at the rate of the member's tier;
 * spent at checkout, one point worth POINT_VALUE_VND (1.000 ₫ unless configured); each earning
 * expires POINTS_LIFETIME_MONTHS after it. Plain constants: the account page imports them.
 */
export const POINT_VALUE_VND_DEFAULT = 1000;
export const POINTS_LIFETIME_MONTHS = 12;
/** Points never pay the whole order: the gateway takes at least this much (VNPay's smallest payment is 5.000 ₫). */
export const MIN_GATEWAY_PAYMENT_VND = 5000;

/** Earning rate by tier key (share of what was paid, in points' value). */
export const POINTS_EARN_RATE = { member: 0.05, silver: 0.07, gold: 0.1, diamond: 0.12 } as const;

export const POINTS_REASONS = ["earned", "redeemed", "returned", "revoked", "expired"] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** How a person reads each kind of entry in the history. */
export const POINTS_REASON_TEXT: Record<PointsReason, string> = {
  earned: "Tích điểm đơn hàng",
  redeemed: "Dùng điểm thanh toán",
  returned: "Hoàn điểm (đơn huỷ, hết hạn giữ ghế hoặc hoàn tiền)",
  revoked: "Thu hồi điểm đã tích (đơn được hoàn tiền)",
  expired: "Điểm hết hạn",
};

/** Points a paid amount earns at a tier's rate: whole points, rounded down. */
export function pointsEarned(paidVnd: number, rate: number, pointValueVnd: number): number {
  return Math.floor((paidVnd * rate) / pointValueVnd + 1e-9);
}

/** The most points an order may use: what is left after the voucher, less the gateway's minimum. */
export function maxPointsFor(totalBeforePointsVnd: number, pointValueVnd: number): number {
  return Math.max(0, Math.floor((totalBeforePointsVnd - MIN_GATEWAY_PAYMENT_VND) / pointValueVnd));
}
