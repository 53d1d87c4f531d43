import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { buyTwoSeatsOnGateway, newDemoCustomer, seatButton, twoSeats } from "./helpers/booking.ts";
import { DEMO_CUSTOMER as CUSTOMER, DEMO_MANAGER as MANAGER, DEMO_STAFF as STAFF, DEMO_URL as BASE, signedInPage, daysAhead } from "./helpers/demo-site.ts";
import { api, scheduleOf } from "./helpers/scheduler.ts";

/** The order desk (docs/decisions/045) on the suite's development server, as the demo manager. */

const SHOTS = "/tmp/shots-orders";
mkdirSync(SHOTS, { recursive: true });
const today = chainDay(new Date());

test.use({ baseURL: BASE, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
// A purchase on the local gateway, five axe scans and two widths: longer than the default 30 s on CI's two cores.
test.setTimeout(150_000);

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test("a manager finds an order by phone, refunds one ticket, and the seat is on sale again", async ({ browser }) => {
  // A showtime of its own, far enough ahead to be free of the other specs' programmes.
  const day = daysAhead(13);
  const manager = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(manager.page, day);
  const film = before.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 150)!;
  const room = before.rooms.at(-1)!;
  const created = await api<{ id: string }>(manager.page, "/admin/showtimes", {
    method: "POST",
    data: { filmId: film.id, auditoriumId: room.id, startsAt: `${day}T08:30:00+07:00`, format: "2D", language: "Phụ đề" },
  });

  // The demo customer buys two seats and pays on the local gateway.
  const buyer = await signedInPage(browser, CUSTOMER);
  const pair = twoSeats(await api<SeatMap>(buyer.page, `/showtimes/${created.id}/seats`));
  const order = await api<Order>(buyer.page, "/orders", { method: "POST", data: { showtimeId: created.id, seatIds: pair.map((s) => s.id) } });
  const started = await api<{ paymentUrl: string }>(buyer.page, `/orders/${order.id}/checkout`, {
    method: "POST",
    data: { method: "vnpay", ageConfirmed: true },
  });
  await buyer.page.goto(started.paymentUrl);
  await buyer.page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect.poll(async () => (await api<Order>(buyer.page, `/orders/${order.id}`)).status).toBe("paid");
  const me = await api<{ user: { phone: string } }>(buyer.page, "/auth/me");
  const digits = `0${me.user.phone.slice(3)}`;
  const typed = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;

  // The manager opens "Đơn hàng" from the back office's menu and searches by the phone as people write it.
  const { page, errors } = manager;
  await hydrated(page, "/admin");
  await page.getByRole("link", { name: "Đơn hàng" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Đơn hàng" })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/search-empty-1280.png`, fullPage: true });
  await page.getByLabel("Mã đặt vé, e-mail hoặc số điện thoại").fill(typed);
  await page.keyboard.press("Enter");
  const results = page.getByRole("region", { name: "Kết quả tìm đơn hàng" });
  const link = results.getByRole("link", { name: order.code });
  await expect(link).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/search-results-1280.png`, fullPage: true });

  // The order: its tickets and its timeline (held, paid through VNPay with the gateway's transaction, the e-mail).
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.code);
  const timeline = page.getByRole("region", { name: "Diễn biến" });
  await expect(timeline).toContainText("Giữ ghế");
  await expect(timeline).toContainText("Đã thanh toán qua VNPay");
  await expect(timeline).toContainText("Vé của bạn");
  await expect(page.getByRole("region", { name: /^Vé \(2\)$/ })).toContainText(pair[0].label);
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/order-1280.png`, fullPage: true });

  // Refund the first seat from the keyboard: reason required, then a confirmation.
  await page.getByRole("button", { name: "Hoàn tiền" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Hoàn tiền đơn ${order.code}` });
  await dialog.getByRole("radio", { name: /Một số vé/ }).check();
  await dialog.getByRole("checkbox", { name: new RegExp(`Ghế ${pair[0].label} `) }).check();
  await dialog.getByRole("button", { name: /^Tiếp tục/ }).click();
  await expect(dialog.getByText("Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự).").first()).toBeVisible();
  await dialog.getByLabel("Lý do hoàn tiền (gửi cho khách)").fill("Khách đi một mình, trả lại một vé");
  // Corrected, the reason is checked again as it is typed: its message goes at once.
  await expect(dialog.getByText("Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự).")).toHaveCount(0);
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/refund-dialog-1280.png` });
  await dialog.getByRole("button", { name: /^Tiếp tục/ }).click();
  await expect(dialog.getByRole("alertdialog")).toContainText(`cho vé ghế ${pair[0].label}?`);
  await page.screenshot({ path: `${SHOTS}/refund-confirm-1280.png` });
  await dialog.getByRole("button", { name: "Xác nhận hoàn tiền" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByText(`cho vé ghế ${pair[0].label}`).first()).toBeVisible();
  await expect(page.getByRole("region", { name: /^Vé \(2\)$/ })).toContainText("Đã hoàn tiền · vé mất giá trị");
  await expect(timeline).toContainText(`Lệnh hoàn`);
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/order-refunded-1280.png`, fullPage: true });

  // The seat is on sale again: the seat map shows it free, its neighbour still sold.
  await hydrated(buyer.page, `/booking/${created.id}`);
  await expect(seatButton(buyer.page, pair[0].label)).toHaveAccessibleName(/còn trống$/);
  await expect(seatButton(buyer.page, pair[1].label)).not.toHaveAccessibleName(/còn trống$/);

  // The same screens at 768 px, and the failed refunds list.
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.screenshot({ path: `${SHOTS}/order-refunded-768.png`, fullPage: true });
  await hydrated(page, `/admin/orders?q=${encodeURIComponent(typed)}`);
  await page.screenshot({ path: `${SHOTS}/search-results-768.png`, fullPage: true });
  await hydrated(page, "/admin/refunds");
  await expect(page.getByRole("heading", { level: 1, name: "Hoàn tiền lỗi" })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${SHOTS}/failed-refunds-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/failed-refunds-1280.png`, fullPage: true });

  expect(errors).toEqual([]);
  await buyer.context.close();
  await manager.context.close();
});

