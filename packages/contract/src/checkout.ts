import { z } from "zod";
import { ageRatingSchema } from "./catalog.ts";

/** Payment methods the API knows; `GET /payment-methods` says which are offered right now. */
export const PAYMENT_METHODS = ["vnpay", "momo"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** Age ratings whose buyer must confirm every ticket holder is old enough before paying. */
export const AGE_CONFIRMATION_RATINGS = ["T13", "T16", "T18"] as const;

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
  place: z.string().trim().max(60, "Tên cửa soát vé quá dài.").optional().describe("Gate or counter, e.g. \"Cửa 2\""),
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

/** Why a ticket is refused at the door (error `details.reason` of 409 TICKET_NOT_VALID / ALREADY_CHECKED_IN). */
export const CHECKIN_REFUSALS = ["already_checked_in", "unpaid", "refunded", "wrong_day", "not_found", "forged"] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

/** The order (ticket) page; e-mails and the gateway's way back link to it, the web's paths.ts uses it. */
export const orderPagePath = (code: string) => `/orders/${encodeURIComponent(code)}`;
/** The staff check-in page. */
export const STAFF_CHECKIN_PATH = "/staff/checkin";
