import { expect, test } from "@playwright/test";
import type { Seat, SeatMap } from "@hancine/contract/booking";
import type { Product } from "@hancine/contract/catalog";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot, seatButton, twoSeats } from "./helpers/booking.ts";
import { DEMO_MANAGER, DEMO_STAFF, DEMO_URL, MANAGER_CINEMA, scheduleSoon, signIn, signInRequest } from "./helpers/demo-site.ts";
import { apiResult } from "./helpers/home.ts";
import { counterShowtimes, send } from "./helpers/counter.ts";
import { vnd } from "./helpers/money.ts";

/**
 * Issue 34's last steps at the counter, at 1024 × 768: a voucher's discount shown before payment
 * ("Áp dụng": the server's quote), then a premiere's live screen counting a counter sale.
 * Expected amounts come from the API's prices and the demo voucher's rule (COMBO10K: 10.000 ₫ a combo).
 */

test("the counter prices a voucher before payment, and a premiere's live screen counts the counter's sale", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, DEMO_STAFF);
  // One the counter lists, 30 minutes ahead or more; late in the evening, one the manager schedules (one of tonight's).
  const listed = (await counterShowtimes(page.request)).find((s) => Date.parse(s.startsAt) > Date.now() + 30 * 60_000 && s.seatsLeft > 20 && !s.saleEventId);
  const scheduledId = listed ? null : await scheduleSoon((await browser.newContext()).request, 60, DEMO_URL, { room: 1 });
  const showtime = listed ?? (await counterShowtimes(page.request)).find((s) => s.id === scheduledId);
  if (!showtime) throw new Error("the counter does not list the showtime the manager scheduled");
  const map = await apiResult<SeatMap>(page.request, `/showtimes/${showtime.id}/seats`, DEMO_URL);
  const [first] = twoSeats(map) as [Seat, Seat];
  const combo = (await apiResult<Product[]>(page.request, `/products?cinema=${MANAGER_CINEMA}`, DEMO_URL)).find((p) => p.kind === "combo");
  if (!combo) throw new Error("the staff's cinema sells no combo");
  const current = await page.request.get(`${DEMO_URL}/api/v1/box-office/shifts/current?cinema=${MANAGER_CINEMA}`);
  if (!((await current.json()) as { result: unknown }).result)
    expect((await send(page.request, "POST", "/box-office/shifts", { cinema: MANAGER_CINEMA, openingFloat: 0 })).status()).toBe(201);

  await page.goto("/admin/quay-ve");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator(`[data-showtime="${showtime.id}"]`).click();
  await seatButton(page, first.label).click();
  await page.locator(`[data-product="${combo.name}"]`).click();
  const subtotal = first.price + combo.price;
  await expect(page.getByTestId("counter-total")).toHaveText(vnd(subtotal));
  await page.getByText("Thành viên · mã giảm giá").click();
  await page.getByLabel("Mã giảm giá").fill("combo10k");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.getByTestId("counter-discount")).toHaveText(`Giảm giá (mã COMBO10K)−${vnd(10_000)}`);
  await expect(page.getByTestId("counter-total")).toHaveText(vnd(subtotal - 10_000));
  expect(await seriousViolations(page, { iframes: false })).toEqual([]);
  await screenshot(page, testInfo, "counter-1024-voucher-quote");
  // A code that does not apply says why, on its field.
  await page.getByLabel("Mã giảm giá").fill("KHONGCOMA");
  await page.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page.locator("#counter-voucher-error")).toContainText("Mã khuyến mãi này không tồn tại");
  await expect(page.getByTestId("counter-total")).toHaveText(vnd(subtotal));
  await screenshot(page, testInfo, "counter-1024-voucher-refused");

  // The premiere: a sale event over the manager's next showtimes of this film; the counter sells one seat.
  const manager = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1280, height: 900 } });
  const managerPage = await manager.newPage();
  await signIn(managerPage, DEMO_MANAGER);
  await signInRequest(managerPage.request, DEMO_MANAGER);
  const created = await send(managerPage.request, "POST", "/admin/sale-events", {
    name: "Công chiếu thử quầy",
    filmId: (await apiResult<{ id: string }>(managerPage.request, `/films/${showtime.film.slug}`, DEMO_URL)).id,
    showtimeIds: [showtime.id],
    opensAt: new Date(Date.now() + 60_000).toISOString(),
    ratePerMinute: 60,
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { result: AdminSaleEvent }).result;
  try {
    await managerPage.goto(`/admin/sale-events/${event.id}`);
    await managerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(managerPage.getByRole("heading", { name: "Vé đã bán" })).toBeVisible();
    const before = event.sold.counter.tickets;
    await page.getByRole("button", { name: "Tiền mặt" }).click();
    await page.getByLabel("Mã giảm giá").fill("");
    await page.getByRole("button", { name: "Đúng số tiền" }).click();
    await page.getByRole("button", { name: /^Xác nhận thanh toán/ }).click();
    await expect(page.getByRole("dialog", { name: /^Đã bán · đơn / })).toBeVisible();
    // The live screen reads every 2 seconds: the counter's sale shows without a reload.
    const atCounter = managerPage.locator("div", { has: managerPage.locator("dt", { hasText: /^Tại quầy$/ }) }).last();
    await expect(atCounter.locator("dd").first()).toHaveText(String(before + 1), { timeout: 6_000 });
    expect(await seriousViolations(managerPage)).toEqual([]);
    await screenshot(managerPage, testInfo, "sale-event-live-1280-sold");
    await managerPage.setViewportSize({ width: 375, height: 812 });
    await screenshot(managerPage, testInfo, "sale-event-live-375-sold");
  } finally {
    await send(managerPage.request, "PATCH", `/admin/sale-events/${event.id}`, { closed: true });
  }
  expect(errors).toEqual([]);
});
