import type { Locale } from "@hancine/contract/i18n/catalogue";

/**
 * The English site (decision 092): every translated page also answers under `/en`, with the same
 * path after it (`/movies/lat-mat-8` → `/en/movies/lat-mat-8`, `/` → `/en`). Vietnamese, the
 * default, keeps its paths. These are the Vietnamese paths of the pages translated so far, as
 * React Router writes them; routes.ts adds an English route for each, and links, the language
 * switch, the hreflang alternates and the sitemap read the same list.
 */
export const ENGLISH_PAGES = [
  // discovery
  "/",
  "/movies",
  "/movies/:slug",
  "/theaters-prices",
  "/theaters-prices/:slug",
  // the purchase
  "/booking/:showtimeId",
  "/orders/:code",
  // the account and the waiting room
  // content and information pages
] as const;

export const ENGLISH_PREFIX = "/en";

const PATTERNS = ENGLISH_PAGES.map((page) => new RegExp(`^${page.replace(/:\w+/g, "[^/]+")}$`));

/** The language of a page by its path: `/en` and everything under it is English, the rest Vietnamese. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`) ? "en" : "vi";
}

/** Whether a Vietnamese path (no query) is one of the translated pages. */
export function isTranslated(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * A link's target on a page in `locale`: in English, a translated page's English path (its query and
 * hash kept); any other path as it is (that page is Vietnamese only, for now).
 */
export function pathIn(locale: Locale, path: string): string {
  if (locale === "vi") return path;
  const end = path.search(/[?#]/);
  const bare = end < 0 ? path : path.slice(0, end);
  if (!isTranslated(bare)) return path;
  return `${ENGLISH_PREFIX}${bare === "/" ? "" : bare}${end < 0 ? "" : path.slice(end)}`;
}
