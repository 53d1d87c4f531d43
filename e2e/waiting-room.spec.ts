import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import type { AdminSaleEvent, QueuePlace } from "@hancine/contract/waiting-room";
import { seriousViolations } from "./helpers/a11y.ts";
import { newDemoCustomer, seatButton, twoSeats } from "./helpers/booking.ts";
import { DEMO_ADMIN as ADMIN, DEMO_CUSTOMER, DEMO_URL, signIn } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";

/**
 * The premiere day's waiting room as customers live it (issue 17, decision 055): an admin opens a
 * demo film's sale through the back office's API, three minutes ahead at one person a minute, and
 * holds it paused at the door. A signed-out visitor is asked to sign in. Customer A (1280 px) finds
 * the film's showtimes, whose event times read "Phòng chờ" and lead to the room; customer B (375 px)
 * opens a showtime's seats, is told it sells through the room, tries anyway and is sent there. Both see the countdown;
 * at the opening (the pages' clocks moved by Playwright, the server's by its development clock,
 * decision 054) both get their drawn places, paused; once resumed the first is let in, the other
 * sees their place move, and a minute later is let in too. Each chooses seats (A changes them
 * after the first hold) and pays on the local gateway; the back office counts two who bought.
 * Axe before the opening, while waiting and when let in; screenshots at 375 and 1280 px of each
 * state in /tmp/shots-waiting-room.
 */

test.describe.configure({ mode: "serial", timeout: 300_000 });

const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-waiting-room";
const NAME = `Suất chiếu sớm ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MINUTE = 60_000;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Both widths of the page as it is now (the page's own width back afterwards); no sideways scrolling. */
async function shots(page: Page, name: string) {
  const own = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px: no sideways scrolling`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(own);
}

async function api<T>(page: Page, method: "GET" | "PATCH", path: string, data?: unknown) {
  const response = await page.request.fetch(`${BASE}/api/v1${path}`, { method, headers: { origin: BASE }, ...(data !== undefined && { data }) });
  const body = (await response.json()) as { result: T };
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.result;
}

/** "10:00" and "28/11/2026" in Vietnam's time, written here from the parts (not with the site's helpers). */
function vietnamTime(at: Date) {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return {
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
    date: `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`,
  };
}

type Customer = { page: Page; name: string; errors: string[] };

async function customer(browser: Browser, name: string, width: number, now: Date): Promise<Customer> {
  const { page, errors } = await newDemoCustomer(browser, { width, height: 900 });
  // The page's clock starts at the server's time and moves with it.
  await page.clock.install({ time: now });
  return { page, name, errors };
}

const panel = (page: Page) => page.getByTestId("queue-panel");
const placeOf = async (page: Page) => Number((await page.getByTestId("queue-place").textContent())!.replace(/\./g, ""));
const myPlace = (page: Page, eventId: string) => api<QueuePlace>(page, "GET", `/sale-events/${eventId}/queue/me`);

