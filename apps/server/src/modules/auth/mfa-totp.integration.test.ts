import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { NOW, createAuthTestApp, nextClientAddress, post, sessionCookieOf, signUp } from "./auth-test-kit.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const PASSWORD = "RapChieu2026";
let counter = 0;
/** A back-office account (an admin: no cinema to assign) made as `npm run user:create` makes it, signed in with its password only. */
async function staffSignedIn() {
  counter += 1;
  const email = `mfa${counter}.admin@hancine.vn`;
  const row = await provisionAccount(t.database.db, { email, password: PASSWORD, role: "admin" }, NOW);
  const login = await post(t, "/api/v1/auth/login", { email, password: PASSWORD });
  return { id: row.id, email, login, cookie: sessionCookieOf(login.headers["set-cookie"]) };
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const audit = async (userId: string) =>
  (
    await queryRows(
      t.database.db,
      sql<{ action: string }>`select action from audit_log where actor_user_id = ${userId} and action like 'auth.mfa.%' order by id`,
    )
  ).map((row) => row.action);

/** Sets up the authenticator app in a session and confirms it with the current code; returns the secret and the answer. */
async function enrol(cookie: string) {
  const setup = await post(t, "/api/v1/auth/mfa/totp/setup", undefined, { cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().result as { secret: string };
  const confirm = await post(t, "/api/v1/auth/mfa/totp/confirm", { code: totpCodeAt(secret, new Date()) }, { cookie });
  return { secret, setup, confirm };
}

describe("enrolling the authenticator app (RFC 6238)", () => {
  it("a staff member's first sign-in must enrol: login says so, the back office and customer routes answer MFA_REQUIRED, /auth/me and /auth/mfa answer", async () => {
    const staff = await staffSignedIn();
    expect(staff.login.json().result.mfa).toEqual({ required: true, enrolled: false, methods: [] });
    const blocked = await get("/api/v1/admin/cinemas", staff.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: "MFA_REQUIRED",
      message: "Bạn cần xác minh bước hai (mã xác thực hoặc khoá truy cập) để tiếp tục.",
      details: { enrolled: false, methods: [] },
    });
    expect((await get("/api/v1/me", staff.cookie)).json().error.code).toBe("MFA_REQUIRED");
    expect((await get("/api/v1/me/sessions", staff.cookie)).json().error.code).toBe("MFA_REQUIRED");
    const me = await get("/api/v1/auth/me", staff.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().result.mfa).toEqual({ required: true, enrolled: false, methods: [], proven: false });
    const overview = await get("/api/v1/auth/mfa", staff.cookie);
    expect(overview.json().result).toEqual({ required: true, proven: false, provenAt: null, totp: { enrolled: false }, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("setup gives a secret, its otpauth URL and a QR code; the first code confirms it, gives ten recovery codes once, proves the session and ends the others", async () => {
    const staff = await staffSignedIn();
    const other = sessionCookieOf(
      (await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD }, {}, nextClientAddress())).headers["set-cookie"],
    );
    const setup = await post(t, "/api/v1/auth/mfa/totp/setup", undefined, { cookie: staff.cookie });
    const { secret, otpauthUrl, qrSvg } = setup.json().result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/HanCine:${encodeURIComponent(staff.email)}?issuer=HanCine&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg/);
    // A wrong code confirms nothing, in Vietnamese; a malformed one is a 400 on the field.
    const wrong = await post(
      t,
      "/api/v1/auth/mfa/totp/confirm",
      { code: "000000" === totpCodeAt(secret, new Date()) ? "111111" : "000000" },
      { cookie: staff.cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("MFA_INVALID");
    const malformed = await post(t, "/api/v1/auth/mfa/totp/confirm", { code: "12ab" }, { cookie: staff.cookie });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ code: "Mã xác thực gồm 6 chữ số trong ứng dụng xác thực." });

    const confirm = await post(t, "/api/v1/auth/mfa/totp/confirm", { code: totpCodeAt(secret, new Date()) }, { cookie: staff.cookie });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().result.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await get("/api/v1/admin/cinemas", staff.cookie)).statusCode).toBe(200);
    expect((await get("/api/v1/auth/me", other)).statusCode).toBe(401);
    const overview = (await get("/api/v1/auth/mfa", staff.cookie)).json().result;
    expect(overview).toMatchObject({ required: true, proven: true, provenAt: NOW.toISOString(), totp: { enrolled: true }, recoveryCodesLeft: 10 });
    // The secret is sealed at rest: the row holds neither the secret nor its bytes in the clear; the codes only as hashes.
    const [row] = await queryRows(
      t.database.db,
      sql<{ secret: string; pending: string | null }>`select secret, pending_secret as pending from mfa_totp where user_id = ${staff.id}`,
    );
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(secret);
    expect(row!.pending).toBeNull();
    const hashes = await queryRows(t.database.db, sql<{ code_hash: string }>`select code_hash from mfa_recovery_codes where user_id = ${staff.id}`);
    expect(hashes.map((h) => h.code_hash).some((h) => codes.some((c) => h.includes(c)))).toBe(false);
    expect(await audit(staff.id)).toEqual(["auth.mfa.totp_setup_started", "auth.mfa.totp_confirm_failed", "auth.mfa.verified", "auth.mfa.totp_enrolled"]);
  });

  it("customers may turn it on too; from then on they need it at sign-in", async () => {
    const { body, cookie } = await signUp(t);
    const { confirm } = await enrol(cookie);
    expect(confirm.json().result.recoveryCodes).toHaveLength(10);
    const again = await post(t, "/api/v1/auth/login", { email: body.email, password: body.password });
    expect(again.json().result.mfa).toEqual({ required: true, enrolled: true, methods: ["totp", "recovery"] });
    const unproven = sessionCookieOf(again.headers["set-cookie"]);
    expect((await get("/api/v1/me/membership", unproven)).json().error).toMatchObject({ code: "MFA_REQUIRED", details: { enrolled: true } });
  });
});

describe("proving a session with a code", () => {
  it("accepts the app's code once: the same code again (replay) is refused, the next step's is accepted", async () => {
    const staff = await staffSignedIn();
    const { secret } = await enrol(staff.cookie);
    // Enrolment took this step's code: as if the app had been enrolled a while ago, forget it (codes follow the wall clock).
    await t.database.db.execute(sql`update mfa_totp set last_step = null where user_id = ${staff.id}`);
    t.setNow(new Date(NOW.getTime() + 60_000));
    try {
      const first = sessionCookieOf((await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD })).headers["set-cookie"]);
      const second = sessionCookieOf((await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD })).headers["set-cookie"]);
      const code = totpCodeAt(secret, new Date());
      const ok = await post(t, "/api/v1/auth/mfa/verify", { method: "totp", code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, { cookie: first });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().result).toMatchObject({ user: { email: staff.email }, proven: true });
      const replay = await post(t, "/api/v1/auth/mfa/verify", { method: "totp", code }, { cookie: second });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toEqual({ code: "MFA_INVALID", message: "Mã xác thực không đúng hoặc đã hết hạn.", details: { attemptsLeft: 4 } });
      expect((await get("/api/v1/admin/cinemas", second)).json().error.code).toBe("MFA_REQUIRED");
      const next = await post(t, "/api/v1/auth/mfa/verify", { method: "totp", code: totpCodeAt(secret, new Date(Date.now() + 30_000)) }, { cookie: second });
      expect(next.statusCode, next.body).toBe(200);
      expect((await get("/api/v1/admin/cinemas", second)).statusCode).toBe(200);
      expect((await audit(staff.id)).slice(-3)).toEqual(["auth.mfa.verified", "auth.mfa.failed", "auth.mfa.verified"]);
    } finally {
      t.setNow(NOW);
    }
  });

  it("a recovery code works once, typed in any case and without its dash", async () => {
    const staff = await staffSignedIn();
    const { confirm } = await enrol(staff.cookie);
    const [code] = confirm.json().result.recoveryCodes as string[];
    const session = sessionCookieOf(
      (await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD }, {}, nextClientAddress())).headers["set-cookie"],
    );
    const used = await post(t, "/api/v1/auth/mfa/verify", { method: "recovery", code: code!.replace("-", "").toUpperCase() }, { cookie: session });
    expect(used.statusCode, used.body).toBe(200);
    expect((await get("/api/v1/auth/mfa", session)).json().result.recoveryCodesLeft).toBe(9);
    const later = sessionCookieOf(
      (await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD }, {}, nextClientAddress())).headers["set-cookie"],
    );
    const again = await post(t, "/api/v1/auth/mfa/verify", { method: "recovery", code }, { cookie: later });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe("Mã khôi phục không đúng hoặc đã được dùng.");
    const bad = await post(t, "/api/v1/auth/mfa/verify", { method: "sms", code: "1" }, { cookie: later });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });

  it("renewing the recovery codes voids the old ones and needs a recent proof; the last factor of staff cannot be removed", async () => {
    const staff = await staffSignedIn();
    const { confirm } = await enrol(staff.cookie);
    const old = confirm.json().result.recoveryCodes as string[];
    const renewed = await post(t, "/api/v1/auth/mfa/recovery-codes", undefined, { cookie: staff.cookie });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().result.recoveryCodes).toHaveLength(10);
    const session = sessionCookieOf(
      (await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD }, {}, nextClientAddress())).headers["set-cookie"],
    );
    expect((await post(t, "/api/v1/auth/mfa/verify", { method: "recovery", code: old[0] }, { cookie: session })).statusCode).toBe(401);
    const last = await t.app.inject({ method: "DELETE", url: "/api/v1/auth/mfa/totp", headers: { cookie: staff.cookie, origin: "http://localhost:3000" } });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe("MFA_LAST_FACTOR");
    // Eleven minutes later the proof is too old for a change to the factors.
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    try {
      const stale = await post(t, "/api/v1/auth/mfa/recovery-codes", undefined, { cookie: staff.cookie });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error).toEqual({
        code: "STEP_UP_REQUIRED",
        message: "Vì an toàn, bạn hãy xác minh lại bước hai trước khi thực hiện thao tác này.",
        details: { maxAgeMinutes: 10, methods: ["totp", "recovery"] },
      });
    } finally {
      t.setNow(NOW);
    }
  });

  it("after SESSION_SECRET changed, the app's sealed secret cannot be read: a clear refusal (never a 500), and a recovery code still works", async () => {
    const staff = await staffSignedIn();
    const { confirm } = await enrol(staff.cookie);
    const rotated = await createTestApp({
      sharing: t,
      now: NOW,
      env: { CAPTCHA_ENABLED: "false", SESSION_SECRET: "another-session-secret-at-least-32-characters" },
    });
    try {
      const login = await post(rotated, "/api/v1/auth/login", { email: staff.email, password: PASSWORD }, {}, nextClientAddress());
      const cookie = sessionCookieOf(login.headers["set-cookie"]);
      const refused = await post(rotated, "/api/v1/auth/mfa/verify", { method: "totp", code: "123456" }, { cookie });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toContain("Không đọc được khoá của ứng dụng xác thực");
      const [code] = confirm.json().result.recoveryCodes as string[];
      expect((await post(rotated, "/api/v1/auth/mfa/verify", { method: "recovery", code }, { cookie })).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it("a customer may remove their only factor (the recovery codes go with it)", async () => {
    const { cookie } = await signUp(t);
    await enrol(cookie);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/v1/auth/mfa/totp", headers: { cookie, origin: "http://localhost:3000" } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get("/api/v1/auth/mfa", cookie)).json().result).toMatchObject({ required: false, totp: { enrolled: false }, recoveryCodesLeft: 0 });
  });
});
