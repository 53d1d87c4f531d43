import type { UpdateOrder } from "@hancine/contract/booking";
import type { TicketType } from "@hancine/contract/booking-constants";
import { ticketTypePrice } from "@hancine/contract/ticket-types";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { priceChoices, setClaimTicketType } from "./ticket-types-repository.ts";
import { type ErrorText, msg, type Msg } from "@hancine/contract/i18n/message";

export type TicketTypeChoice = NonNullable<UpdateOrder["ticketTypes"]>[number];

/**
 * The order's seats become the chosen ticket types, each at that type's price in the table now (run
 * in the caller's transaction, the order locked). A seat not of the order, or a type the cinema does
 * not sell for it, is a 400 naming the seat; nothing changes then.
 */
export async function chooseTicketTypes(tx: Database, orderId: string, choices: readonly TicketTypeChoice[]): Promise<void> {
  const priced = await priceChoices(tx, orderId, choices);
  const problems = new Map<string, Msg>();
  for (const row of priced) {
    const problem =
      row.label === null
        ? msg("error.VALIDATION_FAILED.seatNotInOrder")
        : row.price === null
          ? msg("error.VALIDATION_FAILED.ticketTypeNotSold", { ticketType: row.ticketType, label: row.label })
          : null;
    if (problem) problems.set(JSON.stringify(problem), problem);
  }
  if (problems.size > 0) {
    const message = msg("error.VALIDATION_FAILED.several", { problems: [...problems.values()] });
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
  const invalid = (message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { ticketTypes: message } });
  if ([...chosen.keys()].some((id) => !seats.some((seat) => seat.id === id))) throw invalid(msg("error.VALIDATION_FAILED.ticketTypeSeatNotInBasket"));
  return seats.map((seat) => {
    const ticketType = chosen.get(seat.id) ?? "adult";
    if (ticketType === "adult") return { ...seat, ticketType };
    const price = ticketTypePrice(prices, seat.type, ticketType);
    if (price === null) throw invalid(msg("error.VALIDATION_FAILED.ticketTypeNotSold", { ticketType, label: seat.label }));
    return { ...seat, price, ticketType };
  });
}

/** The claims of a just-held order take their seats' types (their prices were given to the hold). */
export async function markTicketTypes(tx: Database, orderId: string, seats: readonly { id: string; ticketType: TicketType }[]): Promise<void> {
  for (const seat of seats.filter((s) => s.ticketType !== "adult")) {
    await setClaimTicketType(tx, orderId, seat.id, seat.ticketType);
  }
}
