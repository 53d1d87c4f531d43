import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_SIZE } from "@hancine/contract/catalog";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

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
      expect(image.headers["content-type"]).toContain("image/svg+xml");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(image.body).toContain(`viewBox="0 0 ${BANNER_SIZE.width} ${BANNER_SIZE.height}"`);
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
