import { mkdirSync, readFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { Order, SeatMap } from "@hancine/contract/booking";
import { WEEKDAY_LABELS, type SalesDashboard } from "@hancine/contract/back-office-reports";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay, formatCount, formatVnd } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { signUpCustomer, twoSeats } from "./helpers/booking.ts";
import { DEMO_MANAGER as MANAGER, DEMO_URL, MANAGER_CINEMA, scheduleSoon, signedInPage } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * The back office's sales reports as the demo manager uses them, after a customer has paid for two
 * seats at the manager's cinema on the local gateway. Runs on the suite's development server
 * (E2E_DEMO_URL): the demo sign-ins and the local gateway exist only outside production.
 */
const base = DEMO_URL;
/** Screenshots go here (looked at by people, never compared): SHOTS_DIR, else the test's output folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

let day = "";

test("a customer pays for two seats at the manager's cinema", async ({ browser }) => {
  const showtimeId = await scheduleSoon((await browser.newContext()).request, 45);
  const context = await browser.newContext({ baseURL: base, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const page = await context.newPage();
  await signUpCustomer(page, base);
  const map = (await (await page.request.get(`${base}/api/v1/showtimes/${showtimeId}/seats`)).json()).result as SeatMap;
  const held = await page.request.post(`${base}/api/v1/orders`, { headers: { origin: base }, data: { showtimeId, seatIds: twoSeats(map).map((s) => s.id) } });
  expect(held.status(), await held.text()).toBe(201);
  const order = (await held.json()).result as Order;
  const started = await page.request.post(`${base}/api/v1/orders/${order.id}/checkout`, {
    headers: { origin: base },
    data: { method: "vnpay", ageConfirmed: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  await page.goto((await started.json()).result.paymentUrl);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\//);
  await expect
    .poll(async () => ((await (await page.request.get(`${base}/api/v1/orders/${order.id}`)).json()).result as Order).status, { timeout: 20_000 })
    .toBe("paid");
  const showtime = (await (await page.request.get(`${base}/api/v1/showtimes/${showtimeId}`)).json()).result as { startsAt: string };
  day = chainDay(showtime.startsAt);
  await context.close();
});

test("the manager opens the dashboard, reads the numbers, switches to the table and downloads the CSV", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, MANAGER);
  const url = `/admin/reports?from=${addDays(day, -6)}&to=${day}`;
  await gotoHydrated(page, url);
  await expect(page.getByRole("heading", { level: 1, name: "Báo cáo doanh thu" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Báo cáo Doanh thu/ })).toHaveAttribute("aria-current", "page");

  // The numbers on the screen are the API's, and the API's include the two seats just sold.
  const api = (await (await page.request.get(`${base}/api/v1/admin/reports/dashboard?from=${addDays(day, -6)}&to=${day}`)).json()).result as SalesDashboard;
  expect(api.kpis.tickets).toBeGreaterThanOrEqual(2);
  expect(api.byCinema.map((c) => c.key)).toEqual([MANAGER_CINEMA]);
  await expect(page.locator('[data-kpi="Vé đã bán"]')).toHaveText(formatCount(api.kpis.tickets));
  await expect(page.locator('[data-kpi="Doanh thu"]')).toHaveText(formatVnd(api.kpis.revenue));
  // The charts arrive with their own code, after the page.
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  // The heat map's rows are the week's days as a Vietnamese calendar heads them.
  const heat = page.getByRole("region", { name: "Tỉ lệ lấp đầy theo thứ và giờ chiếu" });
  await expect(heat.locator(WEEKDAY_LABELS.map((day) => `[title="${day}"]`).join(", "))).toHaveText(["T2", "T3", "T4", "T5", "T6", "T7", "CN"]);
  expect(await seriousViolations(page)).toEqual([]);
  // How many lines a text of the brand bar takes (1: not wrapped).
  const linesOf = (name: string) =>
    page
      .locator("header")
      .getByText(name, { exact: true })
      .evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
  for (const width of [1280, 768, 375, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, testInfo, `admin-reports-${width}`);
    // The brand bar's badge and its way back to the public site keep to one line each, down to a 320 px phone.
    expect([await linesOf("Quản trị"), await linesOf("Trang khách")], `${width} px`).toEqual([1, 1]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The table view of the revenue by day: the day of the sale has its tickets.
  const byDay = page.getByRole("region", { name: "Doanh thu theo ngày" });
  await byDay.getByRole("button", { name: "Xem dạng bảng" }).click();
  await expect(byDay.getByRole("button", { name: "Xem biểu đồ" })).toHaveAttribute("aria-pressed", "true");
  const table = byDay.getByRole("table", { name: "Doanh thu theo ngày" });
  await expect(table).toBeVisible();
  const row = api.byDay.find((r) => r.key === day)!;
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: `/${day.slice(5, 7)}` })
      .filter({ hasText: formatVnd(row.revenue) }),
  ).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV: UTF-8 with a byte-order mark, Vietnamese headers, one line per day.
  const download = page.waitForEvent("download");
  await byDay.getByRole("link", { name: "Tải CSV: Doanh thu theo ngày" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`hancine-doanh-thu-theo-ngay-${addDays(day, -6)}-${day}.csv`);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Ngày,Mã,Vé,Doanh thu (VND),Tỉ lệ lấp đầy (%),Tiền vé (VND),Bắp nước (VND),Đơn hàng,Suất chiếu,Ghế bán được");
  expect(lines).toHaveLength(8);
  expect(lines.find((line) => line.startsWith(`${day},`))).toContain(`,${row.tickets},${row.revenue},`);
  expect(errors).toEqual([]);
  await context.close();
});

test("the charts' code is not loaded by the public pages", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoHydrated(page, `${base}/`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((src) => /report-charts|recharts/.test(src))).toEqual([]);
});
