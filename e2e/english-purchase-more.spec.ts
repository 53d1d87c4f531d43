import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import type { Film } from "@hancine/contract/catalog";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { filmWithShowtimesAhead, newDemoCustomer, seatButton, twoSeats } from "./helpers/booking.ts";
import { DEMO_ADMIN as ADMIN, DEMO_URL, signIn, signInRequest } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { expectEnglish, vietnameseOutsideLangVi } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37, the rest of the purchase in English (decision 097): a premiere's waiting room, the quick
 * purchase page, a sold-out showtime's waiting list, and changing a paid order's showtime — each an
 * English-speaking visitor's journey on /en pages, with the local gateway's page in English for an
 * order of an English page. No Vietnamese outside `lang="vi"`, no message key shown, no serious axe
 * finding, screenshots at 375 and 1280 px. The words asserted here are written by hand.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);
test.use({ baseURL: DEMO_URL, actionTimeout: 20_000, navigationTimeout: 30_000 });

const MINUTE = 60_000;
const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);

/** English (expectEnglish), marked so (`lang="en"`), and no serious axe finding. */
async function allEnglish(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectEnglish(page, where);
  expect(await seriousViolations(page), where).toEqual([]);
}

async function send<T>(request: APIRequestContext, method: "POST" | "PATCH" | "PUT" | "DELETE", path: string, data?: unknown, language = "vi") {
  const response = await request.fetch(`${DEMO_URL}/api/v1${path}`, {
    method,
    headers: { origin: DEMO_URL, "accept-language": language },
    ...(data !== undefined && { data }),
  });
  const body = await response.text();
  expect(response.ok(), `${method} ${path}: ${body}`).toBe(true);
  return (JSON.parse(body) as { result: T }).result;
}

