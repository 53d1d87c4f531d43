import type { Locale } from "@hancine/contract/i18n/catalogue";
import { formatDate, formatDayShort } from "@hancine/contract/format";
import { formatDateEn, formatDayShortEn } from "@hancine/contract/i18n/dates-en";

/** A day as people of each language read it, in the chain's zone: "T7, 22/11" / "Sat, 22 Nov". */
export function dayShort(locale: Locale, date: Date | string): string {
  return locale === "en" ? formatDayShortEn(date) : formatDayShort(date);
}

/** A date in full: "22/11/2026" / "22 Nov 2026". */
export function dateLong(locale: Locale, date: Date | string): string {
  return locale === "en" ? formatDateEn(date) : formatDate(date);
}
