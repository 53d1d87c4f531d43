import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/testing/test-app.ts";
import { createAuthTestApp, lastEmailTo, post, sessionCookieOf, signUp } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const LOGIN = "/api/v1/auth/login";
const SITE = "http://localhost:3000";
const patchMe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: "PATCH", url: "/api/v1/me", headers: { origin: SITE, ...(cookie && { cookie }) }, payload: payload as object });
const me = (cookie: string) => t.app.inject({ url: "/api/v1/me", headers: { cookie } });

describe("PATCH /me", () => {
  it("changes name, phone (stored E.164) and date of birth, and nothing else", async () => {
    const { body, cookie } = await signUp(t);
    const res = await patchMe(cookie, { fullName: "  Trần   Văn Bình ", phone: "+84 905 123 456", dateOfBirth: "1995-12-31" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.user).toMatchObject({
      fullName: "Trần Văn Bình",
      phone: "+84905123456",
      dateOfBirth: "1995-12-31",
      email: body.email,
      gender: "female",
    });
    expect((await me(cookie)).json().result.user.fullName).toBe("Trần Văn Bình");
    expect((await patchMe(cookie, { fullName: "Lê Thu" })).json().result.user).toMatchObject({ fullName: "Lê Thu", phone: "+84905123456" });
  });

  it("refuses each bad field with its own Vietnamese message and changes nothing", async () => {
    const { cookie } = await signUp(t);
    for (const [payload, field, message] of [
      [{ fullName: "A" }, "fullName", "Họ và tên phải có ít nhất 2 ký tự."],
      [{ fullName: "Nguyen 2" }, "fullName", "Họ và tên chỉ được chứa chữ cái và khoảng trắng."],
      [{ phone: "0281234567" }, "phone", "Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678."],
      [{ dateOfBirth: "2001-02-29" }, "dateOfBirth", "Ngày sinh không tồn tại trên lịch."],
      [{ dateOfBirth: "2020-01-01" }, "dateOfBirth", "Bạn cần đủ 13 tuổi để đăng ký tài khoản."],
      [{ email: "moi@example.vn" }, "body", "Chỉ đổi được họ tên, số điện thoại và ngày sinh."],
      [{ role: "admin" }, "body", "Chỉ đổi được họ tên, số điện thoại và ngày sinh."],
      [{}, "body", "Bạn chưa thay đổi thông tin nào."],
    ] as const) {
      const res = await patchMe(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await me(cookie)).json().result.user).toMatchObject({ fullName: "Nguyễn Thị Ánh", role: "customer", phone: "+84912345678" });
  });

  it("needs a signed-in user and the site's own origin", async () => {
    expect((await patchMe(undefined, { fullName: "Ai Đó" })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const foreign = await t.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { cookie, origin: "https://evil.example" },
      payload: { fullName: "Ai Đó" },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("POST /me/password", () => {
  it("changes the password after checking the current one, keeps this session, signs out the others, and tells the owner by e-mail", async () => {
    const { body, cookie } = await signUp(t);
    const other = sessionCookieOf((await post(t, LOGIN, { email: body.email, password: body.password })).headers["set-cookie"]);

    const wrong = await post(
      t,
      "/api/v1/me/password",
      { currentPassword: "KhongPhai2026", password: "DoiMoi2026x", confirmPassword: "DoiMoi2026x" },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: "Mật khẩu hiện tại không đúng." });

    const res = await post(t, "/api/v1/me/password", { currentPassword: body.password, password: "DoiMoi2026x", confirmPassword: "DoiMoi2026x" }, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post(t, LOGIN, { email: body.email, password: "DoiMoi2026x" })).statusCode).toBe(200);
    expect((await lastEmailTo(t, body.email, "vừa được đổi")).text).toContain("Mật khẩu tài khoản của bạn vừa được thay đổi");
  });

  it("applies the password rules with Vietnamese messages", async () => {
    const { body, cookie } = await signUp(t, { email: `ngocmai.${Date.now()}@example.vn` });
    const local = body.email.split("@")[0]!;
    for (const [password, confirmPassword, field, message] of [
      ["Ab1", "Ab1", "password", "Mật khẩu phải có ít nhất 8 ký tự."],
      [body.password, body.password, "password", "Mật khẩu mới phải khác mật khẩu hiện tại."],
      [`${local}2026`, `${local}2026`, "password", "Mật khẩu không được chứa phần tên trong e-mail của bạn."],
      ["DoiMoi2026y", "DoiMoi2026z", "confirmPassword", "Mật khẩu nhập lại không khớp."],
    ] as const) {
      const res = await post(t, "/api/v1/me/password", { currentPassword: body.password, password, confirmPassword }, { cookie });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields[field], password).toBe(message);
    }
    const missing = await post(t, "/api/v1/me/password", {}, { cookie });
    expect(missing.json().error.fields).toMatchObject({ currentPassword: "Vui lòng nhập mật khẩu hiện tại.", password: "Vui lòng nhập mật khẩu." });
    expect((await post(t, "/api/v1/me/password", { currentPassword: "x", password: "DoiMoi2026x", confirmPassword: "DoiMoi2026x" })).statusCode).toBe(401);
  });
});
