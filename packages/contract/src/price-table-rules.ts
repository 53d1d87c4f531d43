import { formatVnd } from "./format.ts";
import {
  DAY_KIND_LABELS,
  DAY_KINDS,
  TICKET_TYPE_LABELS,
  TIME_BAND_LABELS,
  TIME_BANDS,
  type DayKind,
  type DiscountTicketType,
  type TimeBand,
} from "./booking-constants.ts";
import type { SeatType as CatalogSeatType, ShowFormat } from "./catalog.ts";

/**
 * The rules a cinema's price table must keep, without zod: the server refuses a table that breaks
 * them and the back office's editor marks the same cells before saving (one implementation).
 */
export const PRICE_FORMATS = ["2D", "3D", "IMAX", "4DX"] as const;
export const PRICE_SEAT_TYPES = ["standard", "vip", "couple", "wheelchair"] as const;
type Format = (typeof PRICE_FORMATS)[number];
type SeatType = (typeof PRICE_SEAT_TYPES)[number];
// The catalogue's lists (catalog.ts loads zod, which the browser should not): the compiler keeps them equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFormats: Same<Format, ShowFormat> = true;
const sameSeatTypes: Same<SeatType, CatalogSeatType> = true;
void sameFormats;
void sameSeatTypes;

export type PriceKey = { format: Format; seatType: SeatType; dayKind: DayKind; timeBand: TimeBand };
export type PriceCell = PriceKey & { price: number };

/** A ticket price is whole thousands of đồng, from 1.000 ₫. */
export const PRICE_STEP_VND = 1000;
export const PRICE_MAX_VND = 10_000_000;

export const SEAT_TYPE_NAMES: Record<SeatType, string> = { standard: "Ghế thường", vip: "Ghế VIP", couple: "Ghế đôi", wheelchair: "Ghế xe lăn" };

/** `2D/vip/weekend/evening`: a cell's key, also the field name of the audit trail's before/after. */
export const priceKeyOf = (key: PriceKey): string => `${key.format}/${key.seatType}/${key.dayKind}/${key.timeBand}`;

/** "2D · Ghế VIP · Cuối tuần · Từ 18:00". */
export const priceKeyLabel = (key: PriceKey): string =>
  `${key.format} · ${SEAT_TYPE_NAMES[key.seatType]} · ${DAY_KIND_LABELS[key.dayKind]} · ${TIME_BAND_LABELS[key.timeBand]}`;

/** "2D/vip/weekend/evening" → its key; null for any other text. */
export function parsePriceKey(text: string): PriceKey | null {
  const [format, seatType, dayKind, timeBand, ...rest] = text.split("/");
  if (rest.length > 0) return null;
  if (!(PRICE_FORMATS as readonly string[]).includes(format ?? "")) return null;
  if (!(PRICE_SEAT_TYPES as readonly string[]).includes(seatType ?? "")) return null;
  if (!(DAY_KINDS as readonly string[]).includes(dayKind ?? "")) return null;
  if (!(TIME_BANDS as readonly string[]).includes(timeBand ?? "")) return null;
  return { format, seatType, dayKind, timeBand } as PriceKey;
}

/** The message of a price that is not whole thousands of đồng from 1.000 ₫; null when it is fine. */
export function priceProblem(price: number): string | null {
  if (!Number.isFinite(price) || !Number.isInteger(price)) return "Giá vé phải là số nguyên (đồng).";
  if (price <= 0) return "Giá vé phải lớn hơn 0 ₫.";
  if (price % PRICE_STEP_VND !== 0) return "Giá vé phải là bội số của 1.000 ₫ (ví dụ 85.000 ₫).";
  if (price > PRICE_MAX_VND) return "Giá vé tối đa là 10.000.000 ₫.";
  return null;
}

/** What must stay priced: the formats the cinema has showtimes of, the seat types its rooms have. */
export type RequiredPrices = { formats: readonly Format[]; seatTypes: readonly SeatType[] };

export type PriceTableProblems = {
  /** Index of each cell that repeats an earlier one's key. */
  duplicates: number[];
  /** Keys without a price: a format × seat type shown must be priced on every kind of day and time band. */
  missing: PriceKey[];
};

/**
 * A price table is whole or absent for each format × seat type: every kind of day and time band
 * priced (otherwise a seat of some showtimes would sell at 0 ₫), and every required pair present.
 */
export function priceTableProblems(cells: readonly PriceKey[], required: RequiredPrices): PriceTableProblems {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  cells.forEach((cell, index) => {
    const key = priceKeyOf(cell);
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  const pairs = new Set(cells.map((cell) => `${cell.format}/${cell.seatType}`));
  for (const format of required.formats) for (const seatType of required.seatTypes) pairs.add(`${format}/${seatType}`);
  const missing: PriceKey[] = [];
  for (const format of PRICE_FORMATS) {
    for (const seatType of PRICE_SEAT_TYPES) {
      if (!pairs.has(`${format}/${seatType}`)) continue;
      for (const dayKind of DAY_KINDS) {
        for (const timeBand of TIME_BANDS) {
          const key = { format, seatType, dayKind, timeBand };
          if (!seen.has(priceKeyOf(key))) missing.push(key);
        }
      }
    }
  }
  return { duplicates, missing };
}

/** One sentence naming the first few missing cells. */
export function missingPricesMessage(missing: readonly PriceKey[]): string {
  const shown = missing.slice(0, 3).map(priceKeyLabel).join("; ");
  const more = missing.length > 3 ? ` và ${missing.length - 3} ô khác` : "";
  return `Còn thiếu ${missing.length} ô giá: ${shown}${more}. Mỗi loại ghế có trong phòng chiếu cần giá cho mọi định dạng đang chiếu, ở mọi loại ngày và khung giờ.`;
}

export type TypePriceCell = PriceCell & { ticketType: DiscountTicketType };

/**
 * What is wrong with the ticket types' prices (decision 085), by index: a type priced twice in a
 * cell, in a cell the adult table does not price, or above the cell's adult price (the database's
 * trigger says the same). A type may be priced in some cells only: where it has no price it is not sold.
 */
export function typePriceProblems(adult: readonly PriceCell[], typePrices: readonly TypePriceCell[]): Record<number, string> {
  const adultPrice = new Map(adult.map((cell) => [priceKeyOf(cell), cell.price]));
  const seen = new Set<string>();
  const problems: Record<number, string> = {};
  typePrices.forEach((cell, index) => {
    const key = priceKeyOf(cell);
    const name = `Giá vé ${TICKET_TYPE_LABELS[cell.ticketType]} ở ô ${priceKeyLabel(cell)}`;
    const adultOfCell = adultPrice.get(key);
    if (seen.has(`${key}/${cell.ticketType}`)) problems[index] = `${name} xuất hiện hai lần.`;
    else if (adultOfCell === undefined) problems[index] = `${name} cần giá người lớn của ô đó trước.`;
    else if (cell.price > adultOfCell) problems[index] = `${name} không được cao hơn giá người lớn (${formatVnd(adultOfCell)}).`;
    seen.add(`${key}/${cell.ticketType}`);
  });
  return problems;
}
