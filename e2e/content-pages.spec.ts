import { seriousViolations } from "./helpers/a11y.ts";
import { expect, test, type Page } from "@playwright/test";
import { apiResult, consoleErrors, E2E_BASE_URL, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";

/**
 * The public content pages the header, footer and home page link to: each answers 200 with the
 * site's layout, a "… | HanCine" title, a description and one h1; axe finds nothing serious; and
 * nothing scrolls sideways on a 375 px phone.
 */

/** Every same-site path linked from the header (menus included) and the footer of the home page. */
async function headerAndFooterPaths(page: Page): Promise<string[]> {
  await gotoHydrated(page, "/");
  const hrefs = await page.locator("header a[href], footer a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//") && !href.includes("login=")))];
}

/** Pages of each kind built for this issue (lists, details, info pages), beyond the menus' links. */
const DETAIL_PAGES = [
  "/theaters-prices/hancine-song-han",
  "/khuyen-mai/thu-tu-vui-ve/",
  "/cinema-corner/reviews/review-song-han-khong-ngu",
  "/cinema-corner/blog/vi-sao-nen-xem-phim-o-dinh-dang-imax",
];

test("no header or footer link leads to a 404", async ({ page, request }) => {
  const paths = await headerAndFooterPaths(page);
  expect(paths.length).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    if (response.status() !== 200) broken.push(`${path} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test("every content page has its title, description, one h1, breadcrumbs where deep, and no serious axe finding", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await newContextPage(browser);
  trackConsoleErrors(page);
  // The home page in either language (the language switch leads to /en) has the spec's own title.
  const paths = [...(await headerAndFooterPaths(page)).filter((p) => p !== "/" && p !== "/en" && !p.startsWith("/buy-tickets")), ...DETAIL_PAGES];
  const problems: string[] = [];
  for (const path of paths) {
    await gotoHydrated(page, path);
    const title = await page.title();
    if (!/ \| HanCine$/.test(title)) problems.push(`${path}: title "${title}"`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    if (!description || description.length < 30) problems.push(`${path}: description "${description}"`);
    if ((await page.locator("h1").count()) !== 1) problems.push(`${path}: ${await page.locator("h1").count()} h1`);
    if (path.split("/").filter(Boolean).length > 1 && !(await page.getByRole("navigation", { name: "Đường dẫn trang" }).isVisible())) {
      problems.push(`${path}: no breadcrumbs`);
    }
    for (const image of await page.locator("main img").all()) {
      const [alt, width, height] = await Promise.all([image.getAttribute("alt"), image.getAttribute("width"), image.getAttribute("height")]);
      if (alt === null || !width || !height) problems.push(`${path}: image without alt or size (${await image.getAttribute("src")})`);
    }
    problems.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(problems).toEqual([]);
  expect(consoleErrors(page)).toEqual([]);
  await context.close();
});

test("on a 375 px phone no content page scrolls sideways", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await newContextPage(browser, { viewport: { width: 375, height: 800 } });
  const paths = [...(await headerAndFooterPaths(page)).filter((p) => p !== "/"), ...DETAIL_PAGES];
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
  await context.close();
});

test("a cinema's page shows its contact, rooms, price table and showtimes that open the seat map", async ({ page }) => {
  await gotoHydrated(page, "/theaters-prices/hancine-song-han");
  await expect(page.getByRole("heading", { level: 1, name: "HanCine Sông Hàn" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Xem bản đồ/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=HanCine\+S/);

  // Đà Nẵng's weekday-morning 2D ticket for a standard seat: 45.000 ₫ + 5.000 ₫ city premium.
  const table = page.getByTestId("price-table-2D");
  const row = table.getByRole("row", { name: /^Ghế thường, Trước 12:00/ });
  await expect(row.getByRole("cell").first()).toHaveText(/^50\.000\s₫$/);
  await expect(table.getByRole("columnheader", { name: /Ngày thường/ })).toBeVisible();
  await expect(table.getByText("(giá cho 2 người)")).toBeVisible();

  // Another format's table is a tab away.
  await page.getByRole("tab", { name: "IMAX" }).click();
  await expect(page.getByTestId("price-table-IMAX")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Phòng chiếu" })).toBeVisible();
  const time = page.getByTestId("showtime-link").first();
  await expect(time).toHaveAttribute("href", /^\/booking\/[0-9a-f-]+$/);
});

test("the cinemas list puts the chosen city first, and an unknown cinema is a 404 inside the site", async ({ browser }) => {
  const { context, page } = await newContextPage(browser);
  await context.addCookies([{ name: "hancine_city", value: "da-nang", url: E2E_BASE_URL }]);
  await gotoHydrated(page, "/theaters-prices");
  const chosen = page.getByRole("region", { name: "Rạp tại Đà Nẵng" });
  await expect(chosen.getByTestId("cinema-card")).toHaveCount(2);
  await expect(chosen.getByRole("link", { name: "HanCine Sông Hàn", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rạp ở tỉnh, thành phố khác" })).toBeVisible();

  const response = await page.goto("/theaters-prices/khong-co-rap-nay");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: /Không tìm thấy/ })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await context.close();
});

test("an unknown address answers 404 with a Vietnamese page and a way back", async ({ page }) => {
  const response = await page.goto("/trang-khong-ton-tai");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Không tìm thấy trang | HanCine");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang bạn cần");
  await page.getByRole("main").getByRole("link", { name: "Về trang chủ" }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
});

test("a promotion shows its dates, text, voucher code and the way to buy", async ({ page }) => {
  await gotoHydrated(page, "/khuyen-mai/thu-tu-vui-ve/");
  await expect(page.getByRole("heading", { level: 1, name: "Thứ Tư vui vẻ – đồng giá 45K" })).toBeVisible();
  await expect(page.getByText(/Thời gian áp dụng: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByTestId("voucher-code")).toContainText("THUTU45K");
  await page.getByRole("link", { name: "Mua vé ngay" }).click();
  await expect(page).toHaveURL(/\/buy-tickets$/);
});

test("/khuyen-mai, above every promotion's page, leads to the offers list", async ({ request }) => {
  const answer = await request.get("/khuyen-mai", { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()["location"]).toBe("/events/offers");
});

test("the offers list opens each promotion, and a promotion card leads to its page", async ({ page, request }) => {
  const promotions = await apiResult<{ slug: string; title: string }[]>(request, "/promotions");
  await gotoHydrated(page, "/events/offers");
  await expect(page.getByTestId("promotion-card").first()).toBeVisible();
  const first = page.getByTestId("promotion-card").first().getByRole("link");
  const title = (await first.textContent()) ?? "";
  expect(promotions.map((p) => p.title)).toContain(title);
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a review links to the film it is about, and posts have their own lists", async ({ page }) => {
  await gotoHydrated(page, "/cinema-corner/reviews/review-song-han-khong-ngu");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sông Hàn Không Ngủ");
  await expect(page.getByText(/lượt xem/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Lịch chiếu và mua vé" })).toHaveAttribute("href", "/movies/song-han-khong-ngu");

  // A review's slug under the blog's address is not a page.
  const response = await page.goto("/cinema-corner/blog/review-song-han-khong-ngu");
  expect(response?.status()).toBe(404);

  await gotoHydrated(page, "/cinema-corner/blog");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Vì sao nên xem phim ở định dạng IMAX?" })).toBeVisible();
});

test("genres, directors and actors list the catalogue's films", async ({ page }) => {
  await gotoHydrated(page, "/cinema-corner/genres");
  await expect(page.getByTestId("genre").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Hành động/ })).toBeVisible();
  await gotoHydrated(page, "/cinema-corner/directors");
  await expect(page.getByRole("heading", { level: 2, name: "Lê Minh Khôi" })).toBeVisible();
  await expect(page.locator("#le-minh-khoi").getByRole("link", { name: "Sông Hàn Không Ngủ" })).toHaveAttribute("href", "/movies/song-han-khong-ngu");
  await gotoHydrated(page, "/cinema-corner/actors");
  await expect(page.getByRole("heading", { level: 2, name: "Trần Bảo Ngọc" })).toBeVisible();
});

test("products show combos and souvenirs with prices; the best films of the month are ranked by rating", async ({ page, request }) => {
  await gotoHydrated(page, "/products");
  const combo = page.getByTestId("product-card").filter({ hasText: "Combo Sông Hàn 1 bắp 1 nước" });
  await expect(combo).toContainText(/89\.000\s₫/);
  await gotoHydrated(page, "/products/talent-show-merchandise");
  await expect(page.getByTestId("product-card").first()).toContainText("Áo thun Tài năng Sông Hàn");

  const showing = await apiResult<{ name: string; rate: number }[]>(request, "/films/showing");
  const collator = new Intl.Collator("vi");
  const best = [...showing].sort((a, b) => b.rate - a.rate || collator.compare(a.name, b.name))[0]!;
  await gotoHydrated(page, "/events/best-films-of-month");
  await expect(page.getByTestId("film-card").first().getByRole("heading")).toHaveText(best.name);
});

test("the FAQ, terms and privacy pages say what a customer needs to know", async ({ page }) => {
  await gotoHydrated(page, "/support/faq");
  for (const text of ["10 phút", "T18", "mã QR", "hoàn tiền"]) await expect(page.getByRole("main")).toContainText(text);
  // What the ticket page offers (decision 049: cancel or exchange until 120 minutes before the showtime), not the opposite.
  const refunds = page.getByRole("main").getByText("Tôi có thể đổi hoặc trả vé đã mua không?").locator("..");
  await expect(refunds).toContainText("trước giờ chiếu 2 tiếng");
  await expect(refunds).toContainText("“Hủy vé”");
  await expect(refunds).toContainText("“Đổi suất”");
  await expect(page.getByRole("main")).not.toContainText("Vé đã thanh toán thành công không đổi, không trả");
  await gotoHydrated(page, "/privacy");
  await expect(page.getByRole("main")).toContainText("Nghị định 13/2023/NĐ-CP");
  await expect(page.getByRole("main")).toContainText("phiên bản");
  await gotoHydrated(page, "/terms");
  await expect(page.getByRole("main")).toContainText("Nghị định 13/2023/NĐ-CP");
  await expect(page.getByRole("main")).toContainText("đổi sang suất khác của cùng phim đến trước giờ chiếu 2 tiếng");
});
