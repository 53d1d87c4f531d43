import { z } from "zod";
import { POINTS_REASONS } from "./points-rules.ts";

export {
  MIN_GATEWAY_PAYMENT_VND,
  POINT_VALUE_VND_DEFAULT,
  POINTS_EARN_RATE,
  POINTS_LIFETIME_MONTHS,
  POINTS_REASON_TEXT,
  POINTS_REASONS,
  maxPointsFor,
  pointsEarned,
  type PointsReason,
} from "./points-rules.ts";

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
