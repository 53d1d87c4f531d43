import type { Locale } from "./catalogue.ts";
import { validationEn } from "./en/validation.ts";
import { validationVi } from "./vi/validation.ts";

type ValidationKey = keyof typeof validationVi;

const KEY_OF_TEXT: ReadonlyMap<string, ValidationKey> = new Map(
  (Object.keys(validationVi) as ValidationKey[]).map((key) => [validationVi[key] as string, key]),
);

/**
 * The catalogue key of a field message the contract's account schemas wrote in Vietnamese (zod's
 * issue message), or undefined for any other text (decision 094): the server answers an English
 * request with that key's English instead of a stand-in.
 */
export function validationKeyOf(text: string): ValidationKey | undefined {
  return KEY_OF_TEXT.get(text);
}

/**
 * The schemas' Vietnamese messages with their English, for an English page to show its own checks
 * in English (sent with the page's data, never in its scripts); empty in Vietnamese.
 */
export function validationTextsIn(locale: Locale): Record<string, string> {
  if (locale === "vi") return {};
  return Object.fromEntries((Object.keys(validationVi) as ValidationKey[]).map((key) => [validationVi[key], validationEn[key]]));
}
