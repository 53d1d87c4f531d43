import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { Messages } from "./messages.tsx";

export type FetchedMessages = { messages: Messages; fieldTexts: Readonly<Record<string, string>> };

const fetched = new Map<string, Promise<FetchedMessages>>();

/**
 * The sign-in dialog's messages (decision 094), fetched once per language when it first opens
 * (`/i18n/:locale/account`) — not sent with every page, and never in a script. A failed fetch (no
 * connection) is forgotten, so the next opening asks again.
 */
export function accountMessages(locale: Locale): Promise<FetchedMessages> {
  const key = `${locale}/account`;
  let promise = fetched.get(key);
  if (!promise) {
    promise = fetch(`/i18n/${key}`, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<FetchedMessages>) : Promise.reject(new Error(String(response.status)))))
      .catch(() => {
        fetched.delete(key);
        return { messages: {}, fieldTexts: {} };
      });
    fetched.set(key, promise);
  }
  return promise;
}
