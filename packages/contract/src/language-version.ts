import { foldDiacritics } from "./slug.ts";

/**
 * What a showtime's sound and subtitles are, as a person reads it. The showtime says "Phụ đề"
 * (original sound, subtitles) or "Lồng tiếng" (Vietnamese dub); for a Vietnamese film the sound is
 * Vietnamese and its subtitles, when there are any, are English.
 */
export function languageVersion(language: string, filmCountry: string): string {
  const vietnameseFilm = foldDiacritics(filmCountry).toLowerCase().replace(/\s+/g, " ").trim() === "viet nam";
  if (vietnameseFilm) return language === "Phụ đề" ? "Tiếng Việt, phụ đề tiếng Anh" : "Tiếng Việt";
  return language === "Lồng tiếng" ? "Lồng tiếng Việt" : "Phụ đề tiếng Việt";
}
