import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@hancine/contract/errors";
import { queryRows } from "#server/db/client.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, count, createAuthTestApp, post, sessionCookieOf, signUp } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const LOGIN = "/api/v1/auth/login";
const me = (headers: Record<string, string>) => t.app.inject({ url: "/api/v1/auth/me", headers });

describe("POST /auth/login", () => {
  it("signs in with any case of the e-mail and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const { body } = await signUp(t);
    const res = await post(t, LOGIN, { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.user.email).toBe(body.email);
    expect(res.json().result.token).toBeUndefined();
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^hancine_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(setCookie).not.toContain("Secure");
    const who = await me({ cookie: sessionCookieOf(res.headers["set-cookie"]) });
    expect(who.statusCode).toBe(200);
    expect(who.json().result.user.email).toBe(body.email);
  });

  it("answers the same 401 for an unknown e-mail and for a wrong password, and audits both", async () => {
    const { body } = await signUp(t);
    const unknown = await post(t, LOGIN, { email: "khong-ai@example.vn", password: body.password });
    const wrong = await post(t, LOGIN, { email: body.email, password: "SaiMatKhau99" });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: "INVALID_CREDENTIALS", message: ERROR_MESSAGES.INVALID_CREDENTIALS } });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(unknown.body).toBe(wrong.body);
    const audit = await queryRows(
      t.database.db,
      sql<{
        reason: string;
      }>`select details->>'reason' as reason from audit_log where action = 'auth.login.failed' and details->>'email' in (${body.email}, 'khong-ai@example.vn') order by id`,
    );
    expect(audit.map((a) => a.reason)).toEqual(["unknown_email", "wrong_password"]);
  });

  it("refuses a malformed login in Vietnamese", async () => {
    const res = await post(t, LOGIN, { email: "x", client: "tv" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com.",
      password: "Vui lòng nhập mật khẩu.",
      client: 'client phải là "web" hoặc "app".',
    });
  });

  it("throttles after 5 failures for one e-mail with 429 + Retry-After, even for the right password, until the window ends", async () => {
    const { body } = await signUp(t);
    const ip = { "x-forwarded-for": "ignored" };
    for (let i = 0; i < 5; i++) expect((await post(t, LOGIN, { email: body.email, password: `Sai${i}matkhau` }, ip)).statusCode).toBe(401);
    const blocked = await post(t, LOGIN, { email: body.email, password: body.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("RATE_LIMITED");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    t.setNow(new Date(NOW.getTime() + 15 * 60 * 1000 + 1000));
    try {
      expect((await post(t, LOGIN, { email: body.email, password: body.password })).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });

  it("throttles one IP after 20 failures across many e-mails", async () => {
    const { body } = await signUp(t);
    const from = { "x-forwarded-for": "x" }; // trustProxy is off outside production: inject's IP is 127.0.0.1 either way.
    await t.database.db.execute(sql`delete from auth_throttle`);
    for (let i = 0; i < 20; i++) expect((await post(t, LOGIN, { email: `ai${i}@example.vn`, password: "SaiMatKhau1" }, from)).statusCode).toBe(401);
    const res = await post(t, LOGIN, { email: body.email, password: body.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe(String(15 * 60));
    await t.database.db.execute(sql`delete from auth_throttle`);
  });
});

describe("sessions", () => {
  it("gives a fresh session id at every login and drops the one the browser held", async () => {
    const { body, cookie: first } = await signUp(t);
    const second = await post(t, LOGIN, { email: body.email, password: body.password }, { cookie: first });
    const secondCookie = sessionCookieOf(second.headers["set-cookie"]);
    expect(secondCookie).not.toBe(first);
    expect((await me({ cookie: first })).statusCode).toBe(401);
    expect((await me({ cookie: secondCookie })).statusCode).toBe(200);
  });

  it("logout deletes the session and clears the cookie; the old cookie no longer works", async () => {
    const { body } = await signUp(t);
    const login = await post(t, LOGIN, { email: body.email, password: body.password });
    const cookie = sessionCookieOf(login.headers["set-cookie"]);
    const sessions = await count(t, "sessions");
    const out = await post(t, "/api/v1/auth/logout", undefined, { cookie });
    expect(out.statusCode, out.body).toBe(200);
    const [cleared, ...attributes] = String(out.headers["set-cookie"]).split(/;\s*/);
    expect(cleared).toBe("hancine_session=");
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"]);
    expect(await count(t, "sessions")).toBe(sessions - 1);
    const res = await me({ cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    const audit = await queryRows(
      t.database.db,
      sql<{ action: string }>`select a.action from audit_log a join users u on u.id = a.actor_user_id where u.email = ${body.email} order by a.id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["auth.signup", "auth.login.succeeded", "auth.logout"]);
  });

  it("expires a session left idle for 30 days, and slides the expiry of one in use", async () => {
    const { cookie } = await signUp(t);
    const day = 24 * 3600 * 1000;
    try {
      t.setNow(new Date(NOW.getTime() + 20 * day));
      const used = await me({ cookie });
      expect(used.statusCode).toBe(200);
      expect(String(used.headers["set-cookie"])).toContain("Max-Age=2592000");
      t.setNow(new Date(NOW.getTime() + 45 * day));
      expect((await me({ cookie })).statusCode).toBe(200);
      t.setNow(new Date(NOW.getTime() + 76 * day));
      expect((await me({ cookie })).statusCode).toBe(401);
    } finally {
      t.setNow(NOW);
    }
  });

  it("GET /auth/me without a session, or with a forged one, is 401", async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ cookie: "hancine_session=" + "A".repeat(43) })).statusCode).toBe(401);
    expect((await me({ authorization: "Bearer " + "A".repeat(43) })).statusCode).toBe(401);
  });
});

describe("app clients (bearer token)", () => {
  it("get a token bound to an app session, use it without Origin, and revoke it by logging out", async () => {
    const { body } = await signUp(t);
    const login = await t.app.inject({ method: "POST", url: LOGIN, payload: { email: body.email, password: body.password, client: "app" } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers["set-cookie"]).toBeUndefined();
    const token = login.json().result.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's sha256 is stored.
    const sha256 = createHash("sha256").update(token).digest("hex");
    const [row] = await queryRows(t.database.db, sql<{ kind: string }>`select kind from sessions where id = ${sha256}`);
    expect(row!.kind).toBe("app");
    expect(await queryRows(t.database.db, sql`select 1 from sessions where id = ${token}`)).toEqual([]);
    const auth = { authorization: `Bearer ${token}` };
    expect((await me(auth)).json().result.user.email).toBe(body.email);
    // An app token is not a web cookie.
    expect((await me({ cookie: `hancine_session=${token}` })).statusCode).toBe(401);
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: auth });
    expect(out.statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(401);
  });
});
