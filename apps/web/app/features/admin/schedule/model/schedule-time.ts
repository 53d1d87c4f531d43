import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { formatDate, formatDayShort, formatTime } from "@hancine/contract/format";

/**
 * The scheduler counts time in minutes from the shown day's midnight in the chain's zone
 * (Asia/Ho_Chi_Minh, UTC+7 all year): 19:30 is 1170, 01:15 the next night is 1515.
 */
export const DAY_MINUTES = 24 * 60;
/** Showtimes start on 5-minute marks (the server refuses anything else). */
export const SNAP_MINUTES = 5;

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes from the day's midnight to an instant (negative before it, over 1440 after the day). */
export function minutesIntoDay(day: string, at: string | Date): number {
  return Math.round((new Date(at).getTime() - chainTime(day, 0).getTime()) / MINUTE_MS);
}

/** The instant `minutes` after the day's midnight, as the API takes it: "2026-11-24T19:30:00+07:00". */
export function isoAtMinutes(day: string, minutes: number): string {
  const whole = Math.round(minutes);
  const dayShift = Math.floor(whole / DAY_MINUTES);
  const rest = whole - dayShift * DAY_MINUTES;
  return `${addDays(day, dayShift)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}:00+07:00`;
}

/** "19:30" for a minute of the day (the next night's hours read 00:00, 01:00…). */
export function clockAt(day: string, minutes: number): string {
  return formatTime(chainTime(day, 0, minutes));
}

/** The nearest 5-minute mark. */
export function snapMinutes(minutes: number, step = SNAP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/**
 * A 24-hour time typed by a person: "19:30", "19.30", "19h30", "1930", "930", "9" → minutes of the day;
 * null when it is not a time of day.
 */
export function parseClock(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  let hours: number;
  let minutes: number;
  const separated = /^(\d{1,2})\s*[:.h]\s*(\d{1,2})?$/.exec(trimmed);
  const digits = /^\d{1,4}$/.exec(trimmed);
  if (separated) {
    hours = Number(separated[1]);
    minutes = separated[2] === undefined ? 0 : Number(separated[2]);
    if (separated[2] !== undefined && separated[2].length !== 2) return null;
  } else if (digits) {
    const value = digits[0];
    hours = Number(value.length <= 2 ? value : value.slice(0, value.length - 2));
    minutes = value.length <= 2 ? 0 : Number(value.slice(-2));
  } else {
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** "T3, 24/11" for a chain day. */
export function dayShort(day: string): string {
  return formatDayShort(`${day}T12:00:00+07:00`);
}

/** "24/11/2026" for a chain day. */
export function dayLong(day: string): string {
  return formatDate(`${day}T12:00:00+07:00`);
}
