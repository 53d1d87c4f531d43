import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
const NOW = new Date("2026-11-23T03:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
});
afterAll(() => t.close());

describe("GET /api/v1/cinemas/:slug", () => {
  it("shows a cinema's rooms and its price table before anyone picks a seat", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/cinemas/hancine-song-han" });
    expect(res.statusCode).toBe(200);
    const cinema = res.json().result;
    expect(cinema.name).toBe("HanCine Sông Hàn");
    expect(cinema.auditoriums.length).toBeGreaterThan(0);
    expect(cinema.auditoriums.every((a: { seats: number }) => a.seats > 0)).toBe(true);
    const price = (format: string, seatType: string, dayKind: string, timeBand: string) =>
      cinema.prices.find((p: Record<string, string>) => p.format === format && p.seatType === seatType && p.dayKind === dayKind && p.timeBand === timeBand)
        ?.price;
    // Đà Nẵng adds 5.000 ₫ to the chain's 45.000 ₫ weekday-morning 2D ticket.
    expect(price("2D", "standard", "weekday", "morning")).toBe(50_000);
    expect(price("2D", "vip", "weekend", "evening")).toBeGreaterThan(price("2D", "standard", "weekday", "evening"));
    expect(cinema.prices.every((p: { price: number }) => p.price >= 45_000 && p.price % 1000 === 0)).toBe(true);
  });

  it("answers 404 in Vietnamese for an unknown cinema", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/cinemas/khong-co-rap-nay" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/Không tìm thấy rạp/);
  });
});

describe("where the cinemas are", () => {
  it("gives every demo cinema a location inside Vietnam, Hà Nội's north of Đà Nẵng's north of Sài Gòn's", async () => {
    const cinemas = (await t.app.inject("/api/v1/cinemas")).json().result as Array<{ slug: string; location: { latitude: number; longitude: number } | null }>;
    // Vietnam lies between 8.2° and 23.4° N, 102.1° and 109.5° E.
    for (const { slug, location } of cinemas) {
      expect(location, slug).not.toBeNull();
      expect(location!.latitude, slug).toBeGreaterThan(8.2);
      expect(location!.latitude, slug).toBeLessThan(23.4);
      expect(location!.longitude, slug).toBeGreaterThan(102.1);
      expect(location!.longitude, slug).toBeLessThan(109.5);
    }
    const at = (slug: string) => cinemas.find((c) => c.slug === slug)!.location!.latitude;
    expect(at("hancine-trang-tien")).toBeGreaterThan(at("hancine-song-han"));
    expect(at("hancine-song-han")).toBeGreaterThan(at("hancine-sai-gon"));
  });

  it("refuses, in the database, a latitude without a longitude or one off the globe", async () => {
    for (const set of [sql`latitude = 95, longitude = 100`, sql`latitude = 10, longitude = null`]) {
      const error = await t.database.db.execute(sql`update cinemas set ${set} where slug = 'hancine-song-han'`).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause ?? e,
      );
      expect(error?.message).toMatch(/violates check constraint "cinemas_location_valid"/);
    }
  });
});
