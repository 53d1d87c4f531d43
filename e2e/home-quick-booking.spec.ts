import { expect, test, type Page } from "@playwright/test";
import { QUICK_BOOKING_PLACEHOLDERS } from "@hancine/contract/home-constants";
import type { QuickBooking } from "@hancine/contract/quick-booking";
import { apiResult, consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

type Step = "film" | "cinema" | "date" | "showtime";
const toggle = (page: Page, step: Step) => page.locator(`[data-step="${step}"] button[aria-haspopup="listbox"]`);
const listbox = (page: Page, step: Step) => page.locator(`[data-step="${step}"] [role="listbox"]`);
const options = (page: Page, step: Step) => listbox(page, step).getByRole("option");
const buy = (page: Page) => page.getByRole("button", { name: QUICK_BOOKING_PLACEHOLDERS.submit });

async function choose(page: Page, step: Step, index: number) {
  await toggle(page, step).click();
  await expect(options(page, step).nth(index)).toBeVisible();
  await options(page, step).nth(index).click();
  await expect(listbox(page, step)).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the four steps unlock in order, reset what follows, step back on a placeholder, and open the booking page", async ({ page, request }) => {
  const start = await apiResult<QuickBooking>(request, "/quick-booking");
  expect(start.films.length).toBeGreaterThan(1);
  const film = start.films[0]!;
  const forFilm = await apiResult<QuickBooking>(request, `/quick-booking?film=${film.slug}`);
  const cinema = forFilm.cinemas[0]!.slug;
  const date = (await apiResult<QuickBooking>(request, `/quick-booking?film=${film.slug}&cinema=${cinema}`)).dates[0]!;
  const showtime = (await apiResult<QuickBooking>(request, `/quick-booking?film=${film.slug}&cinema=${cinema}&date=${date}`)).showtimes[0]!;
  await gotoHydrated(page);

  for (const [step, placeholder] of [
    ["film", "Chọn Phim"],
    ["cinema", "Chọn Rạp"],
    ["date", "Chọn Ngày"],
    ["showtime", "Chọn Suất"],
  ] as const)
    await expect(toggle(page, step)).toHaveAccessibleName(placeholder);
  await expect(toggle(page, "film")).toBeEnabled();
  for (const step of ["cinema", "date", "showtime"] as const) await expect(toggle(page, step)).toBeDisabled();
  await expect(buy(page)).toBeDisabled();

  // Step 1: the films with bookable showtimes, after the placeholder.
  await toggle(page, "film").click();
  await expect(options(page, "film")).toHaveCount(start.films.length + 1);
  await expect(options(page, "film").first()).toHaveText(QUICK_BOOKING_PLACEHOLDERS.film);
  await expect(options(page, "film").nth(1)).toContainText(film.name);
  await options(page, "film").nth(1).click();
  await expect(toggle(page, "film")).toHaveAccessibleName(new RegExp(`^Phim: ${escapeRegExp(film.name)}`));
  await expect(toggle(page, "cinema")).toBeEnabled();
  await expect(toggle(page, "date")).toBeDisabled();

  // Step 2: the cinemas showing that film.
  await toggle(page, "cinema").click();
  await expect(options(page, "cinema")).toHaveCount(forFilm.cinemas.length + 1);
  await options(page, "cinema").nth(1).click();
  await expect(toggle(page, "date")).toBeEnabled();
  await expect(toggle(page, "showtime")).toBeDisabled();
  await expect(buy(page)).toBeDisabled();

  await choose(page, "date", 1);
  await expect(toggle(page, "showtime")).toBeEnabled();
  await expect(buy(page)).toBeDisabled();
  await choose(page, "showtime", 1);
  await expect(buy(page)).toBeEnabled();

  // Choosing an earlier step again resets every later one.
  await choose(page, "cinema", forFilm.cinemas.length > 1 ? 2 : 1);
  await expect(toggle(page, "date")).toHaveAccessibleName("Chọn Ngày");
  await expect(toggle(page, "showtime")).toBeDisabled();
  await expect(buy(page)).toBeDisabled();

  // Re-selecting a placeholder steps the chain back.
  await choose(page, "film", 0);
  await expect(toggle(page, "film")).toHaveAccessibleName("Chọn Phim");
  await expect(toggle(page, "cinema")).toBeDisabled();
  await expect(buy(page)).toBeDisabled();

  // The whole chain again; the button opens the chosen showtime's booking page.
  await choose(page, "film", 1);
  await choose(page, "cinema", 1);
  await choose(page, "date", 1);
  await choose(page, "showtime", 1);
  await buy(page).click();
  await expect(page).toHaveURL(`/booking/${showtime.id}`);
});

test("only one list is open at a time; its button again, a click outside or Escape closes it", async ({ page }) => {
  await gotoHydrated(page);
  await choose(page, "film", 1);

  await toggle(page, "film").click();
  await expect(listbox(page, "film")).toBeVisible();
  await expect(toggle(page, "film")).toHaveAttribute("aria-expanded", "true");
  await toggle(page, "cinema").click();
  await expect(listbox(page, "cinema")).toBeVisible();
  await expect(listbox(page, "film")).toHaveCount(0);
  await expect(page.locator('[role="listbox"]')).toHaveCount(1);

  await toggle(page, "cinema").click();
  await expect(listbox(page, "cinema")).toHaveCount(0);

  await toggle(page, "cinema").click();
  await expect(listbox(page, "cinema")).toBeVisible();
  await page.locator("#films-title").click();
  await expect(listbox(page, "cinema")).toHaveCount(0);

  // Keyboard: open with Enter, move with the arrows, choose with Enter; Escape closes and refocuses.
  await toggle(page, "cinema").focus();
  await page.keyboard.press("Enter");
  await expect(listbox(page, "cinema")).toBeVisible();
  await expect(options(page, "cinema").nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(listbox(page, "cinema")).toHaveCount(0);
  await expect(toggle(page, "cinema")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(options(page, "cinema").nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle(page, "cinema")).toHaveAccessibleName(/^Rạp: /);
  await expect(toggle(page, "date")).toBeEnabled();
});
