import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { newDemoCustomer } from "./helpers/booking.ts";
import { DEMO_URL } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

test("a customer buys a gift card for a friend; the friend's e-mail has a code and PIN the balance look-up accepts", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { context, page, errors } = await newDemoCustomer(browser);
  const friend = `ban.${Date.now()}@example.vn`;

  await gotoHydrated(page, `${DEMO_URL}/the-qua-tang`);
  const form = page.getByRole("form", { name: "Mua thẻ quà tặng" });
  // The browser checks the form in Vietnamese before anything is sent.
  await form.getByRole("radio", { name: "Số khác" }).check();
  await form.getByLabel("Số tiền (đồng)").fill("50000");
  await form.getByRole("button", { name: /^Tiếp tục thanh toán/ }).click();
  await expect(form.getByText("Giá trị thẻ từ 100.000 ₫ đến 5.000.000 ₫.")).toBeVisible();
  await expect(form.getByText("Hãy nhập tên người nhận.")).toBeVisible();

  await form.getByRole("radio", { name: "300.000 ₫" }).check();
  await form.getByRole("radio", { name: "Sen vàng" }).check();
  await form.getByLabel("Tên người nhận").fill("Lan Anh");
  await form.getByLabel("E-mail người nhận").fill(friend);
  await form.getByLabel("Lời nhắn (không bắt buộc)").fill("Chúc mừng sinh nhật, đi xem phim vui nhé!");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "gift-card-buy");
  await form.getByRole("button", { name: "Tiếp tục thanh toán 300.000 ₫" }).click();

  // The order's page: the card, its recipient, and the checkout panel.
  await expect(page).toHaveURL(/\/the-qua-tang\/don\/HC[0-9A-Z]+$/);
  await expect(page.getByRole("heading", { level: 1, name: /Thẻ quà tặng – đơn HC/ })).toBeVisible();
  await expect(page.getByText(`Lan Anh (${friend})`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "gift-card-order");
  await page.getByRole("button", { name: "Thanh toán 300.000 ₫" }).click();
  // The local VNPay gateway's page.
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByTestId("gift-card-paid")).toContainText(`Thẻ đã được gửi tới ${friend}`);
  const masked = (await page.getByTestId("gift-card-masked").textContent())!;
  expect(masked).toMatch(/^••••-••••-••••-[0-9A-Z]{4}$/);
  await shots(page, testInfo, "gift-card-paid");

  // The buyer sees the card, masked, in the account.
  await gotoHydrated(page, `${DEMO_URL}/account`);
  const mine = page.getByTestId("my-gift-cards");
  await expect(mine.getByText(masked)).toBeVisible();
  await expect(mine).toContainText("300.000 ₫");
  expect(errors).toEqual([]);
  await context.close();

  // The friend's e-mail, in the local mailbox.
  const friendContext = await browser.newContext({ locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const inbox = await friendContext.newPage();
  await expect(async () => {
    await inbox.goto(`${DEMO_URL}/dev/mailbox`);
    await inbox.getByRole("link").filter({ hasText: "tặng bạn thẻ quà tặng" }).filter({ hasText: friend }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const mail = (await inbox.frameLocator("iframe").locator("body").textContent())!;
  expect(mail).toContain("Chúc mừng sinh nhật, đi xem phim vui nhé!");
  expect(mail).toMatch(/300\.000\s₫/);
  expect(mail).toMatch(/Hạn dùng \d{2}\/\d{2}\/\d{4}/);
  const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail)?.[1];
  const pin = /Mã PIN\s*(\d{6})/.exec(mail)?.[1];
  expect(code?.slice(-4)).toBe(masked.slice(-4));
  expect(pin).toMatch(/^\d{6}$/);

  // The friend checks the card on the site (POST /gift-cards/balance).
  await gotoHydrated(inbox, `${DEMO_URL}/the-qua-tang`);
  await inbox.getByLabel("Mã thẻ").fill(code!);
  await inbox.getByLabel("Mã PIN").fill(pin!);
  await inbox.getByRole("button", { name: "Kiểm tra số dư" }).click();
  await expect(inbox.getByText(/Số dư còn lại: 300\.000\s₫, dùng được đến hết ngày \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await friendContext.close();
});
