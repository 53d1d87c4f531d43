import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, count, createAuthTestApp, post, signupBody, solvedCaptcha } from "./auth-test-kit.ts";

const SIGNUP = "/api/v1/auth/signup";
const FORGOT = "/api/v1/auth/password/forgot";

describe("ALTCHA captcha (CAPTCHA_ENABLED=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ CAPTCHA_ENABLED: "true" });
  });
  afterAll(() => t.close());

  it("serves a fresh signed proof-of-work challenge that is never cached", async () => {
    const a = await t.app.inject("/api/v1/auth/captcha");
    const b = await t.app.inject("/api/v1/auth/captcha");
    expect(a.statusCode).toBe(200);
    expect(a.headers["cache-control"]).toBe("no-store");
    const challenge = a.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(b.json().parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("lets a signup with a solved challenge through, once: the same solution again is refused", async () => {
    const before = await count(t, "users");
    const captcha = await solvedCaptcha(t);
    const first = await post(t, SIGNUP, signupBody({ captcha }));
    expect(first.statusCode).toBe(201);
    const again = await post(t, SIGNUP, signupBody({ captcha }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ captcha: "Xác minh này đã được dùng. Bạn hãy xác minh lại nhé." });
    expect(await count(t, "users")).toBe(before + 1);
  });

  it("refuses a missing, garbled, forged or tampered captcha and stores nothing", async () => {
    const users = await count(t, "users");
    // Forged: a challenge signed with another key, solved honestly.
    const foreign = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 10, deriveKey, hmacSignatureSecret: "not-our-secret", keyPrefix: "0" });
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    const forged = Buffer.from(JSON.stringify({ challenge: foreign, solution: foreignSolution })).toString("base64");
    // Tampered: our challenge with a made-up solution.
    const ours = (await t.app.inject("/api/v1/auth/captcha")).json();
    const wrongAnswer = Buffer.from(JSON.stringify({ challenge: ours, solution: { counter: 1, derivedKey: "00".repeat(32) } })).toString("base64");
    // Tampered: our solved payload with its expiry pushed later (the signature no longer matches).
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(t), "base64").toString());
    solved.challenge.parameters.data.exp += 3600;
    const extended = Buffer.from(JSON.stringify(solved)).toString("base64");

    for (const [captcha, message] of [
      [undefined, "Bạn hãy đánh dấu ô “Tôi không phải là robot” rồi gửi lại."],
      ["", "Bạn hãy đánh dấu ô “Tôi không phải là robot” rồi gửi lại."],
      ["%%% not base64 %%%", "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé."],
      [Buffer.from('{"challenge":1}').toString("base64"), "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé."],
      [forged, "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé."],
      [wrongAnswer, "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé."],
      [extended, "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé."],
    ] as const) {
      const res = await post(t, SIGNUP, signupBody(captcha === undefined ? {} : { captcha }));
      expect(res.statusCode, String(captcha).slice(0, 20)).toBe(400);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_FAILED", fields: { captcha: message } });
    }
    expect(await count(t, "users")).toBe(users);
  });

  it("refuses a solution submitted after the challenge's 10 minutes", async () => {
    const captcha = await solvedCaptcha(t);
    t.setNow(new Date(NOW.getTime() + 10 * 60 * 1000 + 1000));
    try {
      const res = await post(t, SIGNUP, signupBody({ captcha }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ captcha: "Xác minh đã hết hạn. Bạn hãy xác minh lại nhé." });
    } finally {
      t.setNow(NOW);
    }
  });

  it("guards 'Quên mật khẩu?' too", async () => {
    expect((await post(t, FORGOT, { email: "ai@example.vn" })).statusCode).toBe(400);
    const res = await post(t, FORGOT, { email: "ai@example.vn", captcha: await solvedCaptcha(t) });
    expect(res.statusCode).toBe(200);
  });

  it("forgets used solutions once their challenges have expired", async () => {
    const { deleteExpiredCaptchaSolutions } = await import("./captcha-solutions-repository.ts");
    expect(await count(t, "used_captcha_solutions")).toBeGreaterThan(0);
    expect(await deleteExpiredCaptchaSolutions(t.database.db, NOW)).toBe(0);
    await deleteExpiredCaptchaSolutions(t.database.db, new Date(NOW.getTime() + 11 * 60 * 1000));
    expect(await count(t, "used_captcha_solutions")).toBe(0);
  });
});
