import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { buyTwoSeatsOnGateway, newDemoCustomer, showtimeOfAFilm } from "./helpers/booking.ts";
import { DEMO_URL } from "./helpers/demo-site.ts";
import { consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Tickets without a connection (decision 088): the installable site's manifest as Chromium reads it,
 * a paid ticket kept by the service worker once opened, the network cut, and what is (not) shown then.
 * On the suite's demo server: the purchase needs the local payment gateway.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const header = (page: Page) => page.getByRole("banner");
const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: "Bạn đang ngoại tuyến — vé đã lưu trên máy này" });

test("the site is installable: Chromium reads the manifest without errors, with its icons and colours", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: "vi-VN" });
  const page = await context.newPage();
  trackConsoleErrors(page);
  await gotoHydrated(page, "/");
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.url).toBe(`${DEMO_URL}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  // Nothing keeps Chromium from installing it but the test's own incognito profile.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? "{}") as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(parsed).toMatchObject({ short_name: "HanCine", lang: "vi", start_url: "/", display: "standalone", theme_color: "#0B1633" });
  expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  for (const icon of parsed.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()["content-type"], icon.src).toBe("image/png");
    // A PNG's width and height, in its IHDR chunk.
    const body = await answer.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0B1633");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  // The worker's script: checked for a new version at every visit, allowed to fetch from the site.
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-security-policy"]).toContain("connect-src 'self'");
  // The home page registers no worker: nothing of it on the way to the home page's first paint.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  // The manifest's link is in the server's HTML only: hydration passes over it without a complaint.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  expect(consoleErrors(page)).toEqual([]);
  await context.close();
});

test("a paid ticket opens without a connection once opened; a seat map does not; signing out forgets it", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const showtime = await showtimeOfAFilm(page);
  const order = await buyTwoSeatsOnGateway(page, showtime.id);
  // The ticket page asks the worker to keep it, once the page is idle, and says so when it is kept.
  await expect(page.getByText(/^Đã lưu trên máy này lúc \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}: bạn mở được trang này cả khi không có mạng\.$/)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const seats = order.seats.map((seat) => seat.label);

  // The list of upcoming tickets, opened once online: kept as well.
  await gotoHydrated(page, "/account/ve-sap-xem");
  await expect(page.getByRole("heading", { level: 1, name: "Vé sắp xem" })).toBeVisible();
  await expect(page.getByText(`Mã đặt vé ${order.code}`)).toBeVisible();
  await expect(page.getByText(/^Đã lưu trên máy này lúc/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "upcoming-tickets");

  await context.setOffline(true);
  // The list without a connection, and from it the ticket (a whole-document load the worker answers).
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByText(`Mã đặt vé ${order.code}`)).toBeVisible();
  await shots(page, testInfo, "offline-upcoming-tickets");
  await page.getByRole("link", { name: `Mở vé và mã QR phim ${order.showtime.film.name}` }).click();
  await expect(page).toHaveURL(`/orders/${order.code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();

  // The ticket page reloaded without a connection: the kept copy, its QR codes, and when it was saved.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(/Bản lưu lúc \d{2}:\d{2} ngày \d{2}\/\d{2}\/\d{4}\./);
  await expect(page.getByTestId("booking-code")).toHaveText(order.code);
  // Nothing on the copy that needs the network: no cancel, no exchange, no invoice request.
  await expect(page.getByRole("main").getByText(/^(Hủy vé|Đổi suất)$/)).toHaveCount(0);
  for (const seat of seats) {
    const image = page.getByRole("img", { name: `Mã QR vé ghế ${seat}` });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "offline-ticket");

  // A seat map is never shown from a copy: without a connection the worker says so instead.
  const booking = await page.goto(`/booking/${showtime.id}`);
  expect(booking?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1, name: "Bạn đang ngoại tuyến" })).toBeVisible();
  await expect(page.getByRole("grid")).toHaveCount(0);
  await expect(page.getByText(/₫/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "offline-booking");

  // An English page asked for offline is told so in English, and pointed to the English saved tickets.
  const english = await page.goto("/en/movies");
  expect(english?.status()).toBe(503);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See saved tickets" })).toHaveAttribute("href", "/en/account/ve-sap-xem");
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/en/movies");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "offline-english");

  // Back online. A page the server no longer allows to keep loses its copy: here the session is gone
  // (as when it expires), the list's answer is a redirect to the login.
  await context.setOffline(false);
  const kept = (path: string) => page.evaluate((url) => caches.match(url).then((copy) => copy !== undefined), `${DEMO_URL}${path}`);
  expect(await kept("/account/ve-sap-xem")).toBe(true);
  const session = await context.cookies();
  await context.clearCookies();
  await page.goto("/account/ve-sap-xem");
  await expect(page).toHaveURL(/\/\?login=1&next=/);
  await expect.poll(() => kept("/account/ve-sap-xem")).toBe(false);
  expect(await kept(`/orders/${order.code}`)).toBe(true);
  await context.addCookies(session);

  // The ticket page from the network again, then signing out on this phone.
  await gotoHydrated(page, `/orders/${order.code}`);
  await expect(offlineBanner(page)).toHaveCount(0);
  await header(page)
    .getByRole("button", { name: /Tài khoản của/ })
    .click();
  await header(page).getByRole("button", { name: "Đăng xuất" }).click();
  await expect(header(page).getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);

  // Without a connection the ticket is no longer on this phone.
  await context.setOffline(true);
  await page.goto(`/orders/${order.code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bạn đang ngoại tuyến" })).toBeVisible();
  await expect(page.getByText(order.code)).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Mã QR/ })).toHaveCount(0);
  await context.setOffline(false);
  expect(errors).toEqual([]);
  await context.close();
});
