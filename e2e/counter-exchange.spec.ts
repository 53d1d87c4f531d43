import { expect, test, type APIRequestContext } from "@playwright/test";
import type { SeatMap, Showtime } from "@hancine/contract/booking";
import { formatTime } from "@hancine/contract/format";
import { buyTwoSeatsOnGateway, newDemoCustomer, screenshot, seatButton, twoSeats } from "./helpers/booking.ts";
import { DEMO_MANAGER, DEMO_STAFF, DEMO_URL, MANAGER_CINEMA, scheduleSoon, signIn, signInRequest } from "./helpers/demo-site.ts";
import { apiResult } from "./helpers/home.ts";
import { COUNTER, counterShowtimes, MANAGER_PIN, send, noAxeFindings } from "./helpers/counter.ts";
import { vnd } from "./helpers/money.ts";

/**
 * An exchange at the counter (decision 084) at a 1024 × 768 screen: a customer bought two seats
 * online; at the counter a cashier finds the order, picks another showtime of the film and two seats
 * on its live map, sees the difference, takes it (or says what goes back), with a manager's PIN; the
 * old seats are on sale again online and the new ones taken, on the customers' open maps.
 */

/** The exchange's window: until 120 minutes before the old showtime (CANCEL_BEFORE_MINUTES). */
const EXCHANGEABLE_AFTER_MS = 150 * 60_000;

/**
 * Two showtimes of one film the counter lists (today's or tonight's), both far enough ahead to be
 * exchanged: the demo's, or, late in the evening when it has none left, two the manager schedules now
 * in two rooms.
 */
async function twoShowtimesOfAFilm(request: APIRequestContext): Promise<[Showtime, Showtime]> {
  const todays = () => counterShowtimes(request);
  const open = (await todays()).filter((s) => Date.parse(s.startsAt) > Date.now() + EXCHANGEABLE_AFTER_MS && s.seatsLeft > 20 && !s.saleEventId);
  for (const first of open) {
    const second = open.find((s) => s.film.slug === first.film.slug && s.id !== first.id);
    if (second) return [first, second];
  }
  const ids = [await scheduleSoon(request, 155, DEMO_URL, { room: 1 }), await scheduleSoon(request, 160, DEMO_URL, { room: 2 })];
  const scheduled = (await todays()).filter((s) => ids.includes(s.id));
  if (scheduled.length !== 2) throw new Error("the counter does not list the two showtimes the manager scheduled");
  return [scheduled[0]!, scheduled[1]!];
}

