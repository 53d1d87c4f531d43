/**
 * The location picker's slugs without their names: the browser's code needs these alone (the pages
 * name the cities from the message catalogues, decision 092), so no name is in the first-load
 * scripts. `cities.ts` has the same slugs with their names; a unit test holds the two lists equal.
 */
export const NATIONWIDE_SLUG = "toan-quoc";

export const CITY_SLUGS = [
  "tp-ho-chi-minh",
  "ha-noi",
  "da-nang",
  "an-giang",
  "ba-ria-vung-tau",
  "ben-tre",
  "ca-mau",
  "dak-lak",
  "hai-phong",
  "khanh-hoa",
  "nghe-an",
  "thua-thien-hue",
] as const;

export type CitySlug = (typeof CITY_SLUGS)[number];

/** Nationwide first, then the 12 cities: the picker's 13 choices, in its order. */
export const LOCATION_SLUGS = [NATIONWIDE_SLUG, ...CITY_SLUGS] as const;
export type LocationSlug = (typeof LOCATION_SLUGS)[number];

export function isCitySlug(value: string | undefined | null): value is CitySlug {
  return (CITY_SLUGS as readonly (string | undefined | null)[]).includes(value);
}
