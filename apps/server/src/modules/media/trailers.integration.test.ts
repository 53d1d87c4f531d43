import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { TRAILERS_DIRECTORY } from "@hancine/demo-art/files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** The demo trailer as committed: what the server must hand out byte for byte. */
const fileOf = (slug: string) => readFileSync(`${TRAILERS_DIRECTORY}${slug}.webm`);

async function demoFilm() {
  const film = (await t.app.inject("/api/v1/films?status=showing")).json().result[0];
  return { film, file: fileOf(film.slug) };
}

describe("trailers", () => {
  it("gives every film now showing a trailer of our own, a WebM video that starts with the EBML magic number", async () => {
    const films = (await t.app.inject("/api/v1/films?status=showing")).json().result;
    expect(films.length).toBeGreaterThan(10);
    for (const film of films) expect(film.trailerUrl, film.slug).toMatch(/^\/media\/[a-f0-9]{16}\.webm$/);
    const res = await t.app.inject(films[0].trailerUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("video/webm");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it("answers a byte range with 206, Content-Range and exactly those bytes of the file", async () => {
    const { film, file } = await demoFilm();
    const first = await t.app.inject({ url: film.trailerUrl, headers: { range: "bytes=0-99" } });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99/${file.length}`);
    expect(first.rawPayload.equals(file.subarray(0, 100))).toBe(true);

    const tail = await t.app.inject({ url: film.trailerUrl, headers: { range: "bytes=-500" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${file.length - 500}-${file.length - 1}/${file.length}`);
    expect(tail.rawPayload.equals(file.subarray(file.length - 500))).toBe(true);

    const open = await t.app.inject({ url: film.trailerUrl, headers: { range: `bytes=${file.length - 10}-` } });
    expect(open.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);
  });

  it("refuses a range past the end with 416 in the error envelope, and serves a malformed range whole", async () => {
    const { film, file } = await demoFilm();
    const past = await t.app.inject({ url: film.trailerUrl, headers: { range: `bytes=${file.length + 10}-${file.length + 20}` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${file.length}`);
    expect(past.json().error.code).toBe("RANGE_NOT_SATISFIABLE");
    expect(past.json().error.message).toMatch(/[ạ-ỹ]/);

    const junk = await t.app.inject({ url: film.trailerUrl, headers: { range: "pages=1-2" } });
    expect(junk.statusCode).toBe(200);
    expect(junk.rawPayload.length).toBe(file.length);
  });

  it("serves the trailer's Vietnamese captions as WebVTT beside it, and 404 for a picture's", async () => {
    const { film } = await demoFilm();
    const captions = await t.app.inject(film.trailerUrl.replace(/\.webm$/, ".vtt"));
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body.startsWith("WEBVTT")).toBe(true);
    expect(captions.body).toContain(film.name);

    const pictureCaptions = await t.app.inject(film.imagePortrait.replace(/\.webp$/, ".vtt"));
    expect(pictureCaptions.statusCode).toBe(404);
    const videoAsPicture = await t.app.inject(film.trailerUrl.replace(/\.webm$/, ".webp"));
    expect(videoAsPicture.statusCode).toBe(404);
    const pictureAsVideo = await t.app.inject(film.imagePortrait.replace(/\.webp$/, ".webm"));
    expect(pictureAsVideo.statusCode).toBe(404);
  });
});
