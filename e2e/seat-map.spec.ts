import { expect, test } from "@playwright/test";
import type { ShowtimeDetail } from "@hancine/contract/booking";
import { SEAT_TYPE_LABELS } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";
import { apiResult, consoleErrors, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";
import { seriousViolations } from "./helpers/a11y.ts";
import { mediumRoomShowtime, screenshot, seatButton, seatOf } from "./helpers/booking.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

// Each test takes a showtime of its own (holds from other tests would change the map).
const SHOWTIME_FOR = { mouse: 0, keyboard: 1, rules: 2, signedOut: 3, a11y: 4, helper: 11 } as const;

test("with the mouse: pick and unpick seats; the summary lists them with their price; the legend gives each type's price", async ({ page, request }) => {
  const { showtime, map } = await mediumRoomShowtime(request, SHOWTIME_FOR.mouse);
  const detail = await apiResult<ShowtimeDetail>(request, `/showtimes/${showtime.id}`);
  await gotoHydrated(page, `/booking/${showtime.id}`);

  const e6 = seatOf(map, "E6");
  await expect(seatButton(page, "E6")).toHaveAccessibleName(`Ghế E6, ${SEAT_TYPE_LABELS[e6.type]}, ${formatVnd(e6.price)}, còn trống`);
  await seatButton(page, "E6").click();
  await seatButton(page, "E7").click();
  await expect(seatButton(page, "E6")).toHaveAttribute("aria-pressed", "true");
  await expect(seatButton(page, "E6")).toHaveAccessibleName(/bạn đang chọn$/);
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  await expect(summary.getByTestId("selected-seats")).toHaveText("E6, E7");
  await expect(summary).toContainText(formatVnd(e6.price + seatOf(map, "E7").price));

  await seatButton(page, "E6").click();
  await expect(seatButton(page, "E6")).toHaveAttribute("aria-pressed", "false");
  await expect(summary.getByTestId("selected-seats")).toHaveText("E7");

  // A couple seat is one seat covering two places.
  await seatButton(page, "J1").click();
  await expect(seatButton(page, "J1")).toHaveAttribute("aria-pressed", "true");
  await expect(summary.getByTestId("selected-seats")).toHaveText("E7, J1");

  for (const { type, price } of detail.prices)
    await expect(page.getByText(`${SEAT_TYPE_LABELS[type]}${type === "couple" ? " (2 người)" : ""}: ${formatVnd(price)}`)).toBeVisible();
  for (const status of ["Còn trống", "Bạn đang chọn", "Đang được giữ", "Đã bán", "Không bán"])
    await expect(page.getByText(status, { exact: true })).toBeVisible();
});

test("with the keyboard: one tab stop, arrows move over aisles, Home/End, Space and Enter pick", async ({ page, request }) => {
  const { showtime, map } = await mediumRoomShowtime(request, SHOWTIME_FOR.keyboard);
  await gotoHydrated(page, `/booking/${showtime.id}`);

  await expect(page.locator('[role="grid"] button[tabindex="0"]')).toHaveCount(1);
  await page.getByRole("button", { name: "Phóng to sơ đồ ghế" }).focus();
  await page.keyboard.press("Tab");
  await expect(seatButton(page, "A1")).toBeFocused();

  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
  await expect(seatButton(page, "E1")).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  // E4 → E5 jumps over the aisle.
  await expect(seatButton(page, "E5")).toBeFocused();
  await expect(seatButton(page, "E5")).toHaveAccessibleName(`Ghế E5, VIP, ${formatVnd(seatOf(map, "E5").price)}, còn trống`);
  await page.keyboard.press("Space");
  await expect(seatButton(page, "E5")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(seatButton(page, "E6")).toHaveAttribute("aria-pressed", "true");

  await page.keyboard.press("End");
  await expect(seatButton(page, "E16")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(seatButton(page, "E1")).toBeFocused();
  await page.keyboard.press("Control+End");
  await expect(seatButton(page, "J8")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(seatButton(page, "I15")).toBeFocused();
  await page.keyboard.press("Control+Home");
  await expect(seatButton(page, "A1")).toBeFocused();
  // The focus stays the single tab stop: Shift+Tab leaves the grid, Tab comes back to the same seat.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(seatButton(page, "A1")).toBeFocused();
});

test("the rules: no single seat stranded (said in Vietnamese, the seat marked), at most 8 seats", async ({ page, request }) => {
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.rules);
  await gotoHydrated(page, `/booking/${showtime.id}`);
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });

  // E2 leaves E1 alone between the chosen seat and the wall.
  await seatButton(page, "E2").click();
  await expect(summary.getByRole("alert")).toContainText("Ghế E1 sẽ bị bỏ trống một mình");
  await expect(seatButton(page, "E1")).toHaveAttribute("aria-invalid", "true");
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: "Chọn ghế", level: 2 })).toBeVisible();
  await seatButton(page, "E1").click();
  await expect(summary.getByRole("alert")).toHaveCount(0);
  await expect(seatButton(page, "E1")).not.toHaveAttribute("aria-invalid", "true");

  // A gap of one seat between two chosen seats is stranded too.
  await seatButton(page, "F5").click();
  await seatButton(page, "F7").click();
  await expect(summary.getByRole("alert")).toContainText("Ghế F6");
  await seatButton(page, "F6").click();
  await expect(summary.getByRole("alert")).toHaveCount(0);

  // 2 + 3 = 5 seats; three more make 8; the 9th is refused.
  for (const label of ["G5", "G6", "G7"]) await seatButton(page, label).click();
  await seatButton(page, "H5").click();
  await expect(summary.getByRole("alert")).toContainText("tối đa 8 ghế");
  await expect(seatButton(page, "H5")).toHaveAttribute("aria-pressed", "false");
  await expect(summary.getByTestId("selected-seats")).toHaveText("E2, E1, F5, F7, F6, G5, G6, G7");
});

