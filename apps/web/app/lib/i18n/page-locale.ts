import type { Locale } from "@hancine/contract/i18n/catalogue";

// What every page's first scripts need of the English site (decision 092): a page's language by its
// path, and a link's English path given which pages are translated. The list of translated pages
// itself (`ENGLISH_PAGES`, locale-paths.ts) is not in any script: English pages receive it with the
// site layout's data (decision 092), Vietnamese pages never need it.

export const ENGLISH_PREFIX = "/en";

/** The language of a page by its path: `/en` and everything under it is English, the rest Vietnamese. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? "en" : "vi";
}

/**
 * Whether a Vietnamese path (no query) is one of `pages` (React Router's patterns, `/movies/:slug`);
 * a page's path may end in a slash (a promotion's `/khuyen-mai/{slug}/`, as the API links it).
 */
export function pageTest(pages: readonly string[]): (path: string) => boolean {
  const patterns = pages.map((page) => new RegExp(`^${page.replace(/:[A-Za-z]+/g, "[^/]+")}${page === "/" ? "" : "/?"}$`));
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/** A link's English target: a translated page's English path (its query and hash kept); any other path as it is. */
export function englishPathOf(path: string, translated: (path: string) => boolean): string {
  const end = path.search(/[?#]/);
  const bare = end < 0 ? path : path.slice(0, end);
  if (!translated(bare)) return path;
  return `${ENGLISH_PREFIX}${bare === "/" ? "" : bare}${end < 0 ? "" : path.slice(end)}`;
}
