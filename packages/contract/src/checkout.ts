import { z } from "zod";
import { ageRatingSchema } from "./catalog.ts";
import { TICKET_TYPES } from "./booking-constants.ts";
import { PAYMENT_METHODS } from "./checkout-constants.ts";
import { giftCardCredentialsSchema } from "./gift-cards.ts";

// Plain constants live in checkout-constants.ts (no zod), so pages can import them cheaply.
export { AGE_CONFIRMATION_RATINGS, CHECKIN_REFUSALS, minimumAgeOf, PAYMENT_METHODS } from "./checkout-constants.ts";
export { orderPagePath, STAFF_CHECKIN_PATH } from "./page-paths.ts";
export type { CheckinRefusal, PaymentMethodId } from "./checkout-constants.ts";

export const paymentMethodSchema = z
  .object({ id: z.enum(PAYMENT_METHODS), name: z.string().describe('"VNPay", "Ví MoMo"'), description: z.string() })
  .meta({ id: "PaymentMethod" });
export type PaymentMethodOption = z.infer<typeof paymentMethodSchema>;

export const checkoutSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { message: "Bạn hãy chọn một phương thức thanh toán." }),
  ageConfirmed: z.boolean().optional().describe("Same as PATCH /orders/:id ageConfirmed, sent with the payment for convenience"),
  giftCards: z
    .array(giftCardCredentialsSchema, { error: "Danh sách thẻ quà tặng không hợp lệ." })
    .max(5, "Mỗi đơn hàng dùng tối đa 5 thẻ quà tặng.")
    .optional()
    .describe("Cards paying first, in this order (each its balance, up to what is left); the gateway pays the rest (decision 080)"),
  giftCardOtp: z
    .string({ error: "Mã xác nhận gồm 6 chữ số." })
    .trim()
    .regex(/^\d{6}$/, "Mã xác nhận gồm 6 chữ số trong e-mail chúng tôi vừa gửi.")
    .optional()
    .describe("The code e-mailed after a 403 GIFT_CARD_OTP_REQUIRED (cards paying more than GIFT_CARD_OTP_ABOVE of the order)"),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutResultSchema = z
  .object({
    paymentUrl: z.string().describe("Send the buyer's browser here"),
    expiresAt: z.string().describe("The gateway stops accepting the payment then (the seat hold's end)"),
    paid: z.boolean().optional().describe("true: gift cards paid the whole order, which is paid now; paymentUrl is then the order's page"),
    giftCards: z
      .array(z.object({ card: z.string().describe("Masked: ••••-••••-••••-RD01"), amount: z.number().int() }))
      .optional()
      .describe("What each gift card paid (taken now; back onto the card if the order is not paid)"),
    gatewayAmount: z.number().int().optional().describe("What is left for the gateway, VND (0 when the cards paid everything)"),
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
    ticket: z.object({
      id: z.string(),
      code: z.string(),
      seatLabel: z.string(),
      ticketType: z.enum(TICKET_TYPES).optional(),
      ticketTypeLabel: z.string().optional().describe('"Người lớn", "HSSV", "U22", "Người cao tuổi (từ 60 tuổi)"'),
    }),
    doorCheck: z
      .string()
      .nullable()
      .optional()
      .describe(
        'Vé giảm giá: điều nhân viên phải kiểm tra trước khi cho vào, ví dụ "Vé HSSV — kiểm tra thẻ" (không có thẻ thì không cho vào); null với vé người lớn',
      ),
    orderCode: z.string(),
    film: z.object({ name: z.string(), age: ageRatingSchema }),
    showtime: z.object({ startsAt: z.string(), cinema: z.string(), auditorium: z.string() }),
    checkedInAt: z.string(),
    place: z.string(),
  })
  .meta({ id: "Checkin" });
export type CheckinResult = z.infer<typeof checkinResultSchema>;
