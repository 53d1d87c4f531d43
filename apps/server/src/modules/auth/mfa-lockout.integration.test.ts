import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/testing/test-app.ts";
import { loadConfig } from "#server/config.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { NOW, TEST_TOTP_SECRET, createAuthTestApp, enrolTestTotp, nextClientAddress, post, sessionCookieOf } from "./auth-test-kit.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function enrolledAdmin(address: string) {
  counter += 1;
  const email = `khoa${counter}@hancine.vn`;
  const row = await provisionAccount(t.database.db, { email, password: "RapChieu2026", role: "admin" }, NOW);
  await enrolTestTotp(t, row.id);
  const cookie = sessionCookieOf((await post(t, "/api/v1/auth/login", { email, password: "RapChieu2026" }, {}, address)).headers["set-cookie"]);
  return { id: row.id, cookie };
}

const wrongCode = () => (totpCodeAt(TEST_TOTP_SECRET, new Date()) === "000000" ? "111111" : "000000");
const verify = (cookie: string, address: string, code = wrongCode()) => post(t, "/api/v1/auth/mfa/verify", { method: "totp", code }, { cookie }, address);

describe("locking the second factor after five failures (in the database)", () => {
  it("per account: the sixth try is 429 with Retry-After, even with the right code, until 15 minutes have passed on the app's clock", async () => {
    const address = nextClientAddress();
    const admin = await enrolledAdmin(address);
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Each from another address: the account's own count locks it.
      const res = await verify(admin.cookie, nextClientAddress());
      expect(res.statusCode).toBe(401);
      left.push(res.json().error.details.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const locked = await verify(admin.cookie, address, totpCodeAt(TEST_TOTP_SECRET, new Date()));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));
    expect(locked.json().error.code).toBe("RATE_LIMITED");
    expect(locked.json().error.message).toContain("tạm khoá 15 phút");
    t.setNow(new Date(NOW.getTime() + 15 * 60_000 + 1_000));
    try {
      const open = await verify(admin.cookie, address, totpCodeAt(TEST_TOTP_SECRET, new Date()));
      expect(open.statusCode, open.body).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });

  it("per address: five failures from one address lock the second factor of any account there", async () => {
    const address = nextClientAddress();
    const first = await enrolledAdmin(address);
    for (let i = 0; i < 5; i += 1) expect((await verify(first.cookie, address)).statusCode).toBe(401);
    const other = await enrolledAdmin(address);
    const locked = await verify(other.cookie, address, totpCodeAt(TEST_TOTP_SECRET, new Date()));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // From elsewhere the other account is not locked.
    expect((await verify(other.cookie, nextClientAddress(), totpCodeAt(TEST_TOTP_SECRET, new Date()))).statusCode).toBe(200);
  });
});

describe("MFA_LOCKOUT_PER_ADDRESS: the address's limit is configuration (the browser suite runs from one address)", () => {
  let roomy: TestApp;
  beforeAll(async () => {
    roomy = await createAuthTestApp({ MFA_LOCKOUT_PER_ADDRESS: "8" });
  });
  afterAll(() => roomy.close());

  let n = 0;
  async function adminOf(app: TestApp, address: string) {
    n += 1;
    const email = `rong${n}@hancine.vn`;
    const row = await provisionAccount(app.database.db, { email, password: "RapChieu2026", role: "admin" }, NOW);
    await enrolTestTotp(app, row.id);
    return sessionCookieOf((await post(app, "/api/v1/auth/login", { email, password: "RapChieu2026" }, {}, address)).headers["set-cookie"]);
  }
  const wrongAt = (app: TestApp, cookie: string, address: string) =>
    post(app, "/api/v1/auth/mfa/verify", { method: "totp", code: wrongCode() }, { cookie }, address);
  const rightAt = (app: TestApp, cookie: string, address: string) =>
    post(app, "/api/v1/auth/mfa/verify", { method: "totp", code: totpCodeAt(TEST_TOTP_SECRET, new Date()) }, { cookie }, address);

  it("with 8, seven wrong codes from one address over two accounts leave a third account there open; the eighth locks the address", async () => {
    const address = nextClientAddress();
    const first = await adminOf(roomy, address);
    for (let i = 0; i < 4; i += 1) expect((await wrongAt(roomy, first, address)).statusCode).toBe(401);
    const second = await adminOf(roomy, address);
    for (let i = 0; i < 3; i += 1) expect((await wrongAt(roomy, second, address)).statusCode).toBe(401);
    const third = await adminOf(roomy, address);
    // Seven from one address would have locked it under the default five.
    expect((await rightAt(roomy, third, address)).statusCode).toBe(200);
    const fourth = await adminOf(roomy, address);
    const last = await wrongAt(roomy, fourth, address);
    expect(last.statusCode).toBe(401);
    expect(last.json().error.details.attemptsLeft).toBe(0);
    expect((await rightAt(roomy, await adminOf(roomy, address), address)).statusCode).toBe(429);
  });

  it("the account's own limit stays five whatever the address allows", async () => {
    const cookie = await adminOf(roomy, nextClientAddress());
    for (let i = 0; i < 5; i += 1) expect((await wrongAt(roomy, cookie, nextClientAddress())).statusCode).toBe(401);
    expect((await rightAt(roomy, cookie, nextClientAddress())).statusCode).toBe(429);
  });

  it("a bad value stops the start with a line naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "test", MFA_LOCKOUT_PER_ADDRESS: "0" })).toThrow(/MFA_LOCKOUT_PER_ADDRESS/);
  });
});
