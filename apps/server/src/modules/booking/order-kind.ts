import type { OrderKind } from "@hancine/contract/booking-constants";
import { DomainError } from "#server/domain-error.ts";
import { msg } from "@hancine/contract/i18n/message";

/** What an after-sale step on seats answers for an order that has none (a gift card, snacks on their own). */
export const NOT_A_TICKET_ORDER = msg("error.ORDER_NOT_EDITABLE.notATicketOrder");

/**
 * The showtime of a ticket order (decision 079): every step on seats, tickets and showtimes calls
 * this, so an order of another kind is refused with 409 ORDER_NOT_EDITABLE instead of reading a
 * showtime that is not there.
 */
export function showtimeOfTicketOrder(row: { kind: OrderKind; showtimeId: string | null }): string {
  if (row.kind !== "tickets" || row.showtimeId === null) throw new DomainError("ORDER_NOT_EDITABLE", { message: NOT_A_TICKET_ORDER });
  return row.showtimeId;
}
