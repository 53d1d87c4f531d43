import type { Locale } from "@hancine/contract/i18n/catalogue";
import { shopEn } from "@hancine/contract/i18n/en/shop";
import { shopVi } from "@hancine/contract/i18n/vi/shop";

/** The gift-card schemas' own Vietnamese field messages (`contract/gift-cards.ts`), word for word in `shop`. */
export const GIFT_CARD_FIELD_KEYS = [
  "shop.field.amountMissing",
  "shop.field.amountWhole",
  "shop.field.amountRange",
  "shop.field.amountStep",
  "shop.field.design",
  "shop.field.nameMissing",
  "shop.field.nameLong",
  "shop.field.emailMissing",
  "shop.field.emailInvalid",
  "shop.field.messageType",
  "shop.field.messageLong",
  "shop.field.dayShape",
  "shop.field.dayReal",
  "shop.field.codeMissing",
  "shop.field.codeLength",
  "shop.field.codeShape",
  "shop.field.pinMissing",
  "shop.field.pinShape",
] as const;

/**
 * The English an English page's gift-card forms (buying, the balance, a card at the checkout) show for
 * those messages, as the account's forms do (decision 094, `FieldTextsProvider`); none in Vietnamese.
 */
export function giftCardFieldTexts(locale: Locale): Record<string, string> {
  if (locale === "vi") return {};
  return Object.fromEntries(GIFT_CARD_FIELD_KEYS.map((key) => [shopVi[key], shopEn[key]]));
}
