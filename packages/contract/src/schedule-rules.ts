import { chainDay, dayMonthYearFromIso } from "./format.ts";

/**
 * Where a showtime may start (decision 041): the rules the server enforces and the back office's
 * scheduler checks while a showtime is dragged, so a drop that would be refused shows red before it
 * is made. One definition, with one Vietnamese sentence per rule.
 */

/** Showtimes start on 5-minute marks (19:05, 19:10). */
export const START_STEP_MINUTES = 5;

/** Why a showtime of this film cannot start then, or null: in the future, on a 5-minute mark, within the film's run. */
export function startProblem(startsAt: Date, film: { endDate?: string | null }, now: Date): string | null {
  if (startsAt.getTime() <= now.getTime()) return "Giờ chiếu đã qua: hãy chọn giờ ở tương lai.";
  if (startsAt.getTime() % (START_STEP_MINUTES * 60_000) !== 0) return "Giờ bắt đầu phải tròn 5 phút (ví dụ 19:05, 19:10).";
  if (film.endDate && chainDay(startsAt) > film.endDate) return `Phim chỉ chiếu đến hết ngày ${dayMonthYearFromIso(film.endDate)}.`;
  return null;
}

/** Why the film cannot be shown in this format (it is distributed in `film.formats` only), or null. */
export function formatProblem(film: { title: string; formats: readonly string[] }, format: string): string | null {
  return film.formats.some((f) => f === format)
    ? null
    : `Phim ${film.title} không có bản ${format} (chỉ có ${film.formats.join(", ")}): hãy chọn định dạng khác.`;
}
