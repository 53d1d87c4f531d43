import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { formatTime } from "@hancine/contract/format";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
const now = new Date("2026-11-22T03:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: true, now });
});
afterAll(() => t.close());

async function options(query: string): Promise<QuickBooking> {
  const res = await t.app.inject(`/api/v1/quick-booking?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe("quick booking, step by step", () => {
  it("offers films first, and nothing for later steps until they are unlocked", async () => {
    const first = await options("");
    expect(first.films.length).toBeGreaterThanOrEqual(19);
    expect(first).toMatchObject({ cinemas: [], dates: [], showtimes: [] });
  });

  it("narrows to cinemas showing the film, its days there, and then the future times of that day", async () => {
    const { films } = await options("");
    const film = films[0]!.slug;
    const { cinemas } = await options(`film=${film}`);
    expect(cinemas.length).toBeGreaterThan(0);
    const cinema = cinemas[0]!.slug;
    const { dates } = await options(`film=${film}&cinema=${cinema}`);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort());
    const { showtimes } = await options(`film=${film}&cinema=${cinema}&date=${dates[0]}`);
    expect(showtimes.length).toBeGreaterThan(0);
    for (const s of showtimes) {
      expect(new Date(s.startsAt).getTime()).toBeGreaterThan(now.getTime());
      expect(formatTime(s.startsAt)).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it("keeps only the chosen city's cinemas", async () => {
    const { films } = await options("city=da-nang");
    const { cinemas } = await options(`city=da-nang&film=${films[0]!.slug}`);
    const all = (await t.app.inject("/api/v1/cinemas?city=da-nang")).json().result.map((c: { slug: string }) => c.slug);
    for (const c of cinemas) expect(all).toContain(c.slug);
  });

  it("refuses malformed choices in Vietnamese", async () => {
    for (const q of ["date=2026-02-30&film=a&cinema=b", "film=Not A Slug", "date=22/11/2026"]) {
      const res = await t.app.inject(`/api/v1/quick-booking?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
  });
});
