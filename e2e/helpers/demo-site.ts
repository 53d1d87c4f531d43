import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { Secret, TOTP } from "otpauth";
import { DEMO_TOTP_SECRET } from "../../apps/server/src/db/seed/demo-totp.ts";
import { E2E_DEMO_URL } from "../../playwright.config.ts";

/**
 * The suite's development server (playwright.config.ts, E2E_DEMO_URL): the demo accounts of the
 * README exist there (production never creates them), with the local payment gateway and mailbox.
 */
export const DEMO_URL = E2E_DEMO_URL;
export const DEMO_CUSTOMER = { email: "khachhang@hancine.vn", password: "XemPhim2026" };
export const DEMO_STAFF = { email: "nhanvien@hancine.vn", password: "SoatVe2026" };
export const DEMO_MANAGER = { email: "quanly@hancine.vn", password: "LichChieu2026" };
export const DEMO_ADMIN = { email: "admin@hancine.vn", password: "QuanTri2026" };
/** The cinema the demo manager and staff work at. */
export const MANAGER_CINEMA = "hancine-song-han";

export { DEMO_TOTP_SECRET };

const STEP_MS = 30_000;
/** The last 30 s step whose code each demo account used, per server (the suite runs one worker). */
const usedSteps = new Map<string, number>();

/**
 * The code the demo's authenticator app (README: DEMO_TOTP_SECRET) shows for `email`, one the
 * server has not accepted yet: each step's code works once per account (RFC 6238's replay rule),
 * and the server takes the next step's code too, so a third sign-in within 30 s waits for a new step.
 */
export async function demoTotpCode(email: string, base = DEMO_URL): Promise<string> {
  const key = `${base} ${email}`;
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const next = Math.max(step, (usedSteps.get(key) ?? -1) + 1);
    if (next <= step + 1) {
      usedSteps.set(key, next);
      return new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 }).generate({ timestamp: next * STEP_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 100));
  }
}

/** Signs `page`'s browser context in as `account` through the API, as the login form does: the password, then (staff) the app's code. */
export async function signIn(page: Page, account: { email: string; password: string }, base = DEMO_URL) {
  await signInRequest(page.request, account, base);
}

/** `signIn` for an API request context (its cookies). */
export async function signInRequest(request: APIRequestContext, account: { email: string; password: string }, base = DEMO_URL) {
  const login = await request.post(`${base}/api/v1/auth/login`, { headers: { origin: base }, data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { mfa } = (await login.json()).result as { mfa: { required: boolean; methods: string[] } };
  if (!mfa.required) return;
  const code = await demoTotpCode(account.email, base);
  const verified = await request.post(`${base}/api/v1/auth/mfa/verify`, { headers: { origin: base }, data: { method: "totp", code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A page of a new browser context signed in as `account`, collecting the page's script errors. */
export async function signedInPage(browser: Browser, account: { email: string; password: string }, width = 1280, base = DEMO_URL) {
  const context = await browser.newContext({ baseURL: base, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh", viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account, base);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

async function call<T>(request: APIRequestContext, base: string, method: "GET" | "POST", path: string, data?: unknown): Promise<{ status: number; result: T }> {
  const response = await request.fetch(`${base}/api/v1${path}`, { method, headers: { origin: base }, ...(data !== undefined && { data }) });
  const body = (await response.json()) as { result: T };
  return { status: response.status(), result: body.result };
}

/**
 * As the demo manager, through the back office's API: a showtime of a film now showing in the first
 * room of Sông Hàn, starting `minutes` from now (on a 5-minute mark), after cancelling whatever
 * occupies that slot. Answers the new showtime's id — a showtime whose door is open (an hour before).
 */
export async function scheduleSoon(request: APIRequestContext, minutes = 30, base = DEMO_URL): Promise<string> {
  const login = await request.post(`${base}/api/v1/auth/login`, { headers: { origin: base }, data: DEMO_MANAGER });
  expect(login.status(), await login.text()).toBe(200);
  const startsAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000);
  const today = chainDay(startsAt);
  const days = await Promise.all(
    [addDays(today, -1), today, addDays(today, 1)].map((date) =>
      call<ScheduleDay>(request, base, "GET", `/admin/schedule?cinema=${MANAGER_CINEMA}&date=${date}`),
    ),
  );
  const day = days[1]!.result;
  const film = day.films.find((f) => f.releaseDate <= today)!;
  const room = day.rooms[0]!;
  const until = new Date(startsAt.getTime() + (film.durationMinutes + room.cleaningMinutes) * 60_000);
  for (const showtime of days.flatMap((d) => d.result.showtimes)) {
    const inTheWay =
      showtime.auditoriumId === room.id && !showtime.cancelledAt && new Date(showtime.startsAt) < until && new Date(showtime.blockedUntil) > startsAt;
    if (inTheWay)
      expect((await call(request, base, "POST", `/admin/showtimes/${showtime.id}/cancel`, { reason: "Nhường phòng cho suất kiểm thử" })).status).toBe(200);
  }
  const created = await call<{ id: string }>(request, base, "POST", "/admin/showtimes", {
    filmId: film.id,
    auditoriumId: room.id,
    startsAt: startsAt.toISOString(),
    format: "2D",
    language: "Phụ đề",
  });
  expect(created.status, JSON.stringify(created)).toBe(201);
  return created.result.id;
}
