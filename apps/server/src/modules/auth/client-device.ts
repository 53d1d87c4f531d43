import Bowser from "bowser";
import { PLACE_UNKNOWN } from "@hancine/contract/mfa";

/** "Chrome 131" and "Windows 10" from a User-Agent (bowser, maintained); "Không rõ" for what it does not know. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string; os: string } {
  if (!userAgent) return { browser: PLACE_UNKNOWN, os: PLACE_UNKNOWN };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : PLACE_UNKNOWN;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(" ") : PLACE_UNKNOWN;
  return { browser, os };
}
