import { isTranslated, pathIn } from "./locale-paths.ts";
import { ENGLISH_PREFIX, localeOfPath } from "./page-locale.ts";

// Apart from locale-paths.ts: only the language switch (its code comes after the first screen's)
// and the server's hreflang alternates and sitemap need these, not the page's first scripts.

/** The Vietnamese path of a page's path in either language (`/en/movies` → `/movies`, `/en` → `/`). */
export function vietnamesePath(pathname: string): string {
  return localeOfPath(pathname) === "en" ? pathname.slice(ENGLISH_PREFIX.length) || "/" : pathname;
}

/** The same page in the other language, or null when the page has no English version yet. */
export function counterpartPath(pathname: string): string | null {
  const vi = vietnamesePath(pathname);
  if (!isTranslated(vi)) return null;
  return localeOfPath(pathname) === "en" ? vi : pathIn("en", vi);
}
