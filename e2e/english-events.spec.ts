import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/a11y.ts";
import { consoleErrors, E2E_BASE_URL, gotoHydrated, trackConsoleErrors } from "./helpers/home.ts";
import { vietnameseOutsideLangVi } from "./helpers/language.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Issue 37's events pages and the cinema corner's indexes in English (decision 099): the events hub,
 * the best films of the month, the talent show and the event souvenirs; genres, actors and directors.
 * An English visitor reaches each from the English header or footer and follows a link on it; the
 * chain's own words (the contest's and the products' names, people's Vietnamese names, films with no
 * English name) are marked Vietnamese.
 */

/** The English page the visitor is on: English outside `lang="vi"` (the phone's menu open too), its alternates, axe at both widths, screenshots. */
async function checkEnglishPage(page: Page, name: string, path: string) {
  await expect(page).toHaveURL(`${E2E_BASE_URL}${path}`);
  await gotoHydrated(page, path);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
  const vi = path.replace(/^\/en/, "").replace(/#.*$/, "");
  await expect(page.locator('head link[rel="alternate"][hreflang="vi"]')).toHaveAttribute("href", `${E2E_BASE_URL}${vi}`);
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

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });

/** Opens one of the header's menus with the keyboard and follows one of its links. */
async function followMenu(page: Page, section: string, link: string) {
  const toggle = mainNav(page).getByRole("button", { name: `Open the ${section} menu` });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await menu.getByRole("link", { name: link, exact: true }).click();
}

test("the events hub and its pages in English, from the header: the best films, the talent show and the souvenirs", async ({ page }) => {
  test.setTimeout(360_000);
  trackConsoleErrors(page);
  await gotoHydrated(page, "/en");
  await mainNav(page).getByRole("link", { name: "Events", exact: true }).click();
  await checkEnglishPage(page, "en-events", "/en/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Offers on now" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^See all \d+ offers?$/ })).toHaveAttribute("href", "/en/events/offers");
  // The contest's own name is the chain's, marked Vietnamese inside the English sentence.
  const contestTile = page.getByRole("link", { name: /^HanCine Talent Show Vote for a Tài năng Sông Hàn contestant/ });
  await expect(contestTile.locator('[lang="vi"]')).toHaveText("Tài năng Sông Hàn");

  // The best films of the month: ranked cards, a film's English name, its page in English.
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Best films of the month/ })
    .click();
  await checkEnglishPage(page, "en-best-films", "/en/events/best-films-of-month");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Best films of (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );
  await expect(page.getByText(/^The \d+ films? showing now that audiences rate highest/)).toBeVisible();
  const ranking = page.getByRole("list", { name: "Films ranked by rating" });
  await expect(ranking.getByText("Rank 1:", { exact: true })).toBeAttached();
  const first = ranking.getByTestId("film-card").first();
  const filmLink = first.getByRole("heading").getByRole("link");
  const filmHref = await filmLink.getAttribute("href");
  expect(filmHref).toMatch(/^\/en\/movies\/[a-z0-9-]+$/);
  await filmLink.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}${filmHref}`);

  // The talent show: the steps in English, its offer and its souvenirs the chain's own words.
  await gotoHydrated(page, "/en/events");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^HanCine Talent Show/ })
    .click();
  await checkEnglishPage(page, "en-talent-show", "/en/events/talent-show");
  await expect(page).toHaveTitle("HanCine Talent Show – our talent contest | HanCine");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("HanCine Talent Show: Tài năng Sông Hàn");
  await expect(title.locator('[lang="vi"]')).toHaveText("Tài năng Sông Hàn");
  await expect(page.getByRole("heading", { name: "How to vote" })).toBeVisible();
  await expect(page.getByText("Each valid vote earns a ticket discount code to use when you book online.")).toBeVisible();
  await expect(page.getByText(/^Watch the final live in the IMAX room of our Sông Hàn cinema\.$/)).toBeVisible();
  const souvenir = page.getByTestId("product-card").filter({ hasText: "Áo thun Tài năng Sông Hàn" });
  await expect(souvenir.getByRole("heading")).toHaveAttribute("lang", "vi");
  await expect(souvenir.getByRole("img")).toHaveAttribute("alt", "Photo of Áo thun Tài năng Sông Hàn");
  await expect(page.getByRole("link", { name: "See all the souvenirs" })).toHaveAttribute("href", /\/products\/talent-show-merchandise$/);
  // Its offer has no English words: its card is the chain's own, and leads to the offer's English page.
  const offer = page.getByTestId("promotion-card").first();
  await expect(offer.getByRole("heading")).toHaveAttribute("lang", "vi");
  await offer.getByRole("link").first().click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/khuyen-mai/tai-nang-song-han-giam-10k/`);
  await expect(page.getByRole("link", { name: "See other offers" })).toBeVisible();

  // The event souvenirs, then the shop's souvenirs page.
  await gotoHydrated(page, "/en/events");
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Souvenirs/ })
    .click();
  await checkEnglishPage(page, "en-event-merchandise", "/en/events/merchandise");
  await expect(page.getByRole("heading", { level: 1, name: "Event souvenirs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Souvenirs at the counter" })).toBeVisible();
  await expect(page.getByText(/^Merchandise is sold at the snack counters of our cinemas/)).toBeVisible();
  await expect(page.getByTestId("product-card").first().getByRole("heading")).toHaveAttribute("lang", "vi");
  await page.getByRole("link", { name: "All souvenirs" }).click();
  await expect(page).toHaveURL(/\/products\/merchandise$/);
  expect(consoleErrors(page)).toEqual([]);
});

