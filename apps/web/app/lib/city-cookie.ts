import { LOCATION_CHOICES, NATIONWIDE, isCitySlug } from "@hancine/contract/cities";
import { CITY_COOKIE } from "@hancine/contract/browser-constants";

export type LocationChoice = (typeof LOCATION_CHOICES)[number];
export type LocationSlug = LocationChoice["slug"];

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The remembered location from a `Cookie` header; anything unknown means nationwide. */
export function cityFromCookieHeader(header: string | null): LocationSlug {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CITY_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return NATIONWIDE.slug;
    }
    return isCitySlug(value) ? value : NATIONWIDE.slug;
  }
  return NATIONWIDE.slug;
}

/** Remember the choice for a year so the server renders it on the next visit. Browser only. */
export function rememberCity(slug: LocationSlug): void {
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(slug)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function locationName(slug: string): string {
  return LOCATION_CHOICES.find((choice) => choice.slug === slug)?.name ?? NATIONWIDE.name;
}

/** `?city=` for the API: nationwide sends nothing. */
export function cityQuery(slug: LocationSlug): { city?: LocationSlug } {
  return slug === NATIONWIDE.slug ? {} : { city: slug };
}
