import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Overview } from "@hancine/contract/back-office-reports";
import { formatCount } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { shots } from "./helpers/screenshots.ts";
import { buyTwoSeatsOnGateway, newDemoCustomer } from "./helpers/booking.ts";
import { DEMO_MANAGER as MANAGER, DEMO_URL, scheduleSoon, signedInPage } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * Issue 36 (docs/decisions/086): the demo manager reads today at a glance on the back office's home
 * while a customer pays for two seats at the manager's cinema (API and the local gateway); the page,
 * left open, counts them within 30 s (it asks every 20 s). Then the occupancy screen. Runs on the
 * suite's development server (E2E_DEMO_URL): the demo sign-ins and the local gateway exist only there.
 */
const base = DEMO_URL;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test("the manager's overview counts a sale made while it is open, within 30 seconds", async ({ browser }, testInfo) => {
  const showtimeId = await scheduleSoon((await browser.newContext()).request, 50);
  const { context, page, errors } = await signedInPage(browser, MANAGER);
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { level: 2, name: /^Hôm nay, / })).toBeVisible();
  const tickets = page.locator('[data-glance="Vé đã bán hôm nay"]');
  const before = (await (await page.request.get(`${base}/api/v1/admin/reports/overview`)).json()).result as Overview;
  await expect(tickets).toHaveText(formatCount(before.tickets));
  await expect(page.locator('[data-glance="Doanh thu hôm nay"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A customer pays for two seats of the new showtime, in another browser.
  const buyer = await newDemoCustomer(browser);
  await buyTwoSeatsOnGateway(buyer.page, showtimeId);
  await buyer.context.close();

  // The page left open counts the two tickets by itself (no reload).
  await expect(tickets).toHaveText(formatCount(before.tickets + 2), { timeout: 30_000 });
  await expect(page.locator(`[data-showtime="${showtimeId}"] [data-seats-sold]`)).toHaveAttribute("data-seats-sold", "2");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "admin-glance", { widths: [1280, 768] });
  expect(errors).toEqual([]);
  await context.close();
});

test("the occupancy screen: by room with the screens' utilisation, the heat map, the films' runs, and its CSV", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, MANAGER);
  await gotoHydrated(page, "/admin/lap-day?groupBy=auditorium");
  await expect(page.getByRole("heading", { level: 1, name: "Lấp đầy và hiệu quả" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Lấp đầy và hiệu quả/ }).first()).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[data-kpi="Giờ mở cửa mỗi phòng"]')).toHaveText("09:00–24:00");
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  const byRoom = page.getByRole("region", { name: "Lấp đầy theo phòng chiếu" });
  await byRoom.getByRole("button", { name: "Xem dạng bảng" }).click();
  await expect(byRoom.getByRole("table", { name: "Tỉ lệ lấp đầy theo phòng chiếu" }).getByRole("columnheader", { name: "Hiệu suất" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Hiệu quả từng phim" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, testInfo, "admin-occupancy", { widths: [1280, 768] });
  await page.setViewportSize({ width: 1280, height: 900 });
  const download = page.waitForEvent("download");
  await byRoom.getByRole("link", { name: "Tải CSV: Lấp đầy theo phòng chiếu" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hancine-lap-day-theo-phong-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!)
    .toString("utf8")
    .slice(1)
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Phòng chiếu,Mã,Suất chiếu,Ghế bán được,Vé,Tỉ lệ lấp đầy (%),Phút chiếu,Phút mở cửa,Hiệu suất phòng (%)");
  expect(lines.length).toBeGreaterThan(1);
  expect(errors).toEqual([]);
  await context.close();
});
