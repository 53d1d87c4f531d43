import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_EMPTY_URL } from "../../playwright.config.ts";

export { E2E_BASE_URL, E2E_EMPTY_URL };

/** Open a page and wait until React has hydrated all of it (the root sets `html[data-hydrated]` once hydrated and in its brand font, each `LazyPart` its marker). */
export async function gotoHydrated(page: Page, url = "/") {
  await page.goto(url);
  await untilHydrated(page);
}

/** Reloads the page and waits, as `gotoHydrated`, until its controls answer. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await untilHydrated(page);
}

async function untilHydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The parts below the first screen hydrate once their code has arrived (decision 025).
  await expect(page.locator("[data-lazy-part]:not([data-hydrated])")).toHaveCount(0);
}

/** `result` of a public API call, failing the test on anything but 200. */
export async function apiResult<T>(request: APIRequestContext, path: string, baseURL = E2E_BASE_URL): Promise<T> {
  const response = await request.get(`${baseURL}/api/v1${path}`);
  expect(response.status(), `GET /api/v1${path}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

const errorsOf = new WeakMap<Page, string[]>();

/**
 * Record console errors and uncaught exceptions (a hydration mismatch is one). A 404 for a page
 * that later issues build (/movies/…, /booking/…) is not an error of the home page.
 */
export function trackConsoleErrors(page: Page) {
  const errors: string[] = [];
  errorsOf.set(page, errors);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    const isPageRequest = /\/(movies|booking|khuyen-mai|search|cinema-corner|theaters-prices|products|events|buy-tickets)\b/.test(where);
    if (message.text().includes("status of 404") && isPageRequest) return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

/**
 * A journey's console errors and uncaught exceptions, Content-Security-Policy violations included,
 * except the API's expected refusals the browser logs (a form's fields: 400; a wrong password: 401).
 */
export function trackErrorsButRefusals(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const expectedRefusal = /status of (400|401)\b/.test(message.text()) && message.location().url.includes("/api/v1/");
    if (!expectedRefusal) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export function consoleErrors(page: Page): string[] {
  return errorsOf.get(page) ?? [];
}

/**
 * React commits a timer's update, then schedules its effects, on MessageChannel tasks, which the
 * test clock does not fake: two round trips let the next auto-advance timer get registered.
 */
export async function settle(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Fake timers that stand still: time moves only through `page.clock.runFor`. Call before `goto`.
 */
export async function installPausedClock(page: Page) {
  const start = new Date("2026-11-22T03:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Make the document report itself hidden or visible, as switching browser tabs does. */
export async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (isHidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** A context made by hand (axe-core needs one), with the suite's base URL, language and zone. */
export async function newContextPage(browser: Browser, options: Omit<BrowserContextOptions, "baseURL" | "locale" | "timezoneId"> = {}) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", ...options });
  const page = await context.newPage();
  return { context, page };
}

/** HTML text escaping as React's server renderer does it, to find API strings in raw HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}