test("genres, actors and directors in English, from the footer and the header, each leading to a film", async ({ page }) => {
  test.setTimeout(300_000);
  trackConsoleErrors(page);
  await gotoHydrated(page, "/en");
  await page.getByRole("contentinfo").getByRole("link", { name: "Genres", exact: true }).click();
  await checkEnglishPage(page, "en-genres", "/en/cinema-corner/genres");
  await expect(page.getByRole("heading", { level: 1, name: "Genres" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cinema corner" }).first()).toBeVisible();
  // A genre by its English name: its chip leads to its films, each to the film's English page.
  const chips = page.getByRole("navigation", { name: "Choose a genre" });
  // In English alphabetical order ("Action" first; the Vietnamese page begins with "Gia đình").
  await expect(chips.getByRole("link").first()).toHaveAccessibleName(/^Action \d+ films?$/);
  await chips.getByRole("link", { name: /^Action \d+ films?$/ }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/cinema-corner/genres#hanh-dong`);
  const action = page.locator("section#hanh-dong");
  await expect(action.getByRole("heading", { level: 2 })).toHaveText(/^Action \(\d+ films?\)$/);
  const actionFilms = action.getByRole("list", { name: "Action films" });
  const film = actionFilms.getByRole("link").first();
  const href = await film.getAttribute("href");
  expect(href).toMatch(/^\/en\/movies\/[a-z0-9-]+$/);
  await film.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}${href}`);

  // Actors, from the header's cinema corner menu: a Vietnamese name marked, a film by its English name.
  await gotoHydrated(page, "/en");
  await followMenu(page, "Cinema corner", "Actors");
  await checkEnglishPage(page, "en-actors", "/en/cinema-corner/actors");
  await expect(page.getByRole("heading", { level: 1, name: "Actors" })).toBeVisible();
  const actor = page.locator("#tran-bao-ngoc");
  await expect(actor.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "vi");
  await expect(actor.getByText(/^\d+ films? at our cinemas$/)).toBeVisible();
  const sleepless = actor.getByRole("list", { name: "Films with Trần Bảo Ngọc" }).getByRole("link", { name: "The Sleepless Han River" });
  await sleepless.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/movies/song-han-khong-ngu`);

  // Directors, from the header too.
  await gotoHydrated(page, "/en");
  await followMenu(page, "Cinema corner", "Directors");
  await checkEnglishPage(page, "en-directors", "/en/cinema-corner/directors");
  await expect(page.getByRole("heading", { level: 1, name: "Directors" })).toBeVisible();
  const director = page.locator("#le-minh-khoi");
  await expect(director.getByRole("heading", { level: 2, name: "Lê Minh Khôi" })).toHaveAttribute("lang", "vi");
  await expect(director.getByRole("list", { name: "Films by Lê Minh Khôi" }).getByRole("link", { name: "The Sleepless Han River" })).toHaveAttribute(
    "href",
    "/en/movies/song-han-khong-ngu",
  );
  // English search leads to a director on the English page.
  await gotoHydrated(page, "/en/search?q=le%20minh%20khoi");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Lê Minh Khôi/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/cinema-corner/directors#le-minh-khoi`);
  await expect(page.locator("#le-minh-khoi")).toBeInViewport();
  expect(consoleErrors(page)).toEqual([]);
});

test("the Vietnamese events and cinema corner pages read as before", async ({ page }) => {
  await gotoHydrated(page, "/events");
  await expect(page.getByRole("heading", { level: 1, name: "Sự kiện" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Xem tất cả \d+ ưu đãi$/ })).toHaveAttribute("href", "/events/offers");
  await expect(page.getByText("Bình chọn cho thí sinh Tài năng Sông Hàn và nhận mã giảm giá vé.")).toBeVisible();
  await expect(page.locator('main [lang="vi"]')).toHaveCount(0);
  await gotoHydrated(page, "/events/talent-show");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HanCine Talent Show: Tài năng Sông Hàn");
  await expect(page.getByText("Đón xem đêm chung kết chiếu trực tiếp tại phòng IMAX của rạp Sông Hàn.")).toBeVisible();
  await expect(page.getByTestId("product-card").first().getByRole("img")).toHaveAttribute("alt", /^Ảnh sản phẩm /);
  await gotoHydrated(page, "/events/best-films-of-month");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Phim hay tháng \d{2}\/\d{4}$/);
  await expect(page.getByRole("list", { name: "Bảng xếp hạng phim theo điểm đánh giá" }).getByText("Hạng 1:")).toBeAttached();
  await gotoHydrated(page, "/cinema-corner/genres");
  await expect(page.getByRole("heading", { level: 2, name: /^Hành động \(\d+ phim\)$/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Phim hành động" })).toBeVisible();
  await gotoHydrated(page, "/cinema-corner/actors");
  await expect(page.locator("#tran-bao-ngoc").getByRole("link", { name: "Sông Hàn Không Ngủ" })).toHaveAttribute("href", "/movies/song-han-khong-ngu");
  await expect(page.locator("#tran-bao-ngoc").getByText(/^\d+ phim tại rạp$/)).toBeVisible();
});
