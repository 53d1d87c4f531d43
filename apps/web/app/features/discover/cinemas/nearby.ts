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

const oneDecimal = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });

/** "Cách 850 m", "Cách 2,3 km", "Cách 1.139 km". */
export function distanceText(km: number): string {
  if (km < 1) return `Cách ${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `Cách ${km < 10 ? oneDecimal.format(km) : whole.format(km)} km`;
}
