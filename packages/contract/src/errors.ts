import { z } from "zod";
import type { CheckinRefusal } from "./checkout-constants.ts";
import type { MfaMethod } from "./mfa.ts";
import { errorCodesVi } from "./i18n/vi/error-codes.ts";
import type { PriceKey } from "./price-table-rules.ts";

/** The contract's error codes (docs/api-v1.md) with their status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  SEATS_UNAVAILABLE: 409,
  SALES_CLOSED: 409,
  ALREADY_CHECKED_IN: 409,
  ALREADY_REFUNDED: 409,
  CANCEL_WINDOW_CLOSED: 409,
  ORDER_NOT_PAID: 409,
  INVOICE_ALREADY_REQUESTED: 409,
  INVOICE_WINDOW_CLOSED: 409,
  REFUND_NOT_SETTLEABLE: 409,
  TICKET_NOT_VALID: 409,
  HOLD_EXPIRED: 410,
  ORDER_NOT_EDITABLE: 409,
  HOLD_LIMIT_REACHED: 409,
  VOUCHER_UNAVAILABLE: 409,
  SHOWTIME_CANCELLED: 409,
  SHOWTIME_OVERLAP: 409,
  LAYOUT_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  UNSUPPORTED_MEDIA: 415,
  SLUG_TAKEN: 409,
  VOUCHER_CODE_TAKEN: 409,
  FILM_HAS_SHOWTIMES: 409,
  INTERNAL: 500,
  ACCOUNT_DISABLED: 403,
  SEATS_STILL_AVAILABLE: 409,
  FILM_ON_SALE: 409,
  LAST_ADMIN: 409,
  POINTS_INSUFFICIENT: 409,
  RATING_NOT_ALLOWED: 409,
  QUEUE_REQUIRED: 403,
  SALE_EVENT_SHOWTIME_TAKEN: 409,
  MFA_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  MFA_INVALID: 401,
  MFA_LAST_FACTOR: 409,
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  APPROVAL_REQUIRED: 403,
  SHIFT_NOT_PENDING: 409,
  OUT_OF_STOCK: 409,
  SEAT_TAKEN: 409,
  GIFT_CARD_INVALID: 400,
  GIFT_CARD_UNUSABLE: 409,
  PICKUP_STATUS_INVALID: 409,
  GIFT_CARD_BALANCE_LOW: 409,
  GIFT_CARD_OTP_REQUIRED: 403,
  GIFT_CARD_OTP_INVALID: 400,
  GIFT_CARD_OTP_EXPIRED: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Each code's one Vietnamese message: the `error.<CODE>` entries of the catalogue (`i18n/vi/error-codes.ts`,
 * decision 090), which the type below requires for every code.
 */
export const ERROR_MESSAGES = Object.fromEntries(
  Object.keys(ERROR_STATUS).map((code) => [code, errorCodesVi[`error.${code}` as keyof typeof errorCodesVi]]),
) as { readonly [C in ErrorCode]: (typeof errorCodesVi)[`error.${C}`] };

/** A refused check-in: why, and what the door needs to say (the first scan's time and place, the showtime, the cinema). */
type CheckinRefusalDetails = { reason: CheckinRefusal; checkedInAt?: string; place?: string; seatLabel?: string; startsAt?: string; cinema?: string };

/**
 * What `error.details` holds, per code (docs/api-v1.md): the web and the apps read these by name.
 * A code not listed carries no details. The server's `DomainError` only accepts these shapes.
 */
export type ErrorDetails = {
  SEATS_UNAVAILABLE: { seatIds: string[] };
  SEAT_TAKEN: { seatIds: string[] };
  /** The products the cinema has not enough of for this sale (decision 077). */
  OUT_OF_STOCK: { productIds: string[] };
  HOLD_LIMIT_REACHED: { maxOpenOrders: number };
  QUEUE_REQUIRED: { saleEventId: string };
  SHOWTIME_OVERLAP: { showtimeId?: string };
  LAYOUT_CHANGED: { layoutId: string | null };
  SEATS_STILL_AVAILABLE: { freeSeats: number };
  SLUG_TAKEN: { suggestion: string };
  FILM_HAS_SHOWTIMES: { upcomingShowtimes: number };
  /** The price table's rows still to fill (the other validation failures carry `fields` only). */
  VALIDATION_FAILED: { missing?: PriceKey[] };
  ALREADY_CHECKED_IN: CheckinRefusalDetails;
  TICKET_NOT_VALID: CheckinRefusalDetails;
  NOT_FOUND: CheckinRefusalDetails;
  FORBIDDEN: CheckinRefusalDetails;
  /** `enrolled: false`: the account has no second factor yet and must enrol one (staff's first sign-in). */
  MFA_REQUIRED: { enrolled: boolean; methods: MfaMethod[] };
  /** How recent the proof must be, and the ways to give it. */
  STEP_UP_REQUIRED: { maxAgeMinutes: number; methods: MfaMethod[] };
  /** Failed attempts left before the second factor locks for 15 minutes. */
  MFA_INVALID: { attemptsLeft: number };
  /** The e-mail the code went to (masked) and until when it is good (decision 080). */
  GIFT_CARD_OTP_REQUIRED: { sentTo: string; expiresAt: string; giftCardAmount: number };
  /** Wrong codes left before this code stops working (a new one is then needed). */
  GIFT_CARD_OTP_INVALID: { attemptsLeft: number };
};

/** The details a code carries, or none. */
export type DetailsOf<C extends string> = C extends keyof ErrorDetails ? ErrorDetails[C] : never;

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe("Mã lỗi ổn định, dạng UPPER_SNAKE"),
      message: z.string().describe("Câu dành cho người dùng, bằng ngôn ngữ của Accept-Language (tiếng Anh cho en, en-*; còn lại tiếng Việt)"),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
