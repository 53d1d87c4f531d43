import { describe, expect, it } from "vitest";
import type { ApiError } from "./api-client.ts";
import { explainSecondFactor, minutesToWait, passkeyFailureMessage, secondFactorMessage } from "./second-factor.ts";

const error = (fields: Partial<ApiError> & Pick<ApiError, "code">): ApiError => ({ message: "…", status: 400, ...fields }) as ApiError;

describe("a refused second factor, in words", () => {
  it("says when a locked second factor can be tried again, in whole minutes", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
    expect(secondFactorMessage(error({ code: "RATE_LIMITED", status: 429, retryAfter: 840 }))).toBe(
      "Bạn đã nhập sai quá nhiều lần nên bước xác minh thứ hai tạm khoá. Thử lại sau 14 phút.",
    );
    expect(secondFactorMessage(error({ code: "RATE_LIMITED", status: 429 }))).toContain("Bạn hãy thử lại sau ít phút.");
  });

  it("adds the tries left to a wrong code, and nothing when none is said or none is left", () => {
    const wrong = { code: "MFA_INVALID" as const, status: 401, message: "Mã xác thực không đúng hoặc đã hết hạn." };
    expect(secondFactorMessage(error({ ...wrong, details: { attemptsLeft: 3 } }))).toBe("Mã xác thực không đúng hoặc đã hết hạn. Bạn còn 3 lần thử.");
    expect(secondFactorMessage(error({ ...wrong, details: { attemptsLeft: 0 } }))).toBe("Mã xác thực không đúng hoặc đã hết hạn.");
    expect(secondFactorMessage(error(wrong))).toBe("Mã xác thực không đúng hoặc đã hết hạn.");
  });

  it("on an English page shows the API's words as the server wrote them in English, adding no Vietnamese", () => {
    const wrong = error({ code: "MFA_INVALID", status: 401, message: "The code is wrong or has expired.", details: { attemptsLeft: 3 } });
    expect(secondFactorMessage(wrong, "en")).toBe("The code is wrong or has expired.");
    const locked = error({ code: "RATE_LIMITED", status: 429, retryAfter: 840, message: "Too many wrong tries: locked for 15 minutes." });
    expect(secondFactorMessage(locked, "en")).toBe("Too many wrong tries: locked for 15 minutes.");
  });

  it("keeps other refusals in the API's words, and a success as it is", () => {
    expect(secondFactorMessage(error({ code: "UNAUTHENTICATED", status: 401, message: "Bạn cần đăng nhập để tiếp tục." }))).toBe(
      "Bạn cần đăng nhập để tiếp tục.",
    );
    expect(explainSecondFactor({ ok: true, result: 1 })).toEqual({ ok: true, result: 1 });
    const locked = explainSecondFactor({ ok: false, error: error({ code: "RATE_LIMITED", status: 429, retryAfter: 120 }) });
    expect(!locked.ok && locked.error.message).toContain("Thử lại sau 2 phút.");
  });

  it("says why a passkey ceremony stopped", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(passkeyFailureMessage(named("NotAllowedError"))).toContain("Bạn đã huỷ");
    expect(passkeyFailureMessage(named("AbortError"))).toContain("Bạn đã huỷ");
    expect(passkeyFailureMessage(named("InvalidStateError"))).toContain("đã được thêm vào tài khoản");
    expect(passkeyFailureMessage(Object.assign(named("InvalidStateError"), { code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" }))).toContain("đã được thêm");
    expect(passkeyFailureMessage(new Error("WebAuthn is not supported in this browser"))).toContain("chưa hỗ trợ khoá truy cập");
    expect(passkeyFailureMessage(named("SecurityError"))).toContain("địa chỉ chính thức");
    expect(passkeyFailureMessage("?")).toContain("Không dùng được khoá truy cập lúc này");
  });
});
