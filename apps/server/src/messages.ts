import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale } from "@hancine/contract/i18n/catalogue";
import { messagesOf } from "@hancine/contract/i18n/catalogues";
import { formatParams } from "@hancine/contract/i18n/format-params";
import type { ErrorText, Msg } from "@hancine/contract/i18n/message";

/**
 * The catalogues compiled once, when the server starts (a few hundred messages, a few milliseconds):
 * @lingui/core formats compiled messages only, in production (decision 090).
 */
function compiled(locale: Locale): I18n {
  const messages = Object.fromEntries(Object.entries(messagesOf(locale)).map(([key, text]) => [key, compileMessage(text)]));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const I18NS = Object.fromEntries(LOCALES.map((locale) => [locale, compiled(locale)])) as Record<Locale, I18n>;

/** A message written in `locale`. */
export function renderMessage(locale: Locale, message: Msg): string {
  return I18NS[locale]._(
    message.key,
    formatParams(locale, message.params, (inner) => renderMessage(locale, inner)),
  );
}

/** An error's message or a field's text in `locale`; a Vietnamese-only text becomes `standIn` in any other language. */
export function renderText(locale: Locale, text: ErrorText, standIn: Msg): string {
  if ("key" in text) return renderMessage(locale, text);
  return locale === "vi" ? text.vi : renderMessage(locale, standIn);
}
