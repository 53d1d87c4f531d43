import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot } from "./helpers/booking.ts";
import { consoleErrors, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";

/** Standing by Hồ Gươm, Hà Nội: HanCine Tràng Tiền (24 Tràng Tiền) is a few hundred metres away. */
const HO_GUOM = { latitude: 21.0287, longitude: 105.8524 };

test("'Rạp gần bạn' orders the cinemas from near to far with their distance, for the visit, and can be undone", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: 900 }, geolocation: HO_GUOM, permissions: ["geolocation"] });
    trackConsoleErrors(page);
    await gotoHydrated(page, "/theaters-prices");
    // Nothing is asked before the visitor presses the button.
    await expect(page.getByRole("heading", { name: "Rạp gần bạn" })).toHaveCount(0);
    await page.getByRole("button", { name: "Rạp gần bạn" }).click();

    const section = page.locator("section[aria-labelledby=nearest-title]");
    const names = section.getByTestId("cinema-card").getByRole("heading", { level: 3 });
    await expect(names.nth(0)).toHaveText("HanCine Tràng Tiền");
    await expect(names.nth(1)).toHaveText("HanCine Cầu Giấy");
    await expect(names.nth(2)).toHaveText("HanCine Hải Phòng");
    await expect(names.last()).toHaveText("HanCine Cà Mau");
    await expect(section.getByTestId("cinema-distance").first()).toHaveText(/^Cách \d{2,3} m$/);
    await expect(section.getByTestId("cinema-distance").last()).toHaveText(/^Cách 1\.\d{3} km$/);
    await expect(page.getByRole("status").filter({ hasText: "Danh sách rạp đã được xếp từ gần đến xa." })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `nearby-${width}`);

    // The order holds on the next page of the visit: choosing a cinema to buy tickets.
    await gotoHydrated(page, "/buy-tickets?by=cinema");
    await expect(page.getByRole("list", { name: "Rạp" }).getByRole("link").first()).toContainText("HanCine Tràng Tiền");

    await page.getByRole("button", { name: "Bỏ xếp theo khoảng cách" }).click();
    await gotoHydrated(page, "/theaters-prices");
    await expect(page.getByRole("heading", { name: "Rạp gần bạn" })).toHaveCount(0);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  }
});

test("without permission to know where the visitor is, the cinemas stay by city and the page says why", async ({ browser }) => {
  const { context, page } = await newContextPage(browser, { permissions: [] });
  await gotoHydrated(page, "/theaters-prices");
  await page.getByRole("button", { name: "Rạp gần bạn" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bạn chưa cho phép dùng vị trí" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rạp gần bạn" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "TP Hồ Chí Minh" }).first()).toBeVisible();
  await context.close();
});
