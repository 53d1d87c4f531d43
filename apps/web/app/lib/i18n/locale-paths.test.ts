import { describe, expect, it } from "vitest";
import routes from "#web/routes.ts";
import { counterpartPath, vietnamesePath } from "./counterpart-path.ts";
import { ENGLISH_PAGES, isTranslated, pathIn } from "./locale-paths.ts";
import { localeOfPath } from "./page-locale.ts";

describe("a page's language by its path", () => {
  it("is English under /en, Vietnamese everywhere else", () => {
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/movies/lat-mat-8")).toBe("en");
    expect(localeOfPath("/")).toBe("vi");
    expect(localeOfPath("/movies")).toBe("vi");
    // A Vietnamese path that merely starts with the letters.
    expect(localeOfPath("/events")).toBe("vi");
    expect(localeOfPath("/enquiries")).toBe("vi");
  });

  it("links an English page's translated pages to their English paths, query and hash kept, and the others as they are", () => {
    expect(pathIn("en", "/")).toBe("/en");
    expect(pathIn("en", "/movies")).toBe("/en/movies");
    expect(pathIn("en", "/movies/lat-mat-8?x=1#lich-chieu")).toBe("/en/movies/lat-mat-8?x=1#lich-chieu");
    expect(pathIn("en", "/theaters-prices/hancine-song-han")).toBe("/en/theaters-prices/hancine-song-han");
    expect(pathIn("en", "/buy-tickets?by=cinema")).toBe("/en/buy-tickets?by=cinema");
    expect(pathIn("en", "/staff/checkin?x=1")).toBe("/staff/checkin?x=1");
    expect(pathIn("en", "/movies/a/b")).toBe("/movies/a/b");
    expect(pathIn("vi", "/movies")).toBe("/movies");
  });

  it("reads a page's parameter named in camel case (/booking/:showtimeId) as any segment", () => {
    expect(pathIn("en", "/booking/3f2a-77?buoc=thanh-toan")).toBe("/en/booking/3f2a-77?buoc=thanh-toan");
    expect(pathIn("en", "/orders/HC7K2P9Q")).toBe("/en/orders/HC7K2P9Q");
    expect(pathIn("en", "/orders/HC7K2P9Q/doi-suat")).toBe("/en/orders/HC7K2P9Q/doi-suat");
    expect(pathIn("en", "/phong-cho/premiere-1?suat=abc")).toBe("/en/phong-cho/premiere-1?suat=abc");
    expect(counterpartPath("/en/orders/HC7K2P9Q")).toBe("/orders/HC7K2P9Q");
  });

  it("finds the same page in the other language, or none for a page not translated yet", () => {
    expect(counterpartPath("/")).toBe("/en");
    expect(counterpartPath("/en")).toBe("/");
    expect(counterpartPath("/movies/lat-mat-8")).toBe("/en/movies/lat-mat-8");
    expect(counterpartPath("/en/theaters-prices")).toBe("/theaters-prices");
    expect(counterpartPath("/buy-tickets")).toBe("/en/buy-tickets");
    expect(counterpartPath("/staff/checkin")).toBeNull();
    expect(counterpartPath("/en/staff/checkin")).toBeNull();
    expect(vietnamesePath("/en/movies")).toBe("/movies");
  });

  it("takes a path ending in a slash as its page (a promotion's address), and the content pages to English", () => {
    expect(pathIn("en", "/khuyen-mai/combo-bap-nuoc/")).toBe("/en/khuyen-mai/combo-bap-nuoc/");
    expect(counterpartPath("/en/khuyen-mai/combo-bap-nuoc/")).toBe("/khuyen-mai/combo-bap-nuoc/");
    expect(pathIn("en", "/cinema-corner/blog/a-post")).toBe("/en/cinema-corner/blog/a-post");
    expect(pathIn("en", "/support/faq")).toBe("/en/support/faq");
    expect(pathIn("en", "/search?q=mai")).toBe("/en/search?q=mai");
    expect(pathIn("en", "/events/talent-show")).toBe("/en/events/talent-show");
    expect(pathIn("en", "/cinema-corner/genres#hanh-dong")).toBe("/en/cinema-corner/genres#hanh-dong");
    // Not translated: the staff's pages.
    expect(pathIn("en", "/staff/checkin")).toBe("/staff/checkin");
  });
});

describe("routes.ts", () => {
  const layout = routes.find((entry) => entry.file === "routes/site-layout.tsx");
  const children = layout?.children ?? [];

  it("answers every translated page under /en with the Vietnamese page's own module", () => {
    for (const page of ENGLISH_PAGES) {
      const english = children.find((entry) => entry.path === (page === "/" ? "en" : `en${page}`));
      const vietnamese = children.find((entry) => (page === "/" ? entry.index : entry.path === page.slice(1)));
      expect(english?.file, page).toBe(vietnamese?.file);
      expect(english?.id).toBe(`en/${vietnamese?.file.replace(/\.tsx$/, "")}`);
    }
  });

  it("has no other English route (a page not translated yet answers 404 under /en)", () => {
    const english = children.filter((entry) => entry.path === "en" || entry.path?.startsWith("en/"));
    expect(english).toHaveLength(ENGLISH_PAGES.length);
    expect(english.every((entry) => isTranslated(`/${entry.path!.slice(3)}`))).toBe(true);
  });
});
