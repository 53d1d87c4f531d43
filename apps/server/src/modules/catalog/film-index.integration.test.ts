import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilmDetail } from "@hancine/contract/catalog";
import type { GenreWithFilms, PersonWithFilms } from "@hancine/contract/film-index";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
const now = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ seed: true, now });
});
afterAll(() => t.close());

async function result<T>(path: string): Promise<T> {
  const res = await t.app.inject(`/api/v1${path}`);
  expect(res.statusCode, path).toBe(200);
  return res.json().result;
}

describe("GET /api/v1/genres", () => {
  it("lists each genre of the catalogue with its films, alphabetically in Vietnamese", async () => {
    const genres = await result<GenreWithFilms[]>("/genres");
    expect(genres.length).toBeGreaterThan(3);
    const names = genres.map((g) => g.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("vi").compare));
    for (const genre of genres) {
      expect(genre.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(genre.films.length).toBeGreaterThan(0);
    }
    // Every film now showing appears under each of its genres.
    const showing = await result<{ slug: string; genres: string[] }[]>("/films/showing");
    const film = showing[0]!;
    for (const name of film.genres) {
      expect(genres.find((g) => g.name === name)?.films.map((f) => f.slug)).toContain(film.slug);
    }
  });
});

describe("the indexes' films carry their English names (decision 099)", () => {
  it("as the film lists do: the film editor's English name, or null", async () => {
    const showing = await result<{ slug: string; nameEn: string | null }[]>("/films/showing");
    const english = new Map(showing.map((film) => [film.slug, film.nameEn]));
    const genres = await result<GenreWithFilms[]>("/genres");
    const cast = await result<PersonWithFilms[]>("/people?role=cast");
    const refs = [...genres, ...cast].flatMap((group) => group.films);
    for (const film of refs.filter((f) => english.has(f.slug))) expect(film.nameEn, film.slug).toBe(english.get(film.slug));
    expect(refs.find((f) => f.slug === "song-han-khong-ngu")?.nameEn).toBe("The Sleepless Han River");
    expect(refs.some((f) => f.nameEn === null)).toBe(true);
  });
});

describe("GET /api/v1/people", () => {
  it("lists directors with their films, matching the film pages", async () => {
    const directors = await result<PersonWithFilms[]>("/people?role=director");
    expect(directors.length).toBeGreaterThan(3);
    const showing = await result<{ slug: string }[]>("/films/showing");
    const detail = await result<FilmDetail>(`/films/${showing[0]!.slug}`);
    const director = detail.directors[0]!;
    const listed = directors.find((p) => p.slug === director.slug);
    expect(listed?.name).toBe(director.name);
    expect(listed?.films.map((f) => f.slug)).toContain(detail.slug);
    // Most films first.
    const counts = directors.map((p) => p.films.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("lists the cast separately from the directors", async () => {
    const cast = await result<PersonWithFilms[]>("/people?role=cast");
    const showing = await result<{ slug: string }[]>("/films/showing");
    const detail = await result<FilmDetail>(`/films/${showing[0]!.slug}`);
    for (const actor of detail.cast) expect(cast.map((p) => p.slug)).toContain(actor.slug);
  });

  it("refuses a missing or unknown role with a Vietnamese message", async () => {
    for (const url of ["/api/v1/people", "/api/v1/people?role=producer"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields.role).toMatch(/đạo diễn|diễn viên/);
    }
  });
});
