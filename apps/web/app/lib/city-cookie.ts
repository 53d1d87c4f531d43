import { NATIONWIDE_SLUG, isCitySlug, type LocationSlug } from "@hancine/contract/city-slugs";
import { CITY_COOKIE } from "@hancine/contract/browser-constants";
import { cookieValue } from "./cookie-value.ts";

export type { LocationSlug };

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The remembered location from a `Cookie` header; anything unknown means nationwide. */
export function cityFromCookieHeader(header: string | null): LocationSlug {
  const value = cookieValue(header, CITY_COOKIE);
  return isCitySlug(value) ? value : NATIONWIDE_SLUG;
}

/** Remember the choice for a year so the server renders it on the next visit. Browser only. */
export function rememberCity(slug: LocationSlug): void {
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(slug)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** `?city=` for the API: nationwide sends nothing. */
export function cityQuery(slug: LocationSlug): { city?: LocationSlug } {
  return slug === NATIONWIDE_SLUG ? {} : { city: slug };
}
