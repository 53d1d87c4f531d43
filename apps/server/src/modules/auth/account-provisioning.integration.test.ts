import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, ensureDemoAccounts } from "#server/db/seed/demo-accounts.ts";
import { DEMO_TOTP_SECRET } from "#server/db/seed/demo-totp.ts";
import { totpCodeAt } from "./totp.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW, count, post, sessionCookieOf } from "./auth-test-kit.ts";
import { ProvisionError, provisionAccount } from "./account-provisioning.ts";
import { cinemaSlugsOf } from "./staff-cinemas-repository.ts";

let t: TestApp;
beforeAll(async () => {
  // The demo catalogue is there: staff and managers are assigned its cinemas.
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());

describe("accounts made by an operator (user:create, demo seed)", () => {
  it("seeds the demo customer, staff member, manager and admin once, verified, able to sign in with README's passwords and the published code", async () => {
    // The chain's walk-in account (decision 076) may be there already, made by a counter sale.
    const before = await count(t, "users");
    expect(await ensureDemoAccounts(t.database.db, NOW, t.config.sessionSecret)).toBe(4);
    expect(await ensureDemoAccounts(t.database.db, NOW, t.config.sessionSecret)).toBe(0);
    expect(await count(t, "users")).toBe(before + 4);
    for (const account of DEMO_ACCOUNTS) {
      const res = await post(t, "/api/v1/auth/login", { email: account.email, password: account.password });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().result.user).toMatchObject({ email: account.email, role: account.role, emailVerified: true });
      const staff = account.role !== "customer";
      expect(res.json().result.mfa, account.email).toEqual({ required: staff, enrolled: staff, methods: staff ? ["totp"] : [] });
      const cookie = sessionCookieOf(res.headers["set-cookie"]);
      if (staff) {
        // One step: the code the published secret makes now (README's demo accounts).
        const code = totpCodeAt(DEMO_TOTP_SECRET, new Date());
        const proven = await post(t, "/api/v1/auth/mfa/verify", { method: "totp", code }, { cookie });
        expect(proven.statusCode, proven.body).toBe(200);
      }
      const me = await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } });
      expect(me.json().result.user.role).toBe(account.role);
      expect(me.json().result.mfa.proven).toBe(staff);
    }
  });

  it("applies signup's rules and refuses a taken e-mail, in Vietnamese", async () => {
    const user = await provisionAccount(t.database.db, { email: "Soat.Ve2@HanCine.vn", password: "CaTrucDem26", role: "staff" }, NOW);
    expect(user).toMatchObject({ email: "soat.ve2@hancine.vn", role: "staff", phoneE164: "+84905000000" });
    await expect(provisionAccount(t.database.db, { email: "soat.ve2@hancine.vn", password: "CaTrucDem26", role: "staff" }, NOW)).rejects.toThrow(
      new ProvisionError("email: E-mail soat.ve2@hancine.vn đã có tài khoản."),
    );
    await expect(provisionAccount(t.database.db, { email: "ab@hancine.vn", password: "password1", role: "boss" as "staff" }, NOW)).rejects.toThrow(
      /password: Mật khẩu này quá phổ biến.*role: Vai trò phải là customer, staff, manager hoặc admin\./,
    );
  });

  it("assigns a manager's cinemas, and the demo staff member and manager work at Sông Hàn only", async () => {
    const manager = await provisionAccount(
      t.database.db,
      { email: "ql.hue@hancine.vn", password: "CaChieu2026", role: "manager", cinemas: ["hancine-vinh", "hancine-hue"] },
      NOW,
    );
    expect(manager.role).toBe("manager");
    // In the chain's order (Huế before Vinh), whatever order the operator typed.
    expect(await cinemaSlugsOf(t.database.db, manager.id)).toEqual(["hancine-hue", "hancine-vinh"]);
    for (const email of ["nhanvien@hancine.vn", "quanly@hancine.vn"]) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
      const login = await post(t, "/api/v1/auth/login", { email, password: account.password });
      expect(await cinemaSlugsOf(t.database.db, login.json().result.user.id)).toEqual(["hancine-song-han"]);
    }
  });

  it("refuses an unknown cinema, or cinemas for a customer or an admin, creating nothing", async () => {
    const users = await count(t, "users");
    await expect(
      provisionAccount(t.database.db, { email: "ql.x@hancine.vn", password: "CaChieu2026", role: "manager", cinemas: ["hancine-hue", "rap-khong-co"] }, NOW),
    ).rejects.toThrow(new ProvisionError("cinemas: Không có rạp nào mang mã rap-khong-co."));
    await expect(
      provisionAccount(t.database.db, { email: "kh.x@hancine.vn", password: "CaChieu2026", role: "customer", cinemas: ["hancine-hue"] }, NOW),
    ).rejects.toThrow(/cinemas: Chỉ nhân viên và quản lý rạp được gán rạp/);
    expect(await count(t, "users")).toBe(users);
  });
});
