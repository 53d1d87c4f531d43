import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { EmailBlock } from "./email-layout.ts";
import { escapeHtml } from "./escape-html.ts";

/**
 * A paragraph quoting the chain's own words (a cinema's name, a product's), with those words marked
 * `lang="vi"` in an English e-mail so a screen reader reads them in Vietnamese; the same paragraph as
 * the layout's own in a Vietnamese e-mail (decision 098).
 */
export function chainParagraph(locale: Locale, text: string, words: readonly string[]): EmailBlock {
  if (locale !== "en") return { kind: "paragraph", text };
  let html = escapeHtml(text);
  {
    for (const word of [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length)) {
      html = html.split(escapeHtml(word)).join(`<span lang="vi">${escapeHtml(word)}</span>`);
    }
  }
  return { kind: "html", html: `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1e293b">${html}</p>`, text };
}
