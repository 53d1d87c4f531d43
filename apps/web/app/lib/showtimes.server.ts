import { NATIONWIDE } from "@hancine/contract/cities";
import { HOME } from "@hancine/contract/home-constants";
import type { PageServices } from "@hancine/contract/page-services";
import { readResult } from "./api.server.ts";
import { toShowtimeSummary, type ShowtimeSummary } from "./showtime-summary.ts";

export type ShowtimeFilter = { film?: string | null; cinema?: string | null; city?: string | null; date?: string | null };

/** Slugs and days as the API accepts them; anything else is left out rather than sent. */
const SLUG = /^[a-z0-9-]{1,120}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isSlug(value: string | null | undefined): value is string {
  return typeof value === "string" && SLUG.test(value);
}

/** `GET /showtimes` for a loader: bookable showtimes, by start; an empty list if the API fails. */
export async function loadShowtimes(api: PageServices["api"], filter: ShowtimeFilter): Promise<ShowtimeSummary[]> {
  const query = {
    film: isSlug(filter.film) ? filter.film : undefined,
    cinema: isSlug(filter.cinema) ? filter.cinema : undefined,
    city: isSlug(filter.city) && filter.city !== NATIONWIDE.slug ? filter.city : undefined,
    date: filter.date && DAY.test(filter.date) ? filter.date : undefined,
  };
  const showtimes = await readResult(api, "GET /showtimes", [], { query, timeoutMs: HOME.requestTimeoutMs });
  return showtimes.map(toShowtimeSummary);
}
