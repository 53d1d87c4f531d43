import type { accountEmailsVi } from "./vi/account-emails.ts";
import type { afterSaleVi } from "./vi/after-sale.ts";
import type { errorCodesVi } from "./vi/error-codes.ts";
import type { orderEmailsVi } from "./vi/order-emails.ts";
import type { seatRulesVi } from "./vi/seat-rules.ts";
import type { serverErrorsVi } from "./vi/server-errors.ts";
import type { shopEmailsVi } from "./vi/shop-emails.ts";
import type { validationVi } from "./vi/validation.ts";

/** Every key of every catalogue (named `<namespace>.<what>`, e.g. `error.HOLD_LIMIT_REACHED.openOrders`). */
export type MessageKey =
  | keyof typeof errorCodesVi
  | keyof typeof serverErrorsVi
  | keyof typeof seatRulesVi
  // the purchase's e-mails
  | keyof typeof orderEmailsVi
  | keyof typeof afterSaleVi
  // the account's and the waiting room's e-mails
  | keyof typeof accountEmailsVi
  | keyof typeof validationVi
  // the e-mails of gift-card and snack orders
  | keyof typeof shopEmailsVi;

/**
 * A value put into a message. Numbers are written by the message (`{n}` as is, `{n, number}` grouped
 * the language's way, `{n, plural, …}`); money is passed already written (`formatVnd`: "90.000 ₫" in
 * both languages, decision 090); an instant or a day as `{ time }` / `{ day }`, written in the chain's
 * zone the language's way ("19:30" both; "22/11/2026" / "22 Nov 2026").
 */
export type MessageParam =
  | string
  | number
  | { readonly time: Date | string }
  | { readonly day: Date | string }
  /** Messages inside a message, written in the same language (several joined by a space). */
  | Msg
  | readonly Msg[];
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message not yet written in a language: its key and the values it needs. */
export type Msg = { readonly key: MessageKey; readonly params?: MessageParams };

export function msg(key: MessageKey, params?: MessageParams): Msg {
  return params ? { key, params } : { key };
}

/**
 * A Vietnamese text not in the catalogues yet: a rule or schema the contract shares with the web app
 * still writes its own (until the web half of the English site moves it into a catalogue). Sent as
 * is in Vietnamese; an English answer never carries it: the code's own English message, or for a
 * field `error.VALIDATION_FAILED.field`, stands in (decision 090).
 */
export type ViOnly = { readonly vi: string };

export function viOnly(text: string): ViOnly {
  return { vi: text };
}

/** Fields whose texts are all Vietnamese-only (a shared rule's problems, by field). */
export function viOnlyFields(fields: Readonly<Record<string, string>>): Record<string, ViOnly> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, viOnly(text)]));
}

/** What an error's message or a field's text can be. */
export type ErrorText = Msg | ViOnly;
