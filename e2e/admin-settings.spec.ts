import { mkdirSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { formatVnd } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { signUpCustomer } from "./helpers/booking.ts";
import { DEMO_ADMIN as ADMIN, DEMO_MANAGER as MANAGER, DEMO_URL, signedInPage } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * Prices, holidays, people and the change log in the back office, as the demo manager and the demo
 * admin use them. The demo sign-ins exist only outside production: this spec runs on the suite's
 * development server (E2E_DEMO_URL, the same production build of the pages).
 */
const base = DEMO_URL;
/** Screenshots go here (looked at by people, never compared): SHOTS_DIR, else the test's output folder. */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

/** The price cell of a key, by its accessible name. */
const cell = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const EVENING = "2D, Ghế thường, Ngày thường, Từ 18:00";
/** A Tuesday evening on no holiday of the demo calendar. */
const QUOTE = { day: "09/03/2027", time: "19:30" };
const digitsOf = (text: string) => Number(text.replace(/\D/g, ""));

let newPrice = 0;
let promoted = "";
let disabled = "";

test("the demo manager changes a price, the quote shows it, and a bad price is refused in place", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, MANAGER);
  await gotoHydrated(page, "/admin/prices");
  await expect(page).toHaveURL(/\/admin\/prices\?cinema=hancine-song-han$/);
  await expect(page.getByRole("heading", { level: 1, name: "Giá vé và ngày lễ" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^2D/ })).toHaveAttribute("aria-selected", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "prices-1280");

  // Before: what the calculator says for a weekday evening.
  const quote = page.getByTestId("price-quote");
  await page.getByLabel("Định dạng", { exact: true }).selectOption("2D");
  await page.getByLabel("Loại ghế").selectOption("standard");
  await page.getByLabel("Ngày chiếu").fill(QUOTE.day);
  await page.getByLabel("Giờ bắt đầu").fill(QUOTE.time);
  await page.getByRole("button", { name: "Xem giá" }).click();
  const old = digitsOf(await cell(page, EVENING).inputValue());
  await expect(quote).toContainText(formatVnd(old));
  await expect(quote).toContainText("Ngày thường");
  await expect(quote).toContainText("Từ 18:00");

  // A price that is not whole thousands is marked and not sent.
  await cell(page, EVENING).fill("85500");
  await expect(cell(page, EVENING)).toHaveValue("85.500");
  await page.getByRole("button", { name: "Lưu bảng giá" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Còn 1 ô giá" })).toContainText("Còn 1 ô giá chưa hợp lệ hoặc còn trống");
  await expect(cell(page, EVENING)).toBeFocused();
  await expect(page.getByText("Giá vé phải là bội số của 1.000 ₫ (ví dụ 85.000 ₫).")).toBeVisible();

  newPrice = old + 5000;
  await cell(page, EVENING).fill(String(newPrice));
  await expect(page.getByText(`trước: ${formatVnd(old)}`)).toBeVisible();
  await expect(page.getByText("1 ô giá đã đổi, chưa lưu")).toBeVisible();
  await page.getByRole("button", { name: "Lưu bảng giá" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu bảng giá" })).toContainText("Đã lưu bảng giá HanCine Sông Hàn: 1 ô đổi giá.");
  await expect(page.getByText("Không có thay đổi chưa lưu")).toBeVisible();
  await expect(page.getByText(/Đổi lần cuối .* bởi Phạm Gia Huy/)).toBeVisible();

  await page.getByRole("button", { name: "Xem giá" }).click();
  await expect(quote).toContainText(formatVnd(newPrice));
  // The seat map's price of the same key agrees (server side: the quote runs the seat map's SQL).
  const reload = await page.request.get(`${base}/api/v1/admin/prices/quote?cinema=hancine-song-han&format=2D&seatType=standard&at=2027-03-09T19:30:00%2B07:00`);
  expect(((await reload.json()) as { result: { price: number } }).result.price).toBe(newPrice);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "prices-saved-1280");

  // 'Điều chỉnh nhanh' adds to every 2D price as an unsaved edit; 'Huỷ thay đổi' puts the saved prices back.
  const adjust = page.getByRole("form", { name: "Điều chỉnh nhanh bảng 2D" });
  await adjust.getByLabel("Cộng thêm (₫, có thể âm)").fill("5.000");
  await adjust.getByRole("button", { name: "Áp dụng cho bảng 2D" }).click();
  await expect(cell(page, EVENING)).toHaveValue(new Intl.NumberFormat("vi-VN").format(newPrice + 5000));
  await expect(page.getByText(/^\d+ ô giá đã đổi, chưa lưu$/)).toBeVisible();
  await page.getByRole("button", { name: "Huỷ thay đổi" }).click();
  await expect(cell(page, EVENING)).toHaveValue(new Intl.NumberFormat("vi-VN").format(newPrice));
  await expect(page.getByText("Không có thay đổi chưa lưu")).toBeVisible();

  // A holiday: the calculator names it.
  await page.getByLabel("Ngày chiếu").fill("02/09/2026");
  await page.getByRole("button", { name: "Xem giá" }).click();
  await expect(quote).toContainText("ngày lễ: Quốc khánh");

  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, testInfo, "prices-768");
  expect(errors).toEqual([]);
  await context.close();
});

test("the admin makes one person manager of a cinema and disables another, who is signed out at once", async ({ browser }, testInfo) => {
  const first = await browser.newContext({ baseURL: base });
  const second = await browser.newContext({ baseURL: base });
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();
  promoted = await signUpCustomer(firstPage, base);
  disabled = await signUpCustomer(secondPage, base);

  const { context, page, errors } = await signedInPage(browser, ADMIN);
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Người dùng" })).toBeVisible();
  await page.getByLabel("Tìm theo e-mail, họ tên hoặc số điện thoại").fill(promoted);
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page.getByText("1 người · trang 1/1")).toBeVisible();
  await page.getByRole("button", { name: `Sửa Khách Thử Nghiệm (${promoted})` }).click();
  const dialog = page.getByRole("dialog", { name: "Sửa tài khoản Khách Thử Nghiệm" });
  await dialog.getByRole("radio", { name: /Quản lý rạp/ }).check();
  await dialog.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Nhân viên và quản lý rạp cần được gán ít nhất một rạp.");
  await dialog.getByRole("checkbox", { name: /HanCine Sông Hàn/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "user-dialog-1280");
  await dialog.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Đã cập nhật" })).toContainText("Quản lý rạp ở 1 rạp");
  const row = page.getByRole("row", { name: new RegExp(promoted) });
  await expect(row).toContainText("Quản lý rạp");
  await expect(row).toContainText("HanCine Sông Hàn");
  // The promoted person's open session is staff at once, and as staff it needs a second factor first
  // (issue 33: STAFF_MFA=required): the back office answers MFA_REQUIRED until one is set up.
  const prices = await firstPage.request.get(`${base}/api/v1/admin/cinemas/hancine-song-han/prices`);
  expect(prices.status()).toBe(403);
  expect(((await prices.json()) as { error: { code: string } }).error.code).toBe("MFA_REQUIRED");

  await page.getByLabel("Tìm theo e-mail, họ tên hoặc số điện thoại").fill(disabled);
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await page.getByRole("button", { name: `Sửa Khách Thử Nghiệm (${disabled})` }).click();
  await dialog.getByRole("button", { name: "Khoá tài khoản…" }).click();
  await expect(dialog.getByText(`Khoá tài khoản ${disabled}?`)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Khoá tài khoản", exact: true })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Khoá tài khoản", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(disabled) })).toContainText("Đã khoá");
  await shot(page, testInfo, "users-1280");
  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, testInfo, "users-768");

  // Their session ended; signing in again is refused, saying why.
  expect((await secondPage.request.get(`${base}/api/v1/auth/me`)).status()).toBe(401);
  await secondPage.goto("/?login=1");
  await secondPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const login = secondPage.getByRole("dialog", { name: "Đăng nhập" });
  await login.getByLabel("Email").fill(disabled);
  await login.getByLabel("Mật khẩu", { exact: true }).fill("XemPhimVui2026!");
  await login.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(login.getByRole("alert")).toContainText("Tài khoản này đã bị khoá nên không đăng nhập được.");
  expect(errors).toEqual([]);
  await Promise.all([first.close(), second.close(), context.close()]);
});

