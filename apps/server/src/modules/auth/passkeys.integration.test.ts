import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { NOW, createAuthTestApp, nextClientAddress, post, sessionCookieOf } from "./auth-test-kit.ts";
import { SoftwarePasskey } from "./webauthn-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const ORIGIN = "http://localhost:3000";
const PASSWORD = "RapChieu2026";
let counter = 0;
async function adminSignedIn() {
  counter += 1;
  const email = `passkey${counter}@hancine.vn`;
  const row = await provisionAccount(t.database.db, { email, password: PASSWORD, role: "admin" }, NOW);
  const address = nextClientAddress();
  const signIn = async () => sessionCookieOf((await post(t, "/api/v1/auth/login", { email, password: PASSWORD }, {}, address)).headers["set-cookie"]);
  return { id: row.id, email, address, signIn, cookie: await signIn() };
}

async function registerPasskey(cookie: string, passkey: SoftwarePasskey, name?: string) {
  const options = (await post(t, "/api/v1/auth/mfa/passkeys/registration-options", undefined, { cookie })).json().result;
  return post(t, "/api/v1/auth/mfa/passkeys", { ...(name && { name }), response: passkey.register(options) }, { cookie, "user-agent": CHROME });
}

async function signInWithPasskey(cookie: string, passkey: SoftwarePasskey, tamper?: (signed: Buffer) => Buffer) {
  const options = (await post(t, "/api/v1/auth/mfa/passkeys/authentication-options", undefined, { cookie })).json().result;
  return post(t, "/api/v1/auth/mfa/passkeys/verify", { response: passkey.authenticate(options, tamper) }, { cookie });
}

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("passkeys (WebAuthn, SimpleWebAuthn)", () => {
  it("registers a passkey as the first factor (real ES256 attestation 'none'), then signs in with it; a bad signature or a replayed counter is refused", async () => {
    const admin = await adminSignedIn();
    const options = (await post(t, "/api/v1/auth/mfa/passkeys/registration-options", undefined, { cookie: admin.cookie })).json().result;
    expect(options).toMatchObject({ rp: { name: "HanCine", id: "localhost" }, user: { name: admin.email }, attestation: "none" });
    const passkey = new SoftwarePasskey(ORIGIN);
    const created = await post(t, "/api/v1/auth/mfa/passkeys", { response: passkey.register(options) }, { cookie: admin.cookie, "user-agent": CHROME });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().result.passkey).toEqual({ id: passkey.id, name: "Chrome 131 trên Windows 10", createdAt: NOW.toISOString(), lastUsedAt: null });
    expect(created.json().result.recoveryCodes).toHaveLength(10);
    expect((await t.app.inject({ url: "/api/v1/admin/users", headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    // The same challenge cannot be answered twice.
    const again = await post(t, "/api/v1/auth/mfa/passkeys", { response: passkey.register(options) }, { cookie: admin.cookie });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe("MFA_INVALID");

    const session = await admin.signIn();
    const login = await post(t, "/api/v1/auth/login", { email: admin.email, password: PASSWORD }, {}, admin.address);
    expect(login.json().result.mfa).toEqual({ required: true, enrolled: true, methods: ["passkey", "recovery"] });
    const forged = await signInWithPasskey(session, passkey, (signed) => Buffer.concat([signed, Buffer.from("x")]));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatchObject({ code: "MFA_INVALID", details: { attemptsLeft: 4 } });
    const proven = await signInWithPasskey(session, passkey);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().result).toMatchObject({ user: { email: admin.email }, proven: true });
    expect((await t.app.inject({ url: "/api/v1/admin/users", headers: { cookie: session } })).statusCode).toBe(200);
    const listed = (await t.app.inject({ url: "/api/v1/auth/mfa", headers: { cookie: session } })).json().result.passkeys;
    expect(listed).toEqual([expect.objectContaining({ id: passkey.id, lastUsedAt: NOW.toISOString() })]);
    // A cloned authenticator repeats a counter the server already saw: refused.
    const clone = await admin.signIn();
    passkey.counter -= 1;
    expect((await signInWithPasskey(clone, passkey)).statusCode).toBe(401);
  });

  it("an answer without a challenge, or a malformed one, is refused in Vietnamese; a second passkey needs a recent proof; the last one of a staff account stays", async () => {
    const admin = await adminSignedIn();
    const first = new SoftwarePasskey(ORIGIN);
    expect((await registerPasskey(admin.cookie, first)).statusCode).toBe(201);
    const noChallenge = await post(
      t,
      "/api/v1/auth/mfa/passkeys/verify",
      { response: first.authenticate({ challenge: "abc", rpId: "localhost" }) },
      { cookie: admin.cookie },
    );
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json().error.message).toBe("Yêu cầu xác minh bằng khoá truy cập đã hết hạn. Bạn hãy thử lại.");
    const malformed = await post(t, "/api/v1/auth/mfa/passkeys", { response: { id: "!!", type: "password" } }, { cookie: admin.cookie });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("VALIDATION_FAILED");

    const second = new SoftwarePasskey(ORIGIN);
    const named = await registerPasskey(admin.cookie, second, "Khoá USB của Lan");
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().result).toMatchObject({ passkey: { name: "Khoá USB của Lan" }, recoveryCodes: null });
    const remove = (id: string, cookie = admin.cookie) =>
      t.app.inject({ method: "DELETE", url: `/api/v1/auth/mfa/passkeys/${id}`, headers: { cookie, origin: ORIGIN } });
    expect((await remove(second.id)).statusCode).toBe(200);
    const last = await remove(first.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe("MFA_LAST_FACTOR");
    expect((await remove("unknownpasskeyid")).statusCode).toBe(404);
  });
});
