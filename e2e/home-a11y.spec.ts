import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, E2E_EMPTY_URL, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";

test("axe finds no serious or critical problem on the home page, nor with each modal open", async ({ browser }) => {
  // Four full axe runs (WCAG 2.2 AA and best practices) on the longest page: about 6 s each on 2 cores.
  test.setTimeout(90_000);
  // Slides stand still for a visitor who asks for less motion: axe, which takes seconds here, then
  // never measures a banner's words halfway through the 250 ms cross-fade (a contrast it never has at rest).
  const { context, page } = await newContextPage(browser, { reducedMotion: "reduce" });
  trackConsoleErrors(page);
  await gotoHydrated(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("banner").getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByRole("dialog", { name: "Đăng nhập" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("dialog").getByRole("button", { name: "Đăng ký" }).click();
  await expect(page.getByRole("dialog", { name: "Đăng ký tài khoản" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page
    .locator("section[aria-labelledby=films-title]")
    .getByRole("button", { name: /^Khu vực:/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Tỉnh / Thành phố" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByTestId("film-card").first().hover();
  await page
    .getByTestId("film-card")
    .first()
    .getByRole("button", { name: /^Trailer / })
    .click();
  await expect(page.getByRole("dialog", { name: /^Trailer: / })).toBeVisible();
  // Let the card's hover reveal finish fading out under the overlay before measuring contrast.
  await expect
    .poll(() =>
      page
        .getByTestId("film-card-actions")
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    )
    .toBe("0");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.locator('[data-step="film"] button').click();
  await expect(page.getByRole("listbox")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  expect(consoleErrors(page)).toEqual([]);
  await context.close();
});

test("axe finds no serious or critical problem on the empty-database page (fallback banners, alerts)", async ({ browser }) => {
  const { context, page } = await newContextPage(browser);
  await gotoHydrated(page, E2E_EMPTY_URL);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("full-page screenshots at 375 px and 1280 px", async ({ browser }, testInfo) => {
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: width < 800 ? 800 : 900 } });
    trackConsoleErrors(page);
    await gotoHydrated(page);
    // Load the lazy images before the shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    // Sections below the fold use content-visibility:auto; a full-page capture would show them blank.
    await page.addStyleTag({ content: ".below-fold { content-visibility: visible !important; }" });
    const path = testInfo.outputPath(`home-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`home-${width}`, { path, contentType: "image/png" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    expect(consoleErrors(page)).toEqual([]);
    await context.close();
  }
});
