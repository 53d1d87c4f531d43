import { expect, type Locator, type Page } from "@playwright/test";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { DEMO_URL, MANAGER_CINEMA } from "./demo-site.ts";

/**
 * The scheduler (/admin/schedule) of the demo manager's cinema, on the suite's development server:
 * its API, its day page, the parts of the timeline, and the pointer moves of a drag.
 */

/** `result` of a call to the demo server's API as the page's signed-in person; fails on anything but 2xx. */
export async function api<T>(page: Page, path: string, init: { method?: "POST" | "PATCH"; data?: unknown } = {}): Promise<T> {
  const response = init.method
    ? await page.request.fetch(`${DEMO_URL}/api/v1${path}`, { method: init.method, headers: { origin: DEMO_URL }, data: init.data ?? {} })
    : await page.request.get(`${DEMO_URL}/api/v1${path}`);
  expect(response.ok(), `${init.method ?? "GET"} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

export const scheduleOf = (page: Page, date: string) => api<ScheduleDay>(page, `/admin/schedule?cinema=${MANAGER_CINEMA}&date=${date}`);

export async function openDay(page: Page, date: string) {
  await page.goto(`/admin/schedule?cinema=${MANAGER_CINEMA}&date=${date}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: "Lịch chiếu" })).toBeVisible();
}

export const timeline = (page: Page) => page.getByTestId("timeline");
export const ghost = (page: Page) => page.getByTestId("ghost");
export const notice = (page: Page) =>
  page.getByRole("main").getByRole("status").or(page.getByRole("main").getByRole("alert")).filter({ hasText: /\S/ }).first();
export const roomTrack = (page: Page, roomId: string) => page.locator(`[data-track-room="${roomId}"]`);
export const paletteFilm = (page: Page, name: string) => page.getByRole("list", { name: "Phim xếp được" }).getByRole("button").filter({ hasText: name });
export const block = (page: Page, name: string | RegExp) => timeline(page).getByRole("button", { name });

/** The x (page pixels) of a time on the axis: the hour's label, plus minutes at the timeline's scale. */
export async function xOf(page: Page, hour: number, minute = 0): Promise<number> {
  const label = timeline(page)
    .locator("span", { hasText: new RegExp(`^${String(hour).padStart(2, "0")}:00`) })
    .first();
  const next = timeline(page)
    .locator("span", { hasText: new RegExp(`^${String((hour + 1) % 24).padStart(2, "0")}:00`) })
    .first();
  const [a, b] = [(await label.boundingBox())!, (await next.boundingBox())!];
  return a.x + ((b.x - a.x) * minute) / 60;
}

async function centreY(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
}

/** Moves the pressed pointer to a room's row at a time (`grab` px right of it: where the block was held). */
export async function dragOver(page: Page, roomId: string, hour: number, minute = 0, grab = 1) {
  // The hour in sight first (the timeline scrolls sideways; the page may too).
  await timeline(page)
    .locator("span", { hasText: new RegExp(`^${String(hour).padStart(2, "0")}:00`) })
    .first()
    .evaluate((el) => el.scrollIntoView({ block: "nearest", inline: "center" }));
  const y = await centreY(roomTrack(page, roomId));
  await page.mouse.move((await xOf(page, hour, minute)) + grab, y, { steps: 10 });
  // Measured again once there, in case the timeline scrolled on the way.
  await page.mouse.move((await xOf(page, hour, minute)) + grab, y, { steps: 2 });
}

/** Drags a film of the palette onto a room's row at a time, and drops it there. */
export async function dragFilm(page: Page, filmName: string, roomId: string, hour: number, minute = 0) {
  const source = (await paletteFilm(page, filmName).boundingBox())!;
  await page.mouse.move(source.x + 20, source.y + 20);
  await page.mouse.down();
  await page.mouse.move(source.x + 60, source.y + 40, { steps: 4 });
  await dragOver(page, roomId, hour, minute);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await page.mouse.up();
}

/** Drags a showtime's block by its left edge to a room's row at a time, and drops it there. */
export async function dragShowtime(page: Page, shown: Locator, roomId: string, hour: number, minute = 0) {
  const box = (await shown.boundingBox())!;
  await page.mouse.move(box.x + 3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 30, box.y + box.height / 2 + 20, { steps: 4 });
  await dragOver(page, roomId, hour, minute, 3);
  await expect(ghost(page)).toHaveAttribute("data-state", "free");
  await page.mouse.up();
}