test("the change log shows those changes with before and after; a manager sees only their cinema's", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, ADMIN);
  await gotoHydrated(page, "/admin/audit");
  const entries = page.getByRole("article");
  const disabling = entries.filter({ hasText: "Khoá tài khoản" }).filter({ hasText: disabled });
  await expect(disabling).toBeVisible();
  await expect(disabling.getByRole("row", { name: /Trạng thái/ })).toContainText("Hoạt động");
  await expect(disabling.getByRole("row", { name: /Trạng thái/ })).toContainText("Đã khoá");
  await expect(disabling.getByRole("row", { name: /Trạng thái/ })).toContainText("đã đổi");
  const promotion = entries.filter({ hasText: "Đổi vai trò hoặc rạp" }).filter({ hasText: promoted });
  await expect(promotion.getByRole("row", { name: /Vai trò/ })).toContainText("Khách hàng");
  await expect(promotion.getByRole("row", { name: /Vai trò/ })).toContainText("Quản lý rạp");
  await expect(promotion.getByRole("row", { name: /Rạp phụ trách/ })).toContainText("HanCine Sông Hàn");
  const price = entries.filter({ hasText: "Đổi giá vé" }).first();
  await expect(price).toContainText("Phạm Gia Huy (quanly@hancine.vn)");
  await expect(price.getByRole("row", { name: /2D · Ghế thường · Ngày thường · Từ 18:00/ })).toContainText(formatVnd(newPrice));
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, testInfo, "audit-1280");

  // One thing's trail, as other pages link to it.
  await promotion.getByRole("link", { name: /Mọi thay đổi của người dùng này/ }).click();
  await expect(page).toHaveURL(/entity=user&id=/);
  await expect(entries).toHaveCount(1);
  await expect(page.getByLabel("Loại")).toHaveValue("user");
  await expect(page.getByLabel("Mã đối tượng")).not.toHaveValue("");
  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, testInfo, "audit-one-user-768");
  expect(errors).toEqual([]);
  await context.close();

  const manager = await signedInPage(browser, MANAGER, 768);
  await gotoHydrated(manager.page, "/admin/audit");
  await expect(manager.page.getByText("Bạn xem các thay đổi ở rạp mình phụ trách.")).toBeVisible();
  await expect(manager.page.getByRole("article").filter({ hasText: "Đổi giá vé" })).not.toHaveCount(0);
  await expect(manager.page.getByRole("article").filter({ hasText: "Người dùng:" })).toHaveCount(0);
  expect(await seriousViolations(manager.page)).toEqual([]);
  await shot(manager.page, testInfo, "audit-manager-768");
  await manager.context.close();
});