test("a signed-out visitor sees the map and is asked to sign in before holding", async ({ page, request }) => {
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.signedOut);
  await gotoHydrated(page, `/booking/${showtime.id}`);
  await expect(page.getByText("để giữ ghế, bạn cần đăng nhập")).toBeVisible();
  await seatButton(page, "E5").click();
  await seatButton(page, "E6").click();
  await page.getByRole("complementary", { name: "Thông tin đặt vé" }).getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("dialog", { name: "Đăng nhập" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("complementary", { name: "Thông tin đặt vé" }).getByRole("status")).toContainText("Bạn cần đăng nhập để giữ ghế");
  await expect(seatButton(page, "E5")).toHaveAttribute("aria-pressed", "true");
});

test("axe finds no serious or critical problem on the seat map; screenshots at 375 and 1280 px; phones can zoom and pan", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.a11y);
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: 900 } });
    trackConsoleErrors(page);
    await gotoHydrated(page, `/booking/${showtime.id}`);
    await seatButton(page, "E6").click();
    await seatButton(page, "E8").click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `seat-map-${width}`);

    const viewport = page.getByTestId("seat-map-viewport");
    const seatWidth = () => seatButton(page, "E7").evaluate((el) => el.getBoundingClientRect().width);
    if (width < 800) {
      // On a phone the map opens zoomed in to seats big enough to tap (WCAG 2.2: 24 × 24 px), and scrolls sideways.
      const box = (await seatButton(page, "E7").boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

      // The whole room in miniature above, its frame around the middle part shown; tapping its left edge
      // brings seat 1 into view.
      const overview = page.getByTestId("seat-overview");
      await expect(overview).toBeVisible();
      const frame = await page.getByTestId("seat-overview-frame").boundingBox();
      const mini = (await overview.locator("div").first().boundingBox())!;
      expect(frame!.width).toBeLessThan(mini.width * 0.9);
      expect(frame!.x).toBeGreaterThan(mini.x + 2);
      const seatOneVisible = () =>
        seatButton(page, "E1").evaluate((el) => {
          const map = el.closest("[data-testid=seat-map-viewport]")!.getBoundingClientRect();
          const seat = el.getBoundingClientRect();
          return seat.left >= map.left && seat.right <= map.right;
        });
      expect(await seatOneVisible()).toBe(false);
      await page.mouse.click(mini.x + 4, mini.y + mini.height / 2);
      await expect.poll(seatOneVisible).toBe(true);
      await screenshot(page, testInfo, `seat-map-overview-${width}`);

      // 'Toàn phòng' fits the room to the screen; the miniature is no longer needed.
      await page.getByRole("button", { name: "Toàn phòng" }).click();
      await expect.poll(() => viewport.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await expect(overview).toBeHidden();
      await page.getByRole("button", { name: "Phóng to sơ đồ ghế" }).click();
      await page.getByRole("button", { name: "Phóng to sơ đồ ghế" }).click();
    }
    const before = await seatWidth();
    await page.getByRole("button", { name: "Phóng to sơ đồ ghế" }).click();
    await expect.poll(seatWidth).toBeGreaterThan(before);
    await page.getByRole("button", { name: "Thu nhỏ sơ đồ ghế" }).click();
    await expect.poll(seatWidth).toBeCloseTo(before, 0);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  }
});

test("'Chọn giúp tôi' picks the asked number of free seats side by side near the middle, on a phone too", async ({ browser, request }) => {
  const { showtime, map } = await mediumRoomShowtime(request, SHOWTIME_FOR.helper);
  const { context, page } = await newContextPage(browser, { viewport: { width: 375, height: 800 } });
  await gotoHydrated(page, `/booking/${showtime.id}`);
  await page.getByLabel("Số ghế").selectOption("3");
  await page.getByRole("button", { name: "Chọn giúp tôi" }).click();
  const picked = page.locator('[role="grid"] button[aria-pressed="true"]');
  await expect(picked).toHaveCount(3);
  const labels = await picked.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-seat")!));
  const seats = labels.map((label) => seatOf(map, label));
  // One row, side by side, free on the map the API gave.
  expect(new Set(seats.map((seat) => seat.y)).size).toBe(1);
  const xs = seats.map((seat) => seat.x).sort((a, b) => a - b);
  expect(xs[2]! - xs[0]!).toBe(2);
  expect(seats.every((seat) => seat.status === "available")).toBe(true);
  // Near the middle of the room's width (18 columns).
  expect(Math.abs((xs[0]! + xs[2]! + 1) / 2 - map.columns / 2)).toBeLessThanOrEqual(3);
  await expect(page.locator("[aria-live=polite]").filter({ hasText: "Đã chọn giúp bạn 3 ghế liền nhau" })).toBeAttached();
  await context.close();
});

test("on a phone the map is drawn at its final size before the page's code runs: nothing on the page jumps", async ({ browser, request }) => {
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.signedOut);
  const { context, page } = await newContextPage(browser, { viewport: { width: 375, height: 812 } });
  trackConsoleErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // A first visit puts the web fonts in the cache: on a busy machine a late font swap reflows lines
  // and would be counted too. The second visit measures only what the page itself moves.
  await gotoHydrated(page, `/booking/${showtime.id}`);
  await page.evaluate(() => document.fonts.ready);
  await gotoHydrated(page, `/booking/${showtime.id}`);
  await expect(page.getByTestId("seat-overview-frame")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The zoom arriving after the code ran moved the whole page (0.08–0.11).
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.02);
  await context.close();
});
