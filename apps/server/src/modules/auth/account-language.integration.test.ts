import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { createAuthTestApp, lastEmailTo, nextClientAddress, post, signupBody } from "./auth-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const ENGLISH = { "accept-language": "en-GB,en;q=0.9" };
const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

async function localeOf(email: string): Promise<string> {
  const [row] = await queryRows(t.database.db, sql<{ locale: string }>`select locale from users where email = ${email}`);
  return row!.locale;
}

async function signUpWith(headers: Record<string, string>) {
  const body = signupBody();
  const res = await post(t, "/api/v1/auth/signup", body, headers, nextClientAddress());
  expect(res.statusCode, res.body).toBe(201);
  return body;
}

/** The e-mail's words outside the parts the chain writes in Vietnamese (its company name and address, marked `lang="vi"`). */
const englishPart = (html: string) => html.replace(/<span lang="vi">[\s\S]*?<\/span>/g, "");

describe("the account's language", () => {
  it("is the sign-up request's: an English visitor gets the verification e-mail in English, linking to the English page", async () => {
    const body = await signUpWith(ENGLISH);
    expect(await localeOf(body.email)).toBe("en");
    const mail = await lastEmailTo(t, body.email, "Verify your HanCine account email");
    expect(mail.text).toContain("Hi Nguyễn Thị Ánh,");
    expect(mail.text).toContain("Thanks for creating a HanCine account.");
    expect(mail.text).toContain("See you at the cinema,");
    expect(mail.text).toMatch(/Verify email: http:\/\/localhost:3000\/en\/xac-thuc-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("If the button does not work, copy this link into your browser:");
    // Only the customer's own name and the chain's marked address are Vietnamese.
    expect(englishPart(mail.html).replace("Nguyễn Thị Ánh", "")).not.toMatch(VIETNAMESE_LETTER);
  });

  it("stays Vietnamese, word for word, for everyone else", async () => {
    const body = await signUpWith({});
    expect(await localeOf(body.email)).toBe("vi");
    const mail = await lastEmailTo(t, body.email, "Xác thực e-mail tài khoản HanCine");
    expect(mail.text).toContain("Chào Nguyễn Thị Ánh,");
    expect(mail.text).toContain("Hẹn gặp bạn ở rạp,");
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain("Nếu nút không bấm được, bạn hãy chép đường dẫn này vào trình duyệt:");
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/xac-thuc-email\?token=/);
  });

  it("follows each web sign-in's language, not an app's", async () => {
    const body = await signUpWith({});
    const logIn = (headers: Record<string, string>, client?: "app") =>
      post(t, "/api/v1/auth/login", { email: body.email, password: body.password, ...(client && { client }) }, headers, nextClientAddress());
    expect((await logIn(ENGLISH)).statusCode).toBe(200);
    expect(await localeOf(body.email)).toBe("en");
    expect((await logIn({ "accept-language": "vi" }, "app")).statusCode).toBe(200);
    expect(await localeOf(body.email)).toBe("en");
    expect((await logIn({})).statusCode).toBe(200);
    expect(await localeOf(body.email)).toBe("vi");
  });

  it("writes a password reset asked for in English in English, whatever the account's language", async () => {
    const body = await signUpWith({});
    expect((await post(t, "/api/v1/auth/password/forgot", { email: body.email }, ENGLISH, nextClientAddress())).statusCode).toBe(200);
    const mail = await lastEmailTo(t, body.email, "Reset your HanCine password");
    expect(mail.text).toContain("Press the button below to choose a new password");
    expect(mail.text).toMatch(/Reset password: http:\/\/localhost:3000\/en\/dat-lai-mat-khau\?token=/);
  });

  it("refuses the sign-up form's fields in the request's language", async () => {
    const bad = signupBody({ fullName: "", email: "khong-phai-email", confirmPassword: "KhacHan2026" });
    const english = await post(t, "/api/v1/auth/signup", bad, ENGLISH, nextClientAddress());
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toMatchObject({
      fullName: "Your full name must be at least 2 characters.",
      email: "This email is not valid. For example: name@gmail.com.",
      confirmPassword: "The passwords do not match.",
    });
    const vietnamese = await post(t, "/api/v1/auth/signup", bad, {}, nextClientAddress());
    expect(vietnamese.json().error.fields).toMatchObject({
      fullName: "Họ và tên phải có ít nhất 2 ký tự.",
      email: "E-mail không hợp lệ. Ví dụ đúng: ten@gmail.com.",
      confirmPassword: "Mật khẩu nhập lại không khớp.",
    });
  });
});
