import { expect, type APIRequestContext, type Browser, type Cookie, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
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

/**
 * The demo staff's, manager's and admin's authenticator secret, published in the README (outside
 * production the seed enrols them with it): their second step is the code computed from it.
 */
export const DEMO_TOTP_SECRET = "HANCINEDEMOTOTPSECRET234";

/** The 6-digit code of `secret` for the 30-second step `step` (RFC 6238, SHA-1), as an authenticator app shows it. */
export function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: step * 30_000 });
}

type Account = { email: string; password: string; totpSecret?: string };
type LoginAnswer = { result: { mfa?: { required: boolean; enrolled: boolean; methods: string[] } } };

/**
 * The server takes each 30-second code once per account (replay refused) and the codes of the step
 * before and after the current one. Each account's last step used is kept here, so two sign-ins in a
 * row take the next step, never the same one; past the step after, the sign-in waits for the clock.
 */
const lastStepUsed = new Map<string, number>();

async function nextStep(key: string): Promise<number> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStepUsed.get(key) ?? 0) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 200));
  lastStepUsed.set(key, step);
  return step;
}

/** The password, then — when the account has a second factor — the authenticator code: both steps of the sign-in dialog. */
export async function signInRequest(request: APIRequestContext, account: Account, base = DEMO_URL): Promise<void> {
  const login = await request.post(`${base}/api/v1/auth/login`, { headers: { origin: base }, data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { mfa } = ((await login.json()) as LoginAnswer).result;
  if (!mfa?.required || !mfa.enrolled) return;
  const code = totpCode(account.totpSecret ?? DEMO_TOTP_SECRET, await nextStep(`${base} ${account.email}`));
  const verify = await request.post(`${base}/api/v1/auth/mfa/verify`, { headers: { origin: base }, data: { method: "totp", code } });
  expect(verify.status(), await verify.text()).toBe(200);
}

/**
 * Proven sessions of the demo's staff accounts, reused by the next browser context that signs the same
 * account in while their proof is recent (a price table or a role asks again after 10 minutes): fewer
 * codes spent, no wait for the authenticator's clock.
 */
const provenSessions = new Map<string, { cookies: Cookie[]; at: number }>();
const REUSE_PROOF_MS = 7 * 60_000;

/** Signs `page`'s browser context in as `account` through the API, as the login dialog does (password, then the code). */
export async function signIn(page: Page, account: Account, base = DEMO_URL) {
  const key = `${base} ${account.email}`;
  const kept = provenSessions.get(key);
  if (kept && Date.now() - kept.at < REUSE_PROOF_MS) {
    await page.context().addCookies(kept.cookies);
    const me = await page.request.get(`${base}/api/v1/auth/me`);
    const still = me.ok() && ((await me.json()) as { result: { mfa: { proven: boolean } } }).result.mfa.proven;
    if (still) return;
    provenSessions.delete(key);
    await page.context().clearCookies();
  }
  const before = lastStepUsed.get(key);
  await signInRequest(page.request, account, base);
  // Kept only when a second factor was given: a customer's sign-in stays one step, its own session.
  if (lastStepUsed.get(key) !== before) provenSessions.set(key, { cookies: await page.context().cookies(base), at: Date.now() });
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
