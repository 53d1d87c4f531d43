import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, E2E_BASE_URL, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { vietnameseOutsideLangVi } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37's content and information pages in English (decision 095): search, the offers and a
 * promotion, the cinema corner and its posts, the information pages; the chain's own words marked
 * Vietnamese where the back office gave no English, the English ones where it did (the demo's).
 */

/** The head's hreflang alternates, by language. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])),
  );
}

/** One English page: English everywhere outside `lang="vi"` (the phone's menu open too), its alternates, axe at both widths, screenshots. */
async function checkEnglishPage(page: Page, name: string, path: string, vi: string) {
  await gotoHydrated(page, path);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
  const bare = (p: string) => p.replace(/\?.*$/, "");
  if (!path.includes("?")) {
    expect(await alternates(page), path).toEqual({
      vi: `${E2E_BASE_URL}${bare(vi)}`,
      en: `${E2E_BASE_URL}${bare(path)}`,
      "x-default": `${E2E_BASE_URL}${bare(vi)}`,
    });
  }
  expect(await vietnameseOutsideLangVi(page), path).toEqual([]);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Menu for phones" })).toBeVisible();
  expect(await vietnameseOutsideLangVi(page), `${path}, menu open`).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  expect(await seriousViolations(page), `${path} at 375`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page), `${path} at 1280`).toEqual([]);
  await shots(page, test.info(), name);
}

test("the offers, a promotion with the editor's English and one without, in English", async ({ page }) => {
  test.setTimeout(240_000);
  trackConsoleErrors(page);
  await checkEnglishPage(page, "en-offers", "/en/events/offers", "/events/offers");
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  // The demo's "Thứ Tư vui vẻ" has English texts: its card reads them, not marked Vietnamese.
  const card = page.getByTestId("promotion-card").filter({ hasText: "Happy Wednesday – every ticket 45K" });
  await expect(card).toContainText("On now");
  await expect(card.getByRole("heading")).not.toHaveAttribute("lang", "vi");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/khuyen-mai/thu-tu-vui-ve/`);

  await checkEnglishPage(page, "en-promotion-english", "/en/khuyen-mai/thu-tu-vui-ve/", "/khuyen-mai/thu-tu-vui-ve/");
  await expect(page).toHaveTitle("Happy Wednesday – every ticket 45K | HanCine");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Happy Wednesday – every ticket 45K");
  await expect(page.getByText("Midweek needs a little fun!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Promo code" })).toBeVisible();
  await expect(page.getByTestId("voucher-code")).toContainText("Enter the code THUTU45K when you confirm your order online.");
  // Dates the English way: "1 Nov 2026 – 31 Dec 2026".
  await expect(page.getByText(/^Valid: \d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy tickets" }).last()).toBeVisible();

  // "Suất khuya sau 22 giờ chỉ từ 45K" has no English texts: its title is the chain's own, marked Vietnamese.
  await checkEnglishPage(page, "en-promotion-vietnamese", "/en/khuyen-mai/suat-khuya-tu-45k/", "/khuyen-mai/suat-khuya-tu-45k/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "vi");
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /^An offer at HanCine: /);
  expect(consoleErrors(page)).toEqual([]);
});

test("the cinema corner, its lists and a post with and without English, in English", async ({ page }) => {
  test.setTimeout(300_000);
  trackConsoleErrors(page);
  await checkEnglishPage(page, "en-cinema-corner", "/en/cinema-corner", "/cinema-corner");
  await expect(page.getByRole("heading", { level: 1, name: "Cinema corner" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^See all \d+ articles$/ }).first()).toBeVisible();

  await checkEnglishPage(page, "en-blog", "/en/cinema-corner/blog", "/cinema-corner/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Cinema blog" })).toBeVisible();
  await page.getByRole("link", { name: "Why watch a film in IMAX?" }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/cinema-corner/blog/vi-sao-nen-xem-phim-o-dinh-dang-imax`);

  await checkEnglishPage(
    page,
    "en-blog-post",
    "/en/cinema-corner/blog/vi-sao-nen-xem-phim-o-dinh-dang-imax",
    "/cinema-corner/blog/vi-sao-nen-xem-phim-o-dinh-dang-imax",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why watch a film in IMAX?");
  await expect(page.getByText(/^Published \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^[\d,]+ views$/).first()).toBeVisible();

  await checkEnglishPage(page, "en-reviews", "/en/cinema-corner/reviews", "/cinema-corner/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Film reviews" })).toBeVisible();
  // A review with English texts about a film with an English name: both English.
  await checkEnglishPage(page, "en-review", "/en/cinema-corner/reviews/review-hanh-tinh-im-lang", "/cinema-corner/reviews/review-hanh-tinh-im-lang");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("[Review] The Quiet Orbit: when silence is the loudest sound");
  await expect(page.getByRole("heading", { name: "The Quiet Orbit", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Showtimes and tickets" })).toHaveAttribute("href", "/en/movies/hanh-tinh-im-lang");
  // One without: the chain's own words, marked Vietnamese.
  await checkEnglishPage(page, "en-review-vietnamese", "/en/cinema-corner/reviews/review-meo-mun-di-lac", "/cinema-corner/reviews/review-meo-mun-di-lac");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "vi");
  expect(consoleErrors(page)).toEqual([]);
});

