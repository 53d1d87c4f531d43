import { z } from "zod";
import { ageRatingSchema } from "./catalog.ts";
import { PAYMENT_METHODS } from "./checkout-constants.ts";

// Plain constants live in checkout-constants.ts (no zod), so pages can import them cheaply.
export { AGE_CONFIRMATION_RATINGS, CHECKIN_REFUSALS, minimumAgeOf, orderPagePath, PAYMENT_METHODS, STAFF_CHECKIN_PATH } from "./checkout-constants.ts";
export type { CheckinRefusal, PaymentMethodId } from "./checkout-constants.ts";

export const paymentMethodSchema = z
  .object({ id: z.enum(PAYMENT_METHODS), name: z.string().describe('"VNPay", "Ví MoMo"'), description: z.string() })
  .meta({ id: "PaymentMethod" });
export type PaymentMethodOption = z.infer<typeof paymentMethodSchema>;

export const checkoutSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { message: "Bạn hãy chọn một phương thức thanh toán." }),
  ageConfirmed: z.boolean().optional().describe("Same as PATCH /orders/:id ageConfirmed, sent with the payment for convenience"),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutResultSchema = z
  .object({
    paymentUrl: z.string().describe("Send the buyer's browser here"),
    expiresAt: z.string().describe("The gateway stops accepting the payment then (the seat hold's end)"),
  })
  .meta({ id: "CheckoutResult" });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const checkinRequestSchema = z.object({
  qr: z.string().trim().min(1, "Bạn hãy quét hoặc nhập mã vé.").max(200, "Mã vé quá dài."),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Mã lượt quét không hợp lệ.")
    .optional()
    .describe("The scanner's id for this scan; a retried request with the same nonce gets the same answer and counts once"),
  place: z.string().trim().max(60, "Tên cửa soát vé quá dài.").optional().describe('Gate or counter, e.g. "Cửa 2"'),
});
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

export const checkinResultSchema = z
  .object({
    ticket: z.object({ id: z.string(), code: z.string(), seatLabel: z.string() }),
    orderCode: z.string(),
    film: z.object({ name: z.string(), age: ageRatingSchema }),
    showtime: z.object({ startsAt: z.string(), cinema: z.string(), auditorium: z.string() }),
    checkedInAt: z.string(),
    place: z.string(),
  })
  .meta({ id: "Checkin" });
export type CheckinResult = z.infer<typeof checkinResultSchema>;