test("keyboard only: edit a price, save, ask the calculator; open a person's dialog and leave it", async ({ browser }) => {
  const { context, page, errors } = await signedInPage(browser, MANAGER);
  await gotoHydrated(page, "/admin/prices?cinema=hancine-song-han");
  const tabUntil = async (done: () => Promise<boolean>, limit = 120) => {
    for (let i = 0; i < limit; i++) {
      if (await done()) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("never reached by Tab");
  };
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");
  await tabUntil(async () => (await focusedName()) === "2D, Ghế thường, Ngày thường, Trước 12:00");
  // ↓ walks down the column; typing replaces the selected price.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  expect(await focusedName()).toBe(EVENING);
  await page.keyboard.type(String(newPrice + 1000));
  await tabUntil(async () => (await focusedName()) === "Lưu bảng giá");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu bảng giá" })).toBeVisible();
  // The calculator, field by field: a closed select takes typed letters; the date and time take digits.
  await tabUntil(async () => page.evaluate(() => document.activeElement?.id === "quote-format"));
  await page.keyboard.type("2D");
  await expect(page.getByLabel("Định dạng", { exact: true })).toHaveValue("2D");
  await page.keyboard.press("Tab");
  // Home picks the first seat type, Ghế thường (a space would open the list instead).
  await page.keyboard.press("Home");
  await expect(page.getByLabel("Loại ghế")).toHaveValue("standard");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(QUOTE.day.replaceAll("/", ""));
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(QUOTE.time.replace(":", ""));
  await page.keyboard.press("Tab");
  expect(await focusedName()).toBe("Xem giá");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("price-quote")).toContainText(formatVnd(newPrice + 1000));
  expect(errors).toEqual([]);
  await context.close();

  const admin = await signedInPage(browser, ADMIN);
  await gotoHydrated(admin.page, "/admin/users");
  const adminPage = admin.page;
  for (let i = 0; i < 60; i++) {
    const label = await adminPage.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    if (label.startsWith("Sửa ")) break;
    await adminPage.keyboard.press("Tab");
  }
  const opener = await adminPage.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  await adminPage.keyboard.press("Enter");
  const dialog = adminPage.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await adminPage.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await adminPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Radix gives focus back just after the dialog has gone.
  await expect.poll(() => adminPage.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(opener);
  expect(admin.errors).toEqual([]);
  await admin.context.close();
});

test("the holiday form checks the day when it is left, with the server's own rule", async ({ browser }) => {
  const { context, page, errors } = await signedInPage(browser, ADMIN);
  await gotoHydrated(page, "/admin/prices");
  const holidays = page.getByRole("region", { name: /^Ngày lễ năm \d{4}$/ });
  await holidays.getByLabel("Ngày", { exact: true }).fill("31/02/2027");
  await holidays.getByLabel("Tên ngày lễ").focus();
  await expect(holidays.getByText("Ngày không tồn tại.")).toBeVisible();
  await expect(holidays.getByLabel("Ngày", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(errors).toEqual([]);
  await context.close();
});
