import { expect, test } from "@playwright/test";
import type { SeatMap } from "@hancine/contract/booking";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot } from "./helpers/booking.ts";
import { DEMO_MANAGER, DEMO_URL, scheduleSoon, signedInPage } from "./helpers/demo-site.ts";
import { apiResult, gotoHydrated } from "./helpers/home.ts";

/**
 * House seats (issue 34, decision 076), as the demo manager of Sông Hàn keeps them: two seats of a
 * showtime ticked on its seat map with the keyboard only, released 30 minutes before the start; the
 * website then shows them held. On the suite's demo server.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let showtimeId: string;

test("the manager keeps two seats for the counter with the keyboard; the website shows them held", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_MANAGER);
  showtimeId = await scheduleSoon(page.request, 180);
  await gotoHydrated(page, `/admin/showtimes/${showtimeId}/ghe-giu-cho-quay`);
  await expect(page.getByRole("heading", { level: 1, name: "Ghế giữ cho quầy" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard only: Tab reaches a seat, Space ticks it, Tab to the next, Space again.
  await page.getByRole("checkbox", { name: "Ghế E5, còn trống" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Ghế E5, giữ cho quầy" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Ghế E6, giữ cho quầy" })).toBeChecked();
  await expect(page.getByText("Đang chọn 2 ghế")).toBeVisible();
  await page.getByRole("button", { name: "30 phút" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Lưu ghế giữ cho quầy" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Đã giữ 2 ghế cho quầy đến \d{2}:\d{2}; sau đó website mở bán\./)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "house-seats-1280");

  const map = await apiResult<SeatMap>(page.request, `/showtimes/${showtimeId}/seats`, DEMO_URL);
  const status = (label: string) => map.rows.flatMap((r) => r.seats).find((s) => s.label === label)?.status;
  expect(status("E5")).toBe("held");
  expect(status("E6")).toBe("held");
  expect(errors).toEqual([]);
  await context.close();
});

test("on a phone (375 px) the page fits and reads the same", async ({ browser }, testInfo) => {
  const { context, page, errors } = await signedInPage(browser, DEMO_MANAGER, 375);
  await gotoHydrated(page, `/admin/showtimes/${showtimeId}/ghe-giu-cho-quay`);
  await expect(page.getByRole("checkbox", { name: "Ghế E5, giữ cho quầy" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: /Mở bán trên website trước giờ chiếu/ })).toHaveValue("30");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "house-seats-375");
  // Un-ticking one releases it at once.
  await page.getByRole("checkbox", { name: "Ghế E6, giữ cho quầy" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Lưu ghế giữ cho quầy" }).click();
  await expect(page.getByText(/Đã giữ 1 ghế cho quầy/)).toBeVisible();
  const map = await apiResult<SeatMap>(page.request, `/showtimes/${showtimeId}/seats`, DEMO_URL);
  expect(map.rows.flatMap((r) => r.seats).find((s) => s.label === "E6")?.status).toBe("available");
  expect(errors).toEqual([]);
  await context.close();
});