test("an English-speaking visitor waits in a premiere's waiting room, in English, and is let in to choose seats", async ({
  page: admin,
  browser,
}, testInfo) => {
  await signIn(admin, ADMIN, DEMO_URL);
  const devClock = async (method: "PUT" | "DELETE", at?: Date) => {
    const moved = await admin.request.fetch(`${DEMO_URL}/dev/clock`, { method, ...(at && { data: { at: at.toISOString() } }) });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  await devClock("DELETE");

  // A demo film's two showtimes, later than three hours from now and in no other event: its sale opens in three minutes, paused at the door.
  const start = new Date();
  const opensAt = new Date(Math.ceil((start.getTime() + 3 * MINUTE) / MINUTE) * MINUTE);
  const later = (await apiResult<Showtime[]>(admin.request, "/showtimes", DEMO_URL)).filter((s) => Date.parse(s.startsAt) > start.getTime() + 3 * 3_600_000);
  let event: AdminSaleEvent | null = null;
  for (const slug of [...new Set(later.map((s) => s.film.slug))].reverse()) {
    const shows = later.filter((s) => s.film.slug === slug).slice(0, 2);
    if (shows.length < 2) continue;
    const { id: filmId } = await apiResult<Film>(admin.request, `/films/${slug}`, DEMO_URL);
    const response = await admin.request.post(`${DEMO_URL}/api/v1/admin/sale-events`, {
      headers: { origin: DEMO_URL },
      data: {
        name: `Suất sớm ${Date.now().toString(36).slice(-4).toUpperCase()}`,
        filmId,
        opensAt: opensAt.toISOString(),
        ratePerMinute: 1,
        showtimeIds: shows.map((s) => s.id),
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    event = ((await response.json()) as { result: AdminSaleEvent }).result;
    break;
  }
  expect(event, "a demo film with two showtimes in no event").not.toBeNull();
  const eventId = event!.id;
  const show = later.find((s) => s.id === event!.showtimeIds[0])!;
  await send(admin.request, "PATCH", `/admin/sale-events/${eventId}`, { paused: true });

  try {
    // Signed out: the room in English, asking to sign in.
    const visitor = await browser.newPage({ baseURL: DEMO_URL, viewport: { width: 1280, height: 900 } });
    await gotoHydrated(visitor, `/en/phong-cho/${eventId}`);
    await expect(visitor.getByText("Ticket sale waiting room", { exact: true })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Sign in to enter the waiting room" })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "How does the waiting room work?" })).toBeVisible();
    await expect(visitor).toHaveTitle(/^Waiting room – /);
    await allEnglish(visitor, "signed out");
    await shots(visitor, testInfo, "en-waiting-room-signed-out");
    await visitor.close();

    // A customer sent from the showtime: a place, the countdown, the rules, all in English.
    const { context, page, errors } = await newDemoCustomer(browser);
    await page.clock.install({ time: start });
    await gotoHydrated(page, `/en/phong-cho/${eventId}?suat=${show.id}`);
    const panel = page.getByTestId("queue-panel");
    await expect(panel.getByRole("heading", { name: "You have a place in the waiting room" })).toBeVisible();
    await expect(panel.getByText(/^The .+ showtime is on sale through the waiting room/)).toBeVisible();
    await expect(panel.getByText(/^Sale opens at \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(page.getByTestId("opening-countdown")).toContainText(/minutes? left$/);
    await expect(panel.getByText(/^You can close this page for up to 5 minutes and keep your place\./)).toBeVisible();
    await allEnglish(page, "before the opening");
    await shots(page, testInfo, "en-waiting-room-before");

    // The opening on both clocks: a place is drawn, the sale paused.
    const opened = new Date(opensAt.getTime() + 1_000);
    await devClock("PUT", opened);
    await page.clock.setSystemTime(opened);
    await expect(page.getByTestId("queue-place")).toHaveText("1", { timeout: 20_000 });
    await expect(panel.getByTestId("queue-wait")).toHaveText("Paused");
    await expect(panel.getByText(/^The sale is paused\. Your place is kept;/)).toBeVisible();
    await expect(panel.getByRole("progressbar", { name: "Progress in the line" })).toHaveAttribute("aria-valuetext", /% of the line behind you$/);
    await allEnglish(page, "waiting, paused");
    await shots(page, testInfo, "en-waiting-room-paused");

    // Resumed: the turn comes, said aloud and shown in English, and leads back to the showtime's seats.
    await send(admin.request, "PATCH", `/admin/sale-events/${eventId}`, { paused: false });
    await expect(panel.getByRole("heading", { name: "It's your turn!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("queue-announcer")).toHaveText("It's your turn! You have 10 minutes to choose a showtime and hold your seats.");
    await expect(page.getByTestId("admission-countdown")).toHaveAttribute("aria-label", /^(10 minutes|9 minutes \d+ seconds?) left to hold your seats$/);
    await expect(page.getByRole("heading", { name: "This sale's showtimes" })).toBeVisible();
    await allEnglish(page, "admitted");
    await shots(page, testInfo, "en-waiting-room-admitted");
    await panel.getByRole("link", { name: /^Choose seats for \d\d:\d\d / }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/en/booking/${show.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Choose your seats" })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await send(admin.request, "PATCH", `/admin/sale-events/${eventId}`, { closed: true });
    await devClock("DELETE");
  }
});

test("the quick purchase page in English: by film, by cinema, by date, then a showtime's English booking page", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  await gotoHydrated(page, "/en/buy-tickets");
  await expect(page).toHaveTitle(/^Buy cinema tickets by film, cinema or date – /);
  await expect(page.getByRole("heading", { level: 1, name: "Buy tickets" })).toBeVisible();
  const ways = page.getByRole("tablist", { name: "How to choose" });
  await expect(ways.getByRole("tab", { name: "By film" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Choose a film above to see its showtimes.")).toBeVisible();
  await allEnglish(page, "by film, nothing chosen");

  // A film: its showtimes by day, in English.
  const films = page.getByRole("list", { name: "Now showing" }).getByRole("link");
  await films.first().click();
  await expect(page).toHaveURL(/\/en\/buy-tickets\?by=film&film=/);
  await expect(page.getByRole("heading", { level: 2, name: /^Showtimes of / })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Showtimes of / })).toBeFocused();
  await allEnglish(page, "by film");
  await shots(page, testInfo, "en-buy-tickets-film");

  // A cinema.
  await ways.getByRole("tab", { name: "By cinema" }).click();
  await expect(page).toHaveURL(/\/en\/buy-tickets\?by=cinema/);
  await expect(page.getByText("Choose a cinema above to see its showtimes.")).toBeVisible();
  await page.getByRole("list", { name: "Cinemas" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: /^Showtimes at / })).toBeVisible();
  await allEnglish(page, "by cinema");
  await shots(page, testInfo, "en-buy-tickets-cinema");

  // A day: tomorrow's showtimes, then one of them opens the English booking page.
  await ways.getByRole("tab", { name: "By date" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Showtimes today / })).toBeVisible();
  await page.getByRole("list", { name: "Days" }).getByRole("link").nth(1).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Showtimes on .+ (anywhere in Vietnam|in .+)$/ })).toBeVisible();
  await allEnglish(page, "by date");
  await shots(page, testInfo, "en-buy-tickets-date");
  const time = page.getByTestId("showtime-link").first();
  const target = (await time.getAttribute("href"))!;
  expect(target).toMatch(/^\/en\/booking\/[0-9a-f-]+$/);
  await time.click();
  await expect(page).toHaveURL(`${DEMO_URL}${target}`);
  await expect(page.getByRole("heading", { level: 2, name: "Choose your seats" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

/** As the demo admin: a two-seat room (the last cinema's last room, as after-sale-journey makes it) and a showtime there five days ahead at 21:00. */
async function twoSeatShowtime(request: APIRequestContext): Promise<string> {
  await signInRequest(request, ADMIN);
  const cinemas = await apiResult<AdminCinema[]>(request, "/admin/cinemas", DEMO_URL);
  const cinema = cinemas[cinemas.length - 1]!;
  const date = addDays(chainDay(new Date()), 5);
  const day = await apiResult<ScheduleDay>(request, `/admin/schedule?cinema=${cinema.slug}&date=${date}`, DEMO_URL);
  const room = day.rooms[day.rooms.length - 1]!;
  await send(request, "PUT", `/admin/auditoriums/${room.id}/layout`, {
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
  const film = day.films.find((f) => f.releaseDate <= date)!;
  const startsAt = new Date(`${date}T21:00:00+07:00`);
  const until = new Date(startsAt.getTime() + (film.durationMinutes + room.cleaningMinutes) * 60_000);
  for (const showtime of day.showtimes) {
    if (showtime.auditoriumId === room.id && !showtime.cancelledAt && new Date(showtime.startsAt) < until && new Date(showtime.blockedUntil) > startsAt)
      await send(request, "POST", `/admin/showtimes/${showtime.id}/cancel`, { reason: "Nhường phòng cho suất kiểm thử" });
  }
  const created = await send<{ id: string }>(request, "POST", "/admin/showtimes", {
    filmId: film.id,
    auditoriumId: room.id,
    startsAt: startsAt.toISOString(),
    format: "2D",
    language: "Phụ đề",
  });
  return created.id;
}

test("a showtime with few seats left offers its waiting list in English", async ({ browser }, testInfo) => {
  const admin = await browser.newContext();
  const showtimeId = await twoSeatShowtime(admin.request);
  await admin.close();
  const { context, page, errors } = await newDemoCustomer(browser);
  await gotoHydrated(page, `/en/booking/${showtimeId}`);
  const panel = page.getByRole("region", { name: "Only 2 seats are left for this showtime" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Join the waiting list: when seats come free/)).toBeVisible();
  await expect(panel.getByLabel("Seats needed").locator("option").first()).toHaveText("3 seats");
  await allEnglish(page, "waitlist offered");
  await shots(page, testInfo, "en-waitlist-join");
  await panel.getByRole("button", { name: "Tell me when seats come free" }).click();
  await expect(panel.getByRole("status")).toHaveText("You are on the waiting list, number 1. We will e-mail you when seats come free.");
  await expect(panel.getByText(/^You are number 1 on the waiting list \(3 seats\)\./)).toBeVisible();
  await allEnglish(page, "waitlist joined");
  await shots(page, testInfo, "en-waitlist-waiting");
  await panel.getByRole("button", { name: "Leave the waiting list" }).click();
  await expect(panel.getByRole("status")).toHaveText("You have left this showtime's waiting list.");
  expect(errors).toEqual([]);
  await context.close();
});

test("a paid order of an English page: the gateway's page in English, then its showtime changed on /en/orders/:code/doi-suat", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const { showtimes } = await filmWithShowtimesAhead(page.request);
  const first = showtimes[1]!;

  // Bought as an English page buys (the page's language travels as Accept-Language): the gateway's page in English.
  const seats = twoSeats(await api<SeatMap>(page, `/showtimes/${first.id}/seats`));
  const held = await send<Order>(page.request, "POST", "/orders", { showtimeId: first.id, seatIds: seats.map((s) => s.id) }, "en");
  await send(page.request, "PATCH", `/orders/${held.id}`, { ageConfirmed: true }, "en");
  const { paymentUrl } = await send<{ paymentUrl: string }>(page.request, "POST", `/orders/${held.id}/checkout`, { method: "vnpay", ageConfirmed: true }, "en");
  await page.goto(paymentUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm payment" })).toBeVisible();
  await expect(page.getByText(`Payment for tickets HanCine ${held.code}`)).toBeVisible();
  expect(await vietnameseOutsideLangVi(page), "gateway").toEqual([]);
  expect(await seriousViolations(page), "gateway").toEqual([]);
  await shots(page, testInfo, "en-gateway");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/en/orders/${held.code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your tickets" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // The after-sale rule as the server writes it for an English page.
  await expect(page.getByText("Orders can only be cancelled or moved to another showtime up to 2 hours before it starts.")).toBeVisible();
  await allEnglish(page, "ticket page");
  await page.getByRole("link", { name: "Change showtime" }).click();

  // The exchange page in English.
  await expect(page).toHaveURL(`${DEMO_URL}/en/orders/${held.code}/doi-suat`);
  await expect(page.getByRole("heading", { level: 1, name: /^Change the showtime of / })).toBeVisible();
  await expect(page).toHaveTitle(/^Change showtime – /);
  await expect(page.getByText(new RegExp(`^Order ${held.code}: \\d\\d:\\d\\d, \\d{1,2} [A-Z][a-z]{2} \\d{4} · .+ · Seats `))).toBeVisible();
  await expect(page.getByText(/^The [\d.]+\s₫ you paid counts towards the new showtime\. .* the rest goes back to VNPay\./)).toBeVisible();
  await expect(page.getByText("Orders can only be cancelled or moved to another showtime up to 2 hours before it starts.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: `Order ${held.code}` })).toHaveAttribute("href", `/en/orders/${held.code}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await allEnglish(page, "exchange page");
  await shots(page, testInfo, "en-exchange");

  // Another showtime of the film, the next day's: the English seat map in exchange mode.
  await page.getByRole("tab").nth(1).click();
  await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tabpanel").getByTestId("showtime-link").first().click();
  await expect(page).toHaveURL(new RegExp(`/en/booking/[0-9a-f-]+\\?doi-tu=${held.code}$`));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const target = new URL(page.url()).pathname.split("/").pop()!;
  const note = page.getByTestId("exchange-note");
  await expect(note).toContainText(
    new RegExp(`^Change showtime from order ${held.code} \\(\\d\\d:\\d\\d, .+, 2 tickets\\): the [\\d.]+\\s₫ you paid counts towards this showtime\\.`),
  );
  await expect(note).toContainText("Choose seats on the map, then press “Continue” to change.");
  const newSeats = twoSeats(await api<SeatMap>(page, `/showtimes/${target}/seats`));
  for (const seat of newSeats) await seatButton(page, seat.label).click();
  await expect(note).toContainText(/Seats chosen [\d.]+\s₫: /);
  await allEnglish(page, "exchange seats");
  await shots(page, testInfo, "en-exchange-seats");
  const summary = page.getByRole("complementary", { name: "Your booking" });
  await summary.getByRole("button", { name: "Continue" }).click();

  // The old payment covers it (the new order's page) or the difference is paid on the English gateway.
  const done = page.getByRole("heading", { level: 1, name: "Your tickets" });
  const food = page.getByRole("heading", { level: 2, name: "Add food & drinks" });
  await expect(done.or(food)).toBeVisible();
  if (await food.isVisible()) {
    await summary.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Review your order" })).toBeVisible();
    if (["T13", "T16", "T18"].includes(first.film.age)) await page.getByRole("main").getByRole("checkbox").check();
    await page.getByTestId("checkout").getByRole("button", { name: /^Pay / }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
  }
  await expect(page).toHaveURL(/\/en\/orders\/HC[A-Z0-9]+$/);
  await expect(done).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Exchanged from order ${held.code}` })).toBeVisible();
  await allEnglish(page, "exchanged");
  await shots(page, testInfo, "en-exchanged");
  const fresh = await api<Order>(page, `/orders/by-code/${page.url().split("/").pop()}`);
  expect(fresh).toMatchObject({ status: "paid", showtime: { id: target }, exchange: { fromOrderCode: held.code } });

  // The old order cannot be changed again, said in English on its exchange page.
  await gotoHydrated(page, `/en/orders/${held.code}/doi-suat`);
  await expect(page.getByText("This order's showtime cannot be changed.")).toBeVisible();
  await expect(page.getByText("This order is no longer paid.")).toBeVisible();
  await allEnglish(page, "exchange refused");
  expect(errors).toEqual([]);
  await context.close();
});
