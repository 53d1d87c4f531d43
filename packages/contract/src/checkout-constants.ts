/** Checkout and check-in constants without zod, so browser code can import them cheaply. */

/** Payment methods the API knows; `GET /payment-methods` says which are offered right now. */
export const PAYMENT_METHODS = ["vnpay", "momo", "zalopay"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** The minimum age of each rating a buyer must confirm for every ticket holder before paying. */
export const MINIMUM_AGE = { T13: 13, T16: 16, T18: 18 } as const;

/** Age ratings whose buyer must confirm every ticket holder is old enough before paying. */
export const AGE_CONFIRMATION_RATINGS = Object.keys(MINIMUM_AGE) as (keyof typeof MINIMUM_AGE)[];

/** The minimum age a rating asks the buyer to confirm, if it asks for one. */
export function minimumAgeOf(rating: string): number | undefined {
  return (MINIMUM_AGE as Record<string, number>)[rating];
}

/** Why a ticket is refused at the door (error `details.reason` of 409 TICKET_NOT_VALID / ALREADY_CHECKED_IN, 404). */
export const CHECKIN_REFUSALS = [
  "already_checked_in",
  "unpaid",
  "refunded",
  "exchanged",
  "wrong_day",
  "too_early",
  "ended",
  "cancelled",
  "other_cinema",
  "not_found",
  "forged",
] as const;

/** The door opens this long before a showtime starts; tickets are admitted until it ends. */
export const CHECKIN_OPENS_MINUTES_BEFORE = 60;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];