test("search in English: the form, the results by group and nothing found", async ({ page }) => {
  test.setTimeout(180_000);
  trackConsoleErrors(page);
  await checkEnglishPage(page, "en-search", "/en/search?q=imax", "/search?q=imax");
  await expect(page).toHaveTitle("Search for “imax” – HanCine");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “imax”");
  await expect(page.getByText(/^\d+ results? found\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Films \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Articles \(\d+\)$/ })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=search-posts]").getByText("Why watch a film in IMAX?")).toBeVisible();

  await page.getByRole("main").getByRole("searchbox").fill("zzqx");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/search?q=zzqx`);
  await expect(page.getByText("Nothing found for “zzqx”. Try other words, or type without accents.")).toBeVisible();
  // A query in Vietnamese is the visitor's own words, marked as such.
  await gotoHydrated(page, `/en/search?q=${encodeURIComponent("sông hàn")}`);
  expect(await vietnameseOutsideLangVi(page)).toEqual([]);
  expect(consoleErrors(page)).toEqual([]);
});

test("the information pages in English; the legal ones keep their Vietnamese text, which governs", async ({ page }) => {
  test.setTimeout(420_000);
  trackConsoleErrors(page);
  const pages = [
    { path: "/about", title: "About us" },
    { path: "/support/faq", title: "FAQ" },
    { path: "/support/feedback", title: "Feedback" },
    { path: "/support/sales-services", title: "Sales & services" },
    { path: "/careers", title: "Careers" },
    { path: "/terms", title: "Terms of use", legal: true },
    { path: "/operating-rules", title: "Operating rules", legal: true },
    { path: "/privacy", title: "Privacy policy", legal: true },
  ];
  for (const { path, title, legal } of pages) {
    await checkEnglishPage(page, `en-info${path.replaceAll("/", "-")}`, `/en${path}`, path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | HanCine`);
    const sections = page.locator("main h2").first();
    if (legal) {
      await expect(page.getByText(/The Vietnamese text below is the one that applies/)).toBeVisible();
      await expect(sections.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "vi");
    } else {
      await expect(sections.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "en");
    }
  }
  // The FAQ's links lead to the English pages.
  await gotoHydrated(page, "/en/support/faq");
  await expect(page.getByRole("link", { name: "Cinemas & prices" }).first()).toHaveAttribute("href", "/en/theaters-prices");
  await expect(page.getByRole("heading", { name: "How long are my seats held?" })).toBeVisible();
  expect(consoleErrors(page)).toEqual([]);
});

test("the English home shows the banners', promotions' and posts' English words; the Vietnamese home its own", async ({ page }) => {
  await gotoHydrated(page, "/en");
  const hero = page.locator('[aria-roledescription="carousel"]').first();
  await expect(hero.getByText("The Quiet Orbit", { exact: true }).first()).toBeAttached();
  await expect(hero.getByText("A silent journey through space, at its best on the IMAX screen.")).toBeAttached();
  await expect(hero.getByRole("link").first()).toHaveAttribute("href", /^\/en\//);
  await expect(page.getByText("Happy Wednesday – every ticket 45K").first()).toBeAttached();
  expect(await vietnameseOutsideLangVi(page)).toEqual([]);

  await gotoHydrated(page, "/");
  const heroVi = page.locator('[aria-roledescription="carousel"]').first();
  await expect(heroVi.getByText("Hành Tinh Im Lặng", { exact: true }).first()).toBeAttached();
  await expect(heroVi.getByText("Hành trình lặng im giữa vũ trụ, trọn vẹn trên màn hình IMAX.")).toBeAttached();
  await expect(page.getByText("The Quiet Orbit", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Thứ Tư vui vẻ – đồng giá 45K").first()).toBeAttached();
});

test("the Vietnamese pages read as before, and the sitemap lists the content pages in both languages", async ({ page, request }) => {
  await gotoHydrated(page, "/khuyen-mai/thu-tu-vui-ve/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thứ Tư vui vẻ – đồng giá 45K");
  await expect(page.getByText(/^Thời gian áp dụng: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mã ưu đãi đi kèm" })).toBeVisible();
  await gotoHydrated(page, "/cinema-corner/blog/vi-sao-nen-xem-phim-o-dinh-dang-imax");
  await expect(page.getByText(/^Đăng ngày \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/^[\d.]+ lượt xem$/).first()).toBeVisible();
  await gotoHydrated(page, "/terms");
  await expect(page.getByText(/^Cập nhật lần cuối: phiên bản /)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/terms");

  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/en/support/faq", "/en/cinema-corner/blog", "/en/events/offers", "/en/khuyen-mai/thu-tu-vui-ve/"])
    expect(xml, path).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
});
