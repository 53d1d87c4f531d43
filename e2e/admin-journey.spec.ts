import { expect, test, type Page } from "@playwright/test";
import type { Order, Showtime } from "@hancine/contract/booking";
import type { Film } from "@hancine/contract/catalog";
import { chainDay, dayMonthYearFromIso } from "@hancine/contract/format";
import { QUICK_BOOKING_PLACEHOLDERS } from "@hancine/contract/home-constants";
import { seriousViolations } from "./helpers/a11y.ts";
import { toPaymentStep } from "./helpers/booking.ts";
import {
  DEMO_ADMIN as ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  DEMO_MANAGER as MANAGER,
  DEMO_URL,
  MANAGER_CINEMA,
  signedInPage,
  daysAhead,
} from "./helpers/demo-site.ts";
import { editorField, posterPng } from "./helpers/film-editor.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";
import { block, dragFilm, dragShowtime, notice, openDay, scheduleOf } from "./helpers/scheduler.ts";

/**
 * Issue 14's journey, across the three people it concerns, on the suite's development server (the
 * demo accounts, the local gateway and mailbox): the admin uploads a poster and creates a film; the
 * manager of HanCine Sông Hàn drags it onto a room; a customer finds it on the home page and in quick
 * booking and buys two seats; the manager moves the showtime to another room and the customer's new
 * ticket arrives by e-mail; the manager cancels it and the refund and its e-mail arrive.
 */

