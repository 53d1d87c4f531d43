import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Order, Showtime } from "@hancine/contract/booking";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import type { Points } from "@hancine/contract/points";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { buyTwoSeatsOnGateway, newDemoCustomer, screenshot, showtimeOfAFilm, toPaymentStep } from "./helpers/booking.ts";
import { DEMO_ADMIN, DEMO_URL, signInRequest } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";

/**
 * After the sale (issue 16), as two customers meet it on the suite's development server (local
 * gateway and mailbox): one buys the last two seats of a showtime with reward points and cancels
 * them, getting the money and the points back; the other, waiting in line for that sold-out showtime,
 * is e-mailed the freed seats and buys them. Then "Nhắc tôi" on a coming film. The sold-out showtime
 * is made by the admin: a room of a cinema no other spec uses gets a two-seat layout (new layouts
 * apply to showtimes created afterwards), and a showtime there (decisions 049, 050, 051).
 */

test.setTimeout(180_000);

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
): Promise<{ status: number; result: T; body: string }> {
  const response = await request.fetch(`${DEMO_URL}/api/v1${path}`, { method, headers: { origin: DEMO_URL }, ...(data !== undefined && { data }) });
  const body = await response.text();
  return { status: response.status(), result: (JSON.parse(body) as { result: T }).result, body };
}

/** As the demo admin: a two-seat room (the last cinema's last room) and a showtime there six days ahead at 21:00. */
async function twoSeatShowtime(request: APIRequestContext): Promise<string> {
  await signInRequest(request, DEMO_ADMIN);
  const cinemas = (await call<AdminCinema[]>(request, "GET", "/admin/cinemas")).result;
  const cinema = cinemas[cinemas.length - 1]!;
  const date = addDays(chainDay(new Date()), 6);
  const day = (await call<ScheduleDay>(request, "GET", `/admin/schedule?cinema=${cinema.slug}&date=${date}`)).result;
  const room = day.rooms[day.rooms.length - 1]!;
  const layout = await call(request, "PUT", `/admin/auditoriums/${room.id}/layout`, {
    columns: 2,
    rows: [
      {
        label: "",
        seats: [
          { x: 0, type: "standard" },
          { x: 1, type: "standard" },
        ],
      },
    ],
  });
  expect(layout.status, layout.body).toBe(200);
  const film = day.films.find((f) => f.releaseDate <= date)!;
  const startsAt = new Date(`${date}T21:00:00+07:00`);
  const until = new Date(startsAt.getTime() + (film.durationMinutes + room.cleaningMinutes) * 60_000);
  for (const showtime of day.showtimes) {
    const inTheWay =
      showtime.auditoriumId === room.id && !showtime.cancelledAt && new Date(showtime.startsAt) < until && new Date(showtime.blockedUntil) > startsAt;
    if (inTheWay)
      expect((await call(request, "POST", `/admin/showtimes/${showtime.id}/cancel`, { reason: "Nhường phòng cho suất kiểm thử" })).status).toBe(200);
  }
  const created = await call<{ id: string }>(request, "POST", "/admin/showtimes", {
    filmId: film.id,
    auditoriumId: room.id,
    startsAt: startsAt.toISOString(),
    format: "2D",
    language: "Phụ đề",
  });
  expect(created.status, created.body).toBe(201);
  return created.result.id;
}

const vnd = (amount: number) => `${new Intl.NumberFormat("vi-VN").format(amount)} ₫`;

