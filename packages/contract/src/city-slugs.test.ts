import { describe, expect, it } from "vitest";
import { CITIES, LOCATION_CHOICES, NATIONWIDE } from "./cities.ts";
import { CITY_SLUGS, isCitySlug, LOCATION_SLUGS, NATIONWIDE_SLUG } from "./city-slugs.ts";
import { siteVi } from "./i18n/vi/site.ts";

describe("the location picker's slugs, apart from their names", () => {
  it("are the cities' slugs, in the picker's order", () => {
    expect(CITY_SLUGS).toEqual(CITIES.map((city) => city.slug));
    expect(LOCATION_SLUGS).toEqual(LOCATION_CHOICES.map((choice) => choice.slug));
    expect(NATIONWIDE_SLUG).toBe(NATIONWIDE.slug);
  });

  it("know a city, and not nationwide or anything else", () => {
    expect(isCitySlug("da-nang")).toBe(true);
    expect(isCitySlug(NATIONWIDE_SLUG)).toBe(false);
    expect(isCitySlug("paris")).toBe(false);
    expect(isCitySlug(null)).toBe(false);
  });

  it("are named in Vietnamese by the catalogue exactly as the spec names them", () => {
    for (const choice of LOCATION_CHOICES) expect(siteVi[`site.city.${choice.slug}`]).toBe(choice.name);
  });
});
