import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

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
      cinema.prices.find((p: Record<string, string>) => p.format === format && p.seatType === seatType && p.dayKind === dayKind && p.timeBand === timeBand)?.price;
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
