import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Showtime } from "@hancine/contract/booking";
import { addDays } from "@hancine/contract/chain-clock";
import { startsTonightAfterMidnight } from "@hancine/contract/cinema-opening-hours";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./a11y.ts";
import { DEMO_URL, MANAGER_CINEMA } from "./demo-site.ts";
import { apiResult } from "./home.ts";

/** The box office's screen. */
export const COUNTER = "/admin/quay-ve";

/** The counter PIN the specs give the demo manager, with which they approve a staff member's refund or exchange. */
export const MANAGER_PIN = "246813";

/** A call to the demo server's API as the request's signed-in person (the origin its CSRF check asks for). */
export function send(request: APIRequestContext, method: "POST" | "PUT" | "PATCH", path: string, data: unknown) {
  return request.fetch(`${DEMO_URL}/api/v1${path}`, { method, headers: { origin: DEMO_URL }, data });
}

/** axe on the counter; the print preview's frame (the server's 80 mm page, not this screen) is left out. */
export async function noAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page, { iframes: false }), where).toEqual([]);
}

/** The showtimes the counter of the staff's cinema lists: today's, and tonight's after midnight (before 06:00). */
export async function counterShowtimes(request: APIRequestContext): Promise<Showtime[]> {
  const today = chainDay(new Date());
  const [todays, tomorrows] = await Promise.all(
    [today, addDays(today, 1)].map((date) => apiResult<Showtime[]>(request, `/showtimes?cinema=${MANAGER_CINEMA}&date=${date}`, DEMO_URL)),
  );
  return [...todays!, ...tomorrows!.filter((s) => startsTonightAfterMidnight(s.startsAt))];
}
