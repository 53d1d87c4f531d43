import { languageVersion } from "@hancine/contract/language-version";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/** The four ways a showtime's sound and subtitles are written (the server writes them in Vietnamese), by their keys. */
const VERSION_KEYS = new Map([
  [languageVersion("Phụ đề", "Việt Nam"), "site.version.vietnameseEnglishSubtitles"],
  [languageVersion("Lồng tiếng", "Việt Nam"), "site.version.vietnamese"],
  [languageVersion("Lồng tiếng", "Mỹ"), "site.version.dubbed"],
  [languageVersion("Phụ đề", "Mỹ"), "site.version.subtitled"],
] as const);

/** A showtime's version ("Phụ đề tiếng Việt") in the page's language. */
export function versionName(t: I18n["t"], version: string): string {
  const key = VERSION_KEYS.get(version as never);
  return key ? t(key) : version;
}

/** The showtime filter's sound choices ("Phụ đề", "Lồng tiếng"), in the page's language. */
const LANGUAGE_KEYS = new Map([
  ["Phụ đề", "site.language.subtitled"],
  ["Lồng tiếng", "site.language.dubbed"],
] as const);

export function soundName(t: I18n["t"], language: string): string {
  const key = LANGUAGE_KEYS.get(language as never);
  return key ? t(key) : language;
}
