import { DAY_KINDS, TIME_BANDS } from "@hancine/contract/booking-constants";
import type { PriceRule } from "@hancine/contract/back-office-prices";
import { formatCount } from "@hancine/contract/format";
import {
  PRICE_FORMATS,
  PRICE_SEAT_TYPES,
  priceKeyOf,
  priceProblem,
  priceTableProblems,
  type PriceKey,
  type RequiredPrices,
} from "@hancine/contract/price-table-rules";

/** The editor's cells: the text typed in each (digits and dots), by price key (`2D/vip/weekend/evening`). */
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

export function cellsOf(rules: readonly PriceRule[]): Cells {
  return Object.fromEntries(rules.map((rule) => [priceKeyOf(rule), formatCount(rule.price)]));
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
  return { errors, missing };
}

/** Keys whose price differs from the saved table. */
export function changedKeys(cells: Cells, saved: Cells): string[] {
  return EVERY_KEY.map(priceKeyOf).filter((key) => (parsePrice(cells[key] ?? "") ?? "") !== (parsePrice(saved[key] ?? "") ?? ""));
}
