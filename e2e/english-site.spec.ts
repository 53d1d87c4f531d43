import { expect, test, type Page } from "@playwright/test";
import type { Cinema, Film } from "@hancine/contract/catalog";
import { LANGUAGE_COOKIE } from "@hancine/contract/browser-constants";
import { seriousViolations } from "./helpers/a11y.ts";
import { apiResult, consoleErrors, E2E_BASE_URL, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { vietnameseOutsideLangVi } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37's English site, its first pages (decision 092): the home page, the films, a film, the
 * cinemas and a cinema under /en, chosen with the switch in the header or the footer.
 */

/** The demo's films now showing: one the chain gave an English name and synopsis, one it did not. */
async function demoFilms(page: Page) {
  const showing = await apiResult<Film[]>(page.request, "/films/showing");
  const named = showing.find((film) => film.nameEn);
  const unnamed = showing.find((film) => !film.nameEn);
  if (!named || !unnamed) throw new Error("the demo has films now showing with and without an English name");
  return { named, unnamed };
}

/** The head's hreflang alternates, by language. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])),
  );
}

test("a visitor switches to English in the header, goes to a film and its showtimes, and back to Vietnamese", async ({ page }) => {
  trackConsoleErrors(page);
  const { named } = await demoFilms(page);
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");

  const english = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("lang", "en");
  await expect(english).toHaveAttribute("hreflang", "en");
  await english.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("HanCine – Book cinema tickets online");
  await expect(page.getByRole("tab", { name: "Now showing" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Movies" })).toHaveAttribute("href", "/en/movies");
  // Remembered for the next visit to the home page.
  expect((await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe("en");

  // A film with an English name: its card, then its page in English, showtimes by day in English.
  await page.getByTestId("film-card").getByRole("link", { name: named.nameEn!, exact: true }).first().click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/movies/${named.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: named.nameEn! })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Synopsis" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Showtimes" })).toBeVisible();
  const days = page.getByRole("tablist", { name: "Choose a day" });
  await expect(days.getByRole("tab").first()).toContainText("Today");
  const time = page.getByTestId("showtime-link").first();
  await expect(time).toContainText(/\d\d:\d\d/);
  await expect(time).toContainText(/seats? left|Almost full/);
  expect(await vietnameseOutsideLangVi(page)).toEqual([]);

  // Back to Vietnamese from the header: the same film's Vietnamese page.
  const vietnamese = page.getByRole("banner").getByRole("link", { name: "Tiếng Việt" });
  await expect(vietnamese).toHaveAttribute("lang", "vi");
  await vietnamese.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/movies/${named.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1, name: named.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nội dung phim" })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe("vi");
  expect(consoleErrors(page)).toEqual([]);
});

test("each English page is English (the chain's own names marked Vietnamese), with its alternates, share card, and no axe problem", async ({ page }) => {
  // Six pages, each with two full axe scans (WCAG 2.2 AA) and screenshots at two widths, on 2 cores.
  test.setTimeout(300_000);
  trackConsoleErrors(page);
  const { named, unnamed } = await demoFilms(page);
  const [cinema] = await apiResult<Cinema[]>(page.request, "/cinemas");
  const pages = [
    { name: "english-home", path: "/en", vi: "/" },
    { name: "english-movies", path: "/en/movies", vi: "/movies" },
    { name: "english-film-named", path: `/en/movies/${named.slug}`, vi: `/movies/${named.slug}` },
    { name: "english-film-unnamed", path: `/en/movies/${unnamed.slug}`, vi: `/movies/${unnamed.slug}` },
    { name: "english-cinemas", path: "/en/theaters-prices", vi: "/theaters-prices" },
    { name: "english-cinema", path: `/en/theaters-prices/${cinema!.slug}`, vi: `/theaters-prices/${cinema!.slug}` },
  ];
  for (const { name, path, vi } of pages) {
    await gotoHydrated(page, path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
    expect(await alternates(page), path).toEqual({ vi: `${E2E_BASE_URL}${vi}`, en: `${E2E_BASE_URL}${path}`, "x-default": `${E2E_BASE_URL}${vi}` });
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveAttribute("content", "vi_VN");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}${path}`);
    expect((await page.locator('head meta[name="description"]').getAttribute("content"))?.length, path).toBeGreaterThan(20);
    expect(await vietnameseOutsideLangVi(page), path).toEqual([]);
    // The phone's menu open, each group unfolded: its words are English as well.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu for phones" });
    await expect(menu).toBeVisible();
    await menu.locator("details").evaluateAll((groups) => groups.forEach((group) => group.setAttribute("open", "")));
    expect(await vietnameseOutsideLangVi(page), `${path}, menu open`).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    // axe at both widths: the header shows the switch as "VI" on a phone, "Tiếng Việt" on a wide screen.
    expect(await seriousViolations(page), `${path} at 375`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page), `${path} at 1280`).toEqual([]);
    await shots(page, test.info(), name);
  }

  // The location picker, in English too (the cities by their English names).
  await gotoHydrated(page, "/en");
  await page
    .locator("section[aria-labelledby=films-title]")
    .getByRole("button", { name: /^Area:/ })
    .click();
  const picker = page.getByRole("dialog", { name: "Province / City" });
  await expect(picker.getByRole("button", { name: "All of Vietnam" })).toHaveAttribute("aria-pressed", "true");
  await expect(picker.getByRole("button", { name: "Da Nang" })).toBeVisible();
  expect(await vietnameseOutsideLangVi(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  // A film with an English name shows it; one without shows the chain's own, marked Vietnamese.
  await gotoHydrated(page, `/en/movies/${unnamed.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unnamed.name);
  await expect(page).toHaveTitle(`${unnamed.name} – Showtimes and tickets | HanCine`);
  await gotoHydrated(page, `/en/movies/${named.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", "vi");
  await expect(page).toHaveTitle(`${named.nameEn} – Showtimes and tickets | HanCine`);
  expect(consoleErrors(page)).toEqual([]);
});

test("the footer's switch leads to the same page in the other language; a page not translated yet to the other language's home", async ({ page }) => {
  await gotoHydrated(page, "/theaters-prices");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/theaters-prices`);
  await expect(page.getByRole("heading", { level: 1, name: "Cinemas and ticket prices" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Tiếng Việt" }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/theaters-prices`);
  await expect(page.getByRole("heading", { level: 1, name: "Hệ thống rạp và giá vé" })).toBeVisible();

  // A page for staff, not translated (a manager's link to stop the report e-mails): to the English home.
  await gotoHydrated(page, "/huy-nhan-bao-cao");
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
  // Under /en, a page not translated (the staff's check-in stays Vietnamese) is a 404 in English.
  const missing = await page.goto("/en/staff/checkin");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "We could not find the page you are looking for" })).toBeVisible();
});

test("a visitor who chose English lands on /en by the address bar; a link to / and a crawler never are sent there", async ({ page, request }) => {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: E2E_BASE_URL }]);
  // Typed or bookmarked (the browser says Sec-Fetch-Site: none).
  await page.goto("/");
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en`);
  // Followed from a link of the site: the Vietnamese home, as the link says.
  await gotoHydrated(page, "/theaters-prices");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Trang chủ$/ })
    .click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  // A crawler sends no cookie; even with one, a request that is not a visitor's own entry stays.
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/", { maxRedirects: 0, headers: { cookie: `${LANGUAGE_COOKIE}=en`, "sec-fetch-site": "same-origin" } })).status()).toBe(200);
  const entry = await request.get("/", { maxRedirects: 0, headers: { cookie: `${LANGUAGE_COOKIE}=en`, "sec-fetch-site": "none" } });
  expect(entry.status()).toBe(302);
  expect(entry.headers().location).toBe("/en");
});

test("the sitemap lists each translated page in both languages with its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/en", "/en/movies", "/en/theaters-prices"]) expect(xml).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${E2E_BASE_URL}/en/movies"/>`);
  expect(xml).not.toContain(`${E2E_BASE_URL}/en/staff/checkin`);
});
