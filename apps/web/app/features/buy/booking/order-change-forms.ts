import { z } from "zod";
import { updateOrderSchema } from "@hancine/contract/booking";

/** The held order the form changes: a hidden field, the `:id` of PATCH /orders/:id. */
const orderId = z.string();

/**
 * 'Mã khuyến mãi' (decision 069): the code as the contract checks it (its length and letters, said as
 * the field is left); sending nothing is said for the whole form, not when the person only passes by
 * the field — a voucher is not needed to buy.
 */
export const voucherFormSchema = z
  .object({ orderId, voucherCode: updateOrderSchema.shape.voucherCode })
  .refine((form) => Boolean(form.voucherCode), { message: "Bạn hãy nhập mã khuyến mãi." });

const POSITIVE_POINTS = "Bạn hãy nhập số điểm là số nguyên dương.";

/** The points form as sent: the number typed, or, left empty, the most the order may take (`most`, a hidden field). */
function pointsWanted({ most, ...form }: Record<string, unknown>): Record<string, unknown> {
  return { ...form, points: form.points === undefined || form.points === "" ? most : form.points };
}

/**
 * 'Dùng điểm thưởng': a positive whole number of points (0, which gives them back, is the applied
 * points' own button), then the contract's own limits; an empty field spends the most the order takes.
 */
export const pointsFormSchema = z.preprocess(
  pointsWanted,
  z.object({
    orderId,
    points: z.number({ message: POSITIVE_POINTS }).int(POSITIVE_POINTS).positive(POSITIVE_POINTS).pipe(updateOrderSchema.shape.points.unwrap()),
  }),
);
