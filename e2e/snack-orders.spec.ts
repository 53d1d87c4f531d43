import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { newDemoCustomer, screenshot } from "./helpers/booking.ts";
import { gotoHydrated } from "./helpers/home.ts";
import { DEMO_STAFF, DEMO_URL, MANAGER_CINEMA, signIn } from "./helpers/demo-site.ts";
import { giftCardBoughtFor } from "./helpers/gift-card.ts";

/**
 * Snacks ordered on their own (issue 35, decision 083): a customer orders two drinks for a pickup
 * time (19:30 when it is still ahead, else the first offered), pays on the local gateway and gets a
 * pickup code with its QR; the counter's screen shows the order, the cashier starts it, marks it
 * ready and handed over, and the customer's page follows each step by itself. Axe on every screen;
 * screenshots at 1280 and 375 px (the counter's at 1024 × 768).
 */

test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: DEMO_URL });

test("a customer orders snacks for the evening, the counter prepares them, marks them ready and hands them over", async ({ browser }, testInfo) => {
  const customer = await newDemoCustomer(browser);
  const page = customer.page;
  await gotoHydrated(page, `/bap-nuoc?rap=${MANAGER_CINEMA}`);
  await expect(page.getByRole("heading", { level: 1, name: "Đặt bắp nước trước" })).toBeVisible();
  const menu = page.getByRole("region", { name: /^Thực đơn / });
  const first = menu.getByRole("listitem").first();
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await first.getByRole("button", { name: `Thêm một ${name}` }).click();
  await first.getByRole("button", { name: `Thêm một ${name}` }).click();
  await expect(first.getByRole("group", { name: `Số lượng ${name}` })).toContainText("2");
  const pickup = page.getByLabel("Giờ nhận tại quầy (hôm nay)");
  const offered = await pickup.locator("option").allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  const chosen = offered.includes("19:30") ? "19:30" : offered[0]!;
  await pickup.selectOption({ label: chosen });
  const summary = page.getByRole("region", { name: "Đơn của bạn" });
  await expect(summary).toContainText(`2 × ${name}`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "snacks-order-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, testInfo, "snacks-order-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  await summary.getByRole("button", { name: /^Đặt và thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/bap-nuoc\/don\/HC[A-Z0-9]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const code = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: `Đơn bắp nước ${code}` })).toBeVisible();
  const pickupCode = (await page.getByTestId("pickup-code").textContent())!;
  expect(pickupCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  const qr = page.getByRole("img", { name: `Mã QR của mã nhận ${pickupCode}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId("snack-status")).toHaveText("Đã thanh toán.");
  await expect(page.getByText(`${chosen} hôm nay`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "snack-order-1280");

  // The counter, in another browser: the new order under "Đã thanh toán".
  const counter = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1024, height: 768 } });
  const staff = await counter.newPage();
  await signIn(staff, DEMO_STAFF);
  await gotoHydrated(staff, `/admin/nhan-bap-nuoc?cinema=${MANAGER_CINEMA}`);
  await expect(staff.getByRole("heading", { level: 1, name: "Bắp nước đặt trước" })).toBeVisible();
  const card = staff.getByRole("listitem", { name: new RegExp(`^Đơn ${pickupCode}, nhận lúc ${chosen}`) });
  await expect(staff.getByTestId("pickups-paid").getByRole("listitem", { name: new RegExp(`^Đơn ${pickupCode}`) })).toBeVisible();
  await expect(card).toContainText(`2 × ${name}`);
  expect(await seriousViolations(staff)).toEqual([]);
  await screenshot(staff, testInfo, "pickups-1024");

  await card.getByRole("button", { name: `Bắt đầu chuẩn bị – đơn ${pickupCode}` }).click();
  await expect(staff.getByTestId("pickups-preparing").getByRole("listitem", { name: new RegExp(`^Đơn ${pickupCode}`) })).toBeVisible();
  await expect(page.getByTestId("snack-status")).toHaveText("Đang chuẩn bị.", { timeout: 15_000 });
  // By keyboard: the card's next step has the focus order of the page.
  await card.getByRole("button", { name: `Báo sẵn sàng – đơn ${pickupCode}` }).focus();
  await staff.keyboard.press("Enter");
  await expect(staff.getByTestId("pickups-ready").getByRole("listitem", { name: new RegExp(`^Đơn ${pickupCode}`) })).toBeVisible();
  await expect(page.getByTestId("snack-status")).toHaveText("Sẵn sàng nhận. Mời bạn đến quầy bắp nước nhận món.", { timeout: 15_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, testInfo, "snack-order-ready-375");
  // The short e-mail saying so, in the local mailbox.
  const inbox = await counter.newPage();
  await expect(async () => {
    await inbox.goto(`${DEMO_URL}/dev/mailbox`);
    await inbox
      .getByRole("link")
      .filter({ hasText: `Bắp nước của bạn đã sẵn sàng – mã ${pickupCode}` })
      .first()
      .click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(inbox.frameLocator("iframe").locator("body")).toContainText(`đưa mã nhận ${pickupCode} cho nhân viên`);
  await inbox.close();

  await card.getByRole("button", { name: `Đã giao cho khách – đơn ${pickupCode}` }).click();
  await expect(staff.getByTestId("pickups-collected").getByRole("listitem", { name: new RegExp(`^Đơn ${pickupCode}`) })).toBeVisible();
  await expect(page.getByTestId("snack-status")).toHaveText("Đã nhận.", { timeout: 15_000 });
  await staff.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(staff)).toEqual([]);
  await screenshot(staff, testInfo, "pickups-1280");
  expect(customer.errors).toEqual([]);
  await counter.close();
  await customer.context.close();
});

test("a customer pays snacks with a gift card of their own, gets the pickup e-mail with its QR, and cancels before the counter starts", async ({
  browser,
}, testInfo) => {
  const customer = await newDemoCustomer(browser);
  const page = customer.page;
  const card = await giftCardBoughtFor(page, browser, customer.email, 100_000);
  await gotoHydrated(page, `/bap-nuoc?rap=${MANAGER_CINEMA}`);
  const menu = page.getByRole("region", { name: /^Thực đơn / });
  const first = menu.getByRole("listitem").first();
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
  await first.getByRole("button", { name: `Thêm một ${name}` }).click();
  const summary = page.getByRole("region", { name: "Đơn của bạn" });
  await summary.getByRole("button", { name: "Dùng thẻ quà tặng" }).click();
  await summary.getByLabel("Mã thẻ (16 ký tự)").fill(card.code);
  await summary.getByLabel("Mã PIN").fill(card.pin);
  await summary.getByRole("button", { name: "Áp dụng thẻ" }).click();
  await expect(summary.getByRole("list", { name: "Thẻ quà tặng đã thêm" })).toContainText(`••••-••••-••••-${card.code.slice(-4)}`);
  await expect(summary.getByTestId("gift-card-rest")).toContainText("Thẻ quà tặng trả");
  expect(await seriousViolations(page)).toEqual([]);
  await summary.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "snacks-gift-card-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await summary.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "snacks-gift-card-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  await summary.getByRole("button", { name: /^Đặt và thanh toán / }).click();
  // Cards covering everything skip the gateway; otherwise VNPay takes the rest.
  await expect(page).toHaveURL(/\/bap-nuoc\/don\/HC[A-Z0-9]+$|\/dev\/gateway\//);
  if (page.url().includes("/dev/gateway/")) await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/bap-nuoc\/don\/HC[A-Z0-9]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const pickupCode = (await page.getByTestId("pickup-code").textContent())!;
  expect(pickupCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);

  // The pickup e-mail: the code, its QR, the cinema, the time, the items.
  const inbox = await customer.context.newPage();
  await expect(async () => {
    await inbox.goto(`${DEMO_URL}/dev/mailbox`);
    await inbox
      .getByRole("link")
      .filter({ hasText: `Mã nhận bắp nước ${pickupCode}` })
      .first()
      .click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const mail = inbox.frameLocator("iframe");
  await expect(mail.locator("body")).toContainText(`1 × ${name}`);
  await expect(mail.locator("body")).toContainText("Giờ nhận");
  const qr = mail.getByRole("img", { name: `Mã QR của mã nhận ${pickupCode}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await inbox.setViewportSize({ width: 1280, height: 1100 });
  await screenshot(inbox, testInfo, "snack-pickup-email-1280");
  await inbox.close();

  // Cancelled before the counter starts: each part back where it came from.
  await page.getByRole("button", { name: "Huỷ đơn và hoàn tiền" }).click();
  const dialog = page.getByRole("dialog", { name: /^Huỷ đơn bắp nước HC/ });
  await expect(dialog).toContainText("được hoàn về nơi bạn đã trả");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "snack-cancel-dialog-1280");
  await dialog.getByRole("button", { name: "Huỷ đơn và hoàn tiền" }).click();
  await expect(page.getByTestId("snack-status")).toHaveText("Đơn đã huỷ và hoàn tiền về nơi bạn đã trả.");
  await expect(page.getByTestId("pickup-code")).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, testInfo, "snack-cancelled-375");
  const balance = await page.request.post(`${DEMO_URL}/api/v1/gift-cards/balance`, { data: card, headers: { origin: DEMO_URL } });
  expect((await balance.json()).result.balance).toBe(100_000);
  expect(customer.errors).toEqual([]);
  await customer.context.close();
});
