import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import type { Banner, Promotion } from "@hancine/contract/catalog";
import { SPEC } from "./helpers/spec.ts";
import { apiResult, newContextPage, consoleErrors, gotoHydrated, installPausedClock, setTabHidden, settle, trackConsoleErrors } from "./helpers/home.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const activeBanner = (page: Page) => page.locator('[data-testid="banner-slide"][data-active="true"]');
const activeScreen = (page: Page) => page.locator('[data-testid="app-slide"][data-active="true"]');

async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}

test.describe("banner carousel", () => {
  test("advances every 5000 ms and wraps from the last banner to the first", async ({ page, request }) => {
    const count = (await apiResult<Banner[]>(request, "/banners")).length;
    await installPausedClock(page);
    await gotoHydrated(page);
    await expect(page.getByTestId("banner-slide")).toHaveCount(count);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `1 / ${count}`);

    await advance(page, SPEC.bannerIntervalMs - 1);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `1 / ${count}`);
    await advance(page, 1);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `2 / ${count}`);

    for (let i = 3; i <= count; i++) {
      await advance(page, SPEC.bannerIntervalMs);
      await expect(activeBanner(page)).toHaveAttribute("aria-label", `${i} / ${count}`);
    }
    await advance(page, SPEC.bannerIntervalMs);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `1 / ${count}`);
    // Only the shown banner can be reached by keyboard or screen reader.
    await expect(page.locator('[data-testid="banner-slide"][inert]')).toHaveCount(count - 1);
  });

  test("banners say their words as text over art of their own on phones (issue 12, item 3)", async ({ browser, request }) => {
    const [first] = await apiResult<Banner[]>(request, "/banners");
    for (const width of [375, 1280]) {
      const { context, page } = await newContextPage(browser, { viewport: { width, height: 800 } });
      await gotoHydrated(page);
      const slide = activeBanner(page);
      const headline = slide.getByText(first!.copy!.headline, { exact: true });
      await expect(headline).toBeVisible();
      // Readable on a phone: the headline is real text of at least 24 px, inside the screen.
      const size = await headline.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(24);
      const box = (await headline.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(slide.getByRole("link")).toHaveAccessibleName(new RegExp(first!.copy!.cta));
      // The phone's art is chosen by the browser from the picture's sources.
      const shown = await slide.locator("img").evaluate((img) => (img as HTMLImageElement).currentSrc);
      expect(new URL(shown).pathname).toBe(width < 768 ? first!.mobile!.src : first!.src);
      await context.close();
    }
  });

  test("previous and next wrap at both ends, and the dots jump to a banner", async ({ page, request }) => {
    const count = (await apiResult<Banner[]>(request, "/banners")).length;
    await gotoHydrated(page);
    await page.getByRole("button", { name: "Banner trước" }).click();
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `${count} / ${count}`);
    await page.getByRole("button", { name: "Banner tiếp theo" }).click();
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `1 / ${count}`);
    await page.getByRole("button", { name: "Xem banner 3" }).click();
    await expect(activeBanner(page)).toHaveAttribute("aria-label", `3 / ${count}`);
    await expect(page.getByRole("button", { name: "Xem banner 3" })).toHaveAttribute("aria-current", "true");
  });

  test("pauses while hovered, while focus is inside, while the tab is hidden and when paused by hand", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page);
    const carousel = page.locator('section[aria-roledescription="carousel"]');

    await carousel.hover();
    await advance(page, SPEC.bannerIntervalMs * 2);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^1 \//);
    await page.mouse.move(5, 5);
    await advance(page, SPEC.bannerIntervalMs);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^2 \//);

    await page.getByRole("button", { name: "Xem banner 1" }).focus();
    await settle(page);
    await advance(page, SPEC.bannerIntervalMs * 2);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^2 \//);
    await page.getByRole("button", { name: "Xem banner 1" }).blur();
    await settle(page);
    await advance(page, SPEC.bannerIntervalMs);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^3 \//);

    await setTabHidden(page, true);
    await settle(page);
    await advance(page, SPEC.bannerIntervalMs * 2);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^3 \//);
    await setTabHidden(page, false);
    await settle(page);
    await advance(page, SPEC.bannerIntervalMs);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^4 \//);

    const pause = page.getByRole("button", { name: "Tạm dừng tự chuyển banner" });
    await pause.click();
    await page.getByRole("button", { name: "Tiếp tục tự chuyển banner" }).blur();
    await page.mouse.move(5, 5);
    await settle(page);
    await advance(page, SPEC.bannerIntervalMs * 2);
    await expect(activeBanner(page)).toHaveAttribute("aria-label", /^4 \//);
  });
});

