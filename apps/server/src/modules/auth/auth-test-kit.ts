import { desc, eq, sql } from "drizzle-orm";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { outboxEmails } from "#server/db/schema/outbox.ts";
import type { InjectOptions } from "fastify";
import type { Response as LightResponse } from "light-my-request";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { mfaTotp } from "#server/db/schema/mfa.ts";
import { sealTotpSecret } from "./totp-factor.ts";
import { totpCodeAt } from "./totp.ts";
import { saveConfirmedTotp } from "./totp-repository.ts";

/** Test support for the auth integration tests (not a test itself). */
export const SITE = "http://localhost:3000";
export const NOW = new Date("2026-05-01T03:00:00Z");

export function createAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ now: NOW, env: { CAPTCHA_ENABLED: "false", ...env } });
}

let counter = 0;
/** A valid signup body with a unique e-mail; override any field. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullName: "Nguyễn Thị Ánh",
    email: `khach${counter}.${Date.now()}@example.vn`,
    phone: "0912 345 678",
    gender: "female",
    dateOfBirth: "2000-02-29",
    password: "PhimHay2026",
    confirmPassword: "PhimHay2026",
    acceptTerms: true,
    ...overrides,
  };
}

export { nextClientAddress };

/** A POST as the site's own pages send it (same-origin Origin header), from 127.0.0.1 unless told. */
export function post(t: TestApp, url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") {
  const options: InjectOptions = { method: "POST", url, headers: { origin: SITE, ...headers }, remoteAddress };
  if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
  return t.app.inject(options);
}

/** "name=value" of the session cookie a response set, for sending it back. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error("no Set-Cookie");
  return header.split(";")[0]!;
}

export async function count(
  t: TestApp,
  table: "users" | "sessions" | "outbox_emails" | "audit_log" | "one_time_tokens" | "used_captcha_solutions",
): Promise<number> {
  const rows = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows[0]!.n;
}

/** Signs a new customer up from an address of their own (signups are limited per address). */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const address = nextClientAddress();
  const res = await post(t, "/api/v1/auth/signup", body, {}, address);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { body, res, address, cookie: sessionCookieOf(res.headers["set-cookie"]) };
}

/** A signed-up customer's call of the API: `language` (or the customer's own) as its Accept-Language. */
export type SayingCustomer = (method: "GET" | "POST", url: string, payload?: unknown, language?: string) => Promise<LightResponse>;

/**
 * A signed-up customer whose requests say `language` when given (as the web's callApi does from the
 * page's <html lang>; one call may say another), with the e-mail and name it signed up with.
 */
export async function customerSaying(t: TestApp, language?: string): Promise<{ customer: SayingCustomer; email: string; name: string }> {
  const { cookie, address, body } = await signUp(t);
  const customer: SayingCustomer = (method, url, payload, saying = language) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: SITE, ...(saying && { "accept-language": saying }) },
      remoteAddress: address,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  return { customer, email: String(body.email).toLowerCase(), name: String(body.fullName) };
}

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send base64(JSON). */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = (await t.app.inject("/api/v1/auth/captcha")).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The newest e-mail to an address whose subject contains `subject` (advance the clock between two alike). */
export async function lastEmailTo(t: TestApp, to: string, subject: string) {
  const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt));
  const row = rows.find((r) => r.subject.includes(subject));
  if (!row) throw new Error(`no e-mail "${subject}" to ${to}`);
  return row;
}

export async function emailsTo(t: TestApp, to: string) {
  return t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

/** The token of the first link to `page` in an e-mail's text. */
export function tokenIn(text: string, page: string): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return match[1]!;
}

/** The authenticator-app secret the tests enrol staff with (as an app would hold it). */
export const TEST_TOTP_SECRET = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";

/** Enrols an account's authenticator app directly (as the demo seed does), confirmed at the app's time. */
export async function enrolTestTotp(t: TestApp, userId: string): Promise<void> {
  await saveConfirmedTotp(t.database.db, userId, sealTotpSecret(t.config.sessionSecret, TEST_TOTP_SECRET), t.now());
}

/**
 * Proves a session's second factor with the code the app shows now. The tests' clock stands still,
 * so the account's last used step is forgotten first (the product accepts each step once).
 */
export async function proveWithTotp(t: TestApp, cookie: string, userId: string, remoteAddress = "127.0.0.1", headers: Record<string, string> = { cookie }) {
  await t.database.db.update(mfaTotp).set({ lastStep: null }).where(eq(mfaTotp.userId, userId));
  const res = await post(t, "/api/v1/auth/mfa/verify", { method: "totp", code: totpCodeAt(TEST_TOTP_SECRET, new Date()) }, headers, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`second factor refused: ${res.body}`);
  return res;
}

/**
 * Signs in as a person does: the password, then — when the account needs one — the second factor
 * (staff not yet enrolled get the tests' authenticator app first). Returns the session cookie.
 */
export async function logInProven(t: TestApp, credentials: { email: string; password: string }, remoteAddress = "127.0.0.1"): Promise<string> {
  const login = await post(t, "/api/v1/auth/login", credentials, {}, remoteAddress);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = sessionCookieOf(login.headers["set-cookie"]);
  const { user, mfa } = login.json().result as { user: { id: string }; mfa: { required: boolean; enrolled: boolean; methods: string[] } };
  if (!mfa.required) return cookie;
  if (!mfa.methods.includes("totp")) await enrolTestTotp(t, user.id);
  await proveWithTotp(t, cookie, user.id, remoteAddress);
  return cookie;
}
