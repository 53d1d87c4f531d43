import { TICKET_TYPE_LABELS, TICKET_TYPES, type TicketType } from "./booking-constants.ts";

/** A showtime's price of one seat type (`ShowtimeDetail.prices[]`), with the other ticket types its table sells. */
type SeatTypePrice = { type: string; price: number; ticketTypes?: readonly { ticketType: TicketType; price: number }[] | undefined };

export type TicketTypeOption = { ticketType: TicketType; label: string; price: number };

/**
 * The ticket types a seat of this type can be sold as at this showtime, adult first (its price the
 * seat's own), then those the cinema's table prices for the seat's cell (decision 085). Empty when
 * the seat type has no price.
 */
export function ticketTypeOptions(prices: readonly SeatTypePrice[], seatType: string): TicketTypeOption[] {
  const cell = prices.find((p) => p.type === seatType);
  if (!cell) return [];
  const others = new Map((cell.ticketTypes ?? []).map((t) => [t.ticketType, t.price]));
  return TICKET_TYPES.flatMap((ticketType) => {
    const price = ticketType === "adult" ? cell.price : others.get(ticketType);
    return price === undefined ? [] : [{ ticketType, label: TICKET_TYPE_LABELS[ticketType], price }];
  });
}

/** The price of a seat of this type sold as `ticketType` at this showtime; null when the table does not sell it. */
export function ticketTypePrice(prices: readonly SeatTypePrice[], seatType: string, ticketType: TicketType): number | null {
  return ticketTypeOptions(prices, seatType).find((o) => o.ticketType === ticketType)?.price ?? null;
}
