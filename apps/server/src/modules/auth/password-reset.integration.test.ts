import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, count, createAuthTestApp, emailsTo, lastEmailTo, nextClientAddress, post, sessionCookieOf, signUp, tokenIn } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const FORGOT = "/api/v1/auth/password/forgot";
const RESET = "/api/v1/auth/password/reset";
const LOGIN = "/api/v1/auth/login";
const me = (cookie: string) => t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } });
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60 * 1000);

async function resetTokenFor(email: string): Promise<string> {
  expect((await post(t, FORGOT, { email }, {}, nextClientAddress())).statusCode).toBe(200);
  return tokenIn((await lastEmailTo(t, email, "Đặt lại mật khẩu")).text, "/dat-lai-mat-khau");
}

describe("POST /auth/password/forgot", () => {
  it("answers exactly the same for an account and for an unknown e-mail, and e-mails only the account", async () => {
    const { body } = await signUp(t);
    const before = await count(t, "outbox_emails");
    const known = await post(t, FORGOT, { email: body.email.toUpperCase() });
    const unknown = await post(t, FORGOT, { email: "chua-co-tai-khoan@example.vn" });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { requested: true } });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(known.body).toBe(unknown.body);
    expect(await count(t, "outbox_emails")).toBe(before + 1);
    const mail = await lastEmailTo(t, body.email, "Đặt lại mật khẩu");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/dat-lai-mat-khau\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain("Đặt lại mật khẩu");
    // Only the hash is stored.
    const token = tokenIn(mail.text, "/dat-lai-mat-khau");
    const rows = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from one_time_tokens where hash = ${token}`);
    expect(rows[0]!.n).toBe(0);
  });

  it("sends at most 3 reset e-mails per address per 15 minutes; the 4th request is told to wait", async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await post(t, FORGOT, { email: body.email }, {}, nextClientAddress())).json()).toEqual({ result: { requested: true } });
    const fourth = await post(t, FORGOT, { email: body.email }, {}, nextClientAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toMatch(/thử lại sau ít phút/);
    expect((await emailsTo(t, body.email)).filter((m) => m.subject.includes("Đặt lại")).length).toBe(3);
  });

  it("refuses a malformed request in Vietnamese", async () => {
    const res = await post(t, FORGOT, { email: "khong-phai-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com." });
    expect((await post(t, FORGOT, ["x"])).json().error.code).toBe("VALIDATION_FAILED");
  });
});

describe("POST /auth/password/reset", () => {
  it("sets the new password, signs out every other session, signs this browser in, and works only once", async () => {
    const { body, cookie: firstDevice } = await signUp(t);
    const secondDevice = sessionCookieOf((await post(t, LOGIN, { email: body.email, password: body.password })).headers["set-cookie"]);
    const token = await resetTokenFor(body.email);

    const res = await post(t, RESET, { token, password: "MoiDoiPass2026", confirmPassword: "MoiDoiPass2026" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.user.email).toBe(body.email);
    const fresh = sessionCookieOf(res.headers["set-cookie"]);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(firstDevice)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);

    expect((await post(t, LOGIN, { email: body.email, password: body.password })).statusCode).toBe(401);
    expect((await post(t, LOGIN, { email: body.email, password: "MoiDoiPass2026" })).statusCode).toBe(200);

    const again = await post(t, RESET, { token, password: "LanNuaPass2026", confirmPassword: "LanNuaPass2026" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.token).toContain("không hợp lệ, đã được dùng hoặc đã hết hạn");
    expect((await post(t, LOGIN, { email: body.email, password: "LanNuaPass2026" })).statusCode).toBe(401);

    const audit = await queryRows(
      t.database.db,
      sql<{ n: number }>`select (details->>'sessionsEnded')::int as n from audit_log where action = 'auth.password.reset' order by id desc limit 1`,
    );
    expect(audit[0]!.n).toBe(2);
  });

  it("accepts a link until 30 minutes and refuses it after", async () => {
    const { body } = await signUp(t);
    const early = await resetTokenFor(body.email);
    t.setNow(at(29));
    try {
      expect((await post(t, RESET, { token: early, password: "KipGio2026a", confirmPassword: "KipGio2026a" })).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
    const late = await resetTokenFor(body.email);
    t.setNow(at(30));
    try {
      const res = await post(t, RESET, { token: late, password: "TreGio2026a", confirmPassword: "TreGio2026a" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("token");
    } finally {
      t.setNow(NOW);
    }
  });

  it("makes older reset links useless once one was used", async () => {
    const { body } = await signUp(t);
    const first = await resetTokenFor(body.email);
    t.setNow(at(1));
    const second = await resetTokenFor(body.email);
    t.setNow(NOW);
    expect((await post(t, RESET, { token: second, password: "HaiLinkPass26", confirmPassword: "HaiLinkPass26" })).statusCode).toBe(200);
    expect((await post(t, RESET, { token: first, password: "MotLinkPass26", confirmPassword: "MotLinkPass26" })).statusCode).toBe(400);
  });

  it("applies every password rule with its own message, and keeps the link usable after a refused password", async () => {
    const { body } = await signUp(t, { email: `thanhhuong.${Date.now()}@example.vn` });
    const token = await resetTokenFor(body.email);
    const name = body.email.split("@")[0]!;
    for (const [password, confirmPassword, field, message] of [
      ["Ab1", "Ab1", "password", "Mật khẩu phải có ít nhất 8 ký tự."],
      ["chiquechu", "chiquechu", "password", "Mật khẩu phải có ít nhất một chữ số."],
      ["12345678", "12345678", "password", "Mật khẩu phải có ít nhất một chữ cái."],
      ["Password1", "Password1", "password", "Mật khẩu này quá phổ biến và dễ bị đoán. Bạn hãy chọn mật khẩu khác."],
      [`${name}99`, `${name}99`, "password", "Mật khẩu không được chứa phần tên trong e-mail của bạn."],
      ["KhopKhong2026", "KhopKhong2027", "confirmPassword", "Mật khẩu nhập lại không khớp."],
    ] as const) {
      const res = await post(t, RESET, { token, password, confirmPassword });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields[field], password).toBe(message);
    }
    expect((await post(t, RESET, { token, password: "CuoiCung2026", confirmPassword: "CuoiCung2026" })).statusCode).toBe(200);
  });

  it("refuses malformed tokens and bodies in Vietnamese without a 500", async () => {
    for (const payload of [{}, { token: "ngan" }, { token: 42, password: "MatKhau2026", confirmPassword: "MatKhau2026" }, "x", null]) {
      const res = await post(t, RESET, payload === null ? undefined : payload, { "content-type": "application/json" });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/[à-ỹ]/);
    }
    const unknown = await post(t, RESET, { token: "A".repeat(43), password: "MatKhau2026", confirmPassword: "MatKhau2026" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty("token");
  });
});
