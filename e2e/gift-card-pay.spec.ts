import { expect, test, type Page } from "@playwright/test";
import type { Order, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import { DEMO_GIFT_CARD } from "../apps/server/src/db/seed/demo-gift-card.ts";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { DEMO_URL } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { newDemoCustomer, seatButton, twoSeats } from "./helpers/booking.ts";
import type { SeatMap } from "@hancine/contract/booking";
import { vnd } from "./helpers/money.ts";

/**
 * Paying with a gift card (issue 35, decision 080): a customer pays part of a booking with the demo
 * card and the rest on the local VNPay gateway, then cancels and sees each part go back where it
 * came from. Runs before gift-cards.spec.ts (which blocks the demo card): the card ends as it began.
 */

test.setTimeout(180_000);

const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);
const money = (amount: number) => new RegExp(`${new Intl.NumberFormat("vi-VN").format(amount).replace(/\./g, "\\.")}\\s₫`);

async function showtimeFarAhead(page: Page): Promise<Showtime> {
  for (const film of await api<Film[]>(page, "/films/showing")) {
    const showtimes = (await api<Showtime[]>(page, `/showtimes?film=${film.slug}&city=da-nang`)).filter(
      (s) => Date.parse(s.startsAt) > Date.now() + 3 * 60 * 60 * 1000,
    );
    if (showtimes[0]) return showtimes[0];
  }
  throw new Error("no showtime far enough ahead");
}

test("a customer pays part of a booking with the demo gift card and the rest by VNPay, then cancels and sees each part returned", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const showtime = await showtimeFarAhead(page);
  await gotoHydrated(page, `/booking/${showtime.id}`);
  for (const seat of twoSeats(await api<SeatMap>(page, `/showtimes/${showtime.id}/seats`))) await seatButton(page, seat.label).click();
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  // Five combos: the order then costs more than the card's 500.000 ₫.
  const addCombo = page
    .getByTestId("combo-card")
    .first()
    .getByRole("button", { name: /^Thêm một / });
  for (let i = 1; i <= 5; i++) {
    await addCombo.click();
    await expect(summary.getByText(new RegExp(`× ${i}`))).toBeVisible();
  }
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  if (["T13", "T16", "T18"].includes(showtime.film.age)) await page.getByRole("main").getByRole("checkbox").check();
  const [held] = await api<Order[]>(page, `/me/orders?showtimeId=${showtime.id}&status=held`);
  expect(held!.total).toBeGreaterThan(DEMO_GIFT_CARD.amountVnd);
  const rest = held!.total - DEMO_GIFT_CARD.amountVnd;

  const checkout = page.getByTestId("checkout");
  await checkout.getByRole("button", { name: "Dùng thẻ quà tặng" }).click();
  const printed = DEMO_GIFT_CARD.code.match(/.{4}/g)!.join("-");
  await checkout.getByLabel("Mã thẻ (16 ký tự)").fill(printed.toLowerCase());
  await checkout.getByLabel("Mã PIN").fill(DEMO_GIFT_CARD.pin);
  await checkout.getByRole("button", { name: "Áp dụng thẻ" }).click();
  const added = checkout.getByRole("list", { name: "Thẻ quà tặng đã thêm" });
  await expect(added).toContainText("••••-••••-••••-RD01");
  await expect(added).toContainText(`−${vnd(DEMO_GIFT_CARD.amountVnd)}`);
  await expect(checkout.getByTestId("gift-card-rest")).toHaveText(
    `Thẻ quà tặng trả ${vnd(DEMO_GIFT_CARD.amountVnd)} · còn lại ${vnd(rest)} thanh toán qua cổng bên dưới`,
  );
  const pay = checkout.getByRole("button", { name: `Thanh toán ${vnd(rest)}` });
  await expect(pay).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await checkout.scrollIntoViewIfNeeded();
  await shots(page, testInfo, "gift-card-payment-step");

  await pay.click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await expect(page.getByText(money(rest)).first()).toBeVisible();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const code = page.url().split("/").pop()!;
  const paid = await api<Order>(page, `/orders/by-code/${code}`);
  expect(paid.status).toBe("paid");
  expect(paid.giftCards).toEqual([{ card: "••••-••••-••••-RD01", amount: DEMO_GIFT_CARD.amountVnd, status: "captured" }]);
  expect(paid.gatewayAmount).toBe(rest);
  const lookUp = () =>
    page.request.post(`${DEMO_URL}/api/v1/gift-cards/balance`, { data: { code: DEMO_GIFT_CARD.code, pin: DEMO_GIFT_CARD.pin }, headers: { origin: DEMO_URL } });
  expect((await (await lookUp()).json()).result.balance).toBe(0);

  await page.getByRole("button", { name: "Hủy vé" }).click();
  const dialog = page.getByRole("dialog", { name: `Hủy đơn hàng ${code}?` });
  await expect(dialog).toContainText(
    `Bạn được hoàn ${vnd(held!.total)}: ${vnd(DEMO_GIFT_CARD.amountVnd)} về lại thẻ quà tặng đã dùng và ${vnd(rest)} theo lựa chọn dưới đây.`,
  );
  await expect(dialog.getByRole("radio", { name: /Về phương thức đã thanh toán/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /Vào thẻ quà tặng mới/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "gift-card-cancel-dialog");
  await dialog.getByRole("button", { name: "Xác nhận hủy vé" }).click();

  await expect(page.getByText("Đơn hàng đã được hủy và hoàn tiền.")).toBeVisible();
  const parts = page.getByTestId("refund-parts");
  await expect(parts.getByRole("listitem")).toHaveCount(2);
  await expect(parts.getByRole("listitem").first()).toContainText("Thẻ quà tặng ••••-••••-••••-RD01");
  await expect(parts.getByRole("listitem").first()).toContainText(vnd(DEMO_GIFT_CARD.amountVnd));
  await expect(parts.getByRole("listitem").nth(1)).toContainText("VNPay");
  await expect(parts.getByRole("listitem").nth(1)).toContainText(vnd(rest));
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "gift-card-refunded");
  // The card's money is back on the card.
  expect((await (await lookUp()).json()).result.balance).toBe(DEMO_GIFT_CARD.amountVnd);
  expect(errors).toEqual([]);
  await context.close();
});
