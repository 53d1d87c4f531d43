import { z } from "zod";

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

const isoDateTime = z.string().describe("ISO 8601 with offset");

export const pointsSchema = z
  .object({
    balance: z.number().int().describe("Points that can be spent now (held ones for an unpaid order are already taken off)"),
    pointValueVnd: z.number().int().describe("What one point takes off at checkout, VND"),
    tier: z.object({ key: z.string(), name: z.string(), earnRate: z.number().describe("Share of what is paid earned back as points' value") }),
    nextTier: z.object({ key: z.string(), name: z.string(), remainingVnd: z.number().int() }).nullable().optional(),
    yearSpendVnd: z.number().int().describe("Spend on paid orders in the last 12 months (refunds taken off): what sets the tier"),
    expiring: z.array(z.object({ points: z.number().int(), expiresAt: isoDateTime })).describe("The balance by expiry date, soonest first"),
    history: z.array(
      z.object({
        at: isoDateTime,
        points: z.number().int().describe("Positive: added; negative: taken off"),
        reason: z.enum(POINTS_REASONS),
        reasonText: z.string(),
        orderCode: z.string().optional(),
        expiresAt: isoDateTime.optional().describe("When points earned by this entry expire"),
        balanceAfter: z.number().int(),
      }),
    ),
  })
  .meta({ id: "Points" });
export type Points = z.infer<typeof pointsSchema>;

export const orderPointsField = z
  .number({ message: "Số điểm phải là một số." })
  .int("Số điểm phải là số nguyên.")
  .min(0, "Số điểm không được âm.")
  .max(100_000_000, "Số điểm quá lớn.")
  .describe("Points to spend on this order (0 gives back what it holds)");
