import { formatDayShort } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { formatDayShortEn } from "@hancine/contract/i18n/dates-en";
import { type MessageKey, type MessageParams, msg } from "@hancine/contract/i18n/message";
import { renderMessage } from "#server/messages.ts";

/**
 * What every e-mail writes in its language (decisions 093, 094): the catalogue's messages, the
 * greeting, a day the language's way ("T7, 22/11" / "Sat, 22 Nov"), a film by its English name when
 * the editor gave one (otherwise as the chain wrote it).
 */
export function emailWords(locale: Locale = "vi") {
  const t = (key: MessageKey, params?: MessageParams) => renderMessage(locale, msg(key, params));
  return {
    locale,
    t,
    greeting: (fullName: string) => t("email.layout.greeting", { name: fullName }),
    dayShort: (at: Date | string) => (locale === "en" ? formatDayShortEn(at) : formatDayShort(at)),
    film: (film: { name: string; nameEn?: string | null | undefined }) => (locale === "en" && film.nameEn ? film.nameEn : film.name),
  };
}
