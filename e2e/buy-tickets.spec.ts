import { expect, test, type Page } from "@playwright/test";
import type { Showtime } from "@hancine/contract/booking";
import type { Cinema, Film } from "@hancine/contract/catalog";
import { chainDay } from "@hancine/contract/format";
import { CITY_COOKIE } from "@hancine/contract/browser-constants";
import { apiResult, consoleErrors, E2E_BASE_URL, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot } from "./helpers/booking.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A film's heading: its name, then its age badge. */
const startsWith = (name: string) => new RegExp(`^${escapeRegExp(name)}`);

const ways = (page: Page) => page.getByRole("tablist", { name: "Cách chọn vé" });
const panel = (page: Page) => page.getByRole("tabpanel");
const results = (page: Page) => page.locator("section[aria-labelledby=results-title]");
const timeLinks = (page: Page) => results(page).getByTestId("showtime-link");

/** Every link of the results opens the seat map of one of these showtimes. */
async function expectLinksAmong(page: Page, showtimes: Showtime[]) {
  const ids = new Set(showtimes.map((s) => `/booking/${s.id}`));
  const hrefs = await timeLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(ids.has(href!)).toBe(true);
}

test("by film: choosing a film shows its showtimes grouped by cinema, day by day", async ({ page, request }) => {
  const films = await apiResult<Film[]>(request, "/films/showing");
  const film = films[0]!;
  const showtimes = await apiResult<Showtime[]>(request, `/showtimes?film=${film.slug}`);
  await gotoHydrated(page, "/buy-tickets");

  await expect(ways(page).getByRole("tab")).toHaveText(["Theo phim", "Theo rạp", "Theo ngày"]);
  await expect(ways(page).getByRole("tab", { name: "Theo phim" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText("Chọn một phim ở trên");
  await expect(panel(page).getByRole("list", { name: "Phim đang chiếu" }).getByRole("link")).toHaveCount(films.length);

  await panel(page)
    .getByRole("link", { name: new RegExp(`^${film.name}`) })
    .click();
  await expect(page).toHaveURL(`/buy-tickets?by=film&film=${film.slug}`);
  await expect(results(page).getByRole("heading", { level: 2 })).toHaveText(`Suất chiếu phim ${film.name}`);
  await expect(results(page).getByRole("heading", { level: 2 })).toBeFocused();
  const firstDay = chainDay(showtimes[0]!.startsAt);
  await expect(timeLinks(page)).toHaveCount(showtimes.filter((s) => chainDay(s.startsAt) === firstDay).length);
  await expectLinksAmong(page, showtimes);
});

test("by cinema: choosing a cinema shows its showtimes grouped by film", async ({ page, request }) => {
  const cinema = (await apiResult<Cinema[]>(request, "/cinemas"))[0]!;
  const showtimes = await apiResult<Showtime[]>(request, `/showtimes?cinema=${cinema.slug}`);
  await gotoHydrated(page, "/buy-tickets");

  await ways(page).getByRole("tab", { name: "Theo rạp" }).click();
  await expect(page).toHaveURL(/by=cinema/);
  await panel(page)
    .getByRole("link", { name: new RegExp(`^${cinema.name}`) })
    .click();
  await expect(results(page).getByRole("heading", { level: 2 })).toHaveText(`Suất chiếu tại ${cinema.name}`);
  const firstDay = chainDay(showtimes[0]!.startsAt);
  const films = [...new Set(showtimes.filter((s) => chainDay(s.startsAt) === firstDay).map((s) => s.film.name))].sort((a, b) => a.localeCompare(b, "vi"));
  await expect(results(page).getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(films.map(startsWith));
  await expectLinksAmong(page, showtimes);
});

test("by date: the day's showtimes in the chosen city, by film then cinema", async ({ page, request, context }) => {
  await context.addCookies([{ name: CITY_COOKIE, value: "da-nang", url: E2E_BASE_URL }]);
  await gotoHydrated(page, "/buy-tickets");
  await ways(page).getByRole("tab", { name: "Theo ngày" }).click();
  const days = panel(page).getByRole("list", { name: "Ngày xem" }).getByRole("link");
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute("aria-current", "date");

  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
  const date = new URL(page.url()).searchParams.get("date")!;
  const showtimes = await apiResult<Showtime[]>(request, `/showtimes?city=da-nang&date=${date}`);
  await expect(results(page).getByRole("heading", { level: 2 })).toContainText("tại Đà Nẵng");
  await expect(timeLinks(page)).toHaveCount(showtimes.length);
  const films = [...new Set(showtimes.map((s) => s.film.name))].sort((a, b) => a.localeCompare(b, "vi"));
  await expect(results(page).getByRole("heading", { level: 3 })).toHaveText(films.map(startsWith));
  await expectLinksAmong(page, showtimes);
});

test("the home page's quick-booking link ?showtime= goes straight to the seat map", async ({ page, request }) => {
  const showtime = (await apiResult<Showtime[]>(request, "/showtimes"))[0]!;
  await gotoHydrated(page, `/buy-tickets?showtime=${showtime.id}`);
  await expect(page).toHaveURL(`/booking/${showtime.id}`);
  await expect(page.getByRole("grid", { name: /^Sơ đồ ghế/ })).toBeVisible();
});

test("axe finds no serious or critical problem on each way in; screenshots at 375 and 1280 px", async ({ browser, request }, testInfo) => {
  test.slow(); // six scans of long pages
  const film = (await apiResult<Film[]>(request, "/films/showing"))[0]!;
  const cinema = (await apiResult<Cinema[]>(request, "/cinemas"))[0]!;
  const pages = { film: `?by=film&film=${film.slug}`, cinema: `?by=cinema&cinema=${cinema.slug}`, date: "?by=date" };
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: 900 } });
    trackConsoleErrors(page);
    for (const [way, query] of Object.entries(pages)) {
      await gotoHydrated(page, `/buy-tickets${query}`);
      expect(await seriousViolations(page), way).toEqual([]);
      await screenshot(page, testInfo, `buy-tickets-${way}-${width}`);
    }
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  }
});

test("on a phone the film strip starts at the page's margin and shows the edge of the next poster", async ({ browser }) => {
  const { context, page } = await newContextPage(browser, { viewport: { width: 375, height: 812 } });
  await gotoHydrated(page, "/buy-tickets");
  const strip = page.getByRole("list", { name: "Phim đang chiếu" });
  const edges = await strip.locator(":scope > li").evaluateAll((items) => items.slice(0, 4).map((li) => li.getBoundingClientRect().left));
  const heading = await page.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().left);
  // The first poster lines up with the page's heading (its 16 px margin), not the screen's edge.
  expect(edges[0]).toBe(heading);
  // A fourth poster begins on the screen, more than a sliver of it in view: the strip says it scrolls.
  expect(375 - edges[3]!).toBeGreaterThanOrEqual(16);
  await context.close();
});
