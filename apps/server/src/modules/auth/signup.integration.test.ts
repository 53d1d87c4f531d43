import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@hancine/contract/errors";
import { queryRows } from "#server/db/client.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { count, createAuthTestApp, post, signUp, signupBody } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const SIGNUP = "/api/v1/auth/signup";

async function fieldsFor(overrides: Record<string, unknown>) {
  const before = await count(t, "users");
  const res = await post(t, SIGNUP, signupBody(overrides));
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe("VALIDATION_FAILED");
  expect(await count(t, "users")).toBe(before);
  return res.json().error.fields as Record<string, string>;
}

describe("POST /auth/signup", () => {
  it("creates the account with a lower-cased e-mail, E.164 phone, consent record, session, e-mail and audit entry", async () => {
    const { body, res } = await signUp(t, { email: "  Lan.Anh@Example.VN ", fullName: "  Trần   Đức Minh " });
    expect(res.json()).toEqual({
      result: {
        user: {
          id: expect.any(String),
          email: "lan.anh@example.vn",
          fullName: "Trần Đức Minh",
          phone: "+84912345678",
          gender: "female",
          dateOfBirth: "2000-02-29",
          emailVerified: false,
          role: "customer",
        },
      },
    });
    const [user] = await queryRows(
      t.database.db,
      sql<{
        email: string;
        password_hash: string;
        terms_version: string;
        terms_accepted_at: Date;
      }>`select email, password_hash, terms_version, terms_accepted_at from users where email = 'lan.anh@example.vn'`,
    );
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.password_hash).not.toContain(body.password);
    expect(user!.terms_version).toMatch(/\S/);
    const [mail] = await queryRows(
      t.database.db,
      sql<{
        to_address: string;
        subject: string;
        html: string;
        text: string;
      }>`select to_address, subject, html, text from outbox_emails where to_address = 'lan.anh@example.vn'`,
    );
    expect(mail!.subject).toContain("Xác thực e-mail");
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/xac-thuc-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain("Trần Đức Minh");
    const audit = await queryRows(t.database.db, sql<{ action: string }>`select action from audit_log where actor_user_id = ${res.json().result.user.id}`);
    expect(audit.map((a) => a.action)).toEqual(["auth.signup"]);
  });

  it("answers 409 EMAIL_TAKEN for an e-mail already used, whatever its case, and stores nothing", async () => {
    const { body } = await signUp(t);
    const users = await count(t, "users");
    const mails = await count(t, "outbox_emails");
    const res = await post(t, SIGNUP, signupBody({ email: body.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: "EMAIL_TAKEN", message: ERROR_MESSAGES.EMAIL_TAKEN });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await count(t, "users")).toBe(users);
    expect(await count(t, "outbox_emails")).toBe(mails);
  });

  it.each([
    ["fullName", { fullName: "A" }, "Họ và tên phải có ít nhất 2 ký tự."],
    ["fullName", { fullName: "x".repeat(51) }, "Họ và tên chỉ được dài tối đa 50 ký tự."],
    ["fullName", { fullName: "Nguyen Van 2" }, "Họ và tên chỉ được chứa chữ cái và khoảng trắng."],
    ["fullName", { fullName: "<script>" }, "Họ và tên chỉ được chứa chữ cái và khoảng trắng."],
    ["fullName", { fullName: undefined }, "Vui lòng nhập họ và tên."],
    ["email", { email: "khach-at-example.vn" }, "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com."],
    ["email", { email: "" }, "Vui lòng nhập e-mail."],
    ["email", { email: 42 }, "E-mail phải là chuỗi ký tự."],
    ["phone", { phone: "0281234567" }, "Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678."],
    ["phone", { phone: "+1 202 555 0123" }, "Số điện thoại di động Việt Nam không hợp lệ. Ví dụ đúng: 0912 345 678."],
    ["phone", { phone: undefined }, "Vui lòng nhập số điện thoại."],
    ["gender", { gender: "other" }, "Vui lòng chọn giới tính Nam hoặc Nữ."],
    ["dateOfBirth", { dateOfBirth: "02/29/2000" }, "Ngày sinh không tồn tại trên lịch."], // month first: there is no 29th month
    ["dateOfBirth", { dateOfBirth: "29.02.2000" }, "Ngày sinh phải có dạng ngày/tháng/năm, ví dụ 15/06/1998."],
    ["dateOfBirth", { dateOfBirth: "29/02/2001" }, "Ngày sinh không tồn tại trên lịch."],
    ["dateOfBirth", { dateOfBirth: "2001-02-29" }, "Ngày sinh không tồn tại trên lịch."],
    ["dateOfBirth", { dateOfBirth: "2026-06-01" }, "Ngày sinh phải là một ngày trong quá khứ."],
    // The app's clock says 2026-05-01: one day short of 13 years.
    ["dateOfBirth", { dateOfBirth: "2013-05-02" }, "Bạn cần đủ 13 tuổi để đăng ký tài khoản."],
    ["dateOfBirth", { dateOfBirth: "1890-01-01" }, "Ngày sinh chưa đúng, bạn hãy kiểm tra lại năm sinh."],
    ["password", { password: "Ab1", confirmPassword: "Ab1" }, "Mật khẩu phải có ít nhất 8 ký tự."],
    ["password", { password: "a1".repeat(65), confirmPassword: "a1".repeat(65) }, "Mật khẩu chỉ được dài tối đa 128 ký tự."],
    ["password", { password: "12345678", confirmPassword: "12345678" }, "Mật khẩu phải có ít nhất một chữ cái."],
    ["password", { password: "chiquechu", confirmPassword: "chiquechu" }, "Mật khẩu phải có ít nhất một chữ số."],
    ["password", { password: "Password1", confirmPassword: "Password1" }, "Mật khẩu này quá phổ biến và dễ bị đoán. Bạn hãy chọn mật khẩu khác."],
    [
      "password",
      { email: "minhtri@example.vn", password: "MinhTri2026", confirmPassword: "MinhTri2026" },
      "Mật khẩu không được chứa phần tên trong e-mail của bạn.",
    ],
    ["confirmPassword", { confirmPassword: "PhimHay2027" }, "Mật khẩu nhập lại không khớp."],
    ["acceptTerms", { acceptTerms: false }, "Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo mật."],
    ["acceptTerms", { acceptTerms: "true" }, "Bạn cần đồng ý với Điều khoản sử dụng và Chính sách bảo mật."],
  ])("refuses a bad %s (%j) with its own Vietnamese message", async (field, overrides, message) => {
    const fields = await fieldsFor(overrides);
    expect(fields[field]).toBe(message);
  });

  it("reports every invalid field at once", async () => {
    const fields = await fieldsFor({
      fullName: "1",
      email: "x",
      phone: "1",
      gender: "",
      dateOfBirth: "",
      password: "a",
      confirmPassword: "b",
      acceptTerms: null,
    });
    expect(Object.keys(fields).sort()).toEqual(["acceptTerms", "confirmPassword", "dateOfBirth", "email", "fullName", "gender", "password", "phone"]);
  });

  it("refuses input of the wrong shape in Vietnamese and stores nothing", async () => {
    const before = await count(t, "users");
    const cases: Array<{ payload: string | undefined; headers: Record<string, string> }> = [
      { payload: "{not json", headers: { "content-type": "application/json" } },
      { payload: "fullName=A", headers: { "content-type": "text/plain" } },
      { payload: "[]", headers: { "content-type": "application/json" } },
      { payload: "null", headers: { "content-type": "application/json" } },
      { payload: undefined, headers: {} },
      { payload: JSON.stringify(signupBody({ fullName: "Á".repeat(20_000) })), headers: { "content-type": "application/json" } },
    ];
    for (const c of cases) {
      const res = await post(t, SIGNUP, c.payload, c.headers);
      expect(res.statusCode, JSON.stringify(c).slice(0, 80)).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      // Vietnamese: every message carries at least one Vietnamese letter.
      for (const text of [error.message, ...Object.values(error.fields ?? {})])
        expect(text).toMatch(/[ạảãàáâậầấẩẫăắằặẳẵệềếểễộồốổỗơớờợởỡưứừựửữđịỉĩìíụủũùúọỏõòó]/i);
    }
    const tooBig = await post(t, SIGNUP, JSON.stringify(signupBody({ fullName: "x".repeat(70_000) })), { "content-type": "application/json" });
    expect(tooBig.statusCode).toBe(413);
    expect(await count(t, "users")).toBe(before);
  });

  it("drops unknown fields rather than storing them (no way to sign up as admin)", async () => {
    const { res } = await signUp(t, { role: "admin", emailVerified: true });
    expect(res.json().result.user).toMatchObject({ role: "customer", emailVerified: false });
  });
});
