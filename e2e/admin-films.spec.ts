import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { Film } from "@hancine/contract/catalog";
import { chainDay, dayMonthYearFromIso } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { apiResult, consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { backdropPng, editorField, posterPng } from "./helpers/film-editor.ts";
import { DEMO_ADMIN as ADMIN, DEMO_MANAGER as MANAGER, DEMO_URL, signIn as signInDemo } from "./helpers/demo-site.ts";

/**
 * The back office's films (issue 14): an admin uploads a poster made here, creates a film, finds it
 * in the list and on the public site by its dates, copies it, archives it; the same form with the
 * keyboard only; axe on the list and the editor; screenshots at 1280 and 768 px in /tmp/shots-films.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

// On the suite's development server (E2E_DEMO_URL), where the demo's admin and manager accounts exist
// (production seeds the catalogue but no account).
const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-films";
const RUN = Date.now().toString(36).slice(-5);

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ page }) => {
  trackConsoleErrors(page);
  // No internet here: the trailer player answers with a stand-in page.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Trailer</title><p>Trailer</p>" }),
  );
});
// The form's own refusals (400 with fields, 409) are answers the page shows, not errors.
test.afterEach(({ page }) => expect(consoleErrors(page).filter((e) => !/status of (400|409|415)\b/.test(e))).toEqual([]));

const signIn = (page: Page, who: { email: string; password: string }) => signInDemo(page, who, BASE);

/** A chain day `n` days from today as the form takes it (dd/MM/yyyy). */
const inDays = (n: number) => dayMonthYearFromIso(chainDay(new Date(Date.now() + n * 86_400_000)));

/** Drops a file on an element as the browser does when one is dragged from the desktop. */
async function dropFile(page: Page, target: ReturnType<Page["locator"]>, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: "image/png" }));
      return transfer;
    },
    { name, base64: bytes.toString("base64") },
  );
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

const filmName = `Hoàng Hôn Trên Sông Hàn ${RUN}`;
let filmPath = "";

