import { NATIONWIDE_SLUG, type CitySlug } from "./city-slugs.ts";

export { isCitySlug, type CitySlug } from "./city-slugs.ts";

/**
 * The location picker's choices, in the spec's order (§2 Film section). "Toàn quốc" is not a city:
 * it means no filter, and is the default. The browser reads only their slugs (`city-slugs.ts`);
 * the pages name them from the message catalogues (decision 092).
 */
export const NATIONWIDE = { slug: NATIONWIDE_SLUG, name: "Toàn quốc" } as const;

export const CITIES = [
  { slug: "tp-ho-chi-minh", name: "TP Hồ Chí Minh" },
  { slug: "ha-noi", name: "Hà Nội" },
  { slug: "da-nang", name: "Đà Nẵng" },
  { slug: "an-giang", name: "An Giang" },
  { slug: "ba-ria-vung-tau", name: "Bà Rịa - Vũng Tàu" },
  { slug: "ben-tre", name: "Bến Tre" },
  { slug: "ca-mau", name: "Cà Mau" },
  { slug: "dak-lak", name: "Đắk Lắk" },
  { slug: "hai-phong", name: "Hải Phòng" },
  { slug: "khanh-hoa", name: "Khánh Hòa" },
  { slug: "nghe-an", name: "Nghệ An" },
  { slug: "thua-thien-hue", name: "Thừa Thiên Huế" },
] as const satisfies readonly { slug: CitySlug; name: string }[];

/** Nationwide first, then the 12 cities: the 13 choices of the picker. */
export const LOCATION_CHOICES = [NATIONWIDE, ...CITIES] as const;
