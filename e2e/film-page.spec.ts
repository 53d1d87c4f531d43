import { expect, test, type Page } from "@playwright/test";
import type { Showtime } from "@hancine/contract/booking";
import { AGE_RATING_MEANING } from "@hancine/contract/age-rating-meaning";
import type { Cinema, Film, FilmDetail } from "@hancine/contract/catalog";
import { chainDay, formatTime } from "@hancine/contract/format";
import { apiResult, consoleErrors, gotoHydrated, reloadHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot } from "./helpers/booking.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const showtimesSection = (page: Page) => page.locator("section#lich-chieu");
const dayTabs = (page: Page) => showtimesSection(page).getByRole("tab");
const panel = (page: Page) => showtimesSection(page).getByRole("tabpanel");

/** A film now showing with showtimes today or later, and those showtimes (nationwide). */
async function filmWithShowtimes(request: Parameters<typeof apiResult>[0]) {
  for (const film of await apiResult<Film[]>(request, "/films/showing")) {
    const showtimes = await apiResult<Showtime[]>(request, `/showtimes?film=${film.slug}`);
    if (showtimes.length > 0) return { film: await apiResult<FilmDetail>(request, `/films/${film.slug}`), showtimes };
  }
  throw new Error("no film with showtimes");
}

test("the film page shows the film's details and its showtimes by day and cinema, each time opening its seat map", async ({ page, request }) => {
  const { film, showtimes } = await filmWithShowtimes(request);
  await gotoHydrated(page, `/movies/${film.slug}`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(film.name);
  await expect(page.getByText(AGE_RATING_MEANING[film.age], { exact: true })).toBeVisible();
  await expect(page.getByText(`${film.duration} phút`)).toBeVisible();
  await expect(page.getByText(film.directors[0]!.name)).toBeVisible();
  await expect(page.getByText(film.synopsis)).toBeVisible();
  await expect(page.getByRole("img", { name: `Poster phim ${film.name}` })).toBeVisible();

  // Seven day tabs from today; the first day with showtimes is open.
  await expect(dayTabs(page)).toHaveCount(7);
  await expect(dayTabs(page).first()).toContainText("Hôm nay");
  const firstDay = chainDay(showtimes[0]!.startsAt);
  const ofDay = showtimes.filter((s) => chainDay(s.startsAt) === firstDay);
  const cinemas = [...new Set(ofDay.map((s) => s.cinema.name))].sort((a, b) => a.localeCompare(b, "vi"));
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(cinemas);
  await expect(panel(page).getByTestId("showtime-link")).toHaveCount(ofDay.length);

  // A time names its format, cinema and seats left, and opens that showtime's seat map.
  const first = ofDay[0]!;
  const link = panel(page)
    .getByRole("link", { name: new RegExp(`^${formatTime(first.startsAt)}\\s?, ${first.format} · ${first.version}, ${first.cinema.name}`) })
    .first();
  await expect(link).toHaveAttribute("href", `/booking/${first.id}`);
  await link.click();
  await expect(page).toHaveURL(`/booking/${first.id}`);
  await expect(page.getByRole("grid", { name: /^Sơ đồ ghế/ })).toBeVisible();
});

test("another day's tab shows that day's showtimes", async ({ page, request }) => {
  const { film, showtimes } = await filmWithShowtimes(request);
  const days = [...new Set(showtimes.map((s) => chainDay(s.startsAt)))];
  expect(days.length).toBeGreaterThan(1);
  await gotoHydrated(page, `/movies/${film.slug}`);
  const tabIndex = await dayTabs(page).evaluateAll(
    (tabs, day) => tabs.findIndex((tab) => tab.textContent?.includes(`${day.slice(8, 10)}/${day.slice(5, 7)}`)),
    days[1]!,
  );
  expect(tabIndex, `a tab for ${days[1]}`).toBeGreaterThan(0);
  await dayTabs(page).nth(tabIndex).click();
  await expect(dayTabs(page).nth(tabIndex)).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByTestId("showtime-link")).toHaveCount(showtimes.filter((s) => chainDay(s.startsAt) === days[1]).length);
});

