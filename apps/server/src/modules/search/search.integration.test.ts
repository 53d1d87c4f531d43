import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldDiacritics } from "@hancine/contract/slug";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.app.inject(`/api/v1/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe("search", () => {
  it("finds a film by its title typed without diacritics or capitals", async () => {
    const [film] = (await t.app.inject("/api/v1/films/showing")).json().result;
    const word = film.name.split(" ").find((w: string) => foldDiacritics(w) !== w) ?? film.name.split(" ")[0];
    const plain = foldDiacritics(word).toLowerCase();
    const result = await search(plain);
    expect(result.films.map((f: { slug: string }) => f.slug)).toContain(film.slug);
  });

  it("finds cinemas and promotions too", async () => {
    const result = await search("hancine");
    expect(result.cinemas.length).toBeGreaterThan(0);
    const promo = await search("45k");
    expect(promo.promotions.length).toBeGreaterThan(0);
  });

  it("finds a director and an actor typed without diacritics, with their films", async () => {
    const [listed] = (await t.app.inject("/api/v1/films/showing")).json().result;
    const film = (await t.app.inject(`/api/v1/films/${listed.slug}`)).json().result;
    for (const [person, role] of [
      [film.directors[0], "director"],
      [film.cast[0], "cast"],
    ] as const) {
      const result = await search(foldDiacritics(person.name).toLowerCase());
      expect(result.films.map((f: { slug: string }) => f.slug)).toContain(film.slug);
      expect(result.people).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ slug: person.slug, name: person.name, roles: expect.arrayContaining([role]), films: expect.arrayContaining([film.name]) }),
        ]),
      );
    }
  });

  it("'imax' finds the films with IMAX showtimes ahead, as the IMAX list has them", async () => {
    const imax = (await t.app.inject("/api/v1/films/imax")).json().result.map((f: { slug: string }) => f.slug);
    expect(imax.length).toBeGreaterThan(0);
    for (const q of ["imax", "IMAX", " Imax "]) {
      const found = (await search(q)).films.map((f: { slug: string }) => f.slug);
      expect(found).toEqual(expect.arrayContaining(imax));
    }
  });

  it("treats LIKE wildcards literally and refuses an empty query", async () => {
    const result = await search("%_%");
    expect(result).toEqual({ films: [], cinemas: [], posts: [], promotions: [], people: [] });
    const empty = await t.app.inject("/api/v1/search?q=%20%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.q).toBe("Hãy nhập từ khóa tìm kiếm.");
  });
});
