import { formatCount, formatDate, formatTime } from "@hancine/contract/format";
import type { I18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";

type Words = Pick<I18n, "t" | "locale">;

/** "Mở bán lúc 10:00 ngày 28/11/2026" / "Sale opens at 10:00 on 28 Nov 2026", in the chain's zone, 24-hour clock. */
export function openingText({ t, locale }: Words, opensAt: string): string {
  return t("room.opening", { time: formatTime(opensAt), date: locale === "vi" ? formatDate(opensAt) : dateLong(locale, opensAt) });
}

/** 1234 → "1.234" (Vietnamese grouping) / "1,234". */
export function placeText({ locale }: Pick<I18n, "locale">, place: number): string {
  return locale === "vi" ? formatCount(place) : place.toLocaleString("en-US");
}

/** The wait estimate as a person says it: "dưới 1 phút", "khoảng 12 phút", "khoảng 1 giờ 5 phút" (and in English). */
export function waitText({ t }: Words, seconds: number): string {
  if (seconds < 60) return t("room.wait.underMinute");
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("room.wait.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("room.wait.hours", { hours }) : t("room.wait.hoursMinutes", { hours, minutes: rest });
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The time to the opening on the big clock: "05:12" under an hour, "02:05:12" under a day, "3 ngày 02:05:12" beyond. */
export function openingCountdown({ t }: Words, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? t("room.clock.days", { days, clock }) : clock;
}

/** The same for screen readers, to the minute: "còn 2 giờ 5 phút", "còn dưới 1 phút". */
export function spokenOpeningCountdown({ t }: Words, ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / 60_000);
  if (ms < 60_000) return t("room.spoken.underMinute");
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? t("room.unit.days", { n: days }) : "",
    hours > 0 ? t("room.unit.hours", { n: hours }) : "",
    rest > 0 ? t("room.unit.minutes", { n: rest }) : "",
  ].filter(Boolean);
  return t("room.spoken.left", { parts: parts.join(" ") });
}

/**
 * How far along the line someone is, 0–100: the part of the first place they were given that is
 * behind them now (place 1 of a first 1 is 100: next in line).
 */
export function progressPercent(firstPlace: number, place: number): number {
  if (firstPlace <= 0 || place <= 0) return 100;
  const done = (firstPlace - Math.min(place, firstPlace) + 1) / firstPlace;
  return Math.max(0, Math.min(100, Math.round(done * 100)));
}
