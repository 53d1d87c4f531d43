import { expect, test, type Page } from "@playwright/test";
import type { Film } from "@hancine/contract/catalog";
import { LOCATION_CHOICES } from "@hancine/contract/cities";
import { FILM_TABS } from "@hancine/contract/home-constants";
import { CITY_COOKIE } from "@hancine/contract/quick-booking";
import { apiResult, consoleErrors, gotoHydrated, reloadHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { SPEC } from "./helpers/spec.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const section = (page: Page) => page.locator("section[aria-labelledby=films-title]");
const visiblePanel = (page: Page) => section(page).getByRole("tabpanel");
const cards = (page: Page) => visiblePanel(page).getByTestId("film-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const locationButton = (page: Page) => section(page).getByRole("button", { name: /^Khu vực:/ });
const opacityOf = (page: Page, index: number) =>
  cards(page)
    .nth(index)
    .getByTestId("film-card-actions")
    .evaluate((el) => getComputedStyle(el).opacity);

test("the tabs show at most 8 films each: Đang chiếu by default, then Sắp chiếu and Phim IMAX", async ({ page, request }) => {
  const lists: Record<string, Film[]> = {
    [FILM_TABS[0].label]: await apiResult<Film[]>(request, "/films/showing"),
    [FILM_TABS[1].label]: await apiResult<Film[]>(request, "/films/comming"),
    [FILM_TABS[2].label]: await apiResult<Film[]>(request, "/films/imax"),
  };
  expect(lists[FILM_TABS[0].label]!.length).toBeGreaterThan(SPEC.filmsPerTab);
  await gotoHydrated(page);

  const tabs = section(page).getByRole("tab");
  await expect(tabs).toHaveText(FILM_TABS.map((t) => t.label));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  for (const tab of FILM_TABS) {
    await section(page).getByRole("tab", { name: tab.label }).click();
    await expect(section(page).getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
    const expected = lists[tab.label]!.slice(0, SPEC.filmsPerTab).map((f) => f.name);
    await expect(cardTitles(page)).toHaveText(expected);
  }
  // Arrow keys move between tabs.
  await section(page).getByRole("tab", { name: FILM_TABS[2].label }).press("ArrowLeft");
  await expect(section(page).getByRole("tab", { name: FILM_TABS[1].label })).toBeFocused();
  await expect(section(page).getByRole("tab", { name: FILM_TABS[1].label })).toHaveAttribute("aria-selected", "true");
});

test("a card shows poster, title, rating with a star and age badge; hover and keyboard focus reveal 'Mua vé' and 'Trailer'", async ({ page, request }) => {
  const [first, second] = await apiResult<Film[]>(request, "/films/showing");
  await gotoHydrated(page);
  const card = cards(page).first();
  await expect(card.getByRole("img", { name: `Poster phim ${first!.name}` })).toBeVisible();
  await expect(card).toContainText(`Điểm đánh giá: ${first!.rate.toFixed(1)}`);
  await expect(card.locator("svg").first()).toBeAttached();
  await expect(card).toContainText(`Phân loại độ tuổi: ${first!.age}`);

  await expect.poll(() => opacityOf(page, 0)).toBe("0");
  await card.hover();
  await expect.poll(() => opacityOf(page, 0)).toBe("1");
  await page.mouse.move(5, 5);
  await expect.poll(() => opacityOf(page, 0)).toBe("0");

  // Keyboard: Tab from the first card's title lands on the second card's 'Mua vé', which shows.
  await card.getByRole("heading").getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: `Mua vé ${second!.name}` })).toBeFocused();
  await expect.poll(() => opacityOf(page, 1)).toBe("1");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Trailer ${second!.name}` })).toBeFocused();
  await expect.poll(() => opacityOf(page, 1)).toBe("1");
});

test("'Mua vé' opens the film's page", async ({ page, request }) => {
  const [film] = await apiResult<Film[]>(request, "/films/showing");
  await gotoHydrated(page);
  await cards(page).first().hover();
  await page.getByRole("link", { name: `Mua vé ${film!.name}` }).click();
  await expect(page).toHaveURL(`/movies/${film!.slug}`);
});

test("'Trailer' plays the film's own trailer with Vietnamese captions in an accessible dialog, offline", async ({ page, request }) => {
  const [film] = await apiResult<Film[]>(request, "/films/showing");
  expect(film!.trailerUrl).toMatch(/^\/media\/[a-f0-9]{16}\.webm$/);
  await gotoHydrated(page);
  await cards(page).first().hover();
  const opener = page.getByRole("button", { name: `Trailer ${film!.name}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Trailer: ${film!.name}` });
  const video = dialog.locator("video");
  await expect(video).toHaveAccessibleName(`Trailer phim ${film!.name}`);
  // It really plays: time runs, from our own server (the sandbox has no internet).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight }))).toEqual({ width: 640, height: 360 });
  // Captions say what is on screen, in Vietnamese.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => [...(v.textTracks[0]?.cues ?? [])].map((c) => (c as VTTCue).text).join(" | ")))
    .toContain(film!.name);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Pages may frame only YouTube's and Vimeo's privacy-enhanced players.
  const csp = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("frame-src")),
  ).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
});

test("a film announced without a trailer yet shows its poster and a note instead", async ({ page, request }) => {
  const coming = await apiResult<Film[]>(request, "/films/comming");
  const film = coming.slice(0, SPEC.filmsPerTab).find((f) => f.trailerUrl === null);
  expect(film, "a coming film without a trailer").toBeDefined();
  await gotoHydrated(page);
  await section(page).getByRole("tab", { name: FILM_TABS[1].label }).click();
  const card = cards(page).filter({ hasText: film!.name });
  await card.hover();
  const opener = card.getByRole("button", { name: `Trailer ${film!.name}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Trailer: ${film!.name}` });
  await expect(dialog.getByRole("img", { name: `Poster phim ${film!.name}` })).toBeVisible();
  await expect(dialog).toContainText("đang được cập nhật");
  await dialog.getByRole("button", { name: "Đóng" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the location modal lists the 13 choices in order, locks page scroll and closes by overlay, close button and Escape", async ({ page }) => {
  await gotoHydrated(page);
  await expect(locationButton(page)).toHaveText(/Toàn quốc/);
  await locationButton(page).scrollIntoViewIfNeeded();
  await locationButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Tỉnh / Thành phố" });
  await expect(dialog).toBeVisible();
  const choices = dialog.getByRole("list").getByRole("button");
  await expect(choices).toHaveCount(SPEC.locationChoices);
  await expect(choices).toHaveText(LOCATION_CHOICES.map((c) => c.name));
  await expect(dialog.getByRole("button", { name: "Toàn quốc" })).toHaveAttribute("aria-pressed", "true");

  // Page scroll is locked while it is open.
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.mouse.move(5, 5);
  // The wheel reaches the page, and two frames later (when a scroll it caused would show) nothing moved.
  type Waiting = Window & { wheelHandled?: Promise<void> };
  await page.evaluate(() => {
    (window as Waiting).wheelHandled = new Promise<void>((resolve) =>
      window.addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
    );
  });
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => (window as Waiting).wheelHandled);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

  await page.mouse.click(5, 5); // the overlay
  await expect(dialog).toBeHidden();
  await expect(locationButton(page)).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

  await locationButton(page).click();
  await dialog.getByRole("button", { name: "Đóng" }).click();
  await expect(dialog).toBeHidden();
  await locationButton(page).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(locationButton(page)).toBeFocused();
});

test("choosing Cà Mau labels it, closes the modal, filters the films and is remembered by the server", async ({ page, request }) => {
  const all = await apiResult<Film[]>(request, "/films/showing");
  const inCaMau = await apiResult<Film[]>(request, "/films/showing?city=ca-mau");
  expect(inCaMau.length).toBeGreaterThan(0);
  await gotoHydrated(page);

  await locationButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Tỉnh / Thành phố" });
  await dialog.getByRole("button", { name: "Cà Mau" }).click();
  await expect(dialog).toBeHidden();
  await expect(locationButton(page)).toHaveText(/Cà Mau/);
  await expect(cardTitles(page)).toHaveText(inCaMau.slice(0, SPEC.filmsPerTab).map((f) => f.name));

  const cookie = (await page.context().cookies()).find((c) => c.name === CITY_COOKIE);
  expect(cookie).toMatchObject({ value: "ca-mau", path: "/", sameSite: "Lax" });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // The server renders the choice on the next visit.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('data-testid="location-label">Cà Mau<');
  await reloadHydrated(page);
  await expect(locationButton(page)).toHaveText(/Cà Mau/);
  await expect(cardTitles(page)).toHaveText(inCaMau.slice(0, SPEC.filmsPerTab).map((f) => f.name));
  // Quick booking asks for the chosen city's options too.
  const quickBookingCall = page.waitForRequest((r) => r.url().includes("/api/v1/quick-booking?") && r.url().includes("city=ca-mau"));
  await page.locator('[data-step="film"] button').click();
  await page.locator('[data-step="film"] [role="option"]').nth(1).click();
  await quickBookingCall;

  await locationButton(page).click();
  await expect(dialog.getByRole("button", { name: "Cà Mau" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("button", { name: "Toàn quốc" })).toHaveAttribute("aria-pressed", "false");

  // Back to nationwide.
  await dialog.getByRole("button", { name: "Toàn quốc" }).click();
  await expect(cardTitles(page)).toHaveText(all.slice(0, SPEC.filmsPerTab).map((f) => f.name));
});
