import { expect, type Page } from "@playwright/test";
import { NAMESPACES } from "@hancine/contract/i18n/catalogues";
import { WEB_NAMESPACES } from "@hancine/contract/i18n/web-catalogues";

/** Every message key of the web's and the server's catalogues (`site.nav.movies`, `email.layout.footer`). */
const MESSAGE_KEYS = [...Object.values(WEB_NAMESPACES), ...Object.values(NAMESPACES)].flatMap((namespace) => Object.keys(namespace.vi));

/**
 * What an English page shows or reads out in Vietnamese where it should not (decision 092): every
 * text of the page — its title and share card, each text node, and the words a screen reader reads
 * from attributes (alt, aria-label, title, placeholder) — with a letter only Vietnamese writes, unless
 * it sits inside an element marked `lang="vi"` (a film's own name, a cinema's address). An attribute
 * may quote such a marked text (a poster's alt naming the film). Also any message key of any
 * catalogue shown as is (`site.nav.movies`): a namespace the page forgot to send. Hidden parts count:
 * menus and dialogs open.
 */
export function vietnameseOutsideLangVi(page: Page): Promise<string[]> {
  return page.evaluate((messageKeys) => {
    const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;
    const keys = new Set(messageKeys);
    const showsKey = (text: string) => (text.match(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g) ?? []).some((word) => keys.has(word));
    const problems: string[] = [];
    const langOf = (element: Element | null) => element?.closest("[lang]")?.getAttribute("lang") ?? null;
    const where = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      return `${tag}${id}${testId ? `[data-testid=${testId}]` : ""}`;
    };
    // Texts the page marks Vietnamese: an attribute may name them.
    // Longest first: a post's title may contain a film's name.
    const marked = [...document.querySelectorAll('body [lang="vi"]')]
      .map((element) => element.textContent?.replace(/\s+/g, " ").trim() ?? "")
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const unquoted = (text: string) => marked.reduce((rest, name) => rest.split(name).join(" "), text.replace(/\s+/g, " "));

    for (const [what, text] of [
      ["title", document.title],
      ...[...document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')].map(
        (meta) => [`meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}`, meta.getAttribute("content") ?? ""] as const,
      ),
    ] as const) {
      if (VIETNAMESE.test(unquoted(text)) || showsKey(text)) problems.push(`${what}: ${text}`);
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript")) continue;
      const text = node.textContent ?? "";
      if (showsKey(text)) problems.push(`key shown in ${where(parent)}: ${text.trim()}`);
      if (VIETNAMESE.test(text) && langOf(parent) !== "vi") problems.push(`${where(parent)} (lang=${langOf(parent)}): ${text.trim()}`);
    }

    for (const element of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder], [aria-description]")) {
      for (const name of ["alt", "aria-label", "title", "placeholder", "aria-description"]) {
        const value = element.getAttribute(name);
        if (!value) continue;
        if (showsKey(value)) problems.push(`key in ${where(element)} ${name}: ${value}`);
        if (langOf(element) !== "vi" && VIETNAMESE.test(unquoted(value))) problems.push(`${where(element)} ${name}: ${value}`);
      }
    }
    return problems;
  }, MESSAGE_KEYS);
}

/** The page reads as English (`where` names the step in a failure): nothing of `vietnameseOutsideLangVi`. */
export async function expectEnglish(page: Page, where: string): Promise<void> {
  expect(await vietnameseOutsideLangVi(page), where).toEqual([]);
}
