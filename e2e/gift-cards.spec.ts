import { expect, test } from "@playwright/test";
import { DEMO_GIFT_CARD } from "../apps/server/src/db/seed/demo-gift-card.ts";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { DEMO_MANAGER, DEMO_STAFF, DEMO_URL, signedInPage } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

test("a gift card's balance, looked up with its code as printed and its PIN; a wrong PIN says so without telling more", async ({ page }, testInfo) => {
  // The demo card is published outside production only: on the suite's development server.
  await gotoHydrated(page, `${DEMO_URL}/products`);
  await page.getByRole("link", { name: "Thẻ quà tặng: kiểm tra số dư" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thẻ quà tặng" })).toBeVisible();
  await expect(page).toHaveTitle(/Thẻ quà tặng/);
  // The designs to choose from, each named for screen readers.
  await expect(page.getByRole("radio", { name: /^(Sông Hàn về đêm|Sen vàng|Bắp rang bơ|Chúc mừng sinh nhật)$/ })).toHaveCount(4);

  const code = page.getByLabel("Mã thẻ");
  const pin = page.getByLabel("Mã PIN");
  const check = page.getByRole("button", { name: "Kiểm tra số dư" });

  // Checked in the browser first, in Vietnamese, on the field.
  await code.fill("abc");
  await pin.fill("12");
  await check.click();
  await expect(page.getByText("Mã thẻ quà tặng gồm 16 ký tự chữ và số, in trên thẻ.")).toBeVisible();
  await expect(code).toBeFocused();

  // A wrong PIN: the same words a card that does not exist gets.
  const printed = DEMO_GIFT_CARD.code.match(/.{4}/g)!.join("-");
  await code.fill(printed.toLowerCase());
  await pin.fill("000000");
  await check.click();
  await expect(page.getByRole("form", { name: "Kiểm tra số dư thẻ" }).getByRole("alert")).toContainText("Mã thẻ quà tặng hoặc mã PIN không đúng");

  await pin.fill(DEMO_GIFT_CARD.pin);
  await check.click();
  await expect(page.getByText(/Số dư còn lại: 500\.000\s₫, dùng được đến hết ngày \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "gift-cards");
});

// After the look-up above (the file's tests run in order): the same card at the order desk.
test("at the order desk: staff look the card up by its code; a manager blocks it with a reason; its balance look-up then says so", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const printed = DEMO_GIFT_CARD.code.match(/.{4}/g)!.join("-");
  const staff = await signedInPage(browser, DEMO_STAFF);
  await gotoHydrated(staff.page, `${DEMO_URL}/admin`);
  await staff.page
    .getByRole("link", { name: /Thẻ quà tặng/ })
    .first()
    .click();
  await expect(staff.page.getByRole("heading", { level: 1, name: "Thẻ quà tặng" })).toBeVisible();
  await staff.page.getByLabel("Mã thẻ (16 ký tự)").fill(printed);
  await staff.page.getByRole("button", { name: "Tra thẻ" }).click();
  await expect(staff.page.getByRole("heading", { level: 2, name: "••••-••••-••••-RD01" })).toBeVisible();
  await expect(staff.page.getByText("Đang dùng được")).toBeVisible();
  // Issued once (gift-card-pay.spec.ts, before this file, spends it and gives it back).
  await expect(staff.page.getByRole("table", { name: "Các lần dùng thẻ" }).getByRole("row").filter({ hasText: "Phát hành" })).toHaveCount(1);
  // Staff look, managers block.
  await expect(staff.page.getByRole("button", { name: "Khoá thẻ" })).toHaveCount(0);
  expect(await seriousViolations(staff.page)).toEqual([]);
  await staff.context.close();

  const manager = await signedInPage(browser, DEMO_MANAGER);
  await gotoHydrated(manager.page, `${DEMO_URL}/admin/the-qua-tang`);
  await manager.page.getByLabel("Mã thẻ (16 ký tự)").fill(printed.toLowerCase());
  await manager.page.getByRole("button", { name: "Tra thẻ" }).click();
  await manager.page.getByRole("button", { name: "Khoá thẻ" }).click();
  await expect(manager.page.getByText("Cần lý do khoá thẻ.")).toBeVisible();
  await manager.page.getByLabel("Lý do khoá").fill("Khách báo mất thẻ tại quầy");
  await manager.page.getByRole("button", { name: "Khoá thẻ" }).click();
  await expect(manager.page.getByText("Đã khoá", { exact: true })).toBeVisible();
  await expect(manager.page.getByRole("button", { name: "Khoá thẻ" })).toHaveCount(0);
  expect(await seriousViolations(manager.page)).toEqual([]);
  await shots(manager.page, testInfo, "admin-gift-card");
  await manager.context.close();

  // A visitor with the card in hand.
  const context = await browser.newContext({ locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const page = await context.newPage();
  await gotoHydrated(page, `${DEMO_URL}/the-qua-tang`);
  await page.getByLabel("Mã thẻ").fill(printed);
  await page.getByLabel("Mã PIN").fill(DEMO_GIFT_CARD.pin);
  await page.getByRole("button", { name: "Kiểm tra số dư" }).click();
  await expect(page.getByRole("form", { name: "Kiểm tra số dư thẻ" }).getByRole("alert")).toContainText("Thẻ quà tặng này đã bị khoá hoặc đã hết hạn");
  await context.close();
});
