import { formatTime } from "@hancine/contract/format";
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from "@hancine/contract/accessibility";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";

/** Parts of the day by the start time in Vietnam: before 12:00, until 18:00, until 22:00, and late. */
export const DAY_PARTS = [
  { value: "sang", label: "showtimes.morning" },
  { value: "chieu", label: "showtimes.afternoon" },
  { value: "toi", label: "showtimes.evening" },
  { value: "khuya", label: "showtimes.late" },
] as const;
export type DayPart = (typeof DAY_PARTS)[number]["value"];

export function dayPartOf(startsAt: string): DayPart {
  const hour = Number(formatTime(startsAt).slice(0, 2));
  if (hour < 5 || hour >= 22) return "khuya";
  if (hour < 12) return "sang";
  return hour < 18 ? "chieu" : "toi";
}

export type ShowtimeFilter = { format: string | null; language: string | null; part: DayPart | null; accessibility: AccessibilityFeature | null };
export const NO_FILTER: ShowtimeFilter = { format: null, language: null, part: null, accessibility: null };

export function filterShowtimes(showtimes: readonly ShowtimeSummary[], filter: ShowtimeFilter): ShowtimeSummary[] {
  return showtimes.filter(
    (showtime) =>
      (!filter.format || showtime.format === filter.format) &&
      (!filter.language || showtime.language === filter.language) &&
      (!filter.part || dayPartOf(showtime.startsAt) === filter.part) &&
      (!filter.accessibility || showtime.accessibilityFeatures.includes(filter.accessibility)),
  );
}

/** The choices worth offering: only formats and languages some showtime has, in a stable order. */
export function filterChoices(showtimes: readonly ShowtimeSummary[]) {
  const formats = [...new Set(showtimes.map((showtime) => showtime.format))].sort();
  const languages = [...new Set(showtimes.map((showtime) => showtime.language))].sort();
  const accessibility = ACCESSIBILITY_FEATURES.filter((feature) => showtimes.some((showtime) => showtime.accessibilityFeatures.includes(feature)));
  return { formats, languages, accessibility };
}
