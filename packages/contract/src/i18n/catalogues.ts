import type { Locale } from "./catalogue.ts";
import { accountEmailsEn } from "./en/account-emails.ts";
import { afterSaleEn } from "./en/after-sale.ts";
import { errorCodesEn } from "./en/error-codes.ts";
import { orderEmailsEn } from "./en/order-emails.ts";
import { seatRulesEn } from "./en/seat-rules.ts";
import { serverErrorsEn } from "./en/server-errors.ts";
import { shopEmailsEn } from "./en/shop-emails.ts";
import { validationEn } from "./en/validation.ts";
import { accountEmailsVi } from "./vi/account-emails.ts";
import { afterSaleVi } from "./vi/after-sale.ts";
import { errorCodesVi } from "./vi/error-codes.ts";
import { orderEmailsVi } from "./vi/order-emails.ts";
import { seatRulesVi } from "./vi/seat-rules.ts";
import { serverErrorsVi } from "./vi/server-errors.ts";
import { shopEmailsVi } from "./vi/shop-emails.ts";
import { validationVi } from "./vi/validation.ts";

/**
 * The namespaces of the catalogues, per language: `error-codes` (one message per contract code) and
 * `server-errors` (the server's own refusals), `seat-rules` (the seat rules' refusals as the server sends them). The server loads them all; a page of the web app will
 * import only the namespaces it shows, and the English ones only on English pages (decision 090).
 */
export const NAMESPACES = {
  "error-codes": { vi: errorCodesVi, en: errorCodesEn },
  "server-errors": { vi: serverErrorsVi, en: serverErrorsEn },
  "seat-rules": { vi: seatRulesVi, en: seatRulesEn },
  // the purchase's e-mails
  "order-emails": { vi: orderEmailsVi, en: orderEmailsEn },
  // a paid order's after-sale rule and refusals, in the order's answer
  "after-sale": { vi: afterSaleVi, en: afterSaleEn },
  // the account's and the waiting room's e-mails
  "account-emails": { vi: accountEmailsVi, en: accountEmailsEn },
  validation: { vi: validationVi, en: validationEn },
  // the e-mails of gift-card and snack orders
  "shop-emails": { vi: shopEmailsVi, en: shopEmailsEn },
} as const satisfies Record<string, Record<Locale, Record<string, string>>>;

/** One language's messages of every namespace, merged (keys never repeat across namespaces: the check says so). */
export function messagesOf(locale: Locale): Record<string, string> {
  return Object.assign({}, ...Object.values(NAMESPACES).map((namespace) => namespace[locale]));
}
