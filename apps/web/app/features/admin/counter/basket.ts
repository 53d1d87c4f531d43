import type { CounterPayment, CounterPaymentMethod } from "@hancine/contract/box-office";
import type { TicketType } from "@hancine/contract/booking-constants";
import type { TicketTypeOption } from "@hancine/contract/ticket-types";
import { parsePrice } from "#web/features/admin/prices/price-cells.ts";

/**
 * The counter's basket and payment arithmetic, as the cashier sees it (issue 34): the lines and the
 * total, the change for the cash handed over, and the payments sent with the sale. The server checks
 * the sum again (`fields.payments`); these are what the screen shows before it is asked.
 */

/** A picked seat, priced as its ticket type (adult unless the cashier chose another, decision 085) with the types it can be sold as. */
export type BasketSeat = { id: string; label: string; price: number; ticketType?: TicketType; options?: readonly TicketTypeOption[] };
/** A snack the counter offers; `outOfStock`: the cinema has run out of it (or of an item of its recipe), shown but not sold. */
export type BasketProduct = { id: string; name: string; price: number; outOfStock?: boolean };
export type BasketLine = {
  key: string;
  label: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** A seat's line: its type and the types it can be sold as. */
  ticketType?: TicketType;
  options?: readonly TicketTypeOption[];
};

/** The basket's lines: one per seat (its price), then one per product with a quantity. */
export function basketLines(seats: readonly BasketSeat[], products: readonly BasketProduct[], quantities: Readonly<Record<string, number>>): BasketLine[] {
  const seatLines = seats.map((seat) => ({
    key: `seat:${seat.id}`,
    label: `Ghế ${seat.label}`,
    quantity: 1,
    unitPrice: seat.price,
    amount: seat.price,
    ...(seat.ticketType && { ticketType: seat.ticketType }),
    ...(seat.options && { options: seat.options }),
  }));
  const productLines = products
    .filter((product) => (quantities[product.id] ?? 0) > 0)
    .map((product) => {
      const quantity = quantities[product.id] ?? 0;
      return { key: `product:${product.id}`, label: product.name, quantity, unitPrice: product.price, amount: product.price * quantity };
    });
  return [...seatLines, ...productLines];
}

export const basketTotal = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The notes a customer most often hands over, offered as quick buttons (đồng). */
export const QUICK_NOTES = [50_000, 100_000, 200_000, 500_000] as const;

/** What typing in a money field leaves: đồng, or null while it is empty or not a whole number of đồng. */
export function amountOf(text: string): number | null {
  const value = parsePrice(text);
  return value === null || Number.isNaN(value) ? null : value;
}

type CashState = { kind: "empty" } | { kind: "short"; missing: number } | { kind: "change"; change: number };

/** Cash handed over for `due`: nothing typed yet, short by some amount, or the change to give back (0 when exact). */
export function cashState(due: number, tendered: number | null): CashState {
  if (tendered === null) return { kind: "empty" };
  if (tendered < due) return { kind: "short", missing: due - tendered };
  return { kind: "change", change: tendered - due };
}

/**
 * One line of a mixed payment as typed: its method, amount and (cash) what was handed over, (card)
 * the terminal's reference, or (gift card) the card's code in `reference` and its PIN.
 */
export type PaymentDraft = { method: CounterPaymentMethod; amount: string; tendered: string; reference: string; pin: string };

export const emptyDraft = (method: CounterPaymentMethod, amount = ""): PaymentDraft => ({ method, amount, tendered: "", reference: "", pin: "" });

/** What the lines of a mixed payment add up to, and what is left to pay (negative: too much). */
export function mixProgress(due: number, drafts: readonly PaymentDraft[]): { paid: number; remaining: number } {
  const paid = drafts.reduce((sum, draft) => sum + (amountOf(draft.amount) ?? 0), 0);
  return { paid, remaining: due - paid };
}

/** The change a mix gives back: what the cash lines were handed over beyond their amounts. */
export function mixChange(drafts: readonly PaymentDraft[]): number {
  return drafts
    .filter((draft) => draft.method === "cash")
    .reduce((sum, draft) => {
      const amount = amountOf(draft.amount) ?? 0;
      const tendered = amountOf(draft.tendered);
      return sum + (tendered !== null && tendered > amount ? tendered - amount : 0);
    }, 0);
}

/** The sale's payments as the API reads them: a cash line without a tendered amount was exact. */
export function paymentsOf(drafts: readonly PaymentDraft[]): CounterPayment[] {
  return drafts.map((draft) => {
    const amount = amountOf(draft.amount) ?? 0;
    const tendered = amountOf(draft.tendered);
    const reference = draft.reference.trim();
    if (draft.method === "gift_card") return { method: draft.method, amount, giftCard: { code: reference, pin: draft.pin.trim() } };
    return {
      method: draft.method,
      amount,
      ...(draft.method === "cash" && tendered !== null && { tendered }),
      ...(draft.method !== "cash" && reference !== "" && { reference }),
    };
  });
}
