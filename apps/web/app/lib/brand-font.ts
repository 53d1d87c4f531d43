import { BRAND_FONT_CLASS, BRAND_FONT_REMEMBERED } from "./brand-font-head.ts";

/**
 * Be Vietnam Pro arrives after the first paint and is put to use in one step (decision 058).
 *
 * The font's six files (three weights, Latin and Vietnamese) used to be fetched as the first layout
 * needed them and applied as each arrived: two or three full relayouts after the first paint, and
 * when they happened to arrive before it, a first paint that waited for them. Now the page paints in
 * the fallback font; once it has hydrated (itself after the first paint, decision 007) every file is
 * fetched, and only when all are in does `html.brand-font` switch the page to the brand font — one
 * relayout. A browser that has had them before (a flag in localStorage) uses them from its first
 * layout: the head script (`brand-font-head.ts`) sets the class before the body is parsed. This
 * module is fetched after hydration, not with the page's first scripts.
 */

/** One letter of each subset: "A" (Latin) and "ă" (Vietnamese) make `document.fonts.load` fetch both files of a weight. */
const FACES = ["400", "500", "700"].map((weight) => `${weight} 1em "Be Vietnam Pro"`);

/**
 * After hydration: fetches every face (from the cache when the class is already set), then applies
 * them at once and remembers it. Resolves when done; offline, the fallback font stays.
 */
export function applyBrandFont(root: HTMLElement = document.documentElement): Promise<void> {
  if (!("fonts" in document)) return Promise.resolve();
  return Promise.all(FACES.map((face) => document.fonts.load(face, "Aă"))).then(
    () => {
      root.classList.add(BRAND_FONT_CLASS);
      try {
        localStorage.setItem(BRAND_FONT_REMEMBERED, "1");
      } catch {
        // Storage refused (private mode): the next page fetches the font again, from the cache.
      }
    },
    () => undefined,
  );
}
