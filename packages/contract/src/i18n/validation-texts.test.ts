import { describe, expect, it } from "vitest";
import { changePasswordSchema, createProfileSchema, createSignupSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema } from "../auth.ts";
import { totpConfirmSchema } from "../mfa.ts";
import { validationVi } from "./vi/validation.ts";
import { validationKeyOf, validationTextsIn } from "./validation-texts.ts";

const today = () => "2026-11-30";

/** Every field message the account schemas give for a set of wrong answers. */
function messagesOf(results: readonly { success: boolean; error?: { issues: readonly { message: string }[] } }[]): Set<string> {
  return new Set(results.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []));
}

describe("the account forms' messages", () => {
  const signup = createSignupSchema(today);
  const given = messagesOf([
    signup.safeParse({}),
    signup.safeParse({ fullName: 1, email: 1, phone: 1, dateOfBirth: 1, password: 1, confirmPassword: 1, gender: "x", captcha: 1 }),
    signup.safeParse({ fullName: "A", email: "x", phone: "123", dateOfBirth: "31/02/2000", password: "short", confirmPassword: "other" }),
    signup.safeParse({ fullName: "A".repeat(60), email: `${"a".repeat(260)}@b.vn`, phone: "0".repeat(40), dateOfBirth: "x", password: "a".repeat(130) }),
    signup.safeParse({ fullName: "An 2", email: "", dateOfBirth: "01/01/2030", password: "12345678" }),
    signup.safeParse({ dateOfBirth: "01/01/2020", password: "abcdefgh" }),
    signup.safeParse({ dateOfBirth: "01/01/1800", password: "password1" }),
    signup.safeParse({ email: "minh@gmail.com", password: "minh12345" }),
    loginSchema.safeParse({ password: "" }),
    forgotPasswordSchema.safeParse({}),
    resetPasswordSchema.safeParse({}),
    resetPasswordSchema.safeParse({ token: 1 }),
    resetPasswordSchema.safeParse({ token: "bad" }),
    changePasswordSchema.safeParse({ currentPassword: "" }),
    changePasswordSchema.safeParse({ currentPassword: "x".repeat(200) }),
    changePasswordSchema.safeParse({ currentPassword: "abc12345", password: "abc12345", confirmPassword: "abc12345" }),
    createProfileSchema(today).safeParse({}),
    createProfileSchema(today).safeParse({ role: "admin" }),
    totpConfirmSchema.safeParse({}),
    totpConfirmSchema.safeParse({ code: 1 }),
    totpConfirmSchema.safeParse({ code: "12" }),
  ]);

  it("are the Vietnamese catalogue's, word for word, every one of them given by a schema", () => {
    const catalogue = new Set<string>(Object.values(validationVi));
    const outside = [...given].filter((text) => !catalogue.has(text) && !/đối tượng JSON|client phải/.test(text));
    expect(outside).toEqual([]);
    expect([...catalogue].filter((text) => !given.has(text))).toEqual([]);
  });

  it("read in English by their Vietnamese", () => {
    expect(validationKeyOf("Mật khẩu nhập lại không khớp.")).toBe("validation.confirmPassword.mismatch");
    expect(validationKeyOf("Anything else")).toBeUndefined();
    expect(validationTextsIn("en")["Vui lòng nhập e-mail."]).toBe("Please enter your email.");
    expect(validationTextsIn("vi")).toEqual({});
  });
});
