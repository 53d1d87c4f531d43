import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { chainDay, dayMonthYearFromIso } from "@hancine/contract/format";
import { addDays } from "@hancine/contract/chain-clock";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { fillBannerEditor, homeHeadlines, uploadArt as art } from "./helpers/banner-editor.ts";
import { DEMO_ADMIN as ADMIN, DEMO_URL, signIn } from "./helpers/demo-site.ts";

/**
 * The back office's content (issue 15, decision 047): an admin schedules a banner and a promotion
 * with its voucher for tomorrow 00:00 through the editors; the public site does not show them before;
 * at tomorrow 00:00 — the page's clock moved by Playwright, the server's by its development clock
 * (decision 054) — both appear with nobody acting; the list reorders by keyboard; axe on the lists
 * and editors; screenshots at 1280 and 768 px in /tmp/shots-content.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-content";
const RUN = Date.now().toString(36).slice(-5);
const HEADLINE = `Đêm phim Sông Hàn ${RUN}`;
const PROMOTION = `Thứ Tư thành viên ${RUN}`;
const TOMORROW = dayMonthYearFromIso(addDays(chainDay(new Date()), 1));

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page).filter((e) => !/status of 400\b/.test(e))).toEqual([]));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

let editPath = "";
let promotionPath = "";
let promotionSlug = "";

test("an admin schedules a banner for tomorrow 00:00; the home page does not show it before", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The browser's clock set to now: the form's "tomorrow" is the server's tomorrow.
  await page.clock.install({ time: new Date() });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/banners");
  await expect(page.getByRole("heading", { level: 1, name: "Banner trang chủ" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Mục quản trị" }).getByRole("link", { name: "Nội dung › Banner" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "banners-list-1280");

  await page.getByRole("link", { name: "+ Thêm banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thêm banner" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A save with nothing: the server's Vietnamese words beside the fields.
  await page.getByRole("button", { name: "Thêm banner" }).click();
  await expect(page.getByText("Một số thông tin chưa hợp lệ")).toBeVisible();

  await fillBannerEditor(page, { headline: HEADLINE, fromDay: TOMORROW });
  // The preview is the public carousel, drawn with the words as text.
  await expect(page.getByTestId("banner-preview").getByText(HEADLINE)).toBeVisible();
  await shot(page, "banner-editor-1280");

  await page.getByRole("button", { name: "Thêm banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa banner: ${HEADLINE}` })).toBeVisible();
  await expect(page.getByText("Đã hẹn giờ").first()).toBeVisible();
  editPath = new URL(page.url()).pathname;

  const visitor = await browser.newPage({ baseURL: BASE });
  expect(await homeHeadlines(visitor)).not.toContain(HEADLINE);
  await visitor.close();
});

test("an admin writes a promotion with its voucher in the rich text editor, previews its page and schedules it for tomorrow 00:00", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date() });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/promotions");
  await expect(page.getByRole("heading", { level: 1, name: "Khuyến mãi" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "promotions-list-1280");

  await page.getByRole("link", { name: "+ Thêm khuyến mãi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thêm khuyến mãi" })).toBeVisible();
  await page.locator("#imageMediaId-file").setInputFiles({ name: "card.png", mimeType: "image/png", buffer: await art(1600, 900, "#e4572e") });
  await expect(page.getByRole("img", { name: "Thẻ khuyến mãi đã chọn" })).toBeVisible();
  await page.getByLabel("Tiêu đề", { exact: true }).fill(PROMOTION);
  await page.getByLabel("Tóm tắt (trên thẻ khuyến mãi)").fill("Giảm giá combo cho thành viên mỗi thứ Tư.");
  const body = page.getByRole("textbox", { name: "Nội dung" });
  await body.click();
  await page.getByRole("button", { name: "Tiêu đề", exact: true }).click();
  // The editor has made the line a heading (a busy machine may type before it has).
  await expect(page.getByRole("button", { name: "Tiêu đề", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Cách nhận ưu đãi");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Nhập mã khi thanh toán để được giảm giá ngay trên mỗi combo.");
  await page.getByLabel("Ưu đãi từ ngày").fill(dayMonthYearFromIso(chainDay(new Date())));
  await page.getByLabel("Đến ngày").fill(dayMonthYearFromIso(addDays(chainDay(new Date()), 30)));
  await page.getByLabel("Mã voucher đi kèm (điều kiện lấy từ quy tắc của mã)").fill("COMBO10K");
  await page.getByRole("radio", { name: /Đăng/ }).check();
  await page.getByLabel("Hiện từ", { exact: true }).pressSequentially(`${TOMORROW.replace(/\//g, "")}0000`);
  // The preview is the public page's own article, with the heading written in the editor.
  await expect(page.getByTestId("promotion-preview").getByRole("heading", { level: 2, name: "Cách nhận ưu đãi" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "promotion-editor-1280");
  await page.getByRole("button", { name: "Thêm khuyến mãi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa khuyến mãi: ${PROMOTION}` })).toBeVisible();
  await expect(page.getByText("Đã hẹn giờ").first()).toBeVisible();
  promotionPath = new URL(page.url()).pathname;
  await page.setViewportSize({ width: 768, height: 1000 });
  await shot(page, "promotion-editor-768");

  const saved = await page.request.get(`${BASE}/api/v1/admin/promotions/${promotionPath.split("/").pop()}`);
  promotionSlug = (await saved.json()).result.slug;
  const visitor = await browser.newPage({ baseURL: BASE });
  await visitor.goto(`/khuyen-mai/${promotionSlug}/`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Không tìm thấy trang bạn cần" })).toBeVisible();
  await visitor.close();
});

test("at tomorrow 00:00 on the page's and the server's clocks, the banner and the promotion appear with nobody acting", async ({ page, browser }) => {
  const midnight = new Date(`${addDays(chainDay(new Date()), 1)}T00:00:00+07:00`);
  const moveServerClock = async (at: Date) => {
    const moved = await page.request.put(`${BASE}/dev/clock`, { data: { at: at.toISOString() } });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  const visitor = await browser.newPage({ baseURL: BASE });
  try {
    // A minute before: neither is public yet.
    await visitor.clock.install({ time: new Date(midnight.getTime() - 60_000) });
    await moveServerClock(new Date(midnight.getTime() - 60_000));
    expect(await homeHeadlines(visitor)).not.toContain(HEADLINE);

    // The minute passes on both clocks; nobody edits anything.
    await visitor.clock.fastForward(61_000);
    await moveServerClock(new Date(midnight.getTime() + 1_000));
    await expect.poll(() => homeHeadlines(visitor), { timeout: 15_000, intervals: [1_000] }).toContain(HEADLINE);
    await visitor.goto(`/khuyen-mai/${promotionSlug}/`);
    await expect(visitor.getByRole("heading", { level: 1, name: PROMOTION })).toBeVisible();
    // Its conditions are written from the voucher's rule.
    await expect(visitor.getByText("COMBO10K").first()).toBeVisible();
  } finally {
    expect((await page.request.delete(`${BASE}/dev/clock`)).status()).toBe(200);
    await visitor.close();
  }
});

test("the list reorders by keyboard, and reads well at 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/banners");
  const rows = page.locator("tbody tr");
  const before = (await rows.allTextContents()).findIndex((text) => text.includes(HEADLINE));
  expect(before).toBeGreaterThan(0);
  const up = page.getByRole("button", { name: `Chuyển “${HEADLINE}” lên trên` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Đã chuyển “${HEADLINE}” lên vị trí ${before}` })).toBeAttached();
  await expect(rows.nth(before - 1)).toContainText(HEADLINE);
  // The keyboard stays on the banner's row.
  await expect(page.locator(`tbody tr:has-text("${HEADLINE}") button:focus`)).toHaveCount(1);
  await shot(page, "banners-list-768");
  await gotoHydrated(page, editPath);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "banner-editor-768");
  // Clean up: the demo's banners stay as they were.
  const id = editPath.split("/").pop()!;
  const removed = await page.request.delete(`${BASE}/api/v1/admin/banners/${id}`, { headers: { origin: BASE } });
  expect(removed.status()).toBe(200);
  const promotionId = promotionPath.split("/").pop()!;
  expect((await page.request.delete(`${BASE}/api/v1/admin/promotions/${promotionId}`, { headers: { origin: BASE } })).status()).toBe(200);
});

test("every content list puts its add button at the top right, whatever the length of its lead", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, BASE);
  for (const path of ["/admin/banners", "/admin/promotions", "/admin/vouchers"]) {
    await gotoHydrated(page, path);
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const add = (await page.getByRole("link", { name: /^\+ Thêm/ }).boundingBox())!;
    const main = (await page.locator("#admin-main").boundingBox())!;
    // Level with the title, against the right edge of the page's column (not under a long lead).
    expect(add.y, path).toBeLessThan(heading.y + heading.height);
    expect(main.x + main.width - (add.x + add.width), path).toBeLessThan(64);
  }
});
