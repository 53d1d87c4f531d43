import Bowser from "bowser";
import { PLACE_UNKNOWN, PLACE_UNKNOWN_EN } from "@hancine/contract/mfa";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/** "Chrome 131" and "Windows 10" from a User-Agent (bowser, maintained); "Không rõ" ("Unknown" in English) for what it does not know. */
export function describeUserAgent(userAgent: string | null | undefined, locale: Locale = "vi"): { browser: string; os: string } {
  const unknown = locale === "en" ? PLACE_UNKNOWN_EN : PLACE_UNKNOWN;
  if (!userAgent) return { browser: unknown, os: unknown };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : unknown;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(" ") : unknown;
  return { browser, os };
}
