import type { Showtime } from "@hancine/contract/booking";

/** What the showtime lists read of a showtime: loaders send only these fields to the browser. */
export type ShowtimeSummary = Pick<
  Showtime,
  "id" | "startsAt" | "format" | "language" | "version" | "film" | "cinema" | "seatsLeft" | "saleEventId" | "accessibilityFeatures"
>;

export function toShowtimeSummary({
  id,
  startsAt,
  format,
  language,
  version,
  film,
  cinema,
  seatsLeft,
  saleEventId,
  accessibilityFeatures,
}: Showtime): ShowtimeSummary {
  return { id, startsAt, format, language, version, film, cinema, seatsLeft, saleEventId, accessibilityFeatures };
}
