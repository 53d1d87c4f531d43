/** The chain's clock. The machine may run in UTC; every date shown goes through these helpers. */
export const CHAIN_TIME_ZONE = "Asia/Ho_Chi_Minh";

/**
 * Intl formatters are made on first use, not when this module loads: building one loads the locale's
 * data (several milliseconds on a phone, inside the task that evaluates every page's modules), and
 * most pages use only some of them (docs/decisions/057).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const vnd = once(() => new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" }));

/** 90000 → "90.000 ₫" (with a non-breaking space, so the symbol never wraps alone). */
export function formatVnd(amount: number): string {
  return Number.isSafeInteger(amount) && !Object.is(amount, -0) ? `${groupDigits(amount)}\u00a0₫` : vnd().format(amount);
}

/** A safe whole number with Vietnamese grouping, as Intl's vi-VN writes it: 1234567 → "1.234.567". */
function groupDigits(n: number): string {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return n < 0 ? `-${digits}` : digits;
}

const timeFormat = once(
  () =>
    new Intl.DateTimeFormat("vi-VN", {
      timeZone: CHAIN_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/**
 * Asia/Ho_Chi_Minh has been UTC+7 all year since 13 June 1975 (no daylight saving), so from 1976 on
 * the chain's wall clock is the UTC clock moved by 7 hours — plain arithmetic, where Intl's
 * `formatToParts` with a time zone costs a fraction of a millisecond per call (a film page formats
 * hundreds of showtimes while it hydrates). Earlier instants, and invalid ones, go through Intl.
 */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1976, 0, 1);
const UTC_OFFSET_MS = 7 * 3_600_000;

/** The chain's wall clock as a Date whose UTC fields are that wall clock; null where Intl must decide. */
function chainWallClock(date: Date | string): Date | null {
  const ms = new Date(date).getTime();
  return ms >= FIXED_OFFSET_SINCE_MS ? new Date(ms + UTC_OFFSET_MS) : null;
}

const two = (n: number) => String(n).padStart(2, "0");

/** "19:30" in the chain's zone, 24-hour clock. */
export function formatTime(date: Date | string): string {
  const wall = chainWallClock(date);
  return wall ? `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}` : timeFormat().format(new Date(date));
}

const WEEKDAYS = ["CN", "T2", "T3", "T4", "T5", "T6", "T7"] as const;

const dayParts = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: CHAIN_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
    }),
);

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The calendar day in the chain's zone: year, "MM", "DD" and the weekday (0 = Sunday). */
function partsOf(date: Date | string): { year: string; month: string; day: string; weekday: number } {
  const wall = chainWallClock(date);
  if (wall) return { year: String(wall.getUTCFullYear()), month: two(wall.getUTCMonth() + 1), day: two(wall.getUTCDate()), weekday: wall.getUTCDay() };
  const parts = Object.fromEntries(
    dayParts()
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  ) as Record<"year" | "month" | "day" | "weekday", string>;
  return { year: parts.year, month: parts.month, day: parts.day, weekday: WEEKDAY_INDEX[parts.weekday] ?? 0 };
}

/** "T7, 22/11" in the chain's zone. */
export function formatDayShort(date: Date | string): string {
  const p = partsOf(date);
  return `${WEEKDAYS[p.weekday]}, ${p.day}/${p.month}`;
}

/** "22/11/2026" in the chain's zone. */
export function formatDate(date: Date | string): string {
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** The calendar day in the chain's zone as `YYYY-MM-DD` (the contract's query format). */
export function chainDay(date: Date | string): string {
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day}`;
}

const count = once(() => new Intl.NumberFormat("vi-VN"));

/** "1.234" views, Vietnamese grouping (whole numbers by hand, as Intl writes them; the rest by Intl). */
export function formatCount(n: number): string {
  return Number.isSafeInteger(n) && !Object.is(n, -0) ? groupDigits(n) : count().format(n);
}

/**
 * "15/06/1998" (or "5/6/1998") → "1998-06-15"; null when the text is not day/month/year. Whether the
 * day exists on the calendar is the caller's check.
 */
export function isoFromDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  return `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** "1998-06-15" → "15/06/1998": a calendar date (no time zone) as Vietnamese people write it. */
export function dayMonthYearFromIso(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
