import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, createAuthTestApp, emailsTo, lastEmailTo, post, signUp, tokenIn } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const VERIFY = "/api/v1/auth/email/verify";
const RESEND = "/api/v1/auth/email/resend";
const me = async (cookie: string) => (await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } })).json().result.user;

describe("e-mail verification", () => {
  it("verifies the address with the link of the signup e-mail; a second click still says verified", async () => {
    const { body, cookie } = await signUp(t);
    expect((await me(cookie)).emailVerified).toBe(false);
    const mail = await lastEmailTo(t, body.email, "Xác thực e-mail");
    expect(mail.html).toContain("Xác thực e-mail");
    expect(mail.text).toContain("Chào Nguyễn Thị Ánh,");
    const token = tokenIn(mail.text, "/xac-thuc-email");

    const res = await post(t, VERIFY, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { verified: true } });
    expect((await me(cookie)).emailVerified).toBe(true);
    expect((await post(t, VERIFY, { token })).statusCode).toBe(200);
  });

  it("refuses an unknown, malformed or expired (after 24 hours) link", async () => {
    expect((await post(t, VERIFY, { token: "B".repeat(43) })).json().error.fields.token).toContain("không hợp lệ hoặc đã hết hạn");
    expect((await post(t, VERIFY, { token: "../etc" })).statusCode).toBe(400);
    expect((await post(t, VERIFY, {})).json().error.fields.token).toBe("Đường dẫn thiếu mã xác nhận. Bạn hãy mở lại đường dẫn trong e-mail.");
    const { body, cookie } = await signUp(t);
    const token = tokenIn((await lastEmailTo(t, body.email, "Xác thực")).text, "/xac-thuc-email");
    t.setNow(new Date(NOW.getTime() + 24 * 3600 * 1000));
    try {
      expect((await post(t, VERIFY, { token })).statusCode).toBe(400);
    } finally {
      t.setNow(NOW);
    }
    expect((await me(cookie)).emailVerified).toBe(false);
  });

  it("resends a working link to a signed-in, unverified user; none once verified; 401 when anonymous", async () => {
    expect((await post(t, RESEND)).statusCode).toBe(401);
    const { body, cookie } = await signUp(t);
    t.setNow(new Date(NOW.getTime() + 60_000));
    try {
      const res = await post(t, RESEND, undefined, { cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: { sent: true } });
      expect((await emailsTo(t, body.email)).length).toBe(2);
      const token = tokenIn((await lastEmailTo(t, body.email, "Xác thực")).text, "/xac-thuc-email");
      expect((await post(t, VERIFY, { token })).statusCode).toBe(200);
      expect((await post(t, RESEND, undefined, { cookie })).json()).toEqual({ result: { sent: false } });
      expect((await emailsTo(t, body.email)).length).toBe(2);
    } finally {
      t.setNow(NOW);
    }
  });

  it("allows 3 resends per 15 minutes, then answers 429 with Retry-After", async () => {
    const { body, cookie } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await post(t, RESEND, undefined, { cookie })).statusCode).toBe(200);
    const blocked = await post(t, RESEND, undefined, { cookie });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await emailsTo(t, body.email)).length).toBe(4);
  });
});
