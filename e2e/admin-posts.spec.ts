import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { DEMO_ADMIN as ADMIN, DEMO_URL, signIn } from "./helpers/demo-site.ts";

/**
 * Nội dung › Bài viết (issue 15, decision 047): an admin writes a blog post in the rich text editor
 * with a heading and a picture, publishes it, and the public post page shows both; axe on the list,
 * the editor and the public page; screenshots at 1280 and 768 px in /tmp/shots-posts.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

const BASE = DEMO_URL;
test.use({ baseURL: BASE });

const SHOTS = "/tmp/shots-posts";
const RUN = Date.now().toString(36).slice(-5);
const TITLE = `Hậu trường phim Việt mùa hè ${RUN}`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page).filter((e) => !/status of 400\b/.test(e))).toEqual([]));

const art = (width: number, height: number, colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0b1633"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 3}" fill="${colour}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

let postId = "";

test("an admin writes a blog post with a heading and a picture, publishes it, and its public page shows them", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Bài viết" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Mục quản trị" }).getByRole("link", { name: "Nội dung › Bài viết" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "posts-list-1280");

  await page.getByRole("link", { name: "+ Viết bài mới" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Viết bài mới" })).toBeVisible();
  // A save with nothing: the server's Vietnamese words beside the fields.
  await page.getByRole("button", { name: "Thêm bài viết" }).click();
  await expect(page.getByText("Một số thông tin chưa hợp lệ")).toBeVisible();

  await page.getByRole("radio", { name: "Blog điện ảnh" }).check();
  await page.getByLabel("Tiêu đề", { exact: true }).fill(TITLE);
  await page.locator("#imageMediaId-file").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await art(1280, 720, "#3a86ff") });
  await expect(page.getByRole("img", { name: "Ảnh minh hoạ đã chọn" })).toBeVisible();
  await page.getByLabel("Đoạn mở đầu (trên thẻ bài viết và đầu trang)").fill("Một ngày trên phim trường của đoàn làm phim trẻ nhất năm.");
  const body = page.getByRole("textbox", { name: "Nội dung" });
  await body.click();
  await page.getByRole("button", { name: "Tiêu đề", exact: true }).click();
  // The editor has made the line a heading (a busy machine may type before it has).
  await expect(page.getByRole("button", { name: "Tiêu đề", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Một ngày quay phim");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Đoàn phim bắt đầu từ năm giờ sáng để kịp ánh nắng đầu tiên trên sông Hàn.");
  await page.keyboard.press("Enter");
  await page
    .getByRole("toolbar", { name: "Định dạng nội dung" })
    .locator('input[type="file"]')
    .setInputFiles({ name: "set.png", mimeType: "image/png", buffer: await art(1200, 800, "#ffbe0b") });
  await expect(page.getByRole("toolbar", { name: "Định dạng nội dung" }).getByRole("status")).toHaveText("Đã chèn ảnh.", { timeout: 20_000 });
  await page.getByRole("radio", { name: /^Đăng/ }).check();
  // The preview is the public post page's own article, with the heading written in the editor.
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Một ngày quay phim" })).toBeVisible();
  await expect(preview.locator("article img[src^='/media/']")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "post-editor-1280");

  await page.getByRole("button", { name: "Thêm bài viết" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa bài viết: ${TITLE}` })).toBeVisible();
  await expect(page.getByText(`Đã thêm bài viết “${TITLE}”.`)).toBeVisible();
  postId = new URL(page.url()).pathname.split("/").pop()!;
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "post-editor-768");

  // The visitor's page: the heading and the picture written in the editor.
  const publicLink = page.getByRole("link", { name: "Xem trên trang khách" });
  const href = (await publicLink.getAttribute("href"))!;
  const visitor = await browser.newPage({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
  await gotoHydrated(visitor, href);
  await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const article = visitor.locator("article");
  await expect(article.getByRole("heading", { level: 2, name: "Một ngày quay phim" })).toBeVisible();
  await expect(article.getByText("Đoàn phim bắt đầu từ năm giờ sáng")).toBeVisible();
  const picture = article.locator("img[src^='/media/']").nth(1);
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "post-public-1280");
  await visitor.setViewportSize({ width: 768, height: 1000 });
  await shot(visitor, "post-public-768");
  await visitor.close();
});

test("the list shows the new post with its type, status, date and views, and reads well at 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page, ADMIN, BASE);
  await gotoHydrated(page, "/admin/posts");
  const row = page.locator("tbody tr", { hasText: TITLE });
  await expect(row).toContainText("Blog điện ảnh");
  await expect(row).toContainText("Đang hiển thị");
  await expect(row.getByRole("link", { name: `Sửa “${TITLE}”` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "posts-list-768");
  // Clean up: the demo's posts stay as they were.
  expect((await page.request.delete(`${BASE}/api/v1/admin/posts/${postId}`, { headers: { origin: BASE } })).status()).toBe(200);
});
