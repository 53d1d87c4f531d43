import type { Locale } from "@hancine/contract/i18n/catalogue";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { WEB_NAMESPACES, type WebNamespace } from "@hancine/contract/i18n/web-catalogues";
import type { Messages } from "./messages.tsx";

const compiled = new Map<string, Messages>();

/**
 * The compiled messages of `namespaces` in `locale`, for a loader to send with its page (decision
 * 092): each namespace is compiled once per server, at its first page; the browser receives only
 * the namespaces of the pages it shows, in their language — no catalogue and no ICU parser is in
 * the site's scripts.
 */
export function messagesFor(locale: Locale, namespaces: readonly WebNamespace[]): Messages {
  return Object.assign(
    {},
    ...namespaces.map((namespace) => {
      const key = `${locale}/${namespace}`;
      let messages = compiled.get(key);
      if (!messages) compiled.set(key, (messages = compileCatalogue(WEB_NAMESPACES[namespace][locale])));
      return messages;
    }),
  ) as Messages;
}
