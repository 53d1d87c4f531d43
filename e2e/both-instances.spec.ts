import { expect, test, type Page } from "@playwright/test";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay, dayMonthYearFromIso } from "@hancine/contract/format";
import { INSTANCE_A, INSTANCE_B } from "../playwright.postgres.config.ts";
import { fillBannerEditor, homeHeadlines } from "./helpers/banner-editor.ts";
import { DEMO_ADMIN, signIn } from "./helpers/demo-site.ts";
import { gotoHydrated } from "./helpers/home.ts";

/**
 * Issue 15's promise with two instances on one PostgreSQL, in the browser (playwright.postgres.config.ts):
 * a banner a marketer schedules on one instance for tomorrow 00:00 appears then on both (the page's
 * clock moved by Playwright, each server's by its development clock, decision 054); a change
 * published now on one shows on the other within 5 s, nobody touching the other.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const RUN = Date.now().toString(36).slice(-5);
const HEADLINE = `Đêm nhạc phim ${RUN}`;
const RENAMED = `Đêm nhạc phim mùa đông ${RUN}`;
const TOMORROW_ISO = addDays(chainDay(new Date()), 1);
const MIDNIGHT = new Date(`${TOMORROW_ISO}T00:00:00+07:00`);

async function moveServerClock(page: Page, base: string, at: Date | null) {
  const moved = at ? await page.request.put(`${base}/dev/clock`, { data: { at: at.toISOString() } }) : await page.request.delete(`${base}/dev/clock`);
  expect(moved.status(), await moved.text()).toBe(200);
}

const visitorOf = async (page: Page, base: string) => {
  const visitor = await page.context().browser()!.newPage({ baseURL: base });
  await visitor.clock.install({ time: new Date(MIDNIGHT.getTime() - 60_000) });
  return visitor;
};

let editPath = "";

test("a banner scheduled on one instance for tomorrow 00:00 appears then on both", async ({ page }) => {
  await page.clock.install({ time: new Date() });
  await signIn(page, DEMO_ADMIN, INSTANCE_A);
  await gotoHydrated(page, `${INSTANCE_A}/admin/banners/new`);
  await fillBannerEditor(page, { headline: HEADLINE, fromDay: dayMonthYearFromIso(TOMORROW_ISO) });
  await page.getByRole("button", { name: "Thêm banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa banner: ${HEADLINE}` })).toBeVisible();
  editPath = new URL(page.url()).pathname;

  const onA = await visitorOf(page, INSTANCE_A);
  const onB = await visitorOf(page, INSTANCE_B);
  try {
    // A minute before, on both instances: not yet.
    for (const base of [INSTANCE_A, INSTANCE_B]) await moveServerClock(page, base, new Date(MIDNIGHT.getTime() - 60_000));
    expect(await homeHeadlines(onA)).not.toContain(HEADLINE);
    expect(await homeHeadlines(onB)).not.toContain(HEADLINE);

    // The minute passes on every clock; nobody edits anything.
    for (const visitor of [onA, onB]) await visitor.clock.fastForward(61_000);
    for (const base of [INSTANCE_A, INSTANCE_B]) await moveServerClock(page, base, new Date(MIDNIGHT.getTime() + 1_000));
    await expect.poll(() => homeHeadlines(onA), { timeout: 5_000, intervals: [500] }).toContain(HEADLINE);
    await expect.poll(() => homeHeadlines(onB), { timeout: 5_000, intervals: [500] }).toContain(HEADLINE);
  } finally {
    for (const base of [INSTANCE_A, INSTANCE_B]) await moveServerClock(page, base, null);
    await onA.close();
    await onB.close();
  }
});

test("a change published on one instance shows on the other within 5 s, nobody touching the other", async ({ page }) => {
  await signIn(page, DEMO_ADMIN, INSTANCE_A);
  await gotoHydrated(page, `${INSTANCE_A}${editPath}`);
  // Shown from now on, under a new headline.
  await page.getByLabel("Hiện từ", { exact: true }).clear();
  await page.getByLabel("Tiêu đề", { exact: true }).fill(RENAMED);
  const visitor = await page.context().browser()!.newPage({ baseURL: INSTANCE_B });
  try {
    // The other instance has the old answer in its cache (it has just been read).
    expect(await homeHeadlines(visitor)).not.toContain(RENAMED);
    await page.getByRole("button", { name: "Lưu banner" }).click();
    await expect(page.getByText("Đã lưu. Trang chủ cập nhật trong vài giây.")).toBeVisible();
    await expect.poll(() => homeHeadlines(visitor), { timeout: 5_000, intervals: [250] }).toContain(RENAMED);
  } finally {
    await visitor.close();
  }
});