test("a cashier exchanges an online order to another showtime with a manager's PIN; the old seats free online, the new ones taken", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInRequest(request, DEMO_MANAGER);
  expect((await send(request, "PUT", "/box-office/pin", { pin: MANAGER_PIN })).status()).toBe(200);
  const [from, to] = await twoShowtimesOfAFilm(request);

  // A customer buys two seats of the first showtime online.
  const buyer = await newDemoCustomer(browser);
  const bought = await buyTwoSeatsOnGateway(buyer.page, from.id);
  const oldSeats = bought.seats.map((s) => s.label);

  // Another customer watches both maps.
  const watcher = await newDemoCustomer(browser);
  const watchOld = watcher.page;
  await watchOld.goto(`/booking/${from.id}`);
  await watchOld.locator("html[data-hydrated]").waitFor({ state: "attached" });
  for (const label of oldSeats) await expect(seatButton(watchOld, label)).toHaveAttribute("data-status", "sold");
  const watchNew = await watcher.context.newPage();
  await watchNew.goto(`/booking/${to.id}`);
  await watchNew.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const newSeats = twoSeats(await apiResult<SeatMap>(request, `/showtimes/${to.id}/seats`, DEMO_URL));
  const credit = bought.total;
  const difference = newSeats[0].price + newSeats[1].price - credit;

  // The cashier at a 1024 × 768 counter, with a shift of their own.
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, DEMO_STAFF);
  const current = await page.request.get(`${DEMO_URL}/api/v1/box-office/shifts/current?cinema=${MANAGER_CINEMA}`);
  if (!((await current.json()) as { result: unknown }).result)
    expect((await send(page.request, "POST", "/box-office/shifts", { cinema: MANAGER_CINEMA, openingFloat: 500_000 })).status()).toBe(201);
  await page.goto(COUNTER);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await page.getByRole("button", { name: "Đổi vé" }).click();
  const dialog = page.getByRole("dialog", { name: "Đổi vé tại quầy" });
  await dialog.getByLabel("Mã đơn cần đổi").fill(bought.code);
  await dialog.getByLabel("Mã đơn cần đổi").press("Enter");
  await expect(dialog.getByText(`Đơn ${bought.code}`)).toBeVisible();
  await expect(dialog.getByText("mua trên website")).toBeVisible();
  await dialog.getByRole("button", { name: new RegExp(`^${formatTime(to.startsAt)} · ${to.auditorium.name}`) }).click();
  for (const seat of newSeats) await seatButton(page, seat.label).click();
  await expect(dialog.getByTestId("exchange-difference")).toHaveText(vnd(Math.abs(difference)));
  await expect(dialog.getByText(difference > 0 ? "Khách trả thêm" : "Trả lại khách", { exact: true })).toBeVisible();
  if (difference > 0) {
    await dialog.getByRole("button", { name: "Tiền mặt" }).click();
    await dialog.getByRole("button", { name: "Đúng số tiền" }).click();
  }
  await dialog.getByLabel("Lý do đổi").fill("Khách muốn xem suất khác");
  await dialog.getByLabel("E-mail của quản lý").fill(DEMO_MANAGER.email);
  await dialog.getByLabel("Mã PIN quầy của quản lý").fill("111111");
  await noAxeFindings(page, "the exchange dialog");
  await screenshot(page, testInfo, "counter-1024-exchange");
  await dialog.getByRole("button", { name: /đổi vé$/i }).click();
  await expect(dialog.getByText(/mã PIN quầy của quản lý không đúng/)).toBeVisible();
  await dialog.getByLabel("Mã PIN quầy của quản lý").fill(MANAGER_PIN);
  await dialog.getByRole("button", { name: /đổi vé$/i }).click();

  const done = page.getByRole("dialog", { name: /^Đã đổi vé · đơn mới / });
  await expect(done).toBeVisible();
  await expect(done.getByText(newSeats.map((s) => s.label).join(", "))).toBeVisible();
  await expect(done.getByTestId("exchange-money")).toHaveText(vnd(difference > 0 ? difference : Math.abs(difference)));
  const newCode = ((await done.getByRole("heading").first().textContent()) ?? "").replace(/^.*đơn mới /, "").trim();
  const preview = page.frameLocator(`iframe[title="Bản in vé và hoá đơn đơn ${newCode}"]`);
  await expect(preview.getByText(newSeats[0].label, { exact: true })).toBeVisible();
  await noAxeFindings(page, "the exchange's summary");
  await screenshot(page, testInfo, "counter-1024-exchange-done");

  // Online, within a second or so and without a reload: the old seats on sale again, the new ones sold.
  for (const label of oldSeats) await expect(seatButton(watchOld, label)).toHaveAttribute("data-status", "available", { timeout: 2_000 });
  for (const seat of newSeats) await expect(seatButton(watchNew, seat.label)).toHaveAttribute("data-status", "sold", { timeout: 2_000 });
  const refused = await watchNew.request.post(`${DEMO_URL}/api/v1/orders`, {
    headers: { origin: DEMO_URL },
    data: { showtimeId: to.id, seatIds: newSeats.map((s) => s.id) },
  });
  expect(refused.status()).toBe(409);
  const freed = await watchOld.request.post(`${DEMO_URL}/api/v1/orders`, {
    headers: { origin: DEMO_URL },
    data: { showtimeId: from.id, seatIds: bought.seats.map((s) => s.id) },
  });
  expect(freed.status(), await freed.text()).toBe(201);
  // The buyer's old order is exchanged.
  expect((await apiResult<{ status: string }>(buyer.page.request, `/orders/${bought.id}`, DEMO_URL)).status).toBe("exchanged");

  expect(errors).toEqual([]);
  await buyer.context.close();
  await watcher.context.close();
  await context.close();
});
