import { describe, expect, it } from "vitest";
import { robotsTxt, siteMapXml } from "./site-map.ts";

const film = (slug: string) => ({ slug }) as never;
const post = (slug: string, type: "review" | "blog", publishedAt: string) => ({ slug, type, publishedAt }) as never;

describe("sitemap.xml", () => {
  const xml = siteMapXml("https://hancine.vn", {
    films: [film("song-han-khong-ngu"), film("song-han-khong-ngu")],
    cinemas: [film("hancine-da-nang")],
    promotions: [film("thu-tu-vui-ve")],
    posts: [post("review-a", "review", "2026-11-02T03:00:00.000Z"), post("blog-b", "blog", "2026-10-30T12:00:00.000Z")],
  });
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it("is a sitemaps.org urlset of absolute addresses, each once", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(locs.every((loc) => loc!.startsWith("https://hancine.vn/"))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the home page, each film, cinema, promotion and post at the addresses the site links to", () => {
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://hancine.vn/",
        "https://hancine.vn/movies/song-han-khong-ngu",
        "https://hancine.vn/theaters-prices/hancine-da-nang",
        "https://hancine.vn/khuyen-mai/thu-tu-vui-ve/",
        "https://hancine.vn/cinema-corner/reviews/review-a",
        "https://hancine.vn/cinema-corner/blog/blog-b",
      ]),
    );
    expect(xml).toContain("<loc>https://hancine.vn/cinema-corner/reviews/review-a</loc><lastmod>2026-11-02</lastmod>");
  });

  it("lists the translated pages in English too, each entry naming both languages and Vietnamese as the default", () => {
    expect(locs).toEqual(
      expect.arrayContaining([
        "https://hancine.vn/en",
        "https://hancine.vn/en/movies",
        "https://hancine.vn/en/movies/song-han-khong-ngu",
        "https://hancine.vn/en/theaters-prices",
        "https://hancine.vn/en/theaters-prices/hancine-da-nang",
      ]),
    );
    const naming = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="vi" href="https://hancine.vn${path}"/><xhtml:link rel="alternate" hreflang="en" href="https://hancine.vn/en${path === "/" ? "" : path}"/><xhtml:link rel="alternate" hreflang="x-default" href="https://hancine.vn${path}"/>`;
    expect(xml).toContain(`<url><loc>https://hancine.vn/movies/song-han-khong-ngu</loc>${naming("/movies/song-han-khong-ngu")}</url>`);
    expect(xml).toContain(`<url><loc>https://hancine.vn/en/movies/song-han-khong-ngu</loc>${naming("/movies/song-han-khong-ngu")}</url>`);
    expect(xml).toContain(`<url><loc>https://hancine.vn/en</loc>${naming("/")}</url>`);
    // The events hub and the gift cards, the last listed pages translated (decisions 098, 099): both languages.
    expect(xml).toContain(`<url><loc>https://hancine.vn/en/events</loc>${naming("/events")}</url>`);
    expect(xml).toContain(`<url><loc>https://hancine.vn/en/the-qua-tang</loc>${naming("/the-qua-tang")}</url>`);
    // The quick purchase page is translated (decision 097): both languages.
    expect(xml).toContain(`<url><loc>https://hancine.vn/en/buy-tickets</loc>${naming("/buy-tickets")}</url>`);
  });

  it("never lists a visitor's own pages", () => {
    expect(locs.filter((loc) => /\/(account|booking|orders|staff|dev|search)\b/.test(loc!))).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("lets crawlers read the public pages, keeps them out of accounts, bookings and the API, and names the sitemap", () => {
    const lines = robotsTxt("https://hancine.vn").split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Disallow: /api/",
        "Disallow: /account",
        "Disallow: /booking/",
        "Disallow: /orders/",
        "Disallow: /en/account",
        "Disallow: /en/booking/",
        "Disallow: /en/orders/",
        "Sitemap: https://hancine.vn/sitemap.xml",
      ]),
    );
    expect(lines).not.toContain("Disallow: /");
    expect(lines).not.toContain("Disallow: /en");
  });
});
