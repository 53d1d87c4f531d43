import { mkdirSync } from "node:fs";
import { expect, type Page, type TestInfo } from "@playwright/test";

/**
 * Screenshots of a page at 375 and 1280 px wide, or the `widths` given (looked at by people, never
 * compared): `<name>-<width>.png` into SHOTS_DIR, else the test's output folder; the page may not scroll
 * sideways at any of them. The page's size is put back after.
 */
export async function shots(page: Page, testInfo: TestInfo, name: string, { fullPage = true, widths = [375, 1280] } = {}) {
  const dir = process.env.SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}: no sideways scrolling`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(size);
}
