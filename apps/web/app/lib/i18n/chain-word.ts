import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { slugify } from "@hancine/contract/slug";
import type { I18n } from "./messages.tsx";

/**
 * A word the chain writes in Vietnamese for which the catalogue may have an English one, by its
 * slug under `prefix` (a genre "Hành động" → `films.genre.hanh-dong` → "Action"): on an English page
 * that word when there is one, else the chain's own marked Vietnamese; on a Vietnamese page as written.
 */
export function chainWord({ locale, messages, t }: I18n, prefix: "films.genre" | "films.country", word: string): { text: string; lang?: "vi" } {
  if (locale === "vi") return { text: word };
  const key = `${prefix}.${slugify(word)}` as WebMessageKey;
  return messages[key] === undefined ? { text: word, lang: "vi" } : { text: t(key) };
}
