import { DAY_KINDS, TIME_BANDS, type DayKind, type DiscountTicketType, type TimeBand } from "@hancine/contract/booking-constants";
import { FORMATS, SEAT_TYPES, type SeatType, type ShowFormat } from "@hancine/contract/catalog";

export type PriceKey = { format: ShowFormat; seatType: SeatType; dayKind: DayKind; timeBand: TimeBand };

/**
 * The demo chain's ticket prices, in the Vietnamese market's range: a 2D standard seat on a weekday
 * morning is 45.000 ₫; formats, seat types, weekends, holidays and evenings add to it. A cinema's
 * `premium` (its location) is added on top. Couple seats are priced for the pair.
 */
export function demoTicketPrice({ format, seatType, dayKind, timeBand }: PriceKey, premium = 0): number {
  const base = { "2D": 45_000, "3D": 60_000, IMAX: 100_000, "4DX": 110_000 }[format];
  const day = { weekday: 0, weekend: 15_000, holiday: 25_000 }[dayKind];
  const band = { morning: 0, afternoon: 10_000, evening: 20_000 }[timeBand];
  const single = base + day + band + premium;
  if (seatType === "vip") return single + 10_000;
  if (seatType === "couple") return 2 * (single + 10_000) + 10_000;
  return single;
}

/** Every key of a cinema's price table with its demo price. */
export function demoPriceTable(premium = 0): (PriceKey & { priceVnd: number })[] {
  return FORMATS.flatMap((format) =>
    SEAT_TYPES.flatMap((seatType) =>
      DAY_KINDS.flatMap((dayKind) =>
        TIME_BANDS.map((timeBand) => ({ format, seatType, dayKind, timeBand, priceVnd: demoTicketPrice({ format, seatType, dayKind, timeBand }, premium) })),
      ),
    ),
  );
}

/** What each ticket type takes off the adult price of a single seat in the demo (decision 085); couple seats sell as adult only. */
export const DEMO_TYPE_DISCOUNTS: Record<DiscountTicketType, number> = { student: 20_000, u22: 10_000, senior: 25_000 };

/** The demo's ticket-type prices for a table made by `demoPriceTable`. */
export function demoTypePrices(table: readonly (PriceKey & { priceVnd: number })[]): (PriceKey & { ticketType: DiscountTicketType; priceVnd: number })[] {
  return table
    .filter((cell) => cell.seatType !== "couple")
    .flatMap((cell) =>
      (Object.entries(DEMO_TYPE_DISCOUNTS) as [DiscountTicketType, number][]).map(([ticketType, off]) => ({
        ...cell,
        ticketType,
        priceVnd: Math.max(cell.priceVnd - off, 1_000),
      })),
    );
}

/** Vietnam's public holidays around the demo's dates (solar calendar; Tết from the lunar calendar). */
export const DEMO_HOLIDAYS: { day: string; name: string }[] = [
  { day: "2026-01-01", name: "Tết Dương lịch" },
  { day: "2026-02-16", name: "Tết Nguyên đán" },
  { day: "2026-02-17", name: "Tết Nguyên đán" },
  { day: "2026-02-18", name: "Tết Nguyên đán" },
  { day: "2026-02-19", name: "Tết Nguyên đán" },
  { day: "2026-02-20", name: "Tết Nguyên đán" },
  { day: "2026-04-26", name: "Giỗ Tổ Hùng Vương" },
  { day: "2026-04-30", name: "Ngày Giải phóng miền Nam" },
  { day: "2026-05-01", name: "Quốc tế Lao động" },
  { day: "2026-09-01", name: "Quốc khánh" },
  { day: "2026-09-02", name: "Quốc khánh" },
  { day: "2027-01-01", name: "Tết Dương lịch" },
  { day: "2027-02-05", name: "Tết Nguyên đán" },
  { day: "2027-02-06", name: "Tết Nguyên đán" },
  { day: "2027-02-07", name: "Tết Nguyên đán" },
  { day: "2027-02-08", name: "Tết Nguyên đán" },
  { day: "2027-02-09", name: "Tết Nguyên đán" },
  { day: "2027-04-16", name: "Giỗ Tổ Hùng Vương" },
  { day: "2027-04-30", name: "Ngày Giải phóng miền Nam" },
  { day: "2027-05-01", name: "Quốc tế Lao động" },
  { day: "2027-09-02", name: "Quốc khánh" },
  { day: "2027-09-03", name: "Quốc khánh" },
];
