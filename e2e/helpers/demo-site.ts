import { expect, type APIRequestContext, type Browser, type Cookie, type Page } from "@playwright/test";
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

/**
 * A chain day `days` after the day the run began (E2E_RUN_DAY, playwright.config.ts): the day a spec puts
 * its own showtimes on, a week or more ahead, where the demo programme leaves the rooms free. Counted
 * from the run's first day, not each spec's: a run crossing midnight in Vietnam would otherwise put one
 * spec's day 13 on the next spec's day 12, and their showtimes in the same room at the same hour.
 */
export function daysAhead(days: number): string {
  return addDays(process.env.E2E_RUN_DAY ?? chainDay(new Date()), days);
}

const STEP_MS = 30_000;
/** The last 30 s step whose code each account used, per server (the suite runs one worker). */
const usedSteps = new Map<string, number>();

/** The 6-digit code of a base32 `secret` for the 30 s step `step` (RFC 6238, SHA-1), as an authenticator app shows it. */
export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS });
}

/**
 * A code of `secret` for `email` that the server has not accepted yet: each step's code works once per
 * account (RFC 6238's replay rule), and the server takes the next step's code too, so a third sign-in
 * within 30 s waits for a new step.
 */
export async function freshTotpCode(secret: string, email: string, base = DEMO_URL): Promise<string> {
  const key = `${base} ${email}`;
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const next = Math.max(step, (usedSteps.get(key) ?? -1) + 1);
    if (next <= step + 1) {
      usedSteps.set(key, next);
      return totpCode(secret, next);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 100));
  }
}

/** The code the demo's authenticator app (README: DEMO_TOTP_SECRET) shows for `email`, one the server has not accepted yet. */
export const demoTotpCode = (email: string, base = DEMO_URL) => freshTotpCode(DEMO_TOTP_SECRET, email, base);

type Account = { email: string; password: string; totpSecret?: string };

/**
 * Proven sessions of staff accounts, reused by the next browser context that signs the same account
 * in while the proof is recent (a price table or a role asks again after 10 minutes): fewer codes
 * spent, and no wait for the authenticator's next step when specs sign the same account in in a row.
 */
const provenSessions = new Map<string, { cookies: Cookie[]; at: number }>();
const REUSE_PROOF_MS = 5 * 60_000;

/** Signs `page`'s browser context in as `account` through the API, as the login form does: the password, then (staff) the app's code. */
export async function signIn(page: Page, account: Account, base = DEMO_URL) {
  const key = `${base} ${account.email}`;
  const kept = provenSessions.get(key);
  if (kept && Date.now() - kept.at < REUSE_PROOF_MS) {
    await page.context().addCookies(kept.cookies);
    const me = await page.request.get(`${base}/api/v1/auth/me`);
    if (me.ok() && ((await me.json()) as { result: { mfa: { proven: boolean } } }).result.mfa.proven) return;
    provenSessions.delete(key);
    await page.context().clearCookies();
  }
  // Kept only when a second factor was given: a customer's sign-in stays its own session.
  if (await signInRequest(page.request, account, base)) provenSessions.set(key, { cookies: await page.context().cookies(base), at: Date.now() });
}

/** `signIn` for an API request context (its cookies); answers whether a second factor was given. */
export async function signInRequest(request: APIRequestContext, account: Account, base = DEMO_URL): Promise<boolean> {
  const login = await request.post(`${base}/api/v1/auth/login`, { headers: { origin: base }, data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { mfa } = (await login.json()).result as { mfa: { required: boolean; enrolled: boolean; methods: string[] } };
  if (!mfa.required || !mfa.enrolled) return false;
  const verify = async () => {
    const code = await freshTotpCode(account.totpSecret ?? DEMO_TOTP_SECRET, account.email, base);
    return request.post(`${base}/api/v1/auth/mfa/verify`, { headers: { origin: base }, data: { method: "totp", code } });
  };
  let verified = await verify();
  // A worker started after a failed test has forgotten which steps' codes it spent: a code the server
  // accepted moments ago is refused as a replay. Once, the next step's code (the lock counts five).
  if (verified.status() !== 200 && ((await verified.json()) as { error?: { code?: string } }).error?.code === "MFA_INVALID") {
    usedSteps.set(`${base} ${account.email}`, Math.floor(Date.now() / STEP_MS) + 1);
    verified = await verify();
  }
  expect(verified.status(), await verified.text()).toBe(200);
  return true;
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
 * As the demo manager, through the back office's API: a showtime of the first film now showing in a
 * room of Sông Hàn (the first, or `room`: its index), starting `minutes` from now (on a 5-minute mark), after cancelling whatever
 * occupies that slot. Answers the new showtime's id — a showtime whose door is open (an hour before).
 */
export async function scheduleSoon(request: APIRequestContext, minutes = 30, base = DEMO_URL, { room: roomIndex = 0 } = {}): Promise<string> {
  await signInRequest(request, DEMO_MANAGER, base);
  const startsAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000);
  const today = chainDay(startsAt);
  const days = await Promise.all(
    [addDays(today, -1), today, addDays(today, 1)].map((date) =>
      call<ScheduleDay>(request, base, "GET", `/admin/schedule?cinema=${MANAGER_CINEMA}&date=${date}`),
    ),
  );
  const day = days[1]!.result;
  const film = day.films.find((f) => f.releaseDate <= today)!;
  const room = day.rooms[roomIndex]!;
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
