import { expect, test, type Page } from "@playwright/test";
import type { FilmComment, Post } from "@hancine/contract/catalog";
import { COMMENTARY_TABS } from "@hancine/contract/home-constants";
import { formatCount } from "@hancine/contract/format";
import { apiResult, consoleErrors, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { SPEC } from "./helpers/spec.ts";

test.beforeEach(({ page }) => trackConsoleErrors(page));
test.afterEach(({ page }) => expect(consoleErrors(page)).toEqual([]));

const section = (page: Page) => page.locator("section[aria-labelledby=commentary-title]");
const panel = (page: Page) => section(page).getByRole("tabpanel");

test("'Bình luận phim' is the default: one large card, then the next three, and 'Xem thêm' as there are more than 8", async ({ page, request }) => {
  const comments = await apiResult<FilmComment[]>(request, "/film-comment");
  expect(comments.length).toBeGreaterThan(SPEC.commentarySeeMoreAfter);
  await gotoHydrated(page);

  const tabs = section(page).getByRole("tab");
  await expect(tabs).toHaveText(COMMENTARY_TABS.map((t) => t.label));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  const cards = panel(page).getByRole("article");
  await expect(cards).toHaveCount(SPEC.commentaryGridSize);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(comments.slice(0, SPEC.commentaryGridSize).map((c) => c.name));
  const [lead, next] = await Promise.all([cards.nth(0).locator("img").boundingBox(), cards.nth(1).locator("img").boundingBox()]);
  expect(lead!.width).toBeGreaterThan(next!.width * 1.5);
  await expect(cards.first()).toContainText(`${formatCount(comments[0]!.views)} lượt xem`);
  await expect(panel(page).getByRole("link", { name: /^Xem thêm/ })).toBeVisible();
});

test("'Blog điện ảnh' shows four cards with title, image and view count, and no 'Xem thêm' for four posts", async ({ page, request }) => {
  const blog = await apiResult<Post[]>(request, "/posts?type=blog");
  expect(blog).toHaveLength(SPEC.blogCards);
  await gotoHydrated(page);
  await section(page).getByRole("tab", { name: COMMENTARY_TABS[1].label }).click();
  const cards = panel(page).getByRole("article");
  await expect(cards).toHaveCount(SPEC.blogCards);
  for (const [i, post] of blog.entries()) {
    await expect(cards.nth(i).getByRole("heading")).toHaveText(post.title);
    await expect(cards.nth(i).getByRole("img", { name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
    await expect(cards.nth(i)).toContainText(`${formatCount(post.views)} lượt xem`);
  }
  await expect(panel(page).getByRole("link", { name: /^Xem thêm/ })).toHaveCount(0);
});

test("the footer carries the link groups, social links, the Da Nang address and hotline 113 (9:00–22:00)", async ({ page }) => {
  await gotoHydrated(page);
  const footer = page.getByRole("contentinfo");
  for (const group of ["Giới thiệu", "Góc điện ảnh", "Hỗ trợ"]) await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
  await expect(footer.getByRole("list", { name: "Mạng xã hội" }).getByRole("link")).toHaveCount(4);
  await expect(footer).toContainText("Đà Nẵng");
  await expect(footer.getByRole("link", { name: "113" })).toHaveAttribute("href", "tel:113");
  await expect(footer).toContainText("9:00–22:00");
  await expect(page.getByRole("heading", { name: "Trang chủ", level: 2 })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=home-description-title]")).toContainText("mã QR");
});
