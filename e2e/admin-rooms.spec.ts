import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { AdminRoom, AdminRoomList } from "@hancine/contract/back-office-rooms";
import { seriousViolations } from "./helpers/a11y.ts";
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_URL, signedInPage } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated, reloadHydrated } from "./helpers/home.ts";

/**
 * Rooms and the seat-layout editor (issue 14, decision 038), as the demo manager of HanCine Sông Hàn
 * uses them: paint with the mouse, block a seat with the keyboard only, save a new layout version.
 * On the suite's development server (E2E_DEMO_URL: the demo accounts are never created in production).
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

/** A full-page screenshot attached to the report (and copied to SHOTS_DIR when set); no sideways scrolling. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    copyFileSync(file, path.join(process.env.SHOTS_DIR, `${name}.png`));
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

const cell = (page: Page, y: number, x: number) => page.locator(`[role="gridcell"][data-row="${y}"][data-col="${x}"]`);
const tool = (page: Page, name: RegExp) => page.getByRole("group", { name: /Công cụ tô/ }).getByRole("button", { name });

async function roomOf(page: Page, cinema: string, name: string) {
  const list = await apiResult<AdminRoomList>(page.request, `/admin/auditoriums?cinema=${cinema}`, DEMO_URL);
  const room = list[0]?.rooms.find((r) => r.name === name);
  if (!room) throw new Error(`no room ${name} at ${cinema}`);
  return room;
}

/** Presses the mouse on one cell and releases it on another of the same row, passing over the cells between. */
async function dragAlongRow(page: Page, y: number, fromX: number, toX: number) {
  const from = (await cell(page, y, fromX).boundingBox())!;
  const to = (await cell(page, y, toX).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 * (toX - fromX) });
  await page.mouse.up();
}

