/** The chain's clock. The machine may run in UTC; every date shown goes through these helpers. */
export const CHAIN_TIME_ZONE = "Asia/Ho_Chi_Minh";

const vnd = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" });

/** 90000 → "90.000 ₫" (with a non-breaking space, so the symbol never wraps alone). */
export function formatVnd(amount: number): string {
  return vnd.format(amount);
}

const timeFormat = new Intl.DateTimeFormat("vi-VN", {
  timeZone: CHAIN_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "19:30" in the chain's zone, 24-hour clock. */
export function formatTime(date: Date | string): string {
  return timeFormat.format(new Date(date));
}

const WEEKDAYS = ["CN", "T2", "T3", "T4", "T5", "T6", "T7"] as const;

const dayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: CHAIN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  weekday: "short",
});

function partsOf(date: Date | string) {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return parts as Record<"year" | "month" | "day" | "weekday", string>;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** "T7, 22/11" in the chain's zone. */
export function formatDayShort(date: Date | string): string {
  const p = partsOf(date);
  return `${WEEKDAYS[WEEKDAY_INDEX[p.weekday] ?? 0]}, ${p.day}/${p.month}`;
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

/** "1.234" views, Vietnamese grouping. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat("vi-VN").format(n);
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
