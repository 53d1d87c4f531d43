import { chainDay } from "@hancine/contract/format";
import type { I18n } from "#web/lib/i18n/messages.tsx";
import { dayShort } from "#web/lib/i18n/dates.ts";

/** How many days of showtimes the film and buy-tickets pages offer, today first. */
export const DAYS_AHEAD = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon of a chain-zone calendar day: safe to format in any zone (Vietnam has no daylight saving). */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00+07:00`);
}

/** The next `count` calendar days in the chain's zone as `YYYY-MM-DD`, today first. */
export function nextDays(now: Date, count = DAYS_AHEAD): string[] {
  const noon = noonOf(chainDay(now)).getTime();
  return Array.from({ length: count }, (_, i) => chainDay(new Date(noon + i * DAY_MS)));
}

/** A day tab's two lines: "Hôm nay" or the weekday ("T7", "Sat"), then "22/11" ("22 Nov"). */
export function dayParts({ t, locale }: I18n, day: string, today: string): { weekday: string; date: string } {
  const [weekday, date] = dayShort(locale, noonOf(day)).split(", ") as [string, string];
  return { weekday: day === today ? t("showtimes.today") : weekday, date };
}

/** "Hôm nay" or "T7, 22/11" ("Today", "Sat, 22 Nov"). */
export function dayLabel({ t, locale }: I18n, day: string, today: string): string {
  return day === today ? t("showtimes.today") : dayShort(locale, noonOf(day));
}

/** A `YYYY-MM-DD` from a query string when it is one of `days`, else null. */
export function dayFrom(value: string | null, days: readonly string[]): string | null {
  return value && days.includes(value) ? value : null;
}
