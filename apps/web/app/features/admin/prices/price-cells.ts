import { DAY_KINDS, DISCOUNT_TICKET_TYPES, TIME_BANDS, type DiscountTicketType, type TicketType } from "@hancine/contract/booking-constants";
import type { PriceRule, TicketTypePrice } from "@hancine/contract/back-office-prices";
import { formatCount } from "@hancine/contract/format";
import {
  PRICE_FORMATS,
  PRICE_SEAT_TYPES,
  priceKeyOf,
  priceProblem,
  priceTableProblems,
  typePriceProblems,
  type PriceKey,
  type RequiredPrices,
} from "@hancine/contract/price-table-rules";

/**
 * The editor's cells: the text typed in each (digits and dots), by price key (`2D/vip/weekend/evening`)
 * for the adult price, and by `…/evening/student` for a ticket type's (decision 085).
 */
export type Cells = Record<string, string>;

export const EVERY_KEY: PriceKey[] = PRICE_FORMATS.flatMap((format) =>
  PRICE_SEAT_TYPES.flatMap((seatType) => DAY_KINDS.flatMap((dayKind) => TIME_BANDS.map((timeBand) => ({ format, seatType, dayKind, timeBand })))),
);

/** "95000" or "95.000" or "95 000 ₫" → 95000; null for an empty cell; NaN for anything else. */
export function parsePrice(text: string): number | null {
  const compact = text.replace(/[\s.₫đ]/gi, "");
  if (compact === "") return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What a cell shows while typing: digits grouped by thousands ("95.000"), anything else as typed. */
export function displayPrice(text: string): string {
  const price = parsePrice(text);
  return price === null || Number.isNaN(price) ? text : formatCount(price);
}

/** A cell's key in the layer of a ticket type: the adult price's own key, or that key and the type. */
export const layerKeyOf = (key: PriceKey, layer: TicketType): string => (layer === "adult" ? priceKeyOf(key) : `${priceKeyOf(key)}/${layer}`);

const EVERY_TYPE_KEY = EVERY_KEY.flatMap((key) => DISCOUNT_TICKET_TYPES.map((ticketType) => ({ key, ticketType })));

export function cellsOf(rules: readonly PriceRule[], typePrices: readonly TicketTypePrice[] = []): Cells {
  return Object.fromEntries([
    ...rules.map((rule) => [priceKeyOf(rule), formatCount(rule.price)]),
    ...typePrices.map((cell) => [layerKeyOf(cell, cell.ticketType), formatCount(cell.price)]),
  ]);
}

/** The ticket types' prices to save: every filled type cell, in the editor's order. */
export function typePricesOf(cells: Cells): TicketTypePrice[] {
  return EVERY_TYPE_KEY.flatMap(({ key, ticketType }) => {
    const price = parsePrice(cells[layerKeyOf(key, ticketType)] ?? "");
    return price === null || Number.isNaN(price) ? [] : [{ ...key, ticketType, price }];
  });
}

/** The cells of `format` in the `ticketType` layer filled from the adult prices minus `off` (only where there is an adult price). */
export function typeCellsFromAdult(cells: Cells, format: PriceKey["format"], ticketType: DiscountTicketType, off: number): Cells {
  const next = { ...cells };
  for (const key of EVERY_KEY.filter((k) => k.format === format)) {
    const adult = parsePrice(cells[priceKeyOf(key)] ?? "");
    if (adult === null || Number.isNaN(adult)) continue;
    next[layerKeyOf(key, ticketType)] = formatCount(Math.max(adult - off, 1000));
  }
  return next;
}

/** The table to save: every filled cell, in the editor's order. */
export function rulesOf(cells: Cells): PriceRule[] {
  return EVERY_KEY.flatMap((key) => {
    const price = parsePrice(cells[priceKeyOf(key)] ?? "");
    return price === null ? [] : [{ ...key, price }];
  });
}

export type CellCheck = {
  /** Message of each cell that is wrong (by key): a bad price, or a price missing from a block that needs it. */
  errors: Record<string, string>;
  missing: PriceKey[];
};

/** The server's rules, run on the cells before saving (same contract functions, same messages). */
export function checkCells(cells: Cells, required: RequiredPrices): CellCheck {
  const errors: Record<string, string> = {};
  const filled: PriceKey[] = [];
  for (const key of EVERY_KEY) {
    const price = parsePrice(cells[priceKeyOf(key)] ?? "");
    if (price === null) continue;
    filled.push(key);
    const problem = Number.isNaN(price) ? "Chỉ nhập số, ví dụ 85.000." : priceProblem(price);
    if (problem) errors[priceKeyOf(key)] = problem;
  }
  const { missing } = priceTableProblems(filled, required);
  for (const key of missing) errors[priceKeyOf(key)] = "Cần có giá.";
  // The types' cells: a price of their own, in a cell with an adult price, never above it (the server's rule).
  for (const { key, ticketType } of EVERY_TYPE_KEY) {
    const price = parsePrice(cells[layerKeyOf(key, ticketType)] ?? "");
    if (price === null) continue;
    const problem = Number.isNaN(price) ? "Chỉ nhập số, ví dụ 65.000." : priceProblem(price);
    if (problem) errors[layerKeyOf(key, ticketType)] = problem;
  }
  const typePrices = typePricesOf(cells);
  const adult = rulesOf(cells);
  for (const [index, message] of Object.entries(typePriceProblems(adult, typePrices))) {
    const cell = typePrices[Number(index)]!;
    errors[layerKeyOf(cell, cell.ticketType)] = message.includes("cao hơn") ? "Cao hơn giá người lớn." : "Ô này chưa có giá người lớn.";
  }
  return { errors, missing };
}

/** Keys whose price differs from the saved table (the types' cells too). */
export function changedKeys(cells: Cells, saved: Cells): string[] {
  const keys = [...EVERY_KEY.map(priceKeyOf), ...EVERY_TYPE_KEY.map(({ key, ticketType }) => layerKeyOf(key, ticketType))];
  return keys.filter((key) => (parsePrice(cells[key] ?? "") ?? "") !== (parsePrice(saved[key] ?? "") ?? ""));
}
