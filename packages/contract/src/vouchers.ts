import { z } from "zod";
import { AGE_RATINGS } from "./browser-constants.ts";
import { PAYMENT_METHODS } from "./checkout-constants.ts";
import { VOUCHER_FORMATS, VOUCHER_SEAT_TYPES, type VoucherRule } from "./voucher-rules.ts";

// The rule's functions (discount, texts, conditions) are in voucher-rules.ts, without zod.
export * from "./voucher-rules.ts";

const vnd = z.number().int("Số tiền phải là số nguyên.").positive("Số tiền phải lớn hơn 0.").max(100_000_000, "Số tiền quá lớn.");
const count = z.number().int().min(1).max(1_000);
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Giờ phải có dạng HH:MM (24 giờ).");
const seatTypes = z.array(z.enum(VOUCHER_SEAT_TYPES)).min(1).max(VOUCHER_SEAT_TYPES.length).optional();

export const voucherBenefitSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("order_amount"), amountVnd: vnd }),
  z.object({ kind: z.literal("order_percent"), percent: z.number().int().min(1).max(100), maxVnd: vnd.optional() }),
  z.object({ kind: z.literal("per_ticket"), amountVnd: vnd, seatTypes, maxTickets: count.optional() }),
  z.object({ kind: z.literal("ticket_price"), priceVnd: vnd, seatTypes }),
  z.object({ kind: z.literal("per_combo"), amountVnd: vnd, maxCombos: count.optional() }),
]);

export const voucherConditionsSchema = z.object({
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
  startsFrom: timeOfDay.optional(),
  startsBefore: timeOfDay.optional(),
  formats: z.array(z.enum(VOUCHER_FORMATS)).min(1).optional(),
  ageRatings: z.array(z.enum(AGE_RATINGS)).min(1).optional(),
  minOrderVnd: vnd.optional(),
  minTickets: z.number().int().min(2).max(8).optional(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1).optional(),
  firstOrder: z.boolean().optional(),
  birthdayMonth: z.boolean().optional(),
});

export const voucherRuleSchema = z
  .object({ benefit: voucherBenefitSchema, conditions: voucherConditionsSchema })
  .meta({ id: "VoucherRule" }) satisfies z.ZodType<VoucherRule>;

/** A voucher as people read it: what it takes off and its conditions, written from its rule. */
export const voucherTermsSchema = z
  .object({
    code: z.string(),
    benefit: z.string().describe('e.g. "Giảm 10.000 ₫ mỗi vé (tối đa 4 vé mỗi đơn)"'),
    conditions: z.array(z.string()).describe("One Vietnamese sentence per condition or limit"),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).nullable().describe("Only with these payment methods; null = any"),
  })
  .meta({ id: "VoucherTerms" });
export type VoucherTermsView = z.infer<typeof voucherTermsSchema>;