/** From "Đến lượt bạn!" to the paid tickets: a showtime, two seats, the gateway. */
async function chooseSeatsAndPay(c: Customer, showtime: Showtime, options: { changeSeats: boolean }) {
  const { page } = c;
  await expect(page).toHaveURL(new RegExp(`/booking/${showtime.id}$`));
  const map = await apiResult<SeatMap>(page.request, `/showtimes/${showtime.id}/seats`, BASE);
  const first = twoSeats(map);
  for (const seat of first) await seatButton(page, seat.label).click();
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  const actions = page.viewportSize()!.width >= 1024 ? summary : page.locator(".sticky.bottom-0");
  await actions.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Chọn bắp nước" })).toBeVisible();
  if (options.changeSeats) {
    // Back to the map while buying: other seats are held without a new turn.
    await page
      .getByRole("navigation", { name: "Các bước đặt vé" })
      .getByRole("button", { name: /Chọn ghế/ })
      .click();
    for (const seat of first) await seatButton(page, seat.label).click();
    const taken = new Set(first.map((s) => s.id));
    const others = twoSeats({
      ...map,
      rows: map.rows.map((r) => ({ ...r, seats: r.seats.map((s) => (taken.has(s.id) ? { ...s, status: "held" as const } : s)) })),
    });
    for (const seat of others) await seatButton(page, seat.label).click();
    await actions.getByRole("button", { name: "Tiếp tục" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Chọn bắp nước" })).toBeVisible();
    const [held] = await apiResult<Order[]>(page.request, `/me/orders?showtimeId=${showtime.id}&status=held`, BASE);
    expect(held!.seats.map((s) => s.label).sort()).toEqual(others.map((s) => s.label).sort());
  }
  await actions.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  const checkout = page.getByTestId("checkout");
  if (["T13", "T16", "T18"].includes(showtime.film.age)) await page.getByRole("main").getByRole("checkbox").check();
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\//);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
}

test("two customers wait for a premiere's opening, are let in one after the other and buy; the back office counts them", async ({ page: admin, browser }) => {
  await signIn(admin, ADMIN, BASE);
  const devClock = async (method: "PUT" | "DELETE", at?: Date) => {
    const moved = await admin.request.fetch(`${BASE}/dev/clock`, { method, ...(at && { data: { at: at.toISOString() } }) });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  const moveServerClock = (at: Date) => devClock("PUT", at);
  await devClock("DELETE");

  // A demo film's two showtimes later today or after, in no other event: its premiere sale opens in three minutes.
  const start = new Date();
  const opensAt = new Date(Math.ceil((start.getTime() + 3 * MINUTE) / MINUTE) * MINUTE);
  const later = (await apiResult<Showtime[]>(admin.request, "/showtimes", BASE)).filter((s) => Date.parse(s.startsAt) > start.getTime() + 3 * 3_600_000);
  let event: AdminSaleEvent | null = null;
  for (const slug of new Set(later.map((s) => s.film.slug))) {
    const shows = later.filter((s) => s.film.slug === slug).slice(0, 2);
    if (shows.length < 2) continue;
    const { id: filmId } = await apiResult<Film>(admin.request, `/films/${slug}`, BASE);
    const response = await admin.request.post(`${BASE}/api/v1/admin/sale-events`, {
      headers: { origin: BASE },
      data: { name: NAME, filmId, opensAt: opensAt.toISOString(), ratePerMinute: 1, showtimeIds: shows.map((s) => s.id) },
    });
    if (response.status() === 409) continue; // a showtime already in another event
    expect(response.status(), await response.text()).toBe(201);
    event = ((await response.json()) as { result: AdminSaleEvent }).result;
    break;
  }
  expect(event, "a demo film with two showtimes in no event").not.toBeNull();
  const eventId = event!.id;
  const shows = later.filter((s) => event!.showtimeIds.includes(s.id));
  const room = `/phong-cho/${eventId}`;
  // Held at the door: the places are drawn at the opening, nobody is let in until the admin resumes.
  await api(admin, "PATCH", `/admin/sale-events/${eventId}`, { paused: true });

  try {
    // A signed-out visitor: the event, the countdown, and a sign-in first.
    const visitor = await browser.newPage({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
    await gotoHydrated(visitor, room);
    await expect(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(visitor.getByRole("img", { name: `Poster phim ${event!.film.name}` })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await shots(visitor, "1-signed-out");
    // Signing in from the room takes a place at once, without another click.
    await visitor.getByRole("button", { name: "Đăng nhập để vào phòng chờ" }).click();
    const login = visitor.getByRole("form", { name: "Đăng nhập" });
    await login.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    await login.getByRole("textbox", { name: "Mật khẩu" }).fill(DEMO_CUSTOMER.password);
    await login.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(panel(visitor).getByRole("heading", { name: "Bạn đã có chỗ trong phòng chờ" })).toBeVisible();
    // …and leaves again: the two customers below are the whole line.
    expect((await visitor.request.delete(`${BASE}/api/v1/sale-events/${eventId}/queue`, { headers: { origin: BASE } })).status()).toBe(200);
    await visitor.close();

    const a = await customer(browser, "A", 1280, start);
    const b = await customer(browser, "B", 375, start);
    const opening = vietnamTime(opensAt);

    // A finds the film's showtimes: the event's lead to its room (and the turn back to the showtime chosen).
    await gotoHydrated(a.page, `/movies/${shows[0]!.film.slug}`);
    // Two of the event's showtimes may start at the same minute in two cinemas: the link is told by where it goes.
    const toRoom = a.page
      .getByRole("link", { name: new RegExp(`^${vietnamTime(new Date(shows[0]!.startsAt)).time}\\b.*Phòng chờ$`) })
      .and(a.page.locator(`[href$="suat=${shows[0]!.id}"]`));
    const days = a.page.getByRole("tab");
    for (let i = 0; i < (await days.count()) && !(await toRoom.isVisible()); i++) await days.nth(i).click();
    await shots(a.page, "0-film-showtimes");
    await toRoom.click();
    await expect(a.page).toHaveURL(new RegExp(`${room}\\?suat=${shows[0]!.id}$`));
    await expect(panel(a.page).getByRole("heading", { name: "Bạn đã có chỗ trong phòng chờ" })).toBeVisible();
    // A keeps the room open from a link without a showtime: the turn will offer all of the event's.
    await gotoHydrated(a.page, room);
    // B opens a showtime's seats first: told it sells through the room, tries anyway, and is sent there, with the reason.
    await gotoHydrated(b.page, `/booking/${shows[1]!.id}`);
    await expect(b.page.getByText("Suất chiếu này mở bán qua phòng chờ: bạn giữ ghế được khi đã đến lượt.")).toBeVisible();
    await shots(b.page, "0-booking-notice");
    const seats = twoSeats(await apiResult<SeatMap>(b.page.request, `/showtimes/${shows[1]!.id}/seats`, BASE));
    for (const seat of seats) await seatButton(b.page, seat.label).click();
    await b.page.locator(".sticky.bottom-0").getByRole("button", { name: "Tiếp tục" }).click();
    await expect(b.page).toHaveURL(new RegExp(`${room}\\?suat=${shows[1]!.id}$`));
    await expect(panel(b.page).getByText(/đang mở bán qua phòng chờ nên bạn chưa giữ ghế được ngay/)).toBeVisible();

    for (const c of [a, b]) {
      const p = panel(c.page);
      await expect(p.getByRole("heading", { name: "Bạn đã có chỗ trong phòng chờ" })).toBeVisible();
      await expect(p.getByText(`Mở bán lúc ${opening.time} ngày ${opening.date}`)).toBeVisible();
      await expect(c.page.getByTestId("opening-countdown")).toHaveText(/^0[23]:\d\d/);
      await expect(p.getByText(/vị trí ngẫu nhiên lúc mở bán.*không cần tải lại trang/)).toBeVisible();
      await expect(p.getByText("Bạn có thể đóng trang này trong tối đa 5 phút mà vẫn giữ chỗ.", { exact: false })).toBeVisible();
    }
    expect(await seriousViolations(a.page)).toEqual([]);
    await shots(a.page, "2-before-opening");
    await shots(b.page, "2-before-opening-from-booking");

    // The opening, on every clock: both places are drawn; the sale is paused, and the page says so.
    const opened = new Date(opensAt.getTime() + 1_000);
    await moveServerClock(opened);
    for (const c of [a, b]) await c.page.clock.setSystemTime(opened);
    for (const c of [a, b]) {
      await expect(c.page.getByTestId("queue-place")).toBeVisible({ timeout: 20_000 });
      await expect(panel(c.page).getByText(/Đợt mở bán đang tạm dừng/)).toBeVisible();
    }
    const places = [await placeOf(a.page), await placeOf(b.page)];
    expect([...places].sort()).toEqual([1, 2]);
    expect(await seriousViolations(b.page)).toEqual([]);
    await shots(b.page, "3-waiting-paused");

    // Resumed: the first in line is let in; the second sees their place move to 1, about a minute away.
    const [first, second] = places[0] === 1 ? [a, b] : [b, a];
    await api(admin, "PATCH", `/admin/sale-events/${eventId}`, { paused: false });
    await expect(panel(first.page).getByRole("heading", { name: "Đến lượt bạn!" })).toBeVisible({ timeout: 20_000 });
    await expect(first.page.getByRole("heading", { name: "Đến lượt bạn!" })).toBeFocused();
    await expect(first.page.getByTestId("admission-countdown")).toHaveText(/^(10:00|09:[0-5]\d)$/);
    await expect(second.page.getByTestId("queue-place")).toHaveText("1", { timeout: 20_000 });
    await expect(panel(second.page).getByTestId("queue-wait")).toHaveText("khoảng 1 phút");
    // Screen readers hear the changes politely: the resumption at once (the place as it stood then; its
    // next moves within the minute are shown, not spoken), and the turn.
    await expect(second.page.getByTestId("queue-announcer")).toHaveText(
      /^Hàng chờ chạy tiếp\. Vị trí của bạn: [12]\. Thời gian chờ ước tính: khoảng [12] phút\.$/,
    );
    await expect(first.page.getByTestId("queue-announcer")).toHaveText("Đến lượt bạn! Bạn có 10 phút để chọn suất và giữ ghế.");
    await expect(first.page.getByTestId("queue-announcer")).toHaveAttribute("aria-live", "polite");
    await expect(panel(second.page).getByRole("progressbar", { name: "Tiến độ hàng chờ" })).toHaveAttribute("aria-valuenow", "100");
    expect(await seriousViolations(second.page)).toEqual([]);
    await shots(second.page, "4-waiting-open");
    expect(await seriousViolations(first.page)).toEqual([]);
    await shots(first.page, "5-admitted");

    // The first chooses the showtime and seats (changing them once) and pays.
    const showOf = (c: Customer) => (c === b ? shows[1]! : shows[0]!);
    if (first === b) await first.page.getByRole("link", { name: /^Chọn ghế suất / }).click();
    else {
      await first.page.getByRole("link", { name: "Chọn suất và ghế" }).click();
      await first.page
        .locator(`a[href="/booking/${showOf(first).id}"]`)
        .first()
        .click();
    }
    await chooseSeatsAndPay(first, showOf(first), { changeSeats: true });
    expect((await myPlace(first.page, eventId)).state).toBe("done");

    // A minute later by every clock: the second's turn.
    const minuteOn = new Date(opened.getTime() + 61_000);
    await moveServerClock(minuteOn);
    await second.page.clock.setSystemTime(minuteOn);
    await expect(panel(second.page).getByRole("heading", { name: "Đến lượt bạn!" })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(second.page)).toEqual([]);
    await shots(second.page, "6-admitted-second");
    if (second === b) await second.page.getByRole("link", { name: /^Chọn ghế suất / }).click();
    else {
      await second.page.getByRole("link", { name: "Chọn suất và ghế" }).click();
      await second.page
        .locator(`a[href="/booking/${showOf(second).id}"]`)
        .first()
        .click();
    }
    await chooseSeatsAndPay(second, showOf(second), { changeSeats: false });

    // The back office counts both as bought, nobody waiting.
    const counted = await api<AdminSaleEvent>(admin, "GET", `/admin/sale-events/${eventId}`);
    expect(counted.counts).toMatchObject({ waiting: 0, admitted: 0, buying: 0, done: 2 });
    await gotoHydrated(first.page, room);
    await expect(panel(first.page).getByRole("heading", { name: "Bạn đã mua vé xong" })).toBeVisible();
    for (const c of [a, b]) expect(c.errors, `${c.name}: no script errors`).toEqual([]);
  } finally {
    await api(admin, "PATCH", `/admin/sale-events/${eventId}`, { closed: true });
    await devClock("DELETE");
  }
});