test("another cinema's order: Sông Hàn's door staff and manager are refused on its page and through the API, as at the order desk (issue 30)", async ({
  browser,
}) => {
  // A customer buys two seats of a HanCine Sơn Trà showtime tomorrow.
  const buyer = await newDemoCustomer(browser);
  const showtimes = await api<Showtime[]>(buyer.page, `/showtimes?cinema=hancine-son-tra&date=${addDays(today, 1)}`);
  const showtime = showtimes.filter((s) => s.seatsLeft >= 10).at(-1)!;
  const order = await buyTwoSeatsOnGateway(buyer.page, showtime.id);
  const ticket = order.tickets![0]!;

  for (const account of [STAFF, MANAGER]) {
    const { page, context, errors } = await signedInPage(browser, account);
    for (const path of [
      `/orders/${order.id}`,
      `/orders/by-code/${order.code}`,
      `/orders/${order.id}/tickets/${ticket.id}/qr.svg`,
      `/admin/orders/${order.code}`,
    ]) {
      const answer = await page.request.get(`${BASE}/api/v1${path}`);
      expect(answer.status(), `${account.email} ${path}`).toBe(403);
      expect(await answer.text()).not.toContain(order.code);
    }
    // The order's page says why, in Vietnamese, and shows nothing of the order.
    const visit = await page.goto(`/orders/${order.code}`);
    expect(visit?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Bạn không xem được trang này" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Bạn không phụ trách rạp này");
    await expect(page.getByRole("main")).not.toContainText(order.code);
    await expect(page.getByRole("main")).not.toContainText(ticket.code);
    expect(errors).toEqual([]);
    await context.close();
  }

  // Its buyer still sees it, tickets and all.
  await hydrated(buyer.page, `/orders/${order.code}`);
  await expect(buyer.page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await buyer.context.close();
});
