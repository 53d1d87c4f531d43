import { expect, type Browser, type Page } from "@playwright/test";
import { freshDataDir, LOOPBACK_SUITE_LIMITS, startProcess, waitUntilReady, type StartedProcess } from "./server-process.ts";

/**
 * The back office's browser tests sign in with the demo accounts (README), which production never
 * creates: like e2e/purchase.spec.ts, such a spec runs its own server in development mode (the
 * same production build of the pages) on a port of its own.
 */
export const DEMO_MANAGER = { email: "quanly@hancine.vn", password: "LichChieu2026" };
export const DEMO_ADMIN = { email: "admin@hancine.vn", password: "QuanTri2026" };

export async function startBackOfficeServer(port: number): Promise<{ base: string; server: StartedProcess }> {
  const base = `http://localhost:${port}`;
  const taken = await fetch(`${base}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is in use: choose another one.`);
  const server = startProcess({
    ...LOOPBACK_SUITE_LIMITS,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: freshDataDir(),
    SESSION_SECRET: "e2e-back-office-session-secret-long-enough",
    SEED_DEMO_DATA: "true",
  });
  try {
    await waitUntilReady(`${base}/readyz`, server, 240_000);
  } catch (error) {
    server.child.kill("SIGTERM");
    throw error;
  }
  return { base, server };
}

/** A page of a new browser context signed in as `account`, collecting the page's script errors. */
export async function signedInPage(browser: Browser, base: string, account: { email: string; password: string }, width = 1280) {
  const context = await browser.newContext({ baseURL: base, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width, height: 900 } });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/api/v1/auth/login`, { headers: { origin: base }, data: account });
  expect(login.status(), await login.text()).toBe(200);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens a page and waits until React has taken it over. */
export async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function apiResult<T>(page: Page, base: string, path: string): Promise<T> {
  const response = await page.request.get(`${base}/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { result: T }).result;
}