test.describe("app promotion", () => {
  test("the phone shows the four screenshots in turn, every 3000 ms, and pauses on hover", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page);
    const section = page.locator("section[aria-labelledby=app-promo-title]");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Đặt Vé Online - Không Lo Trễ Nải");
    await expect(page.getByTestId("app-slide")).toHaveCount(SPEC.appSlides);
    await expect(activeScreen(page)).toHaveAttribute("aria-label", `1 / ${SPEC.appSlides}`);

    await advance(page, SPEC.appSlideIntervalMs - 1);
    await expect(activeScreen(page)).toHaveAttribute("aria-label", `1 / ${SPEC.appSlides}`);
    await advance(page, 1);
    await expect(activeScreen(page)).toHaveAttribute("aria-label", `2 / ${SPEC.appSlides}`);
    for (let i = 3; i <= SPEC.appSlides; i++) {
      await advance(page, SPEC.appSlideIntervalMs);
      await expect(activeScreen(page)).toHaveAttribute("aria-label", `${i} / ${SPEC.appSlides}`);
    }
    await advance(page, SPEC.appSlideIntervalMs);
    await expect(activeScreen(page)).toHaveAttribute("aria-label", `1 / ${SPEC.appSlides}`);

    await section.locator('[aria-roledescription="carousel"]').hover();
    await advance(page, SPEC.appSlideIntervalMs * 2);
    await expect(activeScreen(page)).toHaveAttribute("aria-label", `1 / ${SPEC.appSlides}`);

    await expect(section.getByRole("img", { name: /Mã QR/ })).toBeVisible();
    await expect(section.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(section.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /^https:\/\//);
  });
});

test.describe("promotions", () => {
  test("'Tin khuyến mãi' shows 15 cards of 312 px, each linking to /khuyen-mai/{slug}/", async ({ page, request }) => {
    const promotions = await apiResult<Promotion[]>(request, "/promotions");
    await gotoHydrated(page);
    const strip = page.getByTestId("promotions-strip");
    const links = strip.getByRole("link");
    await expect(links).toHaveCount(SPEC.promotionCards);
    for (const [i, promotion] of promotions.slice(0, SPEC.promotionCards).entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", `/khuyen-mai/${promotion.slug}/`);
      await expect(links.nth(i)).toContainText(promotion.title);
    }
    await strip.scrollIntoViewIfNeeded();
    const widths = await strip.locator(":scope > li").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().width));
    expect(widths).toEqual(Array(SPEC.promotionCards).fill(SPEC.promotionCardWidthPx));
  });

  test("a mouse drag scrolls the strip at twice the pointer's travel and never opens a card", async ({ page }) => {
    await gotoHydrated(page);
    const strip = page.getByTestId("promotions-strip");
    await strip.scrollIntoViewIfNeeded();
    // Sections near the screen render only now (content-visibility: auto) and may move the strip: aim once it stays put.
    await expect
      .poll(async () => {
        const before = (await strip.boundingBox())?.y;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        return before === (await strip.boundingBox())?.y;
      })
      .toBe(true);
    const box = (await strip.boundingBox())!;
    const y = box.y + box.height / 2;
    const startX = box.x + box.width * 0.75;
    const travel = 120;

    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
    // The click a drag ends with reaches the window (after the card's own handlers) already
    // prevented, or not at all: the link under the pointer is not followed.
    await page.evaluate(() => {
      const w = window as Window & { lastClickPrevented?: boolean };
      delete w.lastClickPrevented;
      window.addEventListener("click", (event) => (w.lastClickPrevented = event.defaultPrevented));
    });
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX - travel, y, { steps: 8 });
    await page.mouse.up();
    // The strip may apply the last move on the next frame.
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeCloseTo(travel * SPEC.promotionDragSpeed, 0);
    expect(await page.evaluate(() => (window as Window & { lastClickPrevented?: boolean }).lastClickPrevented)).not.toBe(false);
    expect(new URL(page.url()).pathname).toBe("/");

    // Dragging back the other way.
    await page.mouse.move(startX - travel, y);
    await page.mouse.down();
    await page.mouse.move(startX - travel + 50, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeCloseTo((travel - 50) * SPEC.promotionDragSpeed, 0);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("a plain click still opens the promotion, and the keyboard scrolls the strip", async ({ page }) => {
    await gotoHydrated(page);
    const strip = page.getByTestId("promotions-strip");
    await strip.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Xem khuyến mãi tiếp theo" }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(SPEC.promotionCardWidthPx);

    const first = strip.getByRole("link").first();
    const href = (await first.getAttribute("href"))!;
    await strip.evaluate((el) => (el.scrollLeft = 0));
    await first.click();
    await expect(page).toHaveURL(href);
  });
});

test("every banner's words keep their contrast over its art, at 375 and 1280 px", async ({ browser }) => {
  test.setTimeout(90_000);
  for (const width of [375, 1280]) {
    const { context, page } = await newContextPage(browser, { viewport: { width, height: 900 }, reducedMotion: "reduce" });
    await gotoHydrated(page);
    const carousel = page.locator("section[aria-roledescription=carousel]");
    const dots = carousel.getByRole("button", { name: /^Xem banner \d+$/ });
    const problems: string[] = [];
    for (let i = 0; i < (await dots.count()); i++) {
      await dots.nth(i).click();
      await expect(dots.nth(i)).toHaveAttribute("aria-current", "true");
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      const { violations } = await new AxeBuilder({ page }).include("section[aria-roledescription=carousel]").withRules(["color-contrast"]).analyze();
      problems.push(...violations.flatMap((v) => v.nodes.map((n) => `${width} px, banner ${i + 1}: ${n.target.join(" ")}`)));
    }
    expect(problems).toEqual([]);
    await context.close();
  }
});
