import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { Showtime } from "@hancine/contract/booking";
import { formatVnd } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { signUpCustomer, toPaymentStep } from "./helpers/booking.ts";
import { DEMO_ADMIN as ADMIN, DEMO_URL, signIn } from "./helpers/demo-site.ts";
import { apiResult, consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";

/**
 * Nội dung › Voucher (issue 15, decision 048): an admin creates a voucher with limits in the editor
 * from the keyboard alone; a customer then applies it at checkout on the demo server. Axe;
 * screenshots at 1280, 768 and 375 px in /tmp/shots-vouchers.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-vouchers";
const CODE = `PHIM${Date.now().toString(36).slice(-5).toUpperCase()}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page).filter((e) => !/status of 400\b/.test(e))).toEqual([]));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

/** "dd/mm/yyyy hh:mm" in Vietnam, `days` from now. */
function momentIn(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

/** Types into the focused control, then moves on with Tab: the keyboard is all the admin uses. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

test("an admin creates a voucher with limits from the keyboard: 20.000 ₫ off, 50 uses, one per customer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Voucher" })).toBeVisible();
  const add = page.getByRole("link", { name: "+ Thêm voucher" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Thêm voucher" })).toBeVisible();

  // Saved empty: the contract's Vietnamese words beside the fields, the focus on the first wrong one,
  // found in the browser by the server's own schema: nothing was sent.
  const sent: string[] = [];
  page.on("request", (request) => request.method() === "POST" && request.url().includes("/api/v1/admin/vouchers") && sent.push(request.url()));
  const save = page.getByRole("button", { name: "Thêm voucher" });
  await save.focus();
  await page.keyboard.press("Enter");
  const code = page.getByLabel("Mã voucher (khách nhập khi thanh toán)");
  await expect(page.getByText("Vui lòng nhập mã voucher.")).toBeVisible();
  await expect(page.getByText("Vui lòng nhập thời điểm bắt đầu hiệu lực.")).toBeVisible();
  await expect(code).toBeFocused();
  expect(sent).toEqual([]);

  await typeAndTab(page, CODE.toLowerCase());
  await expect(code).toHaveValue(CODE);
  // Loại ưu đãi: from "phần trăm" to "một số tiền" with the arrow key.
  await expect(page.getByLabel("Loại ưu đãi")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Loại ưu đãi")).toHaveValue("order_amount");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Số tiền giảm", { exact: true })).toBeFocused();
  await typeAndTab(page, "20000");
  await expect(page.getByLabel("Số tiền giảm", { exact: true })).toHaveValue("20.000");
  await expect(page.getByLabel("Giá trị đơn tối thiểu (trống: mọi đơn)")).toBeFocused();
  await typeAndTab(page, "50000");

  await page.getByLabel("Bắt đầu từ").focus();
  await typeAndTab(page, momentIn(-1).replace(/\D/g, ""));
  await expect(page.getByLabel("Bắt đầu từ")).toHaveValue(momentIn(-1));
  await expect(page.getByLabel("Hết hiệu lực lúc")).toBeFocused();
  await typeAndTab(page, momentIn(30).replace(/\D/g, ""));
  // A limit that is not a number is refused in place, in the contract's words, before anything is sent.
  await expect(page.getByLabel("Toàn chuỗi (trống: không giới hạn)")).toBeFocused();
  await typeAndTab(page, "năm mươi");
  await save.click();
  await expect(page.getByText("Giới hạn lượt dùng toàn chuỗi phải là một số.")).toBeVisible();
  await expect(page.getByLabel("Toàn chuỗi (trống: không giới hạn)")).toBeFocused();
  expect(sent).toEqual([]);
  await page.getByLabel("Toàn chuỗi (trống: không giới hạn)").fill("");
  await typeAndTab(page, "50");
  await expect(page.getByLabel("Mỗi khách (trống: không giới hạn)")).toBeFocused();
  await typeAndTab(page, "1");

  const preview = page.getByRole("region", { name: "Khách sẽ đọc (trên trang khuyến mãi và khi thanh toán)" });
  await expect(preview).toContainText(`Giảm ${formatVnd(20_000)} cho đơn hàng`);
  await expect(preview).toContainText("Mỗi tài khoản dùng tối đa 1 lần.");
  await expect(preview).toContainText("Số lượng có hạn: 50 lượt cho toàn chuỗi.");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "voucher-editor-1280");

  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Sửa voucher ${CODE}` })).toBeVisible();
  await expect(page.getByText(`Đã thêm voucher ${CODE}.`)).toBeVisible();
  await expect(page.getByText("Đã dùng 0 lượt (0 đã thanh toán).")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, "voucher-edit-768");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "voucher-edit-375");

  // The list's search box, from the keyboard: the code typed in lower case, Enter.
  await gotoHydrated(page, "/admin/vouchers");
  await page.getByRole("searchbox", { name: "Tìm voucher theo mã hoặc ưu đãi" }).focus();
  await page.keyboard.type(CODE.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${CODE.toLowerCase()}`));
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const row = page.locator("tbody tr", { hasText: CODE });
  await expect(row).toContainText(`Giảm ${formatVnd(20_000)} cho đơn hàng`);
  await expect(row).toContainText("0 / 50");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "vouchers-search-375");
  await gotoHydrated(page, "/admin/vouchers");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "vouchers-list-1280");
});

test("a customer applies the new voucher at checkout: 20.000 ₫ off the total", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpCustomer(page, BASE);
  // A showtime far from the ones other specs take: the last of the list, at least a day ahead.
  const showtimes = await apiResult<Showtime[]>(request, "/showtimes?city=da-nang", BASE);
  const showtime = showtimes.filter((s) => Date.parse(s.startsAt) > Date.now() + 86_400_000).at(-1)!;
  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { seats } = await toPaymentStep(page, showtime, { combo: false }, BASE);
  const main = page.getByRole("main");
  await main.getByLabel("Mã khuyến mãi").fill(CODE.toLowerCase());
  await main.getByRole("button", { name: "Áp dụng" }).click();
  await expect(main.getByText(`Đã áp dụng mã ${CODE}`)).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  await expect(summary.getByTestId("order-discount")).toHaveText(`−${formatVnd(20_000)}`);
  await expect(summary.getByTestId("order-total")).toHaveText(formatVnd(seats[0].price + seats[1].price - 20_000));
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "checkout-voucher-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "checkout-voucher-375");
});