test("choosing a city keeps only that city's cinemas, and is remembered", async ({ page, request }) => {
  const { film } = await filmWithShowtimes(request);
  const daNang = (await apiResult<Cinema[]>(request, "/cinemas?city=da-nang")).map((c) => c.name);
  const inDaNang = await apiResult<Showtime[]>(request, `/showtimes?film=${film.slug}&city=da-nang`);
  await gotoHydrated(page, `/movies/${film.slug}`);

  await showtimesSection(page)
    .getByRole("button", { name: /^Khu vực:/ })
    .click();
  await page.getByRole("dialog", { name: "Tỉnh / Thành phố" }).getByRole("button", { name: "Đà Nẵng" }).click();
  await expect(showtimesSection(page).getByRole("button", { name: /^Khu vực:/ })).toContainText("Đà Nẵng");
  if (inDaNang.length > 0) {
    const firstDay = chainDay(inDaNang[0]!.startsAt);
    const expected = [...new Set(inDaNang.filter((s) => chainDay(s.startsAt) === firstDay).map((s) => s.cinema.name))];
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(expected.sort((a, b) => a.localeCompare(b, "vi")));
    for (const name of expected) expect(daNang).toContain(name);
  } else {
    await expect(panel(page)).toContainText("tại Đà Nẵng");
  }

  await reloadHydrated(page);
  await expect(showtimesSection(page).getByRole("button", { name: /^Khu vực:/ })).toContainText("Đà Nẵng");
});

test("an unknown film answers 404", async ({ page }) => {
  const response = await page.goto("/movies/khong-co-phim-nay");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Không tìm thấy trang này" })).toBeVisible();
});

test("axe finds no serious or critical problem on the film page; screenshots at 375 and 1280 px", async ({ browser, request }, testInfo) => {
  const { film } = await filmWithShowtimes(request);
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: 900 } });
    trackConsoleErrors(page);
    await gotoHydrated(page, `/movies/${film.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `film-${width}`);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  }
});

test("showtimes filter by part of the day and format; every time left matches, and the filter can be undone", async ({ page, request }) => {
  const { film, showtimes } = await filmWithShowtimes(request);
  await gotoHydrated(page, `/movies/${film.slug}`);
  const hourOf = (s: Showtime) => Number(formatTime(s.startsAt).slice(0, 2));
  const evening = showtimes.filter((s) => hourOf(s) >= 18 && hourOf(s) < 22);
  expect(evening.length).toBeGreaterThan(0);

  await showtimesSection(page).getByLabel("Buổi").selectOption({ label: "Tối (18:00–21:59)" });
  const day = chainDay(evening[0]!.startsAt);
  const times = panel(page).locator('[data-testid^="showtime-"] > span:first-child');
  await expect(times).toHaveCount(evening.filter((s) => chainDay(s.startsAt) === day).length);
  for (const time of await times.allTextContents()) expect(Number(time.slice(0, 2))).toBeGreaterThanOrEqual(18);

  const format = evening[0]!.format;
  await showtimesSection(page).getByLabel("Định dạng").selectOption(format);
  const both = evening.filter((s) => s.format === format);
  await expect(times).toHaveCount(both.filter((s) => chainDay(s.startsAt) === chainDay(both[0]!.startsAt)).length);

  await showtimesSection(page).getByLabel("Buổi").selectOption({ label: "Cả ngày" });
  await showtimesSection(page).getByLabel("Định dạng").selectOption({ label: "Tất cả" });
  const firstDay = chainDay(showtimes[0]!.startsAt);
  await expect(times).toHaveCount(showtimes.filter((s) => chainDay(s.startsAt) === firstDay).length);
});
