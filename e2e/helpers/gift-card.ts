import { expect, type Browser, type Page } from "@playwright/test";
import type { GiftCardOrder } from "@hancine/contract/gift-cards";
import { sendDemo } from "./booking.ts";
import { DEMO_URL } from "./demo-site.ts";

/**
 * A gift card of the test's own, bought as a customer buys one (POST /gift-cards, paid on the local
 * VNPay page) for `to`, and its code and PIN read from the e-mail in the local mailbox — so a test
 * spends a card nobody else's test touches (the demo card is blocked by gift-cards.spec.ts).
 */
export async function giftCardBoughtFor(page: Page, browser: Browser, to: string, amount = 100_000): Promise<{ code: string; pin: string }> {
  const order = await sendDemo<GiftCardOrder>(page, "POST", "/gift-cards", { amount, design: "sen-vang", recipientName: "Khách thử", recipientEmail: to });
  const { paymentUrl } = await sendDemo<{ paymentUrl: string }>(page, "POST", `/orders/${order.id}/checkout`, { method: "vnpay" });
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByTestId("gift-card-paid")).toBeVisible();
  const context = await browser.newContext({ locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const inbox = await context.newPage();
  await expect(async () => {
    await inbox.goto(`${DEMO_URL}/dev/mailbox`);
    await inbox.getByRole("link").filter({ hasText: "tặng bạn thẻ quà tặng" }).filter({ hasText: to }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const mail = (await inbox.frameLocator("iframe").locator("body").textContent())!;
  await context.close();
  const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail)?.[1];
  const pin = /Mã PIN\s*(\d{6})/.exec(mail)?.[1];
  if (!code || !pin) throw new Error(`no code or PIN in the gift card's e-mail: ${mail.slice(0, 300)}`);
  return { code, pin };
}
