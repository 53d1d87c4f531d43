import { chainDay } from "./format.ts";

/**
 * Calendar arithmetic in the chain's zone. Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving),
 * so a fixed offset is exact; the machine itself may run in UTC.
 */
const UTC_OFFSET_HOURS = 7;
const DAY_MS = 86_400_000;

function parseDay(day: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Expected a YYYY-MM-DD day, got "${day}"`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** "2026-11-22" plus 3 → "2026-11-25". */
export function addDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time on a chain day: ("2026-11-22", 19, 30) → 12:30 UTC. */
export function chainTime(day: string, hour: number, minute = 0): Date {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d, hour - UTC_OFFSET_HOURS, minute));
}

/** Days since 1970-01-01: a stable number for rotating programmes by date. */
export function dayNumber(day: string): number {
  const { y, m, d } = parseDay(day);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** Today in the chain's zone, shifted by a number of days. */
export function chainDayFrom(now: Date, days: number): string {
  return addDays(chainDay(now), days);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
