import { devices, expect, test } from "@playwright/test";
import type { Banner, Film, FilmComment, Promotion } from "@hancine/contract/catalog";
import { EMPTY_LIST_MESSAGE, FILM_TABS } from "@hancine/contract/home-constants";
import { E2E_EMPTY_URL, apiResult, consoleErrors, escapeHtml, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { SPEC } from "./helpers/spec.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

test("the first HTML already holds the banners, the default tab's films, the commentary and the promotions", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<html lang="vi"');

  const banners = await apiResult<Banner[]>(request, "/banners");
  expect(banners.length).toBeGreaterThan(0);
  for (const banner of banners) expect(html).toContain(escapeHtml(banner.alt));
  expect(html).toMatch(
    new RegExp(`<img[^>]*fetchPriority="high"[^>]*src="${banners[0]!.src}"|<img[^>]*src="${banners[0]!.src}"[^>]*fetchPriority="high"`, "i"),
  );

  for (const tab of FILM_TABS) expect(html).toContain(tab.label);
  const showing = await apiResult<Film[]>(request, "/films/showing");
  for (const film of showing.slice(0, SPEC.filmsPerTab)) expect(html).toContain(escapeHtml(film.name));
  expect(html).not.toContain(escapeHtml(`Poster phim ${showing[SPEC.filmsPerTab]?.name ?? "—"}`));

  const comments = await apiResult<FilmComment[]>(request, "/film-comment");
  for (const comment of comments.slice(0, SPEC.commentaryGridSize)) expect(html).toContain(escapeHtml(comment.name));

  const promotions = await apiResult<Promotion[]>(request, "/promotions");
  expect(promotions).toHaveLength(SPEC.promotionCards);
  for (const promotion of promotions) expect(html).toContain(`href="/khuyen-mai/${promotion.slug}/"`);
});

test("React Router's real page is held until the first paint: no module preloads in the head, its boot module inert (decision 007)", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  // Were React Router's markup to change, the rewrite would let the page through untouched: these would fail.
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<script nonce="[^"]+" type="text\/plain" id="hydration-module">[^<]*import\("\/assets\/entry\.client-[^"]+\.js"\)/);
});

test("a browser gets the page in one piece, its data in place, and its code compressed at build time (decision 059)", async ({ request }) => {
  const html = await (await request.get("/", { headers: { "user-agent": devices["Pixel 7"].userAgent } })).text();
  // No part sent hidden and moved into place by React's script afterwards.
  expect(html).not.toContain('<template id="B:');
  expect(html).not.toContain('<div hidden id="S:');
  expect(html).toContain("window.__reactRouterContext.streamController.close()");

  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
  const plain = await request.get(stylesheet, { headers: { "accept-encoding": "identity" } });
  const brotli = await request.get(stylesheet, { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  // Sent whole from the file written at build time, not streamed through a compressor.
  expect(Number(brotli.headers()["content-length"])).toBeGreaterThan(0);
  expect(Number(brotli.headers()["content-length"])).toBeLessThan(Number(plain.headers()["content-length"]));
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
});

test("the home page hydrates without console errors and shows the films' posters", async ({ page, request }) => {
  const films = await apiResult<Film[]>(request, "/films/showing");
  await gotoHydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("img", { name: `Poster phim ${films[0]!.name}` })).toBeVisible();
  // Every image on the page loaded and says what it shows (a banner's art beside its own words is decoration).
  const broken = await page
    .locator("img")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((img) => img.loading !== "lazy" && img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
  expect(broken).toEqual([]);
  const withoutAlt = await page.locator("img:not([alt]), img[alt='']:not([data-decorative])").count();
  expect(withoutAlt).toBe(0);
});

test("with an empty database the built-in banners show and the lists become the Vietnamese alert", async ({ page, request }) => {
  expect(await apiResult<Banner[]>(request, "/banners", E2E_EMPTY_URL)).toEqual([]);
  await gotoHydrated(page, E2E_EMPTY_URL);

  const slides = page.getByTestId("banner-slide");
  await expect(slides).toHaveCount(SPEC.fallbackBanners);
  const first = slides.first().getByRole("img");
  await expect(first).toHaveAttribute("src", /^\/fallback-banners\/.+\.svg$/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const alts = await slides.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
  for (const alt of alts) expect(alt).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);

  const films = page.locator("section[aria-labelledby=films-title]");
  await expect(films.getByRole("alert")).toHaveText(EMPTY_LIST_MESSAGE);
  const commentary = page.locator("section[aria-labelledby=commentary-title]");
  await expect(commentary.getByRole("alert")).toHaveText(EMPTY_LIST_MESSAGE);
  // Not a browser dialog: nothing blocks the page.
  let dialogs = 0;
  page.on("dialog", () => dialogs++);
  await page.getByRole("tab", { name: FILM_TABS[1].label }).click();
  await expect(films.getByRole("alert")).toHaveText(EMPTY_LIST_MESSAGE);
  expect(dialogs).toBe(0);
});

test("arriving by a link from another page, the home page comes whole: no section appears a moment after the rest", async ({ page }) => {
  await gotoHydrated(page, "/theaters-prices");
  // Record any moment the films are on screen while a part whose code loads later is still missing.
  await page.evaluate(() => {
    const w = window as unknown as { partial: boolean; sameDocument: boolean };
    w.partial = false;
    w.sameDocument = true;
    const check = () => {
      if (!document.querySelector("section[aria-labelledby=films-title]")) return;
      const parts = ["quick-booking-title", "commentary-title", "app-promo-title"];
      if (parts.some((id) => !document.querySelector(`section[aria-labelledby=${id}]`))) w.partial = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByRole("banner")
    .getByRole("link", { name: /trang chủ/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("section[aria-labelledby=films-title]")).toBeVisible();
  const seen = await page.evaluate(() => {
    const w = window as unknown as { partial?: boolean; sameDocument?: boolean };
    return { partial: w.partial, sameDocument: w.sameDocument };
  });
  expect(seen.sameDocument, "a client-side navigation, not a reload").toBe(true);
  expect(seen.partial).toBe(false);
  await expect(page.locator("section[aria-labelledby=quick-booking-title]")).toBeVisible();
});

test("a first visit paints before the brand font and switches to it after hydration; the next page has it from the start (decision 058)", async ({ page }) => {
  // Where the root element stands when the document is parsed, before any of the page's code ran.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      sessionStorage.setItem("brandFontAtParse", String(document.documentElement.classList.contains("brand-font")));
    });
  });
  const fontOf = () => page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
  const facesReady = () => page.evaluate(() => ["400", "500", "700"].every((w) => document.fonts.check(`${w} 16px "Be Vietnam Pro"`, "Đặt vé")));

  await gotoHydrated(page);
  expect(await page.evaluate(() => sessionStorage.getItem("brandFontAtParse"))).toBe("false");
  expect(await fontOf()).toMatch(/^"Be Vietnam Pro"/);
  expect(await facesReady()).toBe(true);

  await gotoHydrated(page, "/buy-tickets");
  expect(await page.evaluate(() => sessionStorage.getItem("brandFontAtParse"))).toBe("true");
  expect(await fontOf()).toMatch(/^"Be Vietnam Pro"/);
});
