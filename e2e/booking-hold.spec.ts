import { expect, test, type Page } from "@playwright/test";
import type { Order } from "@hancine/contract/booking";
import type { Product } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { apiResult, consoleErrors, gotoHydrated, newContextPage, trackConsoleErrors } from "./helpers/home.ts";
import { apiSend, mediumRoomShowtime, screenshot, seatButton, seatOf, signUpCustomer, withoutExpectedFailures } from "./helpers/booking.ts";

// Showtimes 0–4 belong to seat-map.spec.ts; these tests take their own.
const SHOWTIME_FOR = { combos: 5, live: 6, conflict: 7, expiry: 8 } as const;

const summary = (page: Page) => page.getByRole("complementary", { name: "Thông tin đặt vé" });
const next = (page: Page) => summary(page).getByRole("button", { name: "Tiếp tục" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test("hold seats, add combos and a voucher: the totals are the server's; cancelling frees the seats", async ({ browser, request }, testInfo) => {
  const { showtime, map } = await mediumRoomShowtime(request, SHOWTIME_FOR.combos);
  const combo = (await apiResult<Product[]>(request, "/products")).find((p) => p.kind === "combo")!;
  const { context, page } = await newContextPage(browser);
  trackConsoleErrors(page);
  await signUpCustomer(page);
  await gotoHydrated(page, `/booking/${showtime.id}`);

  await seatButton(page, "E5").click();
  await seatButton(page, "E6").click();
  await next(page).click();
  await expect(stepHeading(page, "Chọn bắp nước")).toBeFocused();
  const seats = seatOf(map, "E5").price + seatOf(map, "E6").price;
  await expect(summary(page).getByTestId("order-total")).toHaveText(formatVnd(seats));
  await expect(summary(page).getByTestId("hold-countdown")).toHaveText(/^(10:00|09:[0-5]\d)$/);

  const card = page.getByTestId("combo-card").filter({ hasText: combo.name });
  await card.getByRole("button", { name: `Thêm một ${combo.name}` }).click();
  await card.getByRole("button", { name: `Thêm một ${combo.name}` }).click();
  await expect(summary(page).getByTestId("order-total")).toHaveText(formatVnd(seats + 2 * combo.price));
  await card.getByRole("button", { name: `Bớt một ${combo.name}` }).click();
  await expect(summary(page).getByTestId("order-total")).toHaveText(formatVnd(seats + combo.price));

  await next(page).click();
  await expect(stepHeading(page, "Xác nhận đơn hàng")).toBeFocused();
  const main = page.getByRole("main");
  // Leaving the field checks the code's letters with the server's rule, before anything is sent.
  await main.getByLabel("Mã khuyến mãi").fill("GIAM 5K");
  await main.getByRole("button", { name: "Áp dụng" }).focus();
  await expect(main.getByRole("alert")).toHaveText("Mã khuyến mãi chỉ gồm chữ, số, gạch ngang.");
  await main.getByLabel("Mã khuyến mãi").fill("KHONGCOMA");
  await main.getByRole("button", { name: "Áp dụng" }).click();
  await expect(main.getByRole("alert")).toHaveText("Mã khuyến mãi này không tồn tại. Bạn hãy kiểm tra lại nhé.");
  await main.getByLabel("Mã khuyến mãi").fill("GIAM5K");
  await main.getByRole("button", { name: "Áp dụng" }).click();
  await expect(main.getByText("Đã áp dụng mã GIAM5K")).toBeVisible();
  await expect(summary(page).getByTestId("order-discount")).toHaveText(`−${formatVnd(5000)}`);
  await expect(summary(page).getByTestId("order-total")).toHaveText(formatVnd(seats + combo.price - 5000));
  await expect(page.getByTestId("checkout").getByRole("button", { name: `Thanh toán ${formatVnd(seats + combo.price - 5000)}` })).toBeVisible();

  // The server agrees with what the page shows.
  const orders = await apiResult<Order[]>(page.request, "/me/orders");
  expect(orders[0]).toMatchObject({ status: "held", total: seats + combo.price - 5000, discount: 5000 });

  // The age rule of the film: a required confirmation for T13/T16/T18, a guardian note for K.
  if (["T13", "T16", "T18"].includes(showtime.film.age)) {
    await main.getByRole("checkbox").check();
    await expect.poll(async () => (await apiResult<Order[]>(page.request, "/me/orders"))[0]!.ageConfirmed).toBe(true);
  } else if (showtime.film.age === "K") {
    await expect(main).toContainText("dưới 13 tuổi cần xem cùng cha mẹ hoặc người giám hộ");
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "booking-summary-1280");

  await main.getByRole("button", { name: "Bỏ mã" }).click();
  await expect(summary(page).getByTestId("order-discount")).toHaveCount(0);

  await summary(page).getByRole("button", { name: "Huỷ giữ ghế" }).click();
  await expect(stepHeading(page, "Chọn ghế")).toBeFocused();
  await expect(seatButton(page, "E5")).toHaveAccessibleName(/còn trống$/);
  const held = orders[0]!;
  expect((await apiResult<Order>(page.request, `/orders/${held.id}`)).status).toBe("cancelled");
  // A hold that was never paid is not an order: 'Vé của tôi' no longer lists it.
  expect((await apiResult<Order[]>(page.request, "/me/orders")).map((order) => order.id)).not.toContain(held.id);
  expect(withoutExpectedFailures(consoleErrors(page), 400)).toEqual([]);
  await context.close();
});

test("another buyer's hold shows up live; a seat picked but not yet held is taken away with a message", async ({ browser, request }) => {
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.live);
  const watcher = await newContextPage(browser);
  const buyer = await newContextPage(browser);
  trackConsoleErrors(watcher.page);
  await signUpCustomer(buyer.page);
  await gotoHydrated(watcher.page, `/booking/${showtime.id}`);
  await seatButton(watcher.page, "F8").click();
  await expect(seatButton(watcher.page, "F8")).toHaveAttribute("aria-pressed", "true");

  await gotoHydrated(buyer.page, `/booking/${showtime.id}`);
  await seatButton(buyer.page, "F7").click();
  await seatButton(buyer.page, "F8").click();
  await next(buyer.page).click();
  await expect(stepHeading(buyer.page, "Chọn bắp nước")).toBeVisible();

  // No reload on the watcher's side.
  await expect(seatButton(watcher.page, "F7")).toHaveAccessibleName(/đang được giữ$/);
  await expect(seatButton(watcher.page, "F8")).toHaveAttribute("aria-disabled", "true");
  await expect(seatButton(watcher.page, "F8")).not.toHaveAttribute("aria-pressed");
  await expect(summary(watcher.page).getByRole("alert")).toHaveText("Ghế F8 vừa có người chọn. Bạn hãy chọn ghế khác nhé.");

  // The buyer lets go: the seats come back.
  await summary(buyer.page).getByRole("button", { name: "Huỷ giữ ghế" }).click();
  await expect(seatButton(watcher.page, "F7")).toHaveAccessibleName(/còn trống$/);
  expect(consoleErrors(watcher.page)).toEqual([]);
  await watcher.context.close();
  await buyer.context.close();
});

test("seats taken while the page missed the news: 409 names them and the map is refreshed", async ({ browser, request }) => {
  const { showtime, map } = await mediumRoomShowtime(request, SHOWTIME_FOR.conflict);
  const late = await newContextPage(browser);
  const quick = await newContextPage(browser);
  trackConsoleErrors(late.page);
  await signUpCustomer(late.page);
  await signUpCustomer(quick.page);
  // This page hears nothing live, as after a dropped connection.
  await late.page.route("**/api/v1/showtimes/*/events", (route) => route.abort());
  await gotoHydrated(late.page, `/booking/${showtime.id}`);
  await seatButton(late.page, "G9").click();
  await seatButton(late.page, "G10").click();

  const taken = await apiSend<Order>(quick.page.request, "POST", "/orders", {
    showtimeId: showtime.id,
    seatIds: [seatOf(map, "G9").id, seatOf(map, "G10").id],
  });
  expect(taken.status).toBe(201);

  await next(late.page).click();
  await expect(summary(late.page).getByRole("alert")).toHaveText("Ghế G9, G10 vừa có người chọn. Bạn hãy chọn ghế khác nhé.");
  await expect(seatButton(late.page, "G9")).toHaveAccessibleName(/đang được giữ$/);
  await expect(stepHeading(late.page, "Chọn ghế")).toBeVisible();
  expect(withoutExpectedFailures(consoleErrors(late.page), 409).filter((e) => !e.includes("ERR_FAILED"))).toEqual([]);
  await late.context.close();
  await quick.context.close();
});

test("the countdown warns at one minute and, at zero, says the hold is over and offers to choose again", async ({ browser, request }) => {
  const { showtime } = await mediumRoomShowtime(request, SHOWTIME_FOR.expiry);
  const { context, page } = await newContextPage(browser);
  trackConsoleErrors(page);
  await signUpCustomer(page);
  await page.clock.install();
  await gotoHydrated(page, `/booking/${showtime.id}`);
  await seatButton(page, "H5").click();
  await next(page).click();
  await expect(stepHeading(page, "Chọn bắp nước")).toBeVisible();
  await expect(summary(page).getByTestId("hold-countdown")).toHaveText(/^(10:00|09:5\d)$/);

  await page.clock.fastForward("09:05");
  await expect(summary(page).getByTestId("hold-countdown")).toHaveText(/^00:5\d$/);
  await expect(page.getByText("Chỉ còn 1 phút giữ ghế. Bạn hãy hoàn tất đơn hàng nhé.")).toBeAttached();

  await page.clock.fastForward("01:00");
  await expect(page.getByTestId("hold-expired")).toBeVisible();
  await expect(stepHeading(page, "Hết thời gian giữ ghế")).toBeFocused();
  await expect(summary(page).getByTestId("hold-countdown")).toHaveCount(0);
  await page.getByRole("button", { name: "Chọn ghế lại" }).click();
  await expect(stepHeading(page, "Chọn ghế")).toBeVisible();
  await expect(page.getByRole("grid", { name: /^Sơ đồ ghế/ })).toBeVisible();
  expect(consoleErrors(page)).toEqual([]);
  await context.close();
});
