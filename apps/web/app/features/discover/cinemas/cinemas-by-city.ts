import type { City } from "@hancine/contract/catalog";
import type { CinemaListItem } from "./cinema-card.tsx";

export type CityGroup = { slug: string; name: string; cinemas: CinemaListItem[] };

/** Cinemas grouped by city in the picker's order; cities without a cinema are left out. */
export function cinemasByCity(cinemas: CinemaListItem[], cities: City[]): CityGroup[] {
  const order = new Map(cities.map((city, i) => [city.slug, i]));
  const groups = new Map<string, CityGroup>();
  for (const cinema of cinemas) {
    const group = groups.get(cinema.city) ?? { slug: cinema.city, name: cinema.cityName, cinemas: [] };
    group.cinemas.push(cinema);
    groups.set(cinema.city, group);
  }
  return [...groups.values()].sort((a, b) => (order.get(a.slug) ?? 99) - (order.get(b.slug) ?? 99));
}
