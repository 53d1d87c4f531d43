import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import { seriousViolations } from "./helpers/a11y.ts";
import { DEMO_URL, scheduleSoon } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { filmWithShowtimesAhead, newDemoCustomer, seatButton, toPaymentStep, twoSeats } from "./helpers/booking.ts";

/**
 * After the sale (decision 049): a customer cancels a paid order from its ticket page and exchanges
 * another to a different showtime of the same film. On the demo server (local gateway, mailbox).
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

/** A new customer buys two seats of `showtime` on the local VNPay gateway; answers the ticket page's order. */
async function buy(page: Page, showtime: Showtime): Promise<Order> {
  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { checkout } = await toPaymentStep(page, showtime, { combo: false });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return api<Order>(page, `/orders/by-code/${page.url().split("/").pop()}`);
}

test("a customer buys on the local gateway, cancels from the ticket page, sees it refunded, the seats free and the e-mail", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const { showtimes } = await filmWithShowtimesAhead(page.request);
  const showtime = showtimes[0]!;
  const order = await buy(page, showtime);
  expect(order.status).toBe("paid");

  const cancel = page.getByRole("button", { name: "Hủy vé" });
  await expect(cancel).toBeEnabled();
  await expect(page.getByText("Chỉ hủy hoặc đổi suất được trước giờ chiếu 2 tiếng.")).toBeVisible();
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: `Hủy đơn hàng ${order.code}?` });
  await expect(dialog).toBeVisible();
  // The refund and where it goes, in the chain's money format.
  const amount = `${new Intl.NumberFormat("vi-VN").format(order.total)} ₫`;
  await expect(dialog).toContainText(`Bạn được hoàn ${amount} về VNPay`);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "cancel-dialog-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "cancel-dialog-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Xác nhận hủy vé" }).click();

  await expect(page.getByText("Đơn hàng đã được hủy và hoàn tiền.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "cancelled-1280");
  expect((await api<Order>(page, `/orders/by-code/${order.code}`)).status).toBe("refunded");
  // The seats are on sale again at once.
  const map = await api<SeatMap>(page, `/showtimes/${showtime.id}/seats`);
  const statuses = map.rows
    .flatMap((row) => row.seats)
    .filter((seat) => order.seats.some((s) => s.id === seat.id))
    .map((seat) => seat.status);
  expect(statuses).toEqual(["available", "available"]);

  // The confirmation in the local mailbox.
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return page.getByRole("link", { name: new RegExp(`Hoàn tiền .* ${order.code}`) }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);

  // A showtime starting in 90 minutes: past the 2-hour window, the buttons are off and say why.
  const manager = await browser.newContext();
  const soonId = await scheduleSoon(manager.request, 90);
  await manager.close();
  const soon = (await api<Showtime[]>(page, "/showtimes?city=da-nang")).find((s) => s.id === soonId)!;
  const late = await buy(page, soon);
  const deadline = new Date(Date.parse(soon.startsAt) - 2 * 60 * 60 * 1000);
  const until = `${deadline.toLocaleTimeString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", hour: "2-digit", minute: "2-digit", hour12: false })}`;
  await expect(page.getByRole("button", { name: "Hủy vé" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Đổi suất" })).toBeDisabled();
  await expect(page.getByText(`Đơn hàng này chỉ hủy hoặc đổi suất được đến ${until} ngày`)).toBeVisible();
  await gotoHydrated(page, "/account");
  const upcoming = page.getByRole("region", { name: "Sắp xem" });
  await expect(upcoming.locator("li").filter({ hasText: late.code }).getByRole("button", { name: "Hủy vé" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "account-orders-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "account-orders-375");
  expect(errors).toEqual([]);
  await context.close();
});

test("a customer exchanges another order to another showtime of the same film, choosing seats on the live map", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const { showtimes } = await filmWithShowtimesAhead(page.request);
  const order = await buy(page, showtimes[1]!);

  await page.getByRole("link", { name: "Đổi suất" }).click();
  await expect(page).toHaveURL(`/orders/${order.code}/doi-suat`);
  await expect(page.getByRole("heading", { level: 1, name: `Đổi suất ${order.showtime.film.name}` })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "exchange-showtimes-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "exchange-showtimes-375");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another showtime of the film, on the next day's tab: today's next one may already be past its
  // change deadline (two hours before it starts), and the new order's page would then give that reason.
  await page.getByRole("tab").nth(1).click();
  await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  const time = page.getByRole("tabpanel").getByTestId("showtime-link").first();
  await time.click();
  await expect(page).toHaveURL(new RegExp(`/booking/[0-9a-f-]+\\?doi-tu=${order.code}$`));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const target = new URL(page.url()).pathname.split("/").pop()!;
  expect(target).not.toBe(order.showtime.id);
  const note = page.getByTestId("exchange-note");
  await expect(note).toContainText(`từ đơn ${order.code}`);
  const seats = twoSeats(await api<SeatMap>(page, `/showtimes/${target}/seats`));
  for (const seat of seats) await seatButton(page, seat.label).click();
  await expect(note).toContainText("Ghế đã chọn");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "exchange-seats-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "exchange-seats-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("complementary", { name: "Thông tin đặt vé" }).getByRole("button", { name: "Tiếp tục" }).click();

  // The old payment covers it (the new order's page) or the difference is paid on the gateway.
  const paidAtOnce = page.getByRole("heading", { level: 1, name: "Vé của bạn" });
  const combos = page.getByRole("heading", { level: 2, name: "Chọn bắp nước" });
  await expect(paidAtOnce.or(combos)).toBeVisible();
  if (await combos.isVisible()) {
    await page.getByRole("complementary", { name: "Thông tin đặt vé" }).getByRole("button", { name: "Tiếp tục" }).click();
    const checkout = page.getByTestId("checkout");
    await expect(checkout.getByTestId("exchange-payable")).toContainText(order.code);
    // A film for 13 and over asks its age box again, as any payment does (toPaymentStep's rule).
    if (["T13", "T16", "T18"].includes(showtimes[1]!.film.age)) await page.getByRole("main").getByRole("checkbox").check();
    await checkout.getByRole("button", { name: /^Thanh toán / }).click();
    await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  }
  await expect(paidAtOnce).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Đổi suất thành công từ đơn ${order.code}` })).toBeVisible();
  const fresh = await api<Order>(page, `/orders/by-code/${page.url().split("/").pop()}`);
  expect(fresh).toMatchObject({ status: "paid", showtime: { id: target }, exchange: { fromOrderCode: order.code } });
  expect(fresh.seats.map((s) => s.label).sort()).toEqual(seats.map((s) => s.label).sort());
  expect((await api<Order>(page, `/orders/by-code/${order.code}`)).status).toBe("exchanged");
  // The new order cannot be exchanged again: its button says why.
  await expect(page.getByText("Đơn này đã đổi suất một lần nên không đổi tiếp được.")).toBeVisible();
  await shot(page, testInfo, "exchanged-ticket-1280");
  expect(errors).toEqual([]);
  await context.close();
});