test("an admin uploads a poster, creates a film, and finds it in the list and on the public site by its dates", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await gotoHydrated(page, "/admin/films/new");
  await expect(page.getByRole("heading", { level: 1, name: "Thêm phim" })).toBeVisible();

  // Saving the empty form: every missing field says so in Vietnamese, beside the field.
  await page.getByRole("button", { name: "Thêm phim" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Một số thông tin chưa hợp lệ" })).toBeVisible();
  await expect(page.getByText("Vui lòng nhập tên phim.")).toBeVisible();
  await expect(page.getByText("Hãy tải lên poster của phim.")).toBeVisible();
  await expect(editorField(page, "Tên phim")).toBeFocused();

  await editorField(page, "Tên phim").fill(filmName);
  await editorField(page, "Tên gốc (nếu có)").fill("Sunset on the Han");
  await editorField(page, "Nội dung phim").fill("Một nhiếp ảnh gia trở về Đà Nẵng để chụp hoàng hôn cuối cùng trên sông Hàn trước khi cây cầu cũ bị tháo dỡ.");
  await editorField(page, "Thời lượng (phút)").fill("109");
  await editorField(page, "Phân loại độ tuổi").selectOption("T13");
  await editorField(page, "Ngày khởi chiếu").fill(inDays(12));
  await page.getByRole("checkbox", { name: "IMAX" }).check();
  await page.getByRole("checkbox", { name: "Tình cảm" }).check();
  await editorField(page, "Đạo diễn").fill("Võ Thanh Hoà");
  await editorField(page, "Đạo diễn").press("Enter");
  await editorField(page, "Diễn viên").fill("Lan Ngọc, Quốc Trường,");
  await expect(page.getByRole("button", { name: "Xoá Quốc Trường" })).toBeVisible();

  // Over 10 MB is refused before sending; a text file named .png by the server, by its content; then the real poster goes up.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "lon.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.locator('[id$="-posterMediaId-error"]')).toHaveText("Ảnh quá lớn (tối đa 10 MB). Bạn hãy chọn ảnh nhỏ hơn hoặc nén lại nhé.");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: Buffer.from("không phải ảnh") });
  await expect(page.locator('[id$="-posterMediaId-error"]')).toHaveText(
    "Tệp này không phải ảnh JPEG, PNG, WebP, AVIF hay SVG. Bạn hãy chọn một tệp ảnh khác nhé.",
  );
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await posterPng("Hoàng Hôn") });
  await expect(page.getByRole("img", { name: "Poster đã chọn" })).toBeVisible();
  await expect(page.locator('[id$="-posterMediaId-error"]')).toHaveCount(0);
  await expect(page.getByTestId("preview-card").getByRole("img")).toHaveAttribute("src", /^\/media\/[a-f0-9]{16}\.webp$/);

  // The backdrop is dropped on its zone, as a file dragged from the desktop.
  await dropFile(page, page.getByTestId(/-backdropMediaId-dropzone$/), "nen.png", await backdropPng());
  await expect(page.getByRole("img", { name: "Ảnh nền đã chọn" })).toHaveAttribute("src", /^\/media\/[a-f0-9]{16}\.webp$/);
  await expect(page.getByTestId("preview-card")).toContainText(filmName);
  await expect(page.getByTestId("preview-header")).toContainText("Võ Thanh Hoà");

  // The trailer link is checked, and 'Xem thử' plays it as the site will.
  await editorField(page, "Đường dẫn trailer (YouTube hoặc Vimeo)").fill("https://example.com/trailer");
  await page.getByRole("button", { name: "Xem thử" }).click();
  await expect(page.getByText("Chỉ nhận đường dẫn video YouTube hoặc Vimeo", { exact: false })).toBeVisible();
  await editorField(page, "Đường dẫn trailer (YouTube hoặc Vimeo)").fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Xem thử" }).click();
  const dialog = page.getByRole("dialog", { name: `Trailer: ${filmName}` });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await shot(page, "editor-new-1280");
  expect(await seriousViolations(page, { iframes: false })).toEqual([]);

  await page.getByRole("button", { name: "Thêm phim" }).click();
  await expect(page).toHaveURL(/\/admin\/films\/[0-9a-f-]{36}$/);
  filmPath = new URL(page.url()).pathname;
  await expect(page.getByText(`Đã thêm phim “${filmName}”.`, { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sửa phim: ${filmName}`);

  // Editing it: nothing changed is said so; a required field is checked as soon as it is left, in the contract's words.
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByText("Chưa có thay đổi nào để lưu.")).toBeVisible();
  await editorField(page, "Tên phim").fill("");
  await editorField(page, "Tên phim").press("Tab");
  await expect(page.getByText("Vui lòng nhập tên phim.")).toBeVisible();
  await editorField(page, "Tên phim").fill(filmName);
  await editorField(page, "Nhà phát hành (nếu có)").fill("HanCine Phát Hành");
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

  // In the list, under 'Sắp chiếu' (released in 12 days).
  await gotoHydrated(page, "/admin/films");
  await page.getByRole("searchbox", { name: "Tìm phim theo tên" }).fill(`hoang hon tren song han ${RUN}`);
  await page.getByRole("button", { name: "Tìm" }).click();
  const row = page.getByRole("row").filter({ hasText: filmName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Sắp chiếu");
  await expect(row).toContainText(`Từ ${inDays(12)}`);

  // On the public site: the coming films and the film's own page.
  const coming = await apiResult<Film[]>(page.request, "/films/comming", BASE);
  const film = coming.find((f) => f.name === filmName);
  expect(film, "in /films/comming").toBeDefined();
  await gotoHydrated(page, "/movies");
  await page.getByRole("tab", { name: "Sắp chiếu" }).click();
  await expect(page.getByRole("heading", { name: filmName })).toBeVisible();
  await gotoHydrated(page, `/movies/${film!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(filmName);
  await expect(page.getByRole("img", { name: `Poster phim ${filmName}` })).toHaveAttribute("src", /^\/media\/[a-f0-9]{16}\.webp$/);
});

test("the list and the editor at 1280 and 768 px: screenshots, axe clean", async ({ page }) => {
  await signIn(page, ADMIN);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await gotoHydrated(page, "/admin/films");
    await expect(page.getByRole("row")).not.toHaveCount(1);
    await shot(page, `list-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await gotoHydrated(page, filmPath);
    await expect(page.getByTestId("preview-card")).toContainText(filmName);
    await shot(page, `editor-${width}`);
    await page.screenshot({ path: `${SHOTS}/editor-${width}-screen.png` });
    await page.getByRole("button", { name: "Xem lớn đầu trang phim" }).click();
    await expect(page.getByRole("dialog", { name: "Xem trước đầu trang phim" })).toContainText(filmName);
    await page.screenshot({ path: `${SHOTS}/editor-${width}-preview-large.png` });
    await page.keyboard.press("Escape");
    expect(await seriousViolations(page, { iframes: false })).toEqual([]);
  }
});

test("copying a film fills the form from it; a copy under the same name gets a free address suggested", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await gotoHydrated(page, `/admin/films?q=${encodeURIComponent(filmName)}`);
  await page.getByRole("link", { name: `Sao chép ${filmName}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thêm phim – sao chép từ “${filmName}”`);
  await expect(editorField(page, "Tên phim")).toHaveValue(filmName);
  await expect(editorField(page, "Thời lượng (phút)")).toHaveValue("109");
  await expect(page.getByRole("checkbox", { name: "IMAX" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Poster đã chọn" })).toBeVisible();

  await page.getByRole("button", { name: "Thêm phim" }).click();
  await expect(page.getByText("đã có phim khác dùng.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: /^Dùng đường dẫn .*-2$/ }).click();
  await editorField(page, "Tên phim").fill(`${filmName} (Lồng tiếng)`);
  await page.getByRole("button", { name: "Thêm phim" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sửa phim: ${filmName} (Lồng tiếng)`);
});

test("archiving takes the film out of the public lists; a manager reads films but cannot change them", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await gotoHydrated(page, `/admin/films?q=${encodeURIComponent(filmName)}`);
  await page.getByRole("button", { name: `Lưu trữ ${filmName}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Lưu trữ phim?" });
  await expect(dialog).toContainText("sẽ rời mọi danh sách phim trên trang khách");
  await dialog.getByRole("button", { name: "Lưu trữ" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: filmName })).toHaveCount(1); // the copy stays
  await page.getByRole("link", { name: /^Lưu trữ/ }).click();
  await expect(page.getByRole("row").filter({ hasText: filmName }).first()).toContainText("Lưu trữ");
  const coming = await apiResult<Film[]>(page.request, "/films/comming", BASE);
  expect(coming.map((f) => f.name)).not.toContain(filmName);

  const context = await browser.newContext({ baseURL: BASE, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const manager = await context.newPage();
  trackConsoleErrors(manager);
  await signIn(manager, MANAGER);
  await gotoHydrated(manager, "/admin/films");
  await expect(manager.getByRole("link", { name: "+ Thêm phim" })).toHaveCount(0);
  await expect(manager.getByRole("link", { name: /^Xem / }).first()).toBeVisible();
  await manager.getByRole("link", { name: /^Xem / }).first().click();
  await expect(manager.getByText("Chỉ quản trị chuỗi mới thêm hoặc sửa được phim.")).toBeVisible();
  await expect(manager.getByRole("textbox", { name: "Tên phim" })).toBeDisabled();
  expect(consoleErrors(manager)).toEqual([]);
  await context.close();
});

test("the whole form with the keyboard only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await gotoHydrated(page, "/admin/films/new");
  const name = `Phím Tắt ${RUN}`;
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("id") ?? document.activeElement?.tagName);
  /** Tab until the element with this accessible label has the focus (at most 60 presses). */
  const tabTo = async (locator: ReturnType<Page["locator"]>) => {
    for (let i = 0; i < 60; i++) {
      if (await locator.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`never reached ${String(locator)} (at ${await focused()})`);
  };

  await tabTo(editorField(page, "Tên phim"));
  await page.keyboard.type(name);
  await tabTo(editorField(page, "Nội dung phim"));
  await page.keyboard.type("Một bộ phim được nhập hoàn toàn bằng bàn phím, từ tên đến poster.");
  // The English site's name comes next (optional, decision 092); its synopsis is left blank.
  await page.keyboard.press("Tab");
  await expect(editorField(page, "Tên tiếng Anh")).toBeFocused();
  await page.keyboard.type(`Keyboard Only ${RUN}`);
  await tabTo(editorField(page, "Thời lượng (phút)"));
  await page.keyboard.type("95");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // P
  await expect(editorField(page, "Phân loại độ tuổi")).toHaveValue("P");
  await tabTo(editorField(page, "Ngày khởi chiếu"));
  await page.keyboard.type(inDays(20).replaceAll("/", ""));
  await expect(editorField(page, "Ngày khởi chiếu")).toHaveValue(inDays(20));
  await tabTo(page.getByRole("checkbox", { name: "Hài" }));
  await page.keyboard.press("Space");
  await tabTo(editorField(page, "Đạo diễn"));
  await page.keyboard.type("Trần Bàn Phím");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Xoá Trần Bàn Phím" })).toBeVisible();
  // The poster's 'Chọn ảnh' opens the file chooser with Space.
  await tabTo(page.locator('input[type="file"]').first());
  // Space opens the file chooser; under load headless Chromium now and then drops that first
  // activation (seen once in four runs), so a second Space is allowed — it is still the keyboard alone.
  const opened = async () => {
    const chooser = page.waitForEvent("filechooser", { timeout: 10_000 });
    await page.keyboard.press("Space");
    return chooser;
  };
  await (await opened().catch(opened)).setFiles({ name: "ban-phim.png", mimeType: "image/png", buffer: await posterPng("Bàn Phím") });
  await expect(page.getByRole("img", { name: "Poster đã chọn" })).toBeVisible();
  await tabTo(page.getByRole("button", { name: "Thêm phim" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sửa phim: ${name}`);
  await expect(editorField(page, "Tên tiếng Anh")).toHaveValue(`Keyboard Only ${RUN}`);
  await expect(editorField(page, "Nội dung tiếng Anh")).toHaveValue("");
});
