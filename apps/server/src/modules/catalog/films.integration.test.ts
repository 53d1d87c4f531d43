import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { AGE_RATINGS, type Film } from "@hancine/contract/catalog";
import { chainDay } from "@hancine/contract/format";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
const now = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ seed: true, now });
});
afterAll(() => t.close());

async function films(path: string): Promise<Film[]> {
  const res = await t.app.inject(`/api/v1${path}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  return res.json().result;
}

describe("film lists of the home page", () => {
  it("lists the films now showing with the fields the home page reads", async () => {
    const showing = await films("/films/showing");
    expect(showing.length).toBeGreaterThanOrEqual(19);
    for (const film of showing) {
      expect(film.name.length).toBeGreaterThan(0);
      expect(film.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(film.imagePortrait).toMatch(/^\/media\/[a-f0-9]{16}\.webp$/);
      expect(AGE_RATINGS).toContain(film.age);
      expect(film.rate).toBeGreaterThanOrEqual(0);
      expect(film.rate).toBeLessThanOrEqual(10);
      expect(Math.round(film.rate * 10)).toBeCloseTo(film.rate * 10, 6);
      expect(film.releaseDate <= chainDay(now)).toBe(true);
    }
  });

  it("lists coming films under the spec's spelling and the alias, released after today", async () => {
    const comming = await films("/films/comming");
    const coming = await films("/films/coming");
    expect(comming).toEqual(coming);
    expect(comming.length).toBeGreaterThanOrEqual(8);
    for (const film of comming) expect(film.releaseDate > chainDay(now)).toBe(true);
  });

  it("keeps only films with showtimes in the chosen city", async () => {
    const all = await films("/films/showing");
    const inCaMau = await films("/films/showing?city=ca-mau");
    expect(inCaMau.length).toBeGreaterThan(0);
    expect(inCaMau.length).toBeLessThan(all.length);
    const rows = await queryRows(
      t.database.db,
      sql<{ slug: string }>`select distinct f.slug from showtimes s join films f on f.id = s.film_id join auditoriums a on a.id = s.auditorium_id
          join cinemas c on c.id = a.cinema_id where c.city_slug = 'ca-mau' and s.starts_at > ${now.toISOString()}`,
    );
    const showingThere = new Set(rows.map((r) => r.slug));
    for (const film of inCaMau) expect(showingThere.has(film.slug)).toBe(true);
    expect(await films("/films/showing?city=toan-quoc")).toEqual(all);
  });

  it("lists the five IMAX films", async () => {
    const imax = await films("/films/imax");
    expect(imax).toHaveLength(5);
    for (const film of imax) expect(film.formats).toContain("IMAX");
  });

  it("answers an unknown city with a Vietnamese validation error and no list", async () => {
    const res = await t.app.inject("/api/v1/films/showing?city=atlantis");
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields.city).toMatch(/tỉnh\/thành phố/);
  });

  it("gives a film's detail by slug, and a Vietnamese 404 for an unknown one", async () => {
    const [first] = await films("/films/showing");
    const res = await t.app.inject(`/api/v1/films/${first!.slug}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result;
    expect(detail.name).toBe(first!.name);
    expect(detail.directors.length).toBeGreaterThan(0);
    expect(detail.synopsis.length).toBeGreaterThan(20);
    const missing = await t.app.inject("/api/v1/films/khong-co-phim-nay");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: "NOT_FOUND", message: expect.stringContaining("phim") });
  });
});