test("buy with points → cancel → money and points back → the seats go to the first in line by e-mail → bought", async ({ browser }, testInfo) => {
  const admin = await browser.newContext();
  const showtimeId = await twoSeatShowtime(admin.request);
  await admin.close();

  // Lan earns points on a first ticket: a member gets 5 % of what was paid, one point per 1.000 ₫.
  const lan = await newDemoCustomer(browser);
  const first = await buyTwoSeatsOnGateway(lan.page, (await showtimeOfAFilm(lan.page)).id);
  const earned = Math.floor((first.total * 0.05) / 1000);
  expect(earned).toBeGreaterThan(0);

  // …and spends them on both seats of the small room's showtime, paying the rest on the gateway.
  const showtime = await apiResult<Showtime>(lan.page.request, `/showtimes/${showtimeId}`, DEMO_URL);
  await gotoHydrated(lan.page, `/booking/${showtimeId}`);
  const { checkout } = await toPaymentStep(lan.page, showtime, { combo: false });
  const pointsForm = lan.page.getByTestId("points-form");
  await pointsForm.getByRole("spinbutton", { name: "Dùng điểm thưởng" }).fill(String(earned));
  await pointsForm.getByRole("button", { name: "Dùng điểm" }).click();
  await expect(lan.page.getByTestId("points-applied")).toContainText(`Đã dùng ${earned} điểm`);
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(lan.page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await lan.page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(lan.page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  const code = lan.page.url().split("/").pop()!;
  const paid = await apiResult<Order>(lan.page.request, `/orders/by-code/${code}`, DEMO_URL);
  expect(paid.total).toBe(paid.subtotal - earned * 1000);
  expect((await apiResult<Points>(lan.page.request, "/me/points", DEMO_URL)).balance).toBe(Math.floor((paid.total * 0.05) / 1000));

  // Minh finds the showtime sold out and joins the waiting list for two seats.
  const minh = await newDemoCustomer(browser);
  await gotoHydrated(minh.page, `/booking/${showtimeId}`);
  const panel = minh.page.getByRole("region", { name: "Suất này đã hết ghế" });
  await expect(panel).toBeVisible();
  await panel.getByLabel("Số ghế cần").selectOption("2");
  expect(await seriousViolations(minh.page)).toEqual([]);
  await screenshot(minh.page, testInfo, "waitlist-join-1280");
  await panel.getByRole("button", { name: "Báo tôi khi có ghế" }).click();
  await expect(panel.getByRole("status")).toHaveText("Bạn đã vào danh sách chờ, vị trí thứ 1. Chúng tôi sẽ e-mail cho bạn khi có ghế.");
  await minh.page.setViewportSize({ width: 375, height: 800 });
  await screenshot(minh.page, testInfo, "waitlist-waiting-375");
  await gotoHydrated(minh.page, "/account");
  await expect(minh.page.getByRole("region", { name: "Danh sách chờ và lời nhắc" }).getByText("vị trí thứ 1")).toBeVisible();
  expect(await seriousViolations(minh.page)).toEqual([]);
  await screenshot(minh.page, testInfo, "account-waitlist-375");

  // Lan cancels from the ticket page: what she paid goes back to VNPay, her points to her account.
  const cancel = lan.page.getByRole("button", { name: "Hủy vé" });
  await cancel.click();
  const dialog = lan.page.getByRole("dialog", { name: `Hủy đơn hàng ${code}?` });
  await expect(dialog).toContainText(`Bạn được hoàn ${vnd(paid.total)} về VNPay`);
  await dialog.getByRole("button", { name: "Xác nhận hủy vé" }).click();
  await expect(lan.page.getByText("Đơn hàng đã được hủy và hoàn tiền.")).toBeVisible();
  expect((await apiResult<Order>(lan.page.request, `/orders/by-code/${code}`, DEMO_URL)).status).toBe("refunded");
  // The points spent come back and those the cancelled order earned are taken back: the first ticket's again.
  expect((await apiResult<Points>(lan.page.request, "/me/points", DEMO_URL)).balance).toBe(earned);
  await gotoHydrated(lan.page, "/account");
  // What the card shows: the points and what they are worth at 1.000 ₫ each.
  await expect(lan.page.getByTestId("points-card")).toContainText(`= ${vnd(earned * 1000)}`);
  expect(lan.errors).toEqual([]);
  await lan.context.close();

  // The freed seats are held for Minh, who gets the e-mail and pays from its button.
  await minh.page.setViewportSize({ width: 1280, height: 900 });
  const mailLink = minh.page.getByRole("link", { name: new RegExp(`^Đã có ghế cho bạn: .*Tới ${minh.email.replace(/[.+]/g, "\\$&")}`) });
  await expect
    .poll(
      async () => {
        await minh.page.goto("/dev/mailbox");
        return mailLink.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await mailLink.click();
  const mail = minh.page.frameLocator("iframe");
  await expect(mail.getByText(/Chúng tôi đang giữ ghế A1, A2 cho bạn đến \d\d:\d\d/)).toBeVisible();
  await screenshot(minh.page, testInfo, "waitlist-email-1280");
  const payLink = await mail.getByRole("link", { name: "Thanh toán giữ chỗ" }).getAttribute("href");
  expect(payLink).toBe(`${DEMO_URL}/booking/${showtimeId}?buoc=thanh-toan`);
  await gotoHydrated(minh.page, payLink!);
  await expect(minh.page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  const ageBox = minh.page.getByRole("main").getByRole("checkbox");
  if (await ageBox.count()) await ageBox.check();
  await minh.page
    .getByTestId("checkout")
    .getByRole("button", { name: /^Thanh toán / })
    .click();
  await expect(minh.page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await minh.page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(minh.page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(minh.page.getByTestId("ticket")).toHaveCount(2);
  await gotoHydrated(minh.page, "/account");
  await expect(minh.page.getByRole("region", { name: "Danh sách chờ và lời nhắc" }).getByText("Đã mua vé")).toBeVisible();
  await screenshot(minh.page, testInfo, "account-bought-1280");
  expect(minh.errors).toEqual([]);
  await minh.context.close();
});

test("'Nhắc tôi' on the coming-soon list and on a coming film's page", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
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
  await screenshot(page, testInfo, "remind-list-1280");

  // The film's page knows it, on a phone too.
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, `/movies/${film.slug}`);
  await expect(page.getByRole("button", { name: `Nhắc tôi khi ${film.name} mở bán vé` })).toHaveAttribute("aria-pressed", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "remind-film-375");
  const mine = await call<{ film: { slug: string }; notifiedAt: string | null }[]>(context.request, "GET", "/me/reminders");
  expect(mine.result).toEqual([expect.objectContaining({ film: expect.objectContaining({ slug: film.slug }), notifiedAt: null })]);
  expect(errors).toEqual([]);
  await context.close();
});
