import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "./a11y.ts";
import { DEMO_URL } from "./demo-site.ts";

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
