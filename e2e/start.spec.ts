import { expect, test, type Page } from "@playwright/test";
import type { SalesReport } from "@hancine/contract/back-office-reports";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { seriousViolations } from "./helpers/a11y.ts";
import { screenshot } from "./helpers/booking.ts";
import { DEMO_ADMIN, signIn } from "./helpers/demo-site.ts";
import { freshDataDir, startProcess as start, waitUntilReady, type StartedProcess } from "../started/helpers/server-process.ts";

// These start the real server process the way `npm start` does; the build already exists.
test.describe.configure({ mode: "serial", timeout: 120_000 });

// Beside the suite's other servers (E2E_PORT …), so suites in two checkouts can run at once.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://127.0.0.1:${PORT}`;

// A failed assertion must not leave a server holding the port for the next run.
const started: StartedProcess[] = [];
const startProcess = (env: Record<string, string>) => {
  const proc = start(env);
  started.push(proc);
  return proc;
};
test.afterEach(() => {
  for (const proc of started.splice(0)) if (proc.child.exitCode === null) proc.child.kill("SIGKILL");
});

test("a fresh start serves the home page and the four read calls with demo data; a second start keeps the data and finishes the demo's past, which the reports show", async ({
  page,
}, testInfo) => {
  const dataDir = freshDataDir();
  const env = { PORT: String(PORT), DATA_DIR: dataDir };

  const first = startProcess(env);
  // How fast is measured in bench/start-time.ts, not asserted here.
  await waitUntilReady(`${base}/`, first, 90_000);
  expect(first.stdout()).toContain(`http://localhost:${PORT}`);
  const calls = ["/api/v1/banners", "/api/v1/films/showing", "/api/v1/films/comming", "/api/v1/film-comment"];
  const answers = await Promise.all(calls.map(async (c) => (await (await fetch(base + c)).json()).result as { id: string }[]));
  for (const list of answers) expect(list.length).toBeGreaterThan(0);

  first.child.kill("SIGINT");
  expect(await first.exited).toBe(0);

  const second = startProcess(env);
  await waitUntilReady(`${base}/readyz`, second, 90_000);
  const again = (await (await fetch(`${base}/api/v1/films/showing`)).json()).result as { id: string }[];
  expect(again.map((f) => f.id)).toEqual(answers[1]!.map((f) => f.id));

  // The first start was stopped while it wrote the demo's past, a day at a time: the second goes on
  // until each of the 91 days before the first start has sales (docs/decisions/062).
  const today = chainDay(new Date());
  const [from, to] = [addDays(today, -91), addDays(today, -1)];
  await signIn(page, DEMO_ADMIN, base);
  await expect(async () => {
    const answer = await page.request.get(`${base}/api/v1/admin/reports/sales?from=${from}&to=${to}&groupBy=day`);
    const days = ((await answer.json()) as { result: SalesReport }).result.rows.filter((row) => row.revenue > 0);
    expect(days).toHaveLength(91);
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  await seeThePast(page, testInfo);
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
});

test("a bad PORT or an unreachable DATABASE_URL stops the start with one clear line and exit 1", async () => {
  for (const [env, mention] of [
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: String(PORT), DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, "DATABASE_URL"],
    [{ PORT: String(PORT), DATABASE_URL: "not a url" }, "DATABASE_URL"],
  ] as const) {
    const proc = startProcess({ DATA_DIR: freshDataDir(), ...env });
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split("\n");
    expect(lines, proc.stderr()).toHaveLength(1);
    expect(lines[0]).toContain(mention);
    expect(lines[0]).not.toMatch(/\s+at\s/);
  }
});

/** The admin's reports over the last 90 days: money, tickets and a chart of every day, at 1280 and 375 px. */
async function seeThePast(page: Page, testInfo: Parameters<typeof screenshot>[1]) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/admin/reports`);
  await page.getByRole("link", { name: "90 ngày qua" }).click();
  await expect(page.getByText(/^Cả chuỗi, từ /)).toBeVisible();
  const byDay = page.getByRole("region", { name: "Doanh thu theo ngày" });
  await byDay.getByRole("button", { name: "Xem dạng bảng" }).click();
  const table = byDay.getByRole("table", { name: "Doanh thu theo ngày" });
  // A header, then the 90 days; only today's (no show has started yet in the past's sense) may be empty.
  await expect(table.getByRole("row")).toHaveCount(91);
  expect(
    await table
      .getByRole("row")
      .filter({ hasText: /(^|\s)0 ₫/ })
      .count(),
  ).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, "reports-90-days-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, testInfo, "reports-90-days-375");
}
