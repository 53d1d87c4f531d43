import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import { seriousViolations } from "./helpers/a11y.ts";
import { DEMO_CUSTOMER, DEMO_STAFF, DEMO_URL, scheduleSoon, signedInPage } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { toPaymentStep, twoSeats } from "./helpers/booking.ts";

/**
 * The whole purchase, as a customer and then the door staff see it. It needs the local payment
 * gateway and the demo accounts, which production never has: it runs on the suite's development
 * server (E2E_DEMO_URL, the same production build of the pages).
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/** The first film now showing and its earliest showtime (today's when there is one). */
async function filmAndShowtime(page: Page): Promise<{ film: Film; showtime: Showtime }> {
  for (const film of await api<Film[]>(page, "/films/showing")) {
    const showtimes = await api<Showtime[]>(page, `/showtimes?film=${film.slug}`);
    if (showtimes[0]) return { film, showtime: showtimes[0] };
  }
  throw new Error("no film with showtimes");
}

test("home → film → showtime → seats → combo → pay on the local gateway → ticket page with QR codes → the e-mail", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const { film, showtime } = await filmAndShowtime(page);

  await gotoHydrated(page, "/");
  await page.locator(`a[href="/movies/${film.slug}"]`).first().click();
  await expect(page).toHaveURL(`/movies/${film.slug}`);
  await page.locator(`section#lich-chieu a[href="/booking/${showtime.id}"]`).click();
  await expect(page).toHaveURL(`/booking/${showtime.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const { seats, checkout } = await toPaymentStep(page, showtime, { combo: true });
  await expect(checkout.getByRole("radio", { name: /VNPay/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "payment-step-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "payment-step-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();

  // The local gateway ("Cổng thanh toán thử nghiệm"), speaking VNPay's protocol.
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  const code = page.url().split("/").pop()!;
  await expect(page.getByTestId("booking-code")).toHaveText(code);
  const tickets = page.getByTestId("ticket");
  await expect(tickets).toHaveCount(2);
  for (const [i, seat] of seats.entries()) {
    const image = tickets.nth(i).getByRole("img", { name: `Mã QR vé ghế ${seat.label}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // On the ticket itself: the header's cinema menu holds the same names, hidden until opened.
  await expect(page.getByRole("main").getByText(showtime.cinema.name).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(showtime.auditorium.name).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "ticket-1280");
  await page.emulateMedia({ media: "print" });
  await shot(page, testInfo, "ticket-print");
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, testInfo, "ticket-375");

  const paidOrder = await api<Order>(page, `/orders/by-code/${code}`);
  expect(paidOrder.status).toBe("paid");
  expect(paidOrder.products).toHaveLength(1);

  // The account's history ("Vé của tôi") links the ticket page.
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("region", { name: "Vé của tôi", exact: true }).locator(`a[href="/orders/${code}"]`)).toBeVisible();

  // The confirmation e-mail, in the local mailbox.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(
      async () => {
        await page.goto("/dev/mailbox");
        return page.getByRole("link", { name: new RegExp(code) }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.getByRole("link", { name: new RegExp(code) }).click();
  const mail = page.frameLocator("iframe");
  await expect(mail.getByRole("img", { name: `Mã QR vé ghế ${seats[0].label}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "lich-chieu.ics" })).toBeVisible();
  await shot(page, testInfo, "email-1280");
  // The e-mail itself as a phone's mail app shows it.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto((await page.locator("iframe").getAttribute("src"))!);
  await shot(page, testInfo, "email-375");
  expect(errors).toEqual([]);
  await context.close();
});

test("paying with MoMo: the local MoMo gateway ('Cổng MoMo thử nghiệm') → ticket page", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const { showtime } = await filmAndShowtime(page);
  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { checkout } = await toPaymentStep(page, showtime, { combo: false });
  await checkout.getByRole("radio", { name: /Ví MoMo/ }).check();
  // The payment step with both gateways, on a desktop and on a phone.
  await checkout.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("payment-methods-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await checkout.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("payment-methods-375.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();

  await expect(page).toHaveURL(/\/dev\/gateway\/momo\/v2\/gateway\/pay\?t=/);
  await expect(page.getByText("Cổng MoMo thử nghiệm")).toBeVisible();
  await expect(page.getByRole("button", { name: "Giả lập ví không đủ số dư" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "momo-gateway-1280");
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await expect(page.getByTestId("ticket")).toHaveCount(2);
  const order = await api<Order>(page, `/orders/by-code/${page.url().split("/").pop()!}`);
  expect(order.status).toBe("paid");
  expect(errors).toEqual([]);
  await context.close();
});

test("staff of Sông Hàn check a ticket of a showtime starting soon in once; the second scan is refused, saying when", async ({ browser }, testInfo) => {
  // The demo manager schedules a showtime in 30 minutes (the door opens an hour before); a customer buys two seats.
  const manager = await browser.newContext({ baseURL: DEMO_URL });
  const showtimeId = await scheduleSoon(manager.request);
  await manager.close();
  const customer = await signedInPage(browser, DEMO_CUSTOMER);
  const showtime = await api<Showtime>(customer.page, `/showtimes/${showtimeId}`);
  await gotoHydrated(customer.page, `/booking/${showtimeId}`);
  const { checkout } = await toPaymentStep(customer.page, showtime, { combo: false });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await customer.page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(customer.page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  const order = await api<Order>(customer.page, `/orders/by-code/${customer.page.url().split("/").pop()!}`);
  await customer.context.close();

  for (const width of [1280, 375]) {
    const { context, page, errors } = await signedInPage(browser, DEMO_STAFF, width);
    await gotoHydrated(page, "/staff/checkin");
    await expect(page.getByRole("heading", { level: 1, name: "Soát vé" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (width === 1280) {
      const code = page.getByLabel("Mã QR hoặc mã vé");
      await code.fill(order.tickets![0]!.qr);
      await page.getByRole("button", { name: "Soát vé" }).click();
      const result = page.getByTestId("checkin-result");
      await expect(result).toHaveAttribute("data-admitted", "true");
      await expect(result).toContainText("CHO VÀO");
      await expect(result).toContainText(`Ghế ${order.tickets![0]!.seatLabel}`);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, "checkin-admitted-1280");
      await code.fill(order.tickets![0]!.code);
      await page.getByRole("button", { name: "Soát vé" }).click();
      await expect(result).toHaveAttribute("data-admitted", "false");
      await expect(result).toContainText("ĐÃ SOÁT RỒI");
      await expect(result).toContainText("đã được soát lúc");
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, "checkin-refused-1280");
    } else {
      await shot(page, testInfo, "checkin-375");
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("the check-in page is for staff: a customer is sent home", async ({ browser }) => {
  const { context, page } = await signedInPage(browser, DEMO_CUSTOMER);
  await page.goto("/staff/checkin");
  await expect(page).toHaveURL("/");
  await context.close();
});

test("a refused payment: 'Thanh toán lại' opens the payment step again; 'Vé của tôi' lists the held order first and no given-up holds", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_CUSTOMER);
  const { showtime } = await filmAndShowtime(page);
  // A hold given up on another showtime is not an order.
  // Another showtime of the film with seats still free (another spec may have sold a small room out).
  let other: { showtime: Showtime; map: SeatMap } | undefined;
  for (const candidate of await api<Showtime[]>(page, `/showtimes?film=${showtime.film.slug}`)) {
    if (candidate.id === showtime.id) continue;
    const map = await api<SeatMap>(page, `/showtimes/${candidate.id}/seats`);
    if (map.rows.flatMap((row) => row.seats).filter((seat) => seat.status === "available").length >= 10) {
      other = { showtime: candidate, map };
      break;
    }
  }
  const abandoned = await page.request.post(`${DEMO_URL}/api/v1/orders`, {
    headers: { origin: DEMO_URL },
    data: { showtimeId: other!.showtime.id, seatIds: twoSeats(other!.map).map((s) => s.id) },
  });
  expect(abandoned.status()).toBe(201);
  const abandonedCode = ((await abandoned.json()) as { result: Order }).result.code;
  await page.request.delete(`${DEMO_URL}/api/v1/orders/${((await abandoned.json()) as { result: Order }).result.id}`, { headers: { origin: DEMO_URL } });

  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { checkout } = await toPaymentStep(page, showtime, { combo: false });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page.getByText("Cổng thanh toán thử nghiệm")).toBeVisible();
  await page.getByRole("button", { name: "Giả lập lỗi ngân hàng" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Thanh toán chưa thành công." })).toBeVisible();
  const code = page.url().split("/").pop()!.split("?")[0]!;
  await page.getByRole("link", { name: "Thanh toán lại" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  await expect(page.getByTestId("checkout").getByRole("button", { name: /^Thanh toán / })).toBeVisible();

  await gotoHydrated(page, "/account");
  const mine = page.getByRole("region", { name: "Vé của tôi" });
  await expect(mine.getByRole("region", { name: "Đang giữ ghế, chưa thanh toán" })).toContainText(code);
  await expect(mine).not.toContainText(abandonedCode);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "account-orders-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, testInfo, "account-orders-375");
  await mine.getByRole("link", { name: "Tiếp tục thanh toán" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  // Give the seats back for the tests that follow.
  await page.getByRole("button", { name: "Huỷ giữ ghế" }).click();
  expect(errors).toEqual([]);
  await context.close();
});