test("the manager paints a row VIP with the mouse, a couple pair, blocks a seat with the keyboard only, and saves a new layout", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_MANAGER);
  // Phòng 4 of Sông Hàn: rows A–H, blocks 2 | 8 | 2 (columns 1–2, 4–11, 13–14), couple seats in row H.
  const room = await roomOf(page, "hancine-song-han", "Phòng 4");

  await gotoHydrated(page, "/admin/rooms");
  await expect(page.getByRole("heading", { level: 1, name: "Phòng chiếu" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Phòng 4/ })).toContainText("90");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "rooms-1280");

  await page.getByRole("link", { name: "Sửa sơ đồ Phòng 4, HanCine Sông Hàn" }).click();
  await expect(page).toHaveURL(`/admin/rooms/${room.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("grid", { name: "Sơ đồ ghế Phòng 4" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lưu sơ đồ mới" })).toBeDisabled();

  // The room's settings: a field is checked when it is left, with the server's own words, and again as it is corrected.
  const cleaning = page.getByLabel("Dọn phòng sau mỗi suất (phút)");
  const minutes = await cleaning.inputValue();
  await cleaning.fill("");
  await page.getByLabel("Tên phòng", { exact: true }).focus();
  await expect(page.getByText("Thời gian dọn phòng phải là một số phút.")).toBeVisible();
  await cleaning.fill(minutes);
  await expect(page.getByText("Thời gian dọn phòng phải là một số phút.")).toHaveCount(0);

  // Mouse: row C's middle block (columns 4–11) becomes VIP in one stroke; the seats beside stay.
  await tool(page, /VIP/).click();
  await expect(tool(page, /VIP/)).toHaveAttribute("aria-pressed", "true");
  await dragAlongRow(page, 2, 3, 10);
  for (let x = 3; x <= 10; x++) await expect(cell(page, 2, x)).toHaveAttribute("data-kind", "vip");
  await expect(cell(page, 2, 1)).toHaveAttribute("data-kind", "standard");
  await expect(cell(page, 2, 11)).toHaveAttribute("data-kind", "aisle");

  // Mouse: one click with "Đôi" makes G3 and G4 one couple seat over two cells.
  await tool(page, /Đôi/).click();
  await cell(page, 6, 3).click();
  await expect(cell(page, 6, 3)).toHaveAttribute("data-kind", "couple");
  await expect(cell(page, 6, 4)).toHaveAttribute("data-kind", "couple");

  // Keyboard only: from the last toolbar button, Tab enters the grid at its cursor; 6 picks "Chặn",
  // arrows go to row B, column 5; Space blocks the seat there; Ctrl+Z and Ctrl+Y undo and redo it.
  await page.getByRole("button", { name: "Tên hàng tự động" }).focus();
  await page.keyboard.press("Tab");
  await expect(cell(page, 6, 3)).toBeFocused();
  await page.keyboard.press("6");
  await expect(tool(page, /Chặn/)).toHaveAttribute("aria-pressed", "true");
  const announcer = page.getByTestId("editor-announcer");
  await expect(announcer).toHaveText("Công cụ: Chặn (phím 6)");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowRight");
  await expect(cell(page, 1, 4)).toBeFocused();
  await expect(announcer).toHaveText("Hàng B, cột 5: Thường – ghế B4");
  await page.keyboard.press("Space");
  await expect(cell(page, 1, 4)).toHaveAttribute("data-kind", "standard-blocked");
  await expect(announcer).toHaveText("Hàng B, cột 5: Thường, đang chặn – ghế B4");
  await page.keyboard.press("Control+z");
  await expect(cell(page, 1, 4)).toHaveAttribute("data-kind", "standard");
  await page.keyboard.press("Control+y");
  await expect(cell(page, 1, 4)).toHaveAttribute("data-kind", "standard-blocked");

  const counts = { standard: 26, vip: 54, couple: 7, wheelchair: 2, blocked: 1, total: 89 };
  for (const [key, value] of Object.entries(counts)) await expect(page.locator(`[data-count="${key}"]`)).toHaveText(String(value));

  // Saving asks first, and says what happens to showtimes already on sale.
  await page.getByRole("button", { name: "Lưu sơ đồ mới" }).click();
  const dialog = page.getByRole("dialog", { name: "Lưu sơ đồ mới cho Phòng 4?" });
  await expect(dialog).toContainText("áp dụng cho các suất chiếu tạo từ bây giờ");
  await expect(dialog).toContainText("ghế đã bán không đổi chỗ");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Lưu sơ đồ" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu sơ đồ số 2 (89 ghế)" })).toBeVisible();

  const saved = await apiResult<AdminRoom>(page.request, `/admin/auditoriums/${room.id}`, DEMO_URL);
  expect(saved.layout.version).toBe(2);
  expect(saved.layout.counts).toEqual(counts);
  const seat = (label: string) => saved.layout.seats.find((s) => s.label === label);
  expect(seat("B4")).toMatchObject({ x: 4, blocked: true });
  expect(saved.layout.seats.filter((s) => s.rowLabel === "C" && s.type === "vip").map((s) => s.x)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  expect(saved.layout.seats.find((s) => s.rowLabel === "G" && s.x === 3)).toMatchObject({ type: "couple", span: 2, label: "G3" });
  expect(saved.upcomingShowtimes.onOlderLayouts).toBeGreaterThan(0);

  // The editor opens the saved layout.
  await reloadHydrated(page);
  await expect(cell(page, 1, 4)).toHaveAttribute("data-kind", "standard-blocked");
  await expect(cell(page, 2, 5)).toHaveAttribute("data-kind", "vip");
  await expect(cell(page, 6, 4)).toHaveAttribute("data-kind", "couple");
  await expect(page.getByText("Sơ đồ số 2")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "editor-1280");
  expect(errors).toEqual([]);
  await context.close();
});

test("at 768 px: the rooms list and the editor fit, with the tools, summary and shortcuts on screen", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_MANAGER, 768);
  await gotoHydrated(page, "/admin/rooms");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "rooms-768");
  const imax = await roomOf(page, "hancine-song-han", "IMAX");
  await gotoHydrated(page, `/admin/rooms/${imax.id}`);
  await expect(page.getByRole("grid", { name: "Sơ đồ ghế IMAX" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Phím tắt" })).toBeVisible();
  // A row name typed by hand, and the screen moved below the rows.
  await page.getByRole("textbox", { name: "Tên hàng thứ 1", exact: true }).fill("AA");
  await page.getByRole("group", { name: "Màn hình" }).getByRole("button", { name: "Dưới" }).click();
  await expect(page.getByRole("group", { name: "Màn hình" }).getByRole("button", { name: "Dưới" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Có thay đổi chưa lưu.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "editor-768");

  // Leaving with changes not saved asks first.
  await page
    .getByRole("navigation", { name: "Mục quản trị" })
    .getByRole("link", { name: /Tổng quan/ })
    .click();
  const leave = page.getByRole("dialog", { name: "Rời trang khi chưa lưu sơ đồ?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Ở lại sửa tiếp" }).click();
  await expect(page).toHaveURL(`/admin/rooms/${imax.id}`);
  expect(errors).toEqual([]);
  await context.close();
});

test("a manager cannot open another cinema's room; the chain's admin can", async ({ browser }) => {
  const admin = await signedInPage(browser, DEMO_ADMIN);
  const hue = await apiResult<AdminRoomList>(admin.page.request, "/admin/auditoriums?cinema=hancine-hue", DEMO_URL);
  const room = hue[0]!.rooms[0]!;
  await gotoHydrated(admin.page, `/admin/rooms/${room.id}`);
  await expect(admin.page.getByRole("grid", { name: `Sơ đồ ghế ${room.name}` })).toBeVisible();
  await admin.context.close();

  const manager = await signedInPage(browser, DEMO_MANAGER);
  const answer = await manager.page.goto(`/admin/rooms/${room.id}`);
  expect(answer?.status()).toBe(403);
  await expect(manager.page.getByRole("heading", { name: "Bạn không có quyền xem trang này" })).toBeVisible();
  await expect(manager.page.getByRole("grid")).toHaveCount(0);
  await manager.context.close();
});

test("the admin declares a cinema's opening hours with the keyboard, closing after midnight, and the occupancy report counts the rooms' minutes open by them", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_ADMIN);
  await gotoHydrated(page, "/admin/rooms?cinema=hancine-vinh");
  const form = page.getByRole("form", { name: "Giờ mở cửa của HanCine Vinh" });
  await expect(page.getByText("Giờ mở cửa: chưa khai báo (theo giờ mặc định 09:00–24:00)", { exact: true })).toBeVisible();

  // Keyboard only: the opening time, Tab, a closing time before it (refused when the field is left, in Vietnamese), then a corrected one.
  await form.getByLabel("Giờ mở cửa", { exact: true }).focus();
  await page.keyboard.type("09:30");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Giờ đóng cửa")).toBeFocused();
  await page.keyboard.type("08:00");
  await page.keyboard.press("Tab");
  const order = "Giờ đóng cửa phải sau giờ mở cửa; nếu rạp đóng cửa sau nửa đêm, muộn nhất là 06:00 sáng hôm sau.";
  await expect(form.getByText(order)).toBeVisible();
  await expect(form.getByLabel("Giờ đóng cửa")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Giờ đóng cửa").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("01:00");
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText("Đã lưu giờ mở cửa: 09:30–01:00 (sáng hôm sau), 15 giờ 30 phút mỗi ngày.");
  await expect(page.getByText("Giờ mở cửa: 09:30–01:00 (sáng hôm sau), 15 giờ 30 phút mỗi ngày", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "rooms-opening-hours-1280");

  // The occupancy report of that cinema counts 930 minutes open a day for each room now.
  await gotoHydrated(page, "/admin/lap-day?groupBy=auditorium&cinema=hancine-vinh");
  await expect(page.locator('[data-kpi="Giờ mở cửa mỗi phòng"]')).toHaveText("09:30–01:00");
  await expect(page.getByText(/phòng; đóng cửa sáng hôm sau; giờ rạp đã khai báo/)).toBeVisible();

  // Both fields emptied: back to the chain's default.
  await gotoHydrated(page, "/admin/rooms?cinema=hancine-vinh");
  await form.getByLabel("Giờ mở cửa", { exact: true }).fill("");
  await form.getByLabel("Giờ đóng cửa").fill("");
  await form.getByRole("button", { name: "Lưu giờ mở cửa" }).click();
  await expect(form.getByRole("status")).toHaveText("Đã lưu: theo giờ mặc định 09:00–24:00.");
  await expect(page.getByText("Giờ mở cửa: chưa khai báo (theo giờ mặc định 09:00–24:00)", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
