import { chainDay } from "../format.ts";

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The chain's calendar day of an instant: year, month (1–12), day and weekday (0 = Sunday). */
function chainDate(date: Date | string) {
  const [year, month, day] = chainDay(date).split("-").map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "22 Nov 2026": the chain's calendar day, the way an English reader anywhere reads it unambiguously. */
export function formatDateEn(date: Date | string): string {
  const { year, month, day } = chainDate(date);
  return `${day} ${MONTHS_EN[month - 1]} ${year}`;
}

/** "Sat, 22 Nov": `formatDayShort`'s "T7, 22/11" in English (the chain's zone). */
export function formatDayShortEn(date: Date | string): string {
  const { month, day, weekday } = chainDate(date);
  return `${WEEKDAYS_EN[weekday]}, ${day} ${MONTHS_EN[month - 1]}`;
}
