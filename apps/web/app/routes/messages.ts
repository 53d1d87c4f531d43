import { LOCALES, type Locale } from "@hancine/contract/i18n/catalogue";
import type { Route } from "./+types/messages";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { fieldTextsFor } from "../lib/i18n/field-texts.server.ts";

/** The namespaces a part that loads on first use (the sign-in dialog) fetches for itself, and nothing else. */
const FETCHED = ["account"] as const;

/**
 * `/i18n/:locale/:namespace`: the compiled messages of a dialog that every page may open but few do
 * (the sign-in and sign-up dialog, decision 094), fetched with its code when it first opens rather
 * than sent with every page; with the English of the forms' own checks on English pages.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = LOCALES.find((one) => one === params.locale) as Locale | undefined;
  const namespace = FETCHED.find((one) => one === params.namespace);
  if (!locale || !namespace) return new Response(null, { status: 404 });
  return Response.json(
    { messages: messagesFor(locale, [namespace]), fieldTexts: fieldTextsFor(locale) },
    // Words change with a release: the browser asks again (a 304 costs little).
    { headers: { "cache-control": "no-cache", "content-language": locale } },
  );
}
