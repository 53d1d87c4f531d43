import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Order, Seat, SeatMap, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { checkSeatSelection } from "@hancine/contract/seat-rules";
import { DEMO_URL } from "./demo-site.ts";
import { apiResult, E2E_BASE_URL } from "./home.ts";

/** Full-page screenshot attached to the report; also asserts there is no sideways scrolling. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

let signups = 0;

/**
 * A new customer, signed in in this page's browser context: signs up through the API as the form
 * does (the ALTCHA proof of work solved here), so each test holds seats as a different person.
 */
export async function signUpCustomer(page: Page, baseUrl = E2E_BASE_URL): Promise<string> {
  const challenge = (await (await page.request.get(`${baseUrl}/api/v1/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  const email = `khach-${Date.now()}-${++signups}@example.com`;
  const password = "XemPhimVui2026!";
  const response = await page.request.post(`${baseUrl}/api/v1/auth/signup`, {
    headers: { origin: baseUrl },
    data: {
      fullName: "Khách Thử Nghiệm",
      email,
      phone: "0905 111 222",
      gender: "female",
      dateOfBirth: "1995-05-05",
      password,
      confirmPassword: password,
      acceptTerms: true,
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** A state-changing API call from this page's context (the CSRF guard wants the site's Origin). */
export async function apiSend<T>(request: APIRequestContext, method: "POST" | "PATCH" | "DELETE", path: string, data?: unknown) {
  const response = await request.fetch(`${E2E_BASE_URL}/api/v1${path}`, {
    method,
    headers: { origin: E2E_BASE_URL },
    ...(data !== undefined && { data }),
  });
  return { status: response.status(), body: (await response.json()) as { result?: T; error?: { code: string; message: string } } };
}

const HOUR = 60 * 60 * 1000;

/**
 * The `n`th bookable showtime (starting more than an hour from now) in a medium room (rows A–J,
 * blocks 4 | 8 | 4, couple seats in row J), so each test can take a showtime of its own.
 */
export async function mediumRoomShowtime(request: APIRequestContext, n: number): Promise<{ showtime: Showtime; map: SeatMap }> {
  const showtimes = await apiResult<Showtime[]>(request, "/showtimes?city=da-nang");
  const later = showtimes.filter((s) => Date.parse(s.startsAt) > Date.now() + HOUR);
  let found = 0;
  for (const showtime of later) {
    const map = await apiResult<SeatMap>(request, `/showtimes/${showtime.id}/seats`);
    if (map.columns !== 18 || map.rows.length !== 10) continue;
    if (found++ === n) return { showtime, map };
  }
  throw new Error(`no medium-room showtime number ${n}`);
}

export function seatOf(map: SeatMap, label: string): Seat {
  const seat = map.rows.flatMap((row) => row.seats).find((s) => s.label === label);
  if (!seat) throw new Error(`no seat ${label}`);
  return seat;
}

/** The seat button on the map, found by its label. */
export const seatButton = (page: Page, label: string) => page.locator(`[role="grid"] button[data-seat="${label}"]`);

/** Browser-logged failures of requests a test provokes on purpose (a taken seat, a wrong voucher). */
export function withoutExpectedFailures(errors: string[], ...statuses: number[]): string[] {
  return errors.filter((e) => !statuses.some((status) => e.includes(`status of ${status}`)));
}

/** Two seats side by side that the seat rules accept (no stranded single seat). */
export function twoSeats(map: SeatMap): [Seat, Seat] {
  for (const row of [...map.rows].reverse()) {
    const seats = row.seats.filter((s) => s.type !== "couple");
    for (let i = 0; i + 1 < seats.length; i++) {
      const pair = [seats[i]!, seats[i + 1]!] as [Seat, Seat];
      if (pair.some((s) => s.status !== "available") || pair[1].x !== pair[0].x + pair[0].span) continue;
      if (
        !checkSeatSelection(
          map.rows.flatMap((r) => r.seats),
          pair.map((s) => s.id),
        )
      )
        return pair;
    }
  }
  throw new Error("no two free seats side by side");
}

/**
 * On the booking page: two free seats, 'Tiếp tục', a combo when asked, 'Tiếp tục', the age box
 * when the film needs it; answers the seats and the payment step (VNPay chosen by default).
 */
export async function toPaymentStep(page: Page, showtime: Showtime, options: { combo: boolean }, base = DEMO_URL) {
  const seats = twoSeats(await apiResult<SeatMap>(page.request, `/showtimes/${showtime.id}/seats`, base));
  for (const seat of seats) await seatButton(page, seat.label).click();
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  if (options.combo) {
    await page
      .getByTestId("combo-card")
      .first()
      .getByRole("button", { name: /^Thêm một / })
      .click();
    await expect(summary.getByText(/× 1/)).toBeVisible();
  }
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();

  const checkout = page.getByTestId("checkout");
  await expect(checkout.getByRole("radio")).toHaveCount(3);
  if (["T13", "T16", "T18"].includes(showtime.film.age)) {
    await expect(checkout.getByRole("button", { name: /^Thanh toán / })).toBeDisabled();
    await page.getByRole("main").getByRole("checkbox").check();
  }
  await expect(checkout.getByRole("button", { name: /^Thanh toán / })).toBeEnabled();
  return { seats, checkout };
}

/** A call to the demo server's API as this page's signed-in visitor (same origin), expected to succeed. */
export async function sendDemo<T>(page: Page, method: "POST" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`${DEMO_URL}/api/v1${path}`, { method, headers: { origin: DEMO_URL }, ...(data !== undefined && { data }) });
  const body = (await response.json()) as { result: T };
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.result;
}

/** Two seats of the showtime bought through the API and paid on the local gateway's page: the order. */
export async function buyTwoSeatsOnGateway(page: Page, showtimeId: string): Promise<Order> {
  const seats = twoSeats(await apiResult<SeatMap>(page.request, `/showtimes/${showtimeId}/seats`, DEMO_URL));
  const order = await sendDemo<Order>(page, "POST", "/orders", { showtimeId, seatIds: seats.map((s) => s.id) });
  await sendDemo(page, "PATCH", `/orders/${order.id}`, { ageConfirmed: true });
  const { paymentUrl } = await sendDemo<{ paymentUrl: string }>(page, "POST", `/orders/${order.id}/checkout`, { method: "vnpay", ageConfirmed: true });
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  return apiResult<Order>(page.request, `/orders/${order.id}`, DEMO_URL);
}

/** The first film now showing on the demo server that has a showtime on sale, and its earliest showtime. */
export async function showtimeOfAFilm(page: Page): Promise<Showtime> {
  for (const film of await apiResult<Film[]>(page.request, "/films/showing", DEMO_URL)) {
    const showtimes = await apiResult<Showtime[]>(page.request, `/showtimes?film=${film.slug}`, DEMO_URL);
    if (showtimes[0]) return showtimes[0];
  }
  throw new Error("no film with showtimes");
}

/** A new customer signed up and signed in, in a browser context of their own on the demo server; page errors are collected. */
/**
 * A film showing in Đà Nẵng on the demo server with at least three showtimes starting more than three
 * hours from now (still open to cancel and change), tomorrow's among them — an exchange picks one on the
 * second day's tab; a film another spec made may have showtimes on a few scattered days only.
 */
export async function filmWithShowtimesAhead(request: APIRequestContext): Promise<{ film: Film; showtimes: Showtime[] }> {
  const tomorrow = addDays(chainDay(new Date()), 1);
  for (const film of await apiResult<Film[]>(request, "/films/showing", DEMO_URL)) {
    const showtimes = (await apiResult<Showtime[]>(request, `/showtimes?film=${film.slug}&city=da-nang`, DEMO_URL)).filter(
      (s) => Date.parse(s.startsAt) > Date.now() + 3 * 3_600_000,
    );
    if (showtimes.length >= 3 && showtimes.some((s) => chainDay(s.startsAt) === tomorrow)) return { film, showtimes };
  }
  throw new Error("no film with showtimes far enough ahead, tomorrow's among them");
}

export async function newDemoCustomer(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const email = await signUpCustomer(page, DEMO_URL);
  return { context, page, errors, email };
}
