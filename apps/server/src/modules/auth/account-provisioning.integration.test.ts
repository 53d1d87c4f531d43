import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, ensureDemoAccounts } from "../../db/seed/demo-accounts.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { NOW, count, createAuthTestApp, post, sessionCookieOf } from "./auth-test-kit.ts";
import { ProvisionError, provisionAccount } from "./account-provisioning.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe("accounts made by an operator (user:create, demo seed)", () => {
  it("seeds the demo customer, staff member and admin once, verified, able to sign in with README's passwords", async () => {
    expect(await ensureDemoAccounts(t.database.db, NOW)).toBe(3);
    expect(await ensureDemoAccounts(t.database.db, NOW)).toBe(0);
    expect(await count(t, "users")).toBe(3);
    for (const account of DEMO_ACCOUNTS) {
      const res = await post(t, "/api/v1/auth/login", { email: account.email, password: account.password });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().result.user).toMatchObject({ email: account.email, role: account.role, emailVerified: true });
      const me = await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie: sessionCookieOf(res.headers["set-cookie"]) } });
      expect(me.json().result.user.role).toBe(account.role);
    }
  });

  it("applies signup's rules and refuses a taken e-mail, in Vietnamese", async () => {
    const user = await provisionAccount(t.database.db, { email: "Soat.Ve2@HanCine.vn", password: "CaTrucDem26", role: "staff" }, NOW);
    expect(user).toMatchObject({ email: "soat.ve2@hancine.vn", role: "staff", phoneE164: "+84905000000" });
    await expect(provisionAccount(t.database.db, { email: "soat.ve2@hancine.vn", password: "CaTrucDem26", role: "staff" }, NOW)).rejects.toThrow(
      new ProvisionError("email: E-mail soat.ve2@hancine.vn đã có tài khoản."),
    );
    await expect(provisionAccount(t.database.db, { email: "ab@hancine.vn", password: "password1", role: "boss" as "staff" }, NOW)).rejects.toThrow(
      /password: Mật khẩu này quá phổ biến.*role: Vai trò phải là customer, staff hoặc admin\./,
    );
  });
});
