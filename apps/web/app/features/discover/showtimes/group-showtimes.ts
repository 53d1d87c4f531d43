import { chainDay } from "@hancine/contract/format";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";
import type { I18n } from "#web/lib/i18n/messages.tsx";
import { versionName } from "./version-name.ts";

export type FormatGroup = { key: string; label: string; showtimes: ShowtimeSummary[] };
/** `lang`: the place's name is the chain's Vietnamese one on an English page (a cinema, a film with no English name). */
export type PlaceGroup = { key: string; name: string; lang?: "vi" | undefined; film: ShowtimeSummary["film"] | null; formats: FormatGroup[] };

const FORMAT_ORDER = ["2D", "3D", "IMAX", "4DX"];
const collator = new Intl.Collator("vi");

/**
 * Showtimes grouped by cinema (a film's page) or by film (a cinema's day), then by format and
 * language ("2D · Phụ đề tiếng Việt"), each group's times in order, in the page's language. Groups
 * sort by name so a cinema keeps its place from one day to the next.
 */
export function groupShowtimes({ t, locale, chainLang }: I18n, showtimes: readonly ShowtimeSummary[], by: "cinema" | "film"): PlaceGroup[] {
  const places = new Map<string, { name: string; lang: "vi" | undefined; film: PlaceGroup["film"]; formats: Map<string, FormatGroup> }>();
  for (const showtime of showtimes) {
    const place = by === "cinema" ? showtime.cinema : showtime.film;
    let group = places.get(place.slug);
    if (!group) {
      const english = by === "film" && locale === "en" ? showtime.film.nameEn : null;
      group = { name: english ?? place.name, lang: english ? undefined : chainLang, film: by === "film" ? showtime.film : null, formats: new Map() };
      places.set(place.slug, group);
    }
    const key = `${showtime.format}|${showtime.language}`;
    const format = group.formats.get(key) ?? { key, label: `${showtime.format} · ${versionName(t, showtime.version)}`, showtimes: [] };
    group.formats.set(key, format);
    format.showtimes.push(showtime);
  }
  const byStart = (a: ShowtimeSummary, b: ShowtimeSummary) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return [...places.entries()]
    .map(([key, group]) => ({
      key,
      name: group.name,
      lang: group.lang,
      film: group.film,
      formats: [...group.formats.values()]
        .map((format) => ({ ...format, showtimes: [...format.showtimes].sort(byStart) }))
        .sort((a, b) => formatRank(a.key) - formatRank(b.key) || collator.compare(a.label, b.label)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function formatRank(key: string): number {
  const rank = FORMAT_ORDER.indexOf(key.split("|")[0] ?? "");
  return rank < 0 ? FORMAT_ORDER.length : rank;
}

/** Showtimes of one chain-zone day. */
export function onDay(showtimes: readonly ShowtimeSummary[], day: string): ShowtimeSummary[] {
  return showtimes.filter((showtime) => chainDay(showtime.startsAt) === day);
}
