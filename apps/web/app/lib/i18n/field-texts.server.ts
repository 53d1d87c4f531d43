import type { Locale } from "@hancine/contract/i18n/catalogue";
import { validationTextsIn } from "@hancine/contract/i18n/validation-texts";
import { FIELD_SUMMARY } from "../form-errors.ts";
import { NETWORK_MESSAGE } from "../api-client.ts";

/** The English a form on an English page shows for the browser's own Vietnamese messages (decision 094); none in Vietnamese. */
export function fieldTextsFor(locale: Locale): Record<string, string> {
  if (locale === "vi") return {};
  return {
    ...validationTextsIn(locale),
    [FIELD_SUMMARY]: "Some details are not right yet. Please correct the marked fields.",
    [NETWORK_MESSAGE]: "We could not reach HanCine. Please check your connection and try again.",
  };
}
