import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/** Distances from the visitor to the cinemas, for "Rạp gần bạn". */
export type Position = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The items nearest first, each with its distance; those without a location keep their order, last. */
export function byDistance<T extends { location: Position | null }>(items: readonly T[], from: Position): Array<T & { km: number | null }> {
  const measured = items.map((item) => ({ ...item, km: item.location ? distanceKm(from, item.location) : null }));
  return measured.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
}

/** "850 m", "2,3 km", "1.139 km" ("2.3 km", "1,139 km" in English): a distance the language's way. */
export function distance(locale: Locale, km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${new Intl.NumberFormat(locale === "en" ? "en-GB" : "vi-VN", { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}

/** "Cách 850 m" / "850 m away": how far a cinema is, in the page's language. */
export function distanceText({ t, locale }: Pick<I18n, "t" | "locale">, km: number): string {
  return t("cinemas.card.away", { distance: distance(locale, km) });
}
