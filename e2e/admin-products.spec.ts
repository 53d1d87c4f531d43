import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { DEMO_ADMIN as ADMIN, DEMO_URL, signIn } from "./helpers/demo-site.ts";

/**
 * Nội dung › Bắp nước (issue 15): an admin adds a combo with a square picture, sold at all cinemas
 * but one; the list shows its price as "95.000 ₫"; then archives it. Axe, screenshots at 1280 and
 * 768 px in /tmp/shots-posts.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-posts";
const NAME = `Combo Sông Hàn ${Date.now().toString(36).slice(-5)}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page).filter((e) => !/status of 400\b/.test(e))).toEqual([]));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

test("an admin adds a combo sold at all cinemas but one, sees its price in the list, and archives it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Bắp nước" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "products-list-1280");

  await page.getByRole("link", { name: "+ Thêm món" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thêm món" })).toBeVisible();
  await page.getByLabel("Tên món", { exact: true }).fill(NAME);
  await page.getByLabel("Giá bán (đồng)", { exact: true }).fill("0");
  const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#ffbe0b" } })
    .png()
    .toBuffer();
  await page.locator("#imageMediaId-file").setInputFiles({ name: "combo.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByRole("img", { name: "Ảnh món đã chọn" })).toBeVisible();
  await page.getByLabel("Mô tả (trên thực đơn)").fill("1 bắp lớn vị caramel và 2 nước ngọt.");
  // A price of 0: the server's Vietnamese words beside the field.
  await page.getByRole("button", { name: "Thêm món" }).click();
  await expect(page.getByText("Giá bán phải lớn hơn 0 ₫.")).toBeVisible();
  await page.getByLabel("Giá bán (đồng)", { exact: true }).fill("95000");
  await expect(page.getByLabel("Giá bán (đồng)", { exact: true })).toHaveValue("95.000");
  const boxes = page.getByRole("group", { name: "Rạp bán món này" }).getByRole("checkbox");
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  await boxes.first().uncheck();
  await expect(page.getByText(`Đã chọn ${count - 1}/${count} rạp.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "product-editor-1280");
  await page.getByRole("button", { name: "Thêm món" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa món: ${NAME}` })).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, "product-editor-768");
  await page.getByRole("radio", { name: /Lưu trữ/ }).check();
  await page.getByRole("button", { name: "Lưu món" }).click();
  await expect(page.getByText("Đã lưu. Giá bán 95.000 ₫")).toBeVisible();

  await gotoHydrated(page, "/admin/products");
  const row = page.locator("tbody tr", { hasText: NAME });
  await expect(row).toContainText("95.000 ₫");
  await expect(row).toContainText(`${count - 1}/${count} rạp`);
  await expect(row).toContainText("Đã lưu trữ");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "products-list-768");
});

test("the vouchers' list reads each rule in words with its uses, at 1280 and 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Voucher" })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toContainText(/\d+ \/ /);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "vouchers-list-1280");
  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, "vouchers-list-768");
});
