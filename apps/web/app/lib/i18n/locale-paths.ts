import type { Locale } from "@hancine/contract/i18n/catalogue";
import { englishPathOf, pageTest } from "./page-locale.ts";

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
  "/buy-tickets",
  "/orders/:code/doi-suat",
  // the account and the waiting room
  "/account",
  "/account/bao-mat",
  "/account/ve-sap-xem",
  "/quen-mat-khau",
  "/dat-lai-mat-khau",
  "/xac-thuc-email",
  "/phong-cho/:eventId",
  // content and information pages
  "/search",
  "/events/offers",
  "/khuyen-mai/:slug",
  "/cinema-corner",
  "/cinema-corner/reviews",
  "/cinema-corner/reviews/:slug",
  "/cinema-corner/blog",
  "/cinema-corner/blog/:slug",
  "/cinema-corner/genres",
  "/cinema-corner/actors",
  "/cinema-corner/directors",
  "/events",
  "/events/best-films-of-month",
  "/events/talent-show",
  "/events/merchandise",
  "/about",
  "/terms",
  "/operating-rules",
  "/privacy",
  "/support/faq",
  "/support/feedback",
  "/support/sales-services",
  "/careers",
  // gift cards, snacks and products
  "/the-qua-tang",
  "/the-qua-tang/don/:code",
  "/bap-nuoc",
  "/bap-nuoc/don/:code",
  "/products",
  "/products/merchandise",
  "/products/talent-show-merchandise",
] as const;

// Read by routes.ts, the server (loaders, hreflang, the sitemap) and the language switch (its code
// comes after the first screen's); never by a page's first scripts, which get it as data on English
// pages (page-locale.ts).

let translatedTest: ((path: string) => boolean) | undefined;

/** Whether a Vietnamese path (no query) is one of the translated pages. */
export function isTranslated(path: string): boolean {
  translatedTest ??= pageTest(ENGLISH_PAGES);
  return translatedTest(path);
}

/**
 * A link's target on a page in `locale`: in English, a translated page's English path (its query and
 * hash kept); any other path as it is (that page is Vietnamese only, for now).
 */
export function pathIn(locale: Locale, path: string): string {
  return locale === "vi" ? path : englishPathOf(path, isTranslated);
}
