import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Order, SeatMap, Showtime } from "@hancine/contract/booking";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay, formatTime } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { twoSeats } from "./helpers/booking.ts";
import {
  DEMO_ADMIN as ADMIN,
  DEMO_CUSTOMER as CUSTOMER,
  DEMO_MANAGER as MANAGER,
  DEMO_STAFF as STAFF,
  DEMO_URL,
  MANAGER_CINEMA,
  signedInPage,
  daysAhead,
} from "./helpers/demo-site.ts";
import { api, block, dragOver, ghost, notice, openDay, paletteFilm, scheduleOf, timeline } from "./helpers/scheduler.ts";

/**
 * The showtime scheduler (/admin/schedule) as the demo manager of HanCine Sông Hàn uses it: drag a
 * film onto a room, see the overlap before dropping, drag a showtime elsewhere, move one with
 * tickets sold (confirmation, new tickets e-mailed), and the whole keyboard path: create from the
 * palette and a dialog, move with the arrow keys, cancel with a reason. The demo accounts exist
 * outside production only: the spec runs on the suite's development server (E2E_DEMO_URL).
 */
const BASE = DEMO_URL;
const CINEMA = MANAGER_CINEMA;
const SHOTS = "/tmp/shots-schedule";

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.use({ baseURL: BASE, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });

const today = chainDay(new Date());

