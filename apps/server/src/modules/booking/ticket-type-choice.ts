import type { UpdateOrder } from "@hancine/contract/booking";
import { TICKET_TYPE_LABELS, type TicketType } from "@hancine/contract/booking-constants";
import { ticketTypePrice } from "@hancine/contract/ticket-types";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { priceChoices, setClaimTicketType } from "./ticket-types-repository.ts";

export type TicketTypeChoice = NonNullable<UpdateOrder["ticketTypes"]>[number];

/**
 * The order's seats become the chosen ticket types, each at that type's price in the table now (run
 * in the caller's transaction, the order locked). A seat not of the order, or a type the cinema does
 * not sell for it, is a 400 naming the seat; nothing changes then.
 */
export async function chooseTicketTypes(tx: Database, orderId: string, choices: readonly TicketTypeChoice[]): Promise<void> {
  const priced = await priceChoices(tx, orderId, choices);
  const problems: string[] = [];
  for (const row of priced) {
    if (row.label === null) problems.push("Có ghế không thuộc đơn hàng này. Bạn hãy tải lại trang.");
    else if (row.price === null) problems.push(`Rạp không bán vé ${TICKET_TYPE_LABELS[row.ticketType]} cho ghế ${row.label} ở suất này.`);
  }
  if (problems.length > 0) {
    const message = [...new Set(problems)].join(" ");
    throw new DomainError("VALIDATION_FAILED", { message, fields: { ticketTypes: message } });
  }
  for (const row of priced) {
    await setClaimTicketType(tx, orderId, row.seatId, row.ticketType, Number(row.price));
  }
}

/**
 * Seats about to be held, each priced as the type chosen for it (adult when none) by the showtime's
 * table (`ShowtimeDetail.prices`): the counter's sale. A choice for a seat not among them, or a type
 * the table does not sell for a seat, is a 400 naming it.
 */
export function priceSeatsAsTypes<S extends { id: string; label: string; type: string; price: number }>(
  prices: Parameters<typeof ticketTypePrice>[0],
  seats: readonly S[],
  choices: readonly TicketTypeChoice[],
): (S & { ticketType: TicketType })[] {
  const chosen = new Map(choices.map((c) => [c.seatId, c.ticketType]));
  const invalid = (message: string) => new DomainError("VALIDATION_FAILED", { message, fields: { ticketTypes: message } });
  if ([...chosen.keys()].some((id) => !seats.some((seat) => seat.id === id))) throw invalid("Có loại vé chọn cho ghế không nằm trong giỏ hàng.");
  return seats.map((seat) => {
    const ticketType = chosen.get(seat.id) ?? "adult";
    if (ticketType === "adult") return { ...seat, ticketType };
    const price = ticketTypePrice(prices, seat.type, ticketType);
    if (price === null) throw invalid(`Rạp không bán vé ${TICKET_TYPE_LABELS[ticketType]} cho ghế ${seat.label} ở suất này.`);
    return { ...seat, price, ticketType };
  });
}

/** The claims of a just-held order take their seats' types (their prices were given to the hold). */
export async function markTicketTypes(tx: Database, orderId: string, seats: readonly { id: string; ticketType: TicketType }[]): Promise<void> {
  for (const seat of seats.filter((s) => s.ticketType !== "adult")) {
    await setClaimTicketType(tx, orderId, seat.id, seat.ticketType);
  }
}
