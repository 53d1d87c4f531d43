import { formatCount, formatDate, formatTime } from "@hancine/contract/format";

/** "Mở bán lúc 10:00 ngày 28/11/2026" in the chain's zone, 24-hour clock. */
export function openingText(opensAt: string): string {
  return `Mở bán lúc ${formatTime(opensAt)} ngày ${formatDate(opensAt)}`;
}

/** 1234 → "1.234" (Vietnamese grouping). */
export function placeText(place: number): string {
  return formatCount(place);
}

/** The wait estimate as a person says it: "dưới 1 phút", "khoảng 12 phút", "khoảng 1 giờ 5 phút". */
export function waitText(seconds: number): string {
  if (seconds < 60) return "dưới 1 phút";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `khoảng ${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `khoảng ${hours} giờ` : `khoảng ${hours} giờ ${rest} phút`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The time to the opening on the big clock: "05:12" under an hour, "02:05:12" under a day, "3 ngày 02:05:12" beyond. */
export function openingCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days} ngày ${clock}` : clock;
}

/** The same for screen readers, to the minute: "còn 2 giờ 5 phút", "còn dưới 1 phút". */
export function spokenOpeningCountdown(ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / 60_000);
  if (ms < 60_000) return "còn dưới 1 phút";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${days} ngày` : "", hours > 0 ? `${hours} giờ` : "", rest > 0 ? `${rest} phút` : ""].filter(Boolean);
  return `còn ${parts.join(" ")}`;
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