/** Presses Tab until the locator has focus: proves it is reachable by keyboard, in order. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reached with Tab");
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName ?? "");

test("drag a film onto a room: the ghost shows where it lands, the showtime is created and is on sale at once", async ({ browser }) => {
  const day = daysAhead(7);
  const { page, context, errors } = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(page, day);
  expect(before.showtimes).toHaveLength(0);
  // Last week's slots (today's seeded programme) are drawn as hints.
  expect(before.lastWeek.length).toBeGreaterThan(0);
  const film = before.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 140)!;
  const room2 = before.rooms.find((r) => r.name === "Phòng 2")!;
  await openDay(page, day);
  await expect(
    timeline(page)
      .getByText(/^Tuần trước \d+%/)
      .first(),
  ).toBeVisible();

  const source = (await paletteFilm(page, film.name).boundingBox())!;
  await page.mouse.move(source.x + 20, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + 60, source.y + 40, { steps: 4 });
  await dragOver(page, room2.id, 10);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await expect(ghost(page)).toContainText("10:00");
  await page.mouse.up();

  await expect(notice(page)).toContainText(`Đã xếp ${film.name}, 10:00–`);
  await expect(notice(page)).toContainText("Phòng 2");
  await expect(block(page, new RegExp(`^${film.name}, 10:00–\\d\\d:\\d\\d, 2D, Phụ đề, 0/${room2.seats} ghế đã bán, Phòng 2$`))).toBeVisible();

  // On sale: the public showtimes of that film, cinema and day list it.
  const publicList = await api<Showtime[]>(page, `/showtimes?film=${film.slug}&cinema=${CINEMA}&date=${day}`);
  expect(publicList.map((s) => [formatTime(s.startsAt), s.auditorium.name])).toContainEqual(["10:00", "Phòng 2"]);
  expect(errors).toEqual([]);
  await context.close();
});

test("the ghost turns red over a taken slot and a drop there is refused; a showtime is moved by dragging it", async ({ browser }) => {
  const day = daysAhead(7);
  const { page, context, errors } = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(page, day);
  const placed = before.showtimes[0]!;
  const film = before.films.find((f) => f.id === placed.film.id)!;
  const room2 = before.rooms.find((r) => r.name === "Phòng 2")!;
  const room3 = before.rooms.find((r) => r.name === "Phòng 3")!;
  await openDay(page, day);

  // The same film half an hour later in the same room: it would run into the 10:00 show.
  const source = (await paletteFilm(page, film.name).boundingBox())!;
  await page.mouse.move(source.x + 20, source.y + 20);
  await page.mouse.down();
  await dragOver(page, room2.id, 10, 30);
  await expect(ghost(page)).toHaveAttribute("data-state", "conflict");
  await expect(ghost(page)).toContainText("Trùng lịch");
  await page.screenshot({ path: `${SHOTS}/drag-overlap-1280.png` });
  await page.mouse.up();
  await expect(page.getByRole("alert")).toContainText(`Không thả được ${film.name} vào Phòng 2 lúc 10:30: Trùng với suất ${film.name} (10:00–`);
  expect((await scheduleOf(page, day)).showtimes).toHaveLength(1);

  // Drag the 10:00 show by its left edge to Phòng 3 at 13:00.
  const shown = block(page, new RegExp(`^${film.name}, 10:00`));
  const box = (await shown.boundingBox())!;
  await page.mouse.move(box.x + 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + box.height / 2 + 20, { steps: 4 });
  await dragOver(page, room3.id, 13, 0, 3);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await page.mouse.up();
  await expect(notice(page)).toContainText(`Đã dời ${film.name} sang 13:00, Phòng 3.`);
  const after = (await scheduleOf(page, day)).showtimes.find((s) => s.id === placed.id)!;
  expect([after.auditoriumId, formatTime(after.startsAt)]).toEqual([room3.id, "13:00"]);
  await expect(block(page, new RegExp(`^${film.name}, 13:00–\\d\\d:\\d\\d, .*, Phòng 3$`))).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("someone else took the slot meanwhile: the server's refusal is shown in words and the day reloads", async ({ browser }) => {
  const day = daysAhead(10);
  const { page, context, errors } = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(page, day);
  const film = before.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 140)!;
  const room4 = before.rooms.find((r) => r.name === "Phòng 4")!;
  await openDay(page, day);
  // Another manager places a showtime at 15:00 while this page still shows the room free.
  await api(page, "/admin/showtimes", {
    method: "POST",
    data: { filmId: film.id, auditoriumId: room4.id, startsAt: `${day}T15:00:00+07:00`, format: "2D", language: "Phụ đề" },
  });

  const source = (await paletteFilm(page, film.name).boundingBox())!;
  await page.mouse.move(source.x + 20, source.y + 20);
  await page.mouse.down();
  await dragOver(page, room4.id, 15, 30);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await page.mouse.up();
  await expect(page.getByRole("alert")).toContainText(
    "Không lưu được: phòng đã có suất khác vào khoảng giờ này (tính cả dọn phòng), có thể vừa được người khác xếp.",
  );
  await expect(block(page, new RegExp(`^${film.name}, 15:00–`))).toBeVisible();
  expect((await scheduleOf(page, day)).showtimes).toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test("keyboard only: create from the palette and a dialog, move with the arrow keys, cancel with a reason", async ({ browser }) => {
  const day = daysAhead(8);
  const { page, context, errors } = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(page, day);
  const film = before.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 140)!;
  await openDay(page, day);

  // Create: search the palette, choose the film with Enter, then room and time in the dialog.
  await tabTo(page, page.getByRole("searchbox", { name: "Tìm phim" }));
  await page.keyboard.type(film.name);
  await tabTo(page, paletteFilm(page, film.name));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Xếp suất chiếu" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Phòng" })).toBeFocused();
  // A closed select takes the arrow keys (the space in "Phòng 1" would open its list).
  for (let i = before.rooms.findIndex((r) => r.name === "Phòng 1"); i > 0; i--) await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("combobox", { name: "Phòng" })).toHaveValue(before.rooms.find((r) => r.name === "Phòng 1")!.id);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Giờ bắt đầu" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("14:00");
  await expect(dialog.getByRole("status")).toContainText("Phòng trống. Chiếu 14:00–");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(notice(page)).toContainText(`Đã xếp ${film.name}, 14:00–`);
  // Focus is on the new showtime, whose name reads like a sentence.
  await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^${film.name}, 14:00–\\d\\d:\\d\\d, 2D, Phụ đề, 0/\\d+ ghế đã bán, Phòng 1$`));
  await page.screenshot({ path: `${SHOTS}/keyboard-created-1280.png` });

  // Move: M, then 5 minutes ×3, Shift+→ to the half hour, ↓ to the next room, Enter.
  await page.keyboard.press("m");
  await expect(page.getByTestId("announcer")).toContainText(`Đang dời ${film.name}`);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("announcer")).toContainText("14:15");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("announcer")).toContainText(/14:30–\d\d:\d\d, Phòng 2\. Phòng trống\./);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await page.screenshot({ path: `${SHOTS}/keyboard-move-1280.png` });
  await page.keyboard.press("Enter");
  await expect(notice(page)).toContainText(`Đã dời ${film.name} sang 14:30, Phòng 2.`);
  await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^${film.name}, 14:30–\\d\\d:\\d\\d, .*, Phòng 2$`));
  const moved = (await scheduleOf(page, day)).showtimes[0]!;
  expect(formatTime(moved.startsAt)).toBe("14:30");

  // Cancel: Enter opens the details; "Huỷ suất", a reason, confirm.
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: film.name });
  await expect(details).toBeVisible();
  await expect(details.getByRole("link", { name: "Nhật ký thay đổi của suất này" })).toHaveAttribute("href", `/admin/audit?entity=showtime&id=${moved.id}`);
  await tabTo(page, details.getByRole("button", { name: "Huỷ suất" }));
  await page.keyboard.press("Enter");
  await expect(details.getByRole("textbox", { name: "Lý do huỷ (gửi cho khách)" })).toBeFocused();
  await page.keyboard.type("Bảo trì máy chiếu");
  await tabTo(page, details.getByRole("button", { name: "Huỷ suất", exact: true }));
  await page.keyboard.press("Enter");
  await expect(details.getByRole("status")).toContainText("Đã huỷ suất. Hoàn tiền 0 đơn");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(block(page, new RegExp(`^${film.name}, 14:30–\\d\\d:\\d\\d, đã huỷ, `))).toBeVisible();
  expect((await scheduleOf(page, day)).showtimes[0]!.cancelledAt).not.toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test("moving a showtime with tickets sold asks first, then reports the new tickets sent; cancelling it refunds the buyer", async ({ browser }) => {
  const day = daysAhead(9);
  const manager = await signedInPage(browser, MANAGER);
  const before = await scheduleOf(manager.page, day);
  const film = before.films.find((f) => f.releaseDate <= day && f.durationMinutes <= 140)!;
  const room1 = before.rooms.find((r) => r.name === "Phòng 1")!;
  const created = await api<{ id: string }>(manager.page, "/admin/showtimes", {
    method: "POST",
    data: { filmId: film.id, auditoriumId: room1.id, startsAt: `${day}T18:00:00+07:00`, format: "2D", language: "Phụ đề" },
  });

  // A customer buys two seats and pays on the local gateway.
  const buyer = await signedInPage(browser, CUSTOMER);
  const seatIds = twoSeats(await api<SeatMap>(buyer.page, `/showtimes/${created.id}/seats`)).map((seat) => seat.id);
  const order = await api<Order>(buyer.page, "/orders", { method: "POST", data: { showtimeId: created.id, seatIds } });
  const started = await api<{ paymentUrl: string }>(buyer.page, `/orders/${order.id}/checkout`, {
    method: "POST",
    data: { method: "vnpay", ageConfirmed: true },
  });
  await buyer.page.goto(started.paymentUrl);
  await buyer.page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect.poll(async () => (await api<Order>(buyer.page, `/orders/${order.id}`)).status).toBe("paid");

  const { page, errors } = manager;
  await openDay(page, day);
  const shown = block(page, new RegExp(`^${film.name}, 18:00–\\d\\d:\\d\\d, 2D, Phụ đề, 2/\\d+ ghế đã bán, Phòng 1$`));
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  await page.mouse.move(box.x + 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 4 });
  await dragOver(page, room1.id, 19, 0, 3);
  await page.mouse.up();
  const confirm = page.getByRole("dialog", { name: `Dời suất ${film.name}?` });
  await expect(confirm).toContainText("2 vé đã bán: khách sẽ nhận vé mới qua e-mail");
  await expect(confirm).toContainText("Từ 18:00, Phòng 1 sang 19:00, Phòng 1.");
  await page.screenshot({ path: `${SHOTS}/move-confirm-1280.png` });
  await confirm.getByRole("button", { name: "Dời suất và gửi vé mới" }).click();
  await expect(notice(page)).toContainText(`Đã dời ${film.name} sang 19:00, Phòng 1. Kết quả: đã gửi vé mới cho 1 đơn.`);
  await expect(block(page, new RegExp(`^${film.name}, 19:00–`))).toBeVisible();

  // The buyer's new ticket is in the local mailbox.
  await expect(async () => {
    await buyer.page.goto("/dev/mailbox");
    await expect(buyer.page.getByRole("link").filter({ hasText: CUSTOMER.email }).filter({ hasText: /vé/i }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // Cancelling says how many tickets are refunded, and reports the refund.
  await block(page, new RegExp(`^${film.name}, 19:00–`)).click();
  const details = page.getByRole("dialog", { name: film.name });
  await details.getByRole("button", { name: "Huỷ suất" }).click();
  await expect(details).toContainText("2 vé đã bán: mọi đơn đã thanh toán sẽ được hoàn tiền");
  await details.getByRole("textbox", { name: "Lý do huỷ (gửi cho khách)" }).fill("Phòng chiếu mất điện");
  await details.getByRole("button", { name: "Huỷ suất và hoàn tiền" }).click();
  await expect(details.getByRole("status")).toContainText("Đã huỷ suất. Hoàn tiền 1 đơn");
  await expect.poll(async () => (await api<Order>(buyer.page, `/orders/${order.id}`)).status).toBe("refunded");
  expect(errors).toEqual([]);
  await buyer.context.close();
  await manager.context.close();
});

test("an admin picks another cinema; the table view lists the same day", async ({ browser }) => {
  const { page, context, errors } = await signedInPage(browser, ADMIN);
  await page.goto("/admin/schedule");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page).toHaveURL(new RegExp(`/admin/schedule\\?cinema=[\\w-]+&date=${today}$`));
  const picker = page.getByRole("combobox", { name: "Rạp" });
  await picker.selectOption(CINEMA);
  await expect(page).toHaveURL(`${BASE}/admin/schedule?cinema=${CINEMA}&date=${today}`);
  await expect(page.getByText(/^HanCine Sông Hàn · /)).toBeVisible();
  await page.getByRole("link", { name: /^Ngày sau/ }).click();
  await expect(page).toHaveURL(`${BASE}/admin/schedule?cinema=${CINEMA}&date=${addDays(today, 1)}`);
  const day = await scheduleOf(page, addDays(today, 1));
  await page.getByRole("button", { name: "Xem dạng bảng" }).click();
  await expect(page.getByRole("button", { name: "Xem dạng bảng" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(day.showtimes.length + 1);
  expect(errors).toEqual([]);
  await context.close();
});

test("door staff may not schedule: the page says so in Vietnamese", async ({ browser }) => {
  const { page, context, errors } = await signedInPage(browser, STAFF);
  await page.goto("/admin/schedule");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("main")).toContainText("Bạn không có quyền xếp lịch chiếu ở rạp này.");
  await expect(page.getByRole("link", { name: "Về trang tổng quan" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

for (const width of [1280, 768]) {
  test(`axe finds nothing serious at ${width} px (timeline, dialogs, table); screenshots`, async ({ browser }) => {
    test.setTimeout(150_000);
    const day = daysAhead(7);
    const { page, context } = await signedInPage(browser, MANAGER, width);
    await openDay(page, today);
    expect(await seriousViolations(page), `timeline ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/today-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling of the page").toBeLessThanOrEqual(0);

    await openDay(page, day);
    await page.screenshot({ path: `${SHOTS}/next-week-${width}.png`, fullPage: true });
    await block(page, /, 13:00–/).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page), `details ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/details-${width}.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Xếp suất vào Phòng 4" }).click();
    expect(await seriousViolations(page), `create ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/create-${width}.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Chép sang ngày khác" }).click();
    expect(await seriousViolations(page), `copy ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/copy-${width}.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Lấp kín phòng" }).click();
    expect(await seriousViolations(page), `fill ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/fill-${width}.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Xem dạng bảng" }).click();
    expect(await seriousViolations(page), `table ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/table-${width}.png`, fullPage: true });
    await context.close();
  });
}

test("copy a day to the next days and fill a room: created and skipped, with reasons", async ({ browser }) => {
  const { page, context, errors } = await signedInPage(browser, MANAGER);
  const from = daysAhead(7);
  await openDay(page, from);
  await page.getByRole("button", { name: "Chép sang ngày khác" }).click();
  const copy = page.getByRole("dialog", { name: "Chép sang ngày khác" });
  await copy.getByRole("checkbox", { name: new RegExp(formatDayLabel(addDays(from, 1))) }).check();
  await copy.getByRole("button", { name: "Chép lịch" }).click();
  await expect(copy.getByRole("status").first()).toContainText("Đã chép 1 suất.");
  await copy.getByRole("button", { name: "Xong" }).click();
  // The next day had only a cancelled showtime (the keyboard test's): the copy is its one live showtime.
  expect((await scheduleOf(page, addDays(from, 1))).showtimes.filter((s) => !s.cancelledAt)).toHaveLength(1);

  // Copied again: the slot is taken now, and the dialog says which showtime was left out and why.
  await page.getByRole("button", { name: "Chép sang ngày khác" }).click();
  await copy.getByRole("checkbox", { name: new RegExp(formatDayLabel(addDays(from, 1))) }).check();
  await copy.getByRole("button", { name: "Chép lịch" }).click();
  await expect(copy.getByRole("status").first()).toContainText("Đã chép 0 suất. Bỏ qua 1 suất:");
  await expect(copy.getByRole("listitem")).toContainText(["Phòng 3 · "]);
  await expect(copy.getByRole("listitem").first()).toContainText("Phòng đã có suất khác vào giờ này.");
  await page.screenshot({ path: `${SHOTS}/copy-skipped-1280.png` });
  await copy.getByRole("button", { name: "Xong" }).click();

  await page.getByRole("button", { name: "Lấp kín phòng" }).click();
  const fill = page.getByRole("dialog", { name: "Lấp kín phòng" });
  await fill.getByRole("combobox", { name: "Phòng" }).selectOption({ label: "Phòng 4" });
  // A time is checked when its field is left, in the dialog's words, and again as it is corrected.
  await fill.getByRole("textbox", { name: "Suất đầu từ" }).fill("9h7");
  await fill.getByRole("textbox", { name: "Suất cuối bắt đầu muộn nhất" }).focus();
  await expect(fill.getByText("Hãy nhập giờ dạng HH:mm (24 giờ), ví dụ 09:00.")).toBeVisible();
  await fill.getByRole("textbox", { name: "Suất đầu từ" }).fill("09:00");
  await expect(fill.getByText("Hãy nhập giờ dạng HH:mm (24 giờ), ví dụ 09:00.")).toHaveCount(0);
  await fill.getByRole("textbox", { name: "Suất cuối bắt đầu muộn nhất" }).fill("15:00");
  await expect(fill.getByRole("status")).toContainText(/Dự kiến \d suất: 09:00, /);
  await page.screenshot({ path: `${SHOTS}/fill-preview-1280.png` });
  await fill.getByRole("button", { name: "Lấp kín phòng" }).click();
  await expect(fill.getByRole("status").first()).toContainText(/Đã xếp \d suất\./);
  await fill.getByRole("button", { name: "Xong" }).click();
  await expect(timeline(page).getByRole("list", { name: "Suất chiếu ở Phòng 4" }).getByRole("button").first()).toHaveAccessibleName(/, 09:00–/);
  expect(errors).toEqual([]);
  await context.close();
});

/** "T3, 24/11" as the checkboxes read. */
function formatDayLabel(day: string): string {
  const [, m, d] = day.split("-");
  return `${d}/${m}`;
}
