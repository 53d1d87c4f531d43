import type { Locale } from "@hancine/contract/i18n/catalogue";
import { validationTextsIn } from "@hancine/contract/i18n/validation-texts";
import { FIELD_SUMMARY } from "../form-errors.ts";
import { NETWORK_MESSAGE } from "../api-client.ts";
import { PASSKEY_FAILURES } from "../second-factor.ts";

/** The English a form on an English page shows for the browser's own Vietnamese messages (decision 094); none in Vietnamese. */
export function fieldTextsFor(locale: Locale): Record<string, string> {
  if (locale === "vi") return {};
  return {
    ...validationTextsIn(locale),
    [FIELD_SUMMARY]: "Some details are not right yet. Please correct the marked fields.",
    [NETWORK_MESSAGE]: "We could not reach HanCine. Please check your connection and try again.",
    // The passkey ceremony's failures (decision 096).
    [PASSKEY_FAILURES.known]: "This passkey is already added to your account. You can use it now or add another one.",
    [PASSKEY_FAILURES.cancelled]: "You cancelled, or the passkey check timed out. Please try again, or use another way below.",
    [PASSKEY_FAILURES.unsupported]: "This browser or device does not support passkeys yet. Please use the code in your authenticator app.",
    [PASSKEY_FAILURES.address]: "Passkeys only work on HanCine's official address. Please open the page again from that address.",
    [PASSKEY_FAILURES.other]: "The passkey could not be used right now. Please try again, or use the code in your authenticator app.",
  };
}
