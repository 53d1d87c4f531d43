import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, type ApiMethod, type ApiRouteKey } from "@hancine/contract/api-routes";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Routes under /api/v1 deliberately outside the route map (decision 030): none answers `{ result }` JSON.
 * openapi.json and the catch-all 404 are hidden from the document, so they are not listed here.
 */
const OUTSIDE_THE_MAP: { route: RegExp; why: string }[] = [
  { route: /^(GET|POST) \/payments\/[a-z]+\/ipn$/, why: "a gateway's server-to-server notification, answered in the gateway's own format" },
  { route: /^GET \/payments\/[a-z]+\/return$/, why: "the buyer's browser back from a gateway: a redirect" },
  { route: /^GET \/orders\/:id\/tickets\/:ticketId\/qr\.svg$/, why: "an SVG image" },
  { route: /^GET \/showtimes\/:id\/events$/, why: "a Server-Sent Events stream" },
  { route: /^GET \/sale-events\/:id\/queue\/me\/stream$/, why: "a Server-Sent Events stream (one's place in a waiting room)" },
  { route: /^GET \/admin\/reports\/export$/, why: "a CSV or XLSX file of one table of the reports' dashboard" },
  { route: /^GET \/box-office\/orders\/:code\/print$/, why: "an HTML page of tickets and receipt for an 80 mm thermal printer (decision 076)" },
  { route: /^GET \/auth\/captcha$/, why: "ALTCHA's challenge, read by the widget in ALTCHA's own format (no envelope)" },
];

const keys = Object.keys(apiRoutes) as ApiRouteKey[];
const split = (key: string) => key.split(" ") as [ApiMethod, string];

describe("the contract's route map and the server agree", () => {
  let t: TestApp;
  let documented: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject("/api/v1/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice("/api/v1".length).replace(/\{(\w+)\}/g, ":$1")}`),
      );
  });
  afterAll(() => t.close());

  it("mounts every route of the map under /api/v1", () => {
    const missing = keys.filter((key) => {
      const [method, path] = split(key);
      return !t.app.hasRoute({ method, url: `/api/v1${path}` });
    });
    expect(missing).toEqual([]);
  });

  it("has every JSON route the server documents under /api/v1 in the map, or on the short list of those outside it", () => {
    expect(documented.length).toBeGreaterThan(keys.length);
    const unmapped = documented.filter((route) => !(route in apiRoutes) && !OUTSIDE_THE_MAP.some((outside) => outside.route.test(route)));
    expect(unmapped).toEqual([]);
    // The list outside stays honest: each entry still names a mounted route that is not in the map.
    for (const outside of OUTSIDE_THE_MAP)
      expect(
        documented.some((route) => outside.route.test(route)),
        outside.why,
      ).toBe(true);
    for (const key of keys)
      expect(
        OUTSIDE_THE_MAP.some((outside) => outside.route.test(key)),
        key,
      ).toBe(false);
  });

  it("answers a route of the map with its result schema's shape", async () => {
    const site = await t.app.inject("/api/v1/site");
    expect(site.statusCode).toBe(200);
    expect(apiRoutes["GET /site"].result.safeParse(site.json().result).success).toBe(true);
    const cities = await t.app.inject("/api/v1/cities");
    expect(apiRoutes["GET /cities"].result.parse(cities.json().result).length).toBeGreaterThan(1);
  });
});
