import { expect, test, type Page } from "@playwright/test";
import type { Order } from "@hancine/contract/booking";
import type { Points } from "@hancine/contract/points";
import { seriousViolations } from "./helpers/a11y.ts";
import { DEMO_ADMIN, DEMO_STAFF, DEMO_URL, scheduleSoon, signedInPage, signIn } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { buyTwoSeatsOnGateway as buyTwoSeats, newDemoCustomer, screenshot, showtimeOfAFilm, signUpCustomer, toPaymentStep } from "./helpers/booking.ts";

/**
 * After the sale, on the demo server (local gateway, demo staff): a new customer earns points on a
 * first purchase, spends them on the next at checkout, pays the rest on the local gateway and reads
 * the history on /account; then, once the door staff checked a ticket in, rates the film from it.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

const api = <T>(page: Page, path: string) => apiResult<T>(page.request, path, DEMO_URL);

test("earn points on a first ticket, spend them at checkout, pay the rest on the local gateway, read the history on /account", async ({
  browser,
}, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const showtime = await showtimeOfAFilm(page);

  const first = await buyTwoSeats(page, showtime.id);
  // A member earns 5 % of what was paid, one point per 1.000 ₫, rounded down.
  const earned = Math.floor((first.total * 0.05) / 1000);
  expect(earned).toBeGreaterThan(0);
  expect((await api<Points>(page, "/me/points")).balance).toBe(earned);

  await gotoHydrated(page, `/booking/${showtime.id}`);
  const { checkout } = await toPaymentStep(page, showtime, { combo: false });
  const form = page.getByTestId("points-form");
  await expect(form).toContainText(`Bạn có ${earned} điểm`);
  // Leaving the field checks it, before anything is sent.
  await form.getByRole("spinbutton", { name: "Dùng điểm thưởng" }).fill("0");
  await form.getByRole("button", { name: "Dùng điểm" }).focus();
  await expect(form.getByRole("alert")).toHaveText("Bạn hãy nhập số điểm là số nguyên dương.");
  await form.getByRole("spinbutton", { name: "Dùng điểm thưởng" }).fill(String(earned));
  await form.getByRole("button", { name: "Dùng điểm" }).click();
  await expect(page.getByTestId("points-applied")).toContainText(`Đã dùng ${earned} điểm`);
  const held = (await api<Order[]>(page, `/me/orders?showtimeId=${showtime.id}&status=held`))[0]!;
  expect(held.total).toBe(held.subtotal - earned * 1000);
  await expect(page.getByTestId("order-points").first()).toHaveText(new RegExp(`${(earned * 1000).toLocaleString("vi-VN")}`));
  await expect(checkout.getByRole("button", { name: /^Thanh toán / })).toHaveText(new RegExp(held.total.toLocaleString("vi-VN")));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("points-applied").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("points-at-checkout-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId("points-applied").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("points-at-checkout-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  const code = page.url().split("/").pop()!;

  await gotoHydrated(page, "/account");
  const card = page.getByTestId("points-card");
  const history = card.getByTestId("points-history").getByRole("listitem");
  // Newest first: what the second order earned, the points it spent, what the first earned.
  await expect(history).toHaveCount(3);
  await expect(history.nth(1)).toContainText("Dùng điểm thanh toán");
  await expect(history.nth(1)).toContainText(`Đơn ${code}`);
  await expect(history.nth(1)).toContainText(`−${earned}`);
  await expect(history.nth(2)).toContainText(`Đơn ${first.code}`);
  await expect(history.nth(2)).toContainText(/hết hạn \d{2}\/\d{2}\/\d{4}/);
  await expect(card).toContainText(/sẽ hết hạn vào/);
  await expect(page.getByTestId("my-vouchers")).toContainText("Voucher của tôi");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "account-points-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, "account-points-375");
  await card.screenshot({ path: testInfo.outputPath("points-card-375.png") });
  expect(errors).toEqual([]);
  await context.close();
});

test("a ticket checked in at the door: the customer rates the film from it (1–10 and a few words)", async ({ browser }, testInfo) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const showtimeId = await scheduleSoon(page.request, 30);
  // scheduleSoon signed this context in as the manager: back to a customer of our own.
  await signUpCustomer(page, DEMO_URL);
  const order = await buyTwoSeats(page, showtimeId);

  const door = await browser.newContext({ baseURL: DEMO_URL });
  const staff = await door.newPage();
  await signIn(staff, DEMO_STAFF);
  const scan = await staff.request.post(`${DEMO_URL}/api/v1/checkin`, { headers: { origin: DEMO_URL }, data: { qr: order.tickets![0]!.qr } });
  expect(scan.status(), await scan.text()).toBe(200);
  await door.close();

  await gotoHydrated(page, `/orders/${order.code}`);
  const form = page.getByTestId("rate-film");
  await expect(form.getByRole("heading", { name: "Bạn thấy phim thế nào?" })).toBeVisible();
  // The score by keyboard: the radio group of 1–10.
  await form.getByRole("radio", { name: "9 điểm" }).focus();
  await page.keyboard.press("Space");
  await form.getByRole("textbox", { name: /Nhận xét ngắn/ }).fill("Hình ảnh đẹp, âm thanh sống động. <b>Rất đáng xem!</b>");
  await form.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(form.getByRole("status")).toContainText("Cảm ơn bạn!");
  await expect(form.getByRole("button", { name: "Cập nhật đánh giá" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("rate-film-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("rate-film-375.png") });

  // The film page shows the same form with the rating kept.
  await gotoHydrated(page, `/movies/${order.showtime.film.slug}`);
  const again = page.getByTestId("rate-film");
  await expect(again.getByRole("heading", { name: "Đánh giá của bạn" })).toBeVisible();
  await expect(again.getByRole("radio", { name: "9 điểm" })).toBeChecked();
  await expect(again.getByRole("textbox", { name: /Nhận xét ngắn/ })).toHaveValue("Hình ảnh đẹp, âm thanh sống động. <b>Rất đáng xem!</b>");

  // "Khán giả đã xem nói gì": the review, as text, signed with the given name and the family initial.
  const reviews = page.getByTestId("film-reviews");
  await expect(reviews.getByRole("heading", { name: "Khán giả đã xem nói gì" })).toBeVisible();
  await expect(reviews).toContainText(/\d,\d\/10\s*từ \d+ người đã xem tại rạp/);
  const first = reviews.getByRole("article", { name: "Nhận xét của Nghiệm K." }).filter({ hasText: "Hình ảnh đẹp, âm thanh sống động. <b>Rất đáng xem!</b>" });
  await expect(first).toBeVisible();
  await expect(first).toContainText("Đã xem tại rạp");
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(reviews).not.toContainText("Khách Thử Nghiệm");

  // Editing it in the form: the list shows the new words at once, without leaving the page.
  const words = `Xem lần hai vẫn thấy hay, nhạc phim rất cuốn. Mã ${Date.now().toString(36)}`;
  await again.getByRole("textbox", { name: /Nhận xét ngắn/ }).fill(words);
  await again.getByRole("button", { name: "Cập nhật đánh giá" }).click();
  await expect(again.getByRole("status")).toContainText("Cảm ơn bạn!");
  const mine = reviews.getByRole("article", { name: "Nhận xét của Nghiệm K." }).filter({ hasText: words });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("9 trên 10 điểm");
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("film-reviews-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("film-reviews-375.png") });

  // An admin hides it in Nội dung › Nhận xét phim, by keyboard, after confirming.
  const office = await signedInPage(browser, DEMO_ADMIN);
  await gotoHydrated(office.page, `/admin/film-reviews?q=${encodeURIComponent(words)}`);
  await expect(office.page.getByRole("heading", { name: "Nhận xét phim", level: 1 })).toBeVisible();
  const row = office.page.getByRole("row").filter({ hasText: words });
  await expect(row).toContainText("Khách Thử Nghiệm");
  await expect(row).toContainText("Đang hiện");
  expect(await seriousViolations(office.page)).toEqual([]);
  await row.getByRole("button", { name: /^Ẩn nhận xét của Khách Thử Nghiệm/ }).focus();
  await office.page.keyboard.press("Enter");
  const dialog = office.page.getByRole("dialog", { name: "Ẩn nhận xét này?" });
  await expect(dialog).toContainText(words);
  expect(await seriousViolations(office.page)).toEqual([]);
  await office.page.screenshot({ path: testInfo.outputPath("admin-hide-review-1280.png") });
  await dialog.getByRole("button", { name: "Ẩn nhận xét" }).click();
  await expect(office.page.getByRole("status").filter({ hasText: "Đã ẩn nhận xét của Khách Thử Nghiệm" })).toBeVisible();
  await expect(row).toContainText("Đã ẩn");
  await expect(row.getByRole("button", { name: /^Hiện lại nhận xét/ })).toBeFocused();
  await office.page.screenshot({ path: testInfo.outputPath("admin-film-reviews-1280.png") });
  await office.page.setViewportSize({ width: 375, height: 812 });
  await office.page.screenshot({ path: testInfo.outputPath("admin-film-reviews-375.png") });
  expect(office.errors).toEqual([]);
  await office.context.close();

  // The film page no longer shows its words; the rate still counts it.
  await gotoHydrated(page, `/movies/${order.showtime.film.slug}`);
  await expect(reviews.getByRole("heading", { name: "Khán giả đã xem nói gì" })).toBeVisible();
  await expect(reviews).not.toContainText(words);
  await expect(reviews).toContainText(/từ \d+ người đã xem tại rạp/);
  expect(await seriousViolations(page)).toEqual([]);
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("film-reviews-after-hiding-375.png") });
  expect(errors).toEqual([]);
  await context.close();
});
