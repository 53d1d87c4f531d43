import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_SIZE } from "@hancine/contract/catalog";
import sharp from "sharp";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe("share cards (og:image)", () => {
  it("draws a film's poster whole on a 1200 × 630 JPEG, the size Open Graph recommends, cached for good", async () => {
    const film = (await t.app.inject("/api/v1/films?status=showing")).json().result[0];
    const hash = /^\/media\/([a-f0-9]{16})\.webp$/.exec(film.imagePortrait)![1];
    const card = await t.app.inject(`/media/share/${hash}.jpg`);
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toBe("image/jpeg");
    expect(card.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const { format, width, height } = await sharp(card.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    // The poster (portrait) sits in the middle; the sides are the brand's night blue #0B1633.
    const pixel = async (left: number, top: number) => [...(await sharp(card.rawPayload).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const side = await pixel(20, 315);
    for (const [channel, expected] of [11, 22, 51].entries()) expect(Math.abs(side[channel]! - expected)).toBeLessThanOrEqual(4);
    expect(await pixel(600, 315)).not.toEqual(side);
  });

  it("answers an unknown picture with the contract's 404 envelope", async () => {
    for (const url of ["/media/share/0000000000000000.jpg", "/media/share/abc.jpg", "/media/share/0000000000000000.png"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Không tìm thấy hình ảnh này.");
    }
  });
});

describe("home page content", () => {
  it("serves at least five banners whose images load with known sizes", async () => {
    const res = await t.app.inject("/api/v1/banners");
    expect(res.statusCode).toBe(200);
    const banners = res.json().result;
    expect(banners.length).toBeGreaterThanOrEqual(5);
    for (const banner of banners) {
      expect(banner.alt.length).toBeGreaterThan(5);
      expect(banner).toMatchObject(BANNER_SIZE);
      const image = await t.app.inject(banner.src);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const { format, width, height } = await sharp(image.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: "webp", ...BANNER_SIZE });
    }
  });

  it("gives each demo banner its words as text and an art of its own for phones", async () => {
    const banners = (await t.app.inject("/api/v1/banners")).json().result;
    for (const banner of banners) {
      expect(banner.copy.headline.length).toBeGreaterThan(3);
      expect(banner.copy.cta.length).toBeGreaterThan(3);
      expect(banner.mobile).toMatchObject({ width: 800, height: 600 });
      const phone = await t.app.inject(banner.mobile.src);
      expect(phone.statusCode).toBe(200);
      const { format, width, height } = await sharp(phone.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: "webp", width: 800, height: 600 });
    }
  });

  it("serves the film commentary posts with view counts, newest first", async () => {
    const res = await t.app.inject("/api/v1/film-comment");
    const comments = res.json().result;
    expect(comments.length).toBeGreaterThanOrEqual(12);
    for (const c of comments) {
      expect(Object.keys(c).sort()).toEqual(["id", "imagePortrait", "name", "slug", "views"]);
      expect(Number.isInteger(c.views)).toBe(true);
    }
  });

  it("serves 15 promotions linking to /khuyen-mai/{slug}/", async () => {
    const promotions = (await t.app.inject("/api/v1/promotions")).json().result;
    expect(promotions).toHaveLength(15);
    for (const p of promotions) expect(p.link).toBe(`/khuyen-mai/${p.slug}/`);
    const detail = await t.app.inject(`/api/v1/promotions/${promotions[0].slug}`);
    expect(detail.json().result.body.length).toBeGreaterThan(50);
  });

  it("serves the four blog posts and the products with integer VND prices", async () => {
    expect((await t.app.inject("/api/v1/posts?type=blog")).json().result).toHaveLength(4);
    const products = (await t.app.inject("/api/v1/products")).json().result;
    expect(products.some((p: { kind: string }) => p.kind === "combo")).toBe(true);
    expect(products.some((p: { kind: string }) => p.kind === "merchandise")).toBe(true);
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.currency).toBe("VND");
    }
  });

  it("lists the 13 location choices in the spec's order, nationwide first", async () => {
    const cities = (await t.app.inject("/api/v1/cities")).json().result;
    expect(cities).toHaveLength(13);
    expect(cities[0].name).toBe("Toàn quốc");
    expect(cities.at(-1).name).toBe("Thừa Thiên Huế");
  });

  it("lists 15 cinemas, 8 of them in the header menu", async () => {
    const cinemas = (await t.app.inject("/api/v1/cinemas")).json().result;
    expect(cinemas).toHaveLength(15);
    expect(cinemas.filter((c: { inMenu: boolean }) => c.inMenu)).toHaveLength(8);
  });
});

describe("the app-promotion section", () => {
  it("shows the app's screens drawn from the chain's own films and promotions, not made-up ones", async () => {
    const promo = (await t.app.inject("/api/v1/app-promo")).json().result;
    expect(promo.screens).toHaveLength(4);
    const showing = (await t.app.inject("/api/v1/films/showing")).json().result as { name: string }[];
    const promotions = (await t.app.inject("/api/v1/promotions")).json().result as { title: string }[];
    expect(showing.some((film) => promo.screens[0].alt.includes(film.name))).toBe(true);
    expect(promotions.length).toBeGreaterThan(0);
    for (const screen of promo.screens) {
      const image = await t.app.inject(screen.src);
      expect(image.statusCode, screen.src).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
    }
    // The film on the seat-map and ticket screens is one the chain shows.
    const featured = /phim (.+?)( kèm|$)/.exec(promo.screens[2].alt)?.[1];
    expect(showing.map((film) => film.name)).toContain(featured);
  });
});
