import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { NOW, createAuthTestApp, emailsTo, logInProven, post, sessionCookieOf, signUp } from "./auth-test-kit.ts";

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  // A second server process on the same database.
  other = await createTestApp({ sharing: t, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const get = (app: TestApp, url: string, cookie: string) => app.app.inject({ url, headers: { cookie } });
const del = (app: TestApp, url: string, cookie: string) => app.app.inject({ method: "DELETE", url, headers: { cookie, origin: "http://localhost:3000" } });

describe("the account's signed-in devices", () => {
  it("lists each session with its browser, system, place and last use, newest first; the current one is marked", async () => {
    const { body, cookie } = await signUp(t);
    t.setNow(new Date(NOW.getTime() + 60_000));
    const phone = await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { "user-agent": IPHONE }, "14.160.0.1");
    t.setNow(new Date(NOW.getTime() + 120_000));
    const laptop = sessionCookieOf(
      (await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { "user-agent": CHROME })).headers["set-cookie"],
    );
    t.setNow(NOW);
    const list = await get(t, "/api/v1/me/sessions", laptop);
    expect(list.statusCode, list.body).toBe(200);
    const sessions = list.json().result;
    expect(sessions.map((s: { browser: string }) => s.browser)).toEqual(["Chrome 131", "Safari 17", "Không rõ"]);
    expect(sessions[0]).toMatchObject({ current: true, client: "web", os: "Windows 10", place: "Mạng nội bộ", ip: "127.0.0.1" });
    expect(sessions[1]).toMatchObject({ current: false, os: "iOS 17.5", place: "Việt Nam", ip: "14.160.0.1" });
    for (const session of sessions) expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(list.body).not.toContain(sessionCookieOf(phone.headers["set-cookie"]).split("=")[1]);
    expect((await get(t, "/api/v1/auth/me", cookie)).statusCode).toBe(200);
  });

  it("ends one session, then all the others — on another server process the ended session is refused at once", async () => {
    const { body, cookie } = await signUp(t);
    const signIn = async () => sessionCookieOf((await post(t, "/api/v1/auth/login", { email: body.email, password: body.password })).headers["set-cookie"]);
    const second = await signIn();
    const third = await signIn();
    // The other instance knows them all.
    for (const c of [cookie, second, third]) expect((await get(other, "/api/v1/auth/me", c)).statusCode).toBe(200);
    const listed = (await get(t, "/api/v1/me/sessions", cookie)).json().result as { id: string; current: boolean }[];
    const me = listed.find((s) => s.current)!;
    const secondId = listed.filter((s) => !s.current)[0]!.id;
    const ended = await del(t, `/api/v1/me/sessions/${secondId}`, cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().result).toEqual({ ended: true });
    const refusedAt = await Promise.all([second, third].map(async (c) => (await get(other, "/api/v1/auth/me", c)).statusCode));
    expect(refusedAt.filter((s) => s === 401)).toHaveLength(1);
    // Not the current one (that is logout), not twice, not a made-up id.
    expect((await del(t, `/api/v1/me/sessions/${me.id}`, cookie)).json().error.message).toBe("Đây là phiên bạn đang dùng. Để kết thúc nó, bạn hãy đăng xuất.");
    expect((await del(t, `/api/v1/me/sessions/${secondId}`, cookie)).statusCode).toBe(404);
    expect((await del(t, "/api/v1/me/sessions/khong-phai-ma", cookie)).json().error.fields).toEqual({ id: "Mã phiên không hợp lệ." });

    const others = await post(other, "/api/v1/me/sessions/end-others", undefined, { cookie });
    expect(others.json().result).toEqual({ ended: 1 });
    expect((await get(t, "/api/v1/auth/me", third)).statusCode).toBe(401);
    expect((await get(t, "/api/v1/auth/me", cookie)).statusCode).toBe(200);
  });

  it("changing the password ends the other sessions", async () => {
    const { body, cookie } = await signUp(t);
    const second = sessionCookieOf((await post(t, "/api/v1/auth/login", { email: body.email, password: body.password })).headers["set-cookie"]);
    const changed = await post(
      t,
      "/api/v1/me/password",
      { currentPassword: body.password, password: "DoiMatKhau2027", confirmPassword: "DoiMatKhau2027" },
      { cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(other, "/api/v1/auth/me", second)).statusCode).toBe(401);
    expect((await get(other, "/api/v1/auth/me", cookie)).statusCode).toBe(200);
  });
});

describe("sign-in alerts", () => {
  it("a staff account's password accepted on a new device sends an e-mail; the same browser (its device cookie) again does not", async () => {
    const email = "canhbao@hancine.vn";
    await provisionAccount(t.database.db, { email, password: "RapChieu2026", role: "admin" }, NOW);
    const first = await post(t, "/api/v1/auth/login", { email, password: "RapChieu2026" }, { "user-agent": CHROME }, "14.160.0.1");
    const device = [first.headers["set-cookie"]].flat().find((c) => c!.startsWith("hc_device="))!;
    expect(device).toMatch(/HttpOnly/);
    const alerts = async () => (await emailsTo(t, email)).filter((e) => e.subject === "Đăng nhập mới vào tài khoản HanCine");
    const [alert] = await alerts();
    expect(alert!.text).toContain("Chrome 131 trên Windows 10");
    expect(alert!.text).toContain("Việt Nam");
    expect(alert!.text).toContain("14.160.0.1");
    expect(alert!.text).toContain("Không phải bạn? Đổi mật khẩu ngay");
    expect(alert!.text).toContain("/quen-mat-khau");
    await post(t, "/api/v1/auth/login", { email, password: "RapChieu2026" }, { "user-agent": CHROME, cookie: device.split(";")[0]! }, "14.160.0.1");
    expect(await alerts()).toHaveLength(1);
    // Another browser is a new device.
    await logInProven(t, { email, password: "RapChieu2026" });
    expect(await alerts()).toHaveLength(2);
  });

  it("customers get no alert", async () => {
    const { body } = await signUp(t);
    await post(t, "/api/v1/auth/login", { email: body.email, password: body.password });
    expect((await emailsTo(t, String(body.email).toLowerCase())).filter((e) => e.subject.startsWith("Đăng nhập mới"))).toEqual([]);
  });
});
