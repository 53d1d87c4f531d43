import { LANGUAGE_COOKIE } from "@hancine/contract/browser-constants";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { cookieValue } from "../cookie-value.ts";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language the visitor last chose with the switch, from a `Cookie` header; null when none (or not one of ours). */
export function chosenLanguage(header: string | null): Locale | null {
  const value = cookieValue(header, LANGUAGE_COOKIE);
  return value === "vi" || value === "en" ? value : null;
}

/** Remember the visitor's choice for a year (the language switch, in the browser). */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
