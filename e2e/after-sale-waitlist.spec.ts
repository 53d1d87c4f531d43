import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { Order } from "@hancine/contract/booking";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { signUpCustomer } from "./helpers/booking.ts";
import { DEMO_ADMIN, DEMO_URL } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * The waiting list (issue 16, decision 051) as a customer meets it, on the suite's development server
 * (local gateway and mailbox): a full showtime, "Báo tôi khi có ghế", a seat frees, the e-mail, the
 * purchase. The full showtime is made by the admin: a room of a cinema no other spec uses gets a
 * two-seat layout (new layouts apply to showtimes created afterwards), and a showtime there.
 */

test.setTimeout(120_000);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

async function call<T>(request: APIRequestContext, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<{ status: number; result: T; body: string }> {
  const response = await request.fetch(`${DEMO_URL}/api/v1${path}`, { method, headers: { origin: DEMO_URL }, ...(data !== undefined && { data }) });
  const body = await response.text();
  return { status: response.status(), result: (JSON.parse(body) as { result: T }).result, body };
}

/** As the demo admin: a two-seat room (the last cinema's last room) and a showtime there six days ahead at 21:00. */
async function twoSeatShowtime(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${DEMO_URL}/api/v1/auth/login`, { headers: { origin: DEMO_URL }, data: DEMO_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const cinemas = (await call<AdminCinema[]>(request, "GET", "/admin/cinemas")).result;
  const cinema = cinemas[cinemas.length - 1]!;
  const date = addDays(chainDay(new Date()), 6);
  const day = (await call<ScheduleDay>(request, "GET", `/admin/schedule?cinema=${cinema.slug}&date=${date}`)).result;
  const room = day.rooms[day.rooms.length - 1]!;
  const layout = await call(request, "PUT", `/admin/auditoriums/${room.id}/layout`, {
    columns: 2,
    rows: [{ label: "", seats: [{ x: 0, type: "standard" }, { x: 1, type: "standard" }] }],
  });
  expect(layout.status, layout.body).toBe(200);
  const film = day.films.find((f) => f.releaseDate <= date)!;
  const startsAt = new Date(`${date}T21:00:00+07:00`);
  const until = new Date(startsAt.getTime() + (film.durationMinutes + room.cleaningMinutes) * 60_000);
  for (const showtime of day.showtimes) {
    const inTheWay = showtime.auditoriumId === room.id && !showtime.cancelledAt && new Date(showtime.startsAt) < until && new Date(showtime.blockedUntil) > startsAt;
    if (inTheWay) expect((await call(request, "POST", `/admin/showtimes/${showtime.id}/cancel`, { reason: "Nhường phòng cho suất kiểm thử" })).status).toBe(200);
  }
  const created = await call<{ id: string }>(request, "POST", "/admin/showtimes", { filmId: film.id, auditoriumId: room.id, startsAt: startsAt.toISOString(), format: "2D", language: "Phụ đề" });
  expect(created.status, created.body).toBe(201);
  return created.result.id;
}

test("a full showtime: 'Báo tôi khi có ghế', a seat frees, the e-mail in the mailbox, and the customer buys it", async ({ browser }, testInfo) => {
  const admin = await browser.newContext();
  const showtimeId = await twoSeatShowtime(admin.request);
  await admin.close();

  // Another customer holds both seats: the showtime is full.
  const other = await browser.newContext({ baseURL: DEMO_URL });
  const otherPage = await other.newPage();
  await signUpCustomer(otherPage, DEMO_URL);
  const seats = await call<{ rows: { seats: { id: string }[] }[] }>(other.request, "GET", `/showtimes/${showtimeId}/seats`);
  const held = await call<Order>(other.request, "POST", "/orders", { showtimeId, seatIds: seats.result.rows.flatMap((r) => r.seats.map((s) => s.id)) });
  expect(held.status, held.body).toBe(201);

  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const email = await signUpCustomer(page, DEMO_URL);

  // The seat page says the showtime is full and offers the waiting list.
  await gotoHydrated(page, `/booking/${showtimeId}`);
  const panel = page.getByRole("region", { name: "Suất này đã hết ghế" });
  await expect(panel).toBeVisible();
  await panel.getByLabel("Số ghế cần").selectOption("2");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "waitlist-join-1280");
  await panel.getByRole("button", { name: "Báo tôi khi có ghế" }).click();
  await expect(panel.getByRole("status")).toHaveText("Bạn đã vào danh sách chờ, vị trí thứ 1. Chúng tôi sẽ e-mail cho bạn khi có ghế.");
  await expect(panel.getByText("vị trí thứ 1", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "waitlist-waiting-375");

  // On /account: the place in line.
  await gotoHydrated(page, "/account");
  const places = page.getByRole("region", { name: "Danh sách chờ và lời nhắc" });
  await expect(places.getByText("vị trí thứ 1")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "account-waitlist-375");

  // The other customer gives the seats back: they go to the first in line, who gets the e-mail.
  expect((await call(other.request, "DELETE", `/orders/${held.result.id}`)).status).toBe(200);
  await other.close();
  await page.setViewportSize({ width: 1280, height: 900 });
  const mailLink = page.getByRole("link", { name: new RegExp(`^Đã có ghế cho bạn: .*Tới ${email.replace(/[.+]/g, "\\$&")}`) });
  await expect
    .poll(async () => {
      await page.goto("/dev/mailbox");
      return mailLink.count();
    }, { timeout: 30_000 })
    .toBe(1);
  await mailLink.click();
  const mail = page.frameLocator("iframe");
  await expect(mail.getByText(/Chúng tôi đang giữ ghế A1, A2 cho bạn đến \d\d:\d\d/)).toBeVisible();
  await shot(page, testInfo, "waitlist-email-1280");
  const payLink = await mail.getByRole("link", { name: "Thanh toán giữ chỗ" }).getAttribute("href");
  expect(payLink).toBe(`${DEMO_URL}/booking/${showtimeId}?buoc=thanh-toan`);

  // The e-mail's button opens the held order at its payment step; the customer pays.
  await gotoHydrated(page, payLink!);
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  const checkout = page.getByTestId("checkout");
  const ageBox = page.getByRole("main").getByRole("checkbox");
  if (await ageBox.count()) await ageBox.check();
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByTestId("ticket")).toHaveCount(2);

  // /account: the place reads 'Đã mua vé'.
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("region", { name: "Danh sách chờ và lời nhắc" }).getByText("Đã mua vé")).toBeVisible();
  await shot(page, testInfo, "account-bought-1280");
  expect(errors).toEqual([]);
  await context.close();
});

test("'Nhắc tôi' on the coming-soon list and on a coming film's page", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signUpCustomer(page, DEMO_URL);
  const coming = await call<{ slug: string; name: string }[]>(context.request, "GET", "/films/comming");
  const film = coming.result[0]!;

  await gotoHydrated(page, "/movies");
  await page.getByRole("tab", { name: /^Sắp chiếu/ }).click();
  const remind = page.getByRole("button", { name: `Nhắc tôi khi ${film.name} mở bán vé` });
  await expect(remind).toHaveAttribute("aria-pressed", "false");
  await remind.click();
  await expect(remind).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: `Chúng tôi sẽ e-mail cho bạn khi ${film.name} mở bán vé.` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "remind-list-1280");

  // The film's page knows it, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, `/movies/${film.slug}`);
  await expect(page.getByRole("button", { name: `Nhắc tôi khi ${film.name} mở bán vé` })).toHaveAttribute("aria-pressed", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "remind-film-375");
  const mine = await call<{ film: { slug: string }; notifiedAt: string | null }[]>(context.request, "GET", "/me/reminders");
  expect(mine.result).toEqual([expect.objectContaining({ film: expect.objectContaining({ slug: film.slug }), notifiedAt: null })]);
  expect(errors).toEqual([]);
  await context.close();
});
