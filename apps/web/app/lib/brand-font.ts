import { BRAND_FONT_CLASS, BRAND_FONT_REMEMBERED } from "./brand-font-head.ts";

/**
 * Be Vietnam Pro arrives after the first paint and is put to use once all its files are in
 * (decision 058).
 *
 * The font's six files (three weights, Latin and Vietnamese) used to be fetched as the first layout
 * needed them and applied as each arrived: two or three full relayouts after the first paint, and
 * when they happened to arrive before it, a first paint that waited for them. Now the page paints in
 * the fallback font; once it has hydrated (itself after the first paint, decision 007) every file is
 * fetched, and only when all are in does the page switch to the brand font — part by part, then
 * `html.brand-font` for all. A browser that has had them before (a flag in localStorage) uses them
 * from its first layout: the head script (`brand-font-head.ts`) sets the class before the body is
 * parsed. This module is fetched after hydration, not with the page's first scripts.
 */

/** One letter of each subset: "A" (Latin) and "ă" (Vietnamese) make `document.fonts.load` fetch both files of a weight. */
const FACES = ["400", "500", "700"].map((weight) => `${weight} 1em "Be Vietnam Pro"`);

/** What each step of the swap gives the font to (the rest of the page follows with the root's class): the header, each part of the page's main, the footer. */
const STEPS = "body > :not(main, script), main > *";
const STEP_ATTRIBUTE = "data-brand-font";

/**
 * After hydration: fetches every face (from the cache when the class is already set), then applies
 * them and remembers it. Resolves when done; offline, the fallback font stays.
 *
 * On a first visit the swap goes one part of the page per task (a message between them, as React's
 * scheduler yields; no timer, for Playwright's fake clock): one reflow of the whole page was a task
 * of 20–33 ms in a cold Lighthouse run, which its simulation counts as blocking (decision 058).
 */
export function applyBrandFont(root: HTMLElement = document.documentElement): Promise<void> {
  if (!("fonts" in document)) return Promise.resolve();
  return Promise.all(FACES.map((face) => document.fonts.load(face, "Aă"))).then(
    () => (root.classList.contains(BRAND_FONT_CLASS) ? undefined : swapInSteps(root)),
    () => undefined,
  );
}

function swapInSteps(root: HTMLElement): Promise<void> {
  const parts = Array.from(document.querySelectorAll<HTMLElement>(STEPS));
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      const part = parts.shift();
      if (part) {
        part.setAttribute(STEP_ATTRIBUTE, "");
        channel.port2.postMessage(0);
        return;
      }
      channel.port1.onmessage = null;
      root.classList.add(BRAND_FONT_CLASS);
      for (const stepped of document.querySelectorAll(`[${STEP_ATTRIBUTE}]`)) stepped.removeAttribute(STEP_ATTRIBUTE);
      try {
        localStorage.setItem(BRAND_FONT_REMEMBERED, "1");
      } catch {
        // Storage refused (private mode): the next page fetches the font again, from the cache.
      }
      resolve();
    };
    channel.port2.postMessage(0);
  });
}
