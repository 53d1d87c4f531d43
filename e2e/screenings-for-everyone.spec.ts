import { expect, test } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { DEMO_MANAGER, DEMO_URL, signedInPage, daysAhead } from "./helpers/demo-site.ts";
import { notice, openDay, scheduleOf } from "./helpers/scheduler.ts";
import { apiResult } from "./helpers/home.ts";
import { newDemoCustomer, seatButton } from "./helpers/booking.ts";
import { shots } from "./helpers/screenshots.ts";

/**
 * Screenings for everyone (issue 35): a customer finds an audio-described showtime with the
 * "Hỗ trợ tiếp cận" filter, books a wheelchair space with the companion seat beside it, and pays.
 * On the demo server: its rooms have companion seats and its seed has audio-described showtimes.
 */

test.setTimeout(150_000);

const HOUR = 60 * 60 * 1000;

/** An audio-described showtime (more than an hour ahead) whose wheelchair space and companion seat beside it are free. */
async function describedShowtimeWithCompanion(request: Parameters<typeof apiResult>[0]) {
  const showtimes = await apiResult<Showtime[]>(request, "/showtimes?accessibility=audio_description", DEMO_URL);
  for (const showtime of showtimes.filter((s) => Date.parse(s.startsAt) > Date.now() + HOUR && !s.saleEventId)) {
    const map = await apiResult<SeatMap>(request, `/showtimes/${showtime.id}/seats`, DEMO_URL);
    for (const row of map.rows) {
      const companion = row.seats.find((s) => s.companion && s.status === "available" && s.price > 0);
      const wheelchair = companion && row.seats.find((s) => s.type === "wheelchair" && s.x === companion.x + 1 && s.status === "available");
      if (companion && wheelchair) return { showtime, companion, wheelchair };
    }
  }
  throw new Error("no audio-described showtime with a free wheelchair space and companion seat");
}

test("a customer books an audio-described showtime with a wheelchair space and its companion seat", async ({ browser }) => {
  const { context, page, errors } = await newDemoCustomer(browser);
  const { showtime, companion, wheelchair } = await describedShowtimeWithCompanion(page.request);
  const day = chainDay(showtime.startsAt);

  // Mua vé by date, the day of that showtime, only audio-described showtimes.
  await page.goto(`/buy-tickets?by=date&date=${day}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Hỗ trợ tiếp cận").selectOption({ label: "Mô tả âm thanh" });
  const link = page.locator(`a[href="/booking/${showtime.id}"]`);
  await expect(link).toBeVisible();
  await expect(link).toContainText("Mô tả âm thanh");
  // Each time left leads to a showtime with audio description: its badge is in its name.
  for (const name of await page.getByTestId("showtime-link").evaluateAll((links) => links.map((a) => a.textContent ?? ""))) {
    expect(name).toContain("thuyết minh mô tả hình ảnh");
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, test.info(), "buy-tickets-audio-description", { fullPage: false });

  await link.click();
  await expect(page).toHaveURL(`/booking/${showtime.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The showtime's features, as on the film and cinema pages (decision 082): the badge and its full meaning.
  const badges = page.locator('[data-testid="accessibility-badges"]:visible');
  await expect(badges).toHaveCount(1);
  await expect(badges).toContainText("Mô tả âm thanh");
  await expect(badges).toContainText("Có thuyết minh mô tả hình ảnh cho người khiếm thị");
  await shots(page, test.info(), "booking-accessibility-badge", { fullPage: false });
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(page.locator('[data-testid="accessibility-badges"]:visible')).toContainText("Mô tả âm thanh");
  await page.setViewportSize({ width: 1280, height: 900 });
  // The legend says what a companion seat is; each seat says what it is.
  await expect(page.getByText("Ghế người đi kèm: chọn cùng một chỗ xe lăn")).toBeVisible();
  await expect(seatButton(page, companion.label)).toHaveAccessibleName(new RegExp(`^Ghế ${companion.label}, Ghế người đi kèm`));
  await expect(seatButton(page, wheelchair.label)).toHaveAccessibleName(new RegExp(`^Ghế ${wheelchair.label}, Chỗ xe lăn`));

  const summary = page.getByRole("complementary", { name: "Thông tin đặt vé" });
  await seatButton(page, companion.label).click();
  // Alone, the companion seat cannot be held: the page says why.
  await expect(page.getByText(`Ghế ${companion.label} dành cho người đi kèm`).first()).toBeVisible();
  await seatButton(page, wheelchair.label).click();
  await expect(seatButton(page, companion.label)).toHaveAttribute("aria-pressed", "true");
  await expect(seatButton(page, wheelchair.label)).toHaveAttribute("aria-pressed", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, test.info(), "booking-wheelchair-companion", { fullPage: false });

  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  await summary.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Xác nhận đơn hàng" })).toBeVisible();
  const checkout = page.getByTestId("checkout");
  if (["T13", "T16", "T18"].includes(showtime.film.age)) await page.getByRole("main").getByRole("checkbox").check();
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/dev\/gateway\/vnpay\/paymentv2\/vpcpay\.html\?/);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Vé của bạn" })).toBeVisible();
  await expect(page.getByTestId("ticket")).toHaveCount(2);
  const code = page.url().split("/").pop()!;
  const orders = await apiResult<Order[]>(page.request, "/me/orders", DEMO_URL);
  const order = orders.find((o) => o.code === code)!;
  expect(order.status).toBe("paid");
  expect(order.seats.map((s) => s.label).sort()).toEqual([companion.label, wheelchair.label].sort());
  expect(order.showtime.accessibilityFeatures).toContain("audio_description");
  expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
  await context.close();
});

test("a manager schedules a sensory-friendly showtime from the create dialog", async ({ browser }) => {
  const day = daysAhead(11);
  const { page, context, errors } = await signedInPage(browser, DEMO_MANAGER);
  const before: ScheduleDay = await scheduleOf(page, day);
  await openDay(page, day);
  await page.getByRole("button", { name: "Xếp suất vào Phòng 4" }).click();
  const dialog = page.getByRole("dialog", { name: "Xếp suất chiếu" });
  const features = dialog.getByRole("group", { name: "Hỗ trợ tiếp cận (không bắt buộc)" });
  await expect(features.getByRole("checkbox")).toHaveCount(3);
  await features.getByRole("checkbox", { name: /^Suất dịu nhẹ/ }).check();
  await expect(dialog.getByRole("status")).toContainText("Phòng trống.");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, test.info(), "schedule-create-accessibility", { fullPage: false });
  await dialog.getByRole("button", { name: "Xếp suất" }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page)).toContainText("Đã xếp");
  const after: ScheduleDay = await scheduleOf(page, day);
  const known = new Set(before.showtimes.map((s) => s.id));
  const created = after.showtimes.filter((s) => !known.has(s.id));
  expect(created).toHaveLength(1);
  expect(created[0]!.accessibilityFeatures).toEqual(["sensory_friendly"]);
  expect(errors).toEqual([]);
  await context.close();
});