test.use({ baseURL: DEMO_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
test.setTimeout(180_000);

const today = chainDay(new Date());
/** Past the demo's seeded week and the days the scheduler spec uses (today + 7 to + 10). */
const DAY = daysAhead(11);
const FILM = `Chuyến Đò Cuối Ngày ${Date.now().toString(36).slice(-5)}`;

/** The local mailbox's entry whose subject matches, once it has arrived. */
async function mailTo(page: Page, subject: RegExp) {
  const entry = page.getByRole("link").filter({ hasText: CUSTOMER.email }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(entry).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return entry;
}

test("a film from its poster to a refunded ticket: admin, manager and customer each on their own screens", async ({ browser }) => {
  // The admin uploads a poster and creates the film, released today.
  const admin = await signedInPage(browser, ADMIN);
  await gotoHydrated(admin.page, "/admin/films/new");
  await editorField(admin.page, "Tên phim").fill(FILM);
  await editorField(admin.page, "Nội dung phim").fill(
    "Người lái đò cuối cùng trên sông Hàn chở một vị khách lạ qua sông trong buổi chiều trước khi bến đò đóng cửa.",
  );
  await editorField(admin.page, "Thời lượng (phút)").fill("98");
  await editorField(admin.page, "Phân loại độ tuổi").selectOption("P");
  await editorField(admin.page, "Ngày khởi chiếu").fill(dayMonthYearFromIso(today));
  await admin.page.getByRole("checkbox", { name: "Tình cảm" }).check();
  await admin.page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: await posterPng("Chuyến Đò") });
  await expect(admin.page.getByRole("img", { name: "Poster đã chọn" })).toBeVisible();
  await admin.page.getByRole("button", { name: "Thêm phim" }).click();
  await expect(admin.page).toHaveURL(/\/admin\/films\/[0-9a-f-]{36}$/);
  await expect(admin.page.getByText(`Đã thêm phim “${FILM}”.`, { exact: false })).toBeVisible();
  expect(admin.errors).toEqual([]);
  await admin.context.close();

  // The manager drags it onto Phòng 1 at 10:00.
  const manager = await signedInPage(browser, MANAGER);
  const day = await scheduleOf(manager.page, DAY);
  const [room1, room2] = ["Phòng 1", "Phòng 2"].map((name) => day.rooms.find((r) => r.name === name)!);
  await openDay(manager.page, DAY);
  await manager.page.getByRole("searchbox", { name: "Tìm phim" }).fill(FILM);
  await dragFilm(manager.page, FILM, room1!.id, 10);
  await expect(notice(manager.page)).toContainText(`Đã xếp ${FILM}, 10:00–`);
  await expect(block(manager.page, new RegExp(`^${FILM}, 10:00–\\d\\d:\\d\\d, 2D, .*, 0/\\d+ ghế đã bán, Phòng 1$`))).toBeVisible();

  // The customer sees it on the home page and picks it in quick booking.
  const customer = await signedInPage(browser, CUSTOMER);
  const { page } = customer;
  const film = (await apiResult<Film[]>(page.request, "/films/showing", DEMO_URL)).find((f) => f.name === FILM)!;
  expect(film, "among the films now showing").toBeDefined();
  const [showtime] = await apiResult<Showtime[]>(page.request, `/showtimes?film=${film.slug}`, DEMO_URL);
  await gotoHydrated(page, "/");
  await expect(page.locator("section[aria-labelledby=films-title]").getByRole("tabpanel").getByRole("heading", { level: 3, name: FILM })).toBeVisible();
  for (const [step, option] of [
    ["film", FILM],
    ["cinema", "HanCine Sông Hàn"],
    ["date", `${DAY.slice(8, 10)}/${DAY.slice(5, 7)}`],
    ["showtime", "10:00"],
  ] as const) {
    await page.locator(`[data-step="${step}"] button[aria-haspopup="listbox"]`).click();
    await page.locator(`[data-step="${step}"] [role="listbox"]`).getByRole("option").filter({ hasText: option }).click();
  }
  await page.getByRole("button", { name: QUICK_BOOKING_PLACEHOLDERS.submit }).click();
  await expect(page).toHaveURL(`/booking/${showtime!.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Two seats, paid on the local gateway.
  const { seats, checkout } = await toPaymentStep(page, showtime!, { combo: false });
  await checkout.getByRole("button", { name: /^Thanh toán / }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/HC[A-Z0-9]+$/);
  const code = page.url().split("/").pop()!;
  await expect(page.getByRole("main").getByText("Phòng 1").first()).toBeVisible();

  // The manager moves the showtime to Phòng 2: asked first, then the buyer gets new tickets.
  await openDay(manager.page, DAY);
  await dragShowtime(manager.page, block(manager.page, new RegExp(`^${FILM}, 10:00–.*, 2/\\d+ ghế đã bán, Phòng 1$`)), room2!.id, 10);
  const confirm = manager.page.getByRole("dialog", { name: `Dời suất ${FILM}?` });
  await expect(confirm).toContainText("Từ 10:00, Phòng 1 sang 10:00, Phòng 2.");
  await confirm.getByRole("button", { name: "Dời suất và gửi vé mới" }).click();
  // Phòng 2's rows differ: seats whose label it lacks are given others, side by side.
  await expect(notice(manager.page)).toContainText(`Đã dời ${FILM} sang 10:00, Phòng 2. Kết quả: đã gửi vé mới cho 1 đơn`);
  const seated = (await apiResult<Order>(page.request, `/orders/by-code/${code}`, DEMO_URL)).seats;
  expect(seated).toHaveLength(seats.length);

  // The new tickets, for Phòng 2 and the order's seats there, are in the customer's mailbox.
  const moved = await mailTo(page, new RegExp(`^Suất chiếu đã đổi – vé mới: ${FILM} – 10:00 .* · ${code}`));
  await moved.click();
  const mail = page.frameLocator("iframe");
  await expect(mail.getByText(/trước đây: 10:00 .*, Phòng 1\)/)).toBeVisible();
  await expect(mail.getByText("Phòng 2", { exact: true })).toBeVisible();
  for (const seat of seated) await expect(mail.getByRole("img", { name: `Mã QR vé ghế ${seat.label}` })).toBeVisible();

  // The manager cancels it; the order is refunded and the customer is told.
  await block(manager.page, new RegExp(`^${FILM}, 10:00–`)).click();
  const details = manager.page.getByRole("dialog", { name: FILM });
  await details.getByRole("button", { name: "Huỷ suất" }).click();
  await expect(details).toContainText("2 vé đã bán: mọi đơn đã thanh toán sẽ được hoàn tiền");
  await details.getByRole("textbox", { name: "Lý do huỷ (gửi cho khách)" }).fill("Đổi lịch chiếu ra mắt");
  await details.getByRole("button", { name: "Huỷ suất và hoàn tiền" }).click();
  await expect(details.getByRole("status")).toContainText("Đã huỷ suất. Hoàn tiền 1 đơn");
  expect(await seriousViolations(manager.page)).toEqual([]);

  const order = await apiResult<Order>(page.request, `/orders/by-code/${code}`, DEMO_URL);
  await expect.poll(async () => (await apiResult<Order>(page.request, `/orders/by-code/${code}`, DEMO_URL)).status, { timeout: 30_000 }).toBe("refunded");
  await mailTo(page, new RegExp(`^Hoàn tiền ${order.total.toLocaleString("vi-VN")}\\s₫ cho đơn hàng ${code}`));
  // The film's public showtimes no longer list it.
  expect(await apiResult<Showtime[]>(page.request, `/showtimes?film=${film.slug}&cinema=${MANAGER_CINEMA}`, DEMO_URL)).toEqual([]);
  expect(manager.errors).toEqual([]);
  expect(customer.errors).toEqual([]);
  await manager.context.close();
  await customer.context.close();
});
