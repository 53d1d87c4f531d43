import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCinema } from "#server/db/seed/factories.ts";
import { asUser, expectGuarded, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { NOW, createAuthTestApp, logInProven, post, proveWithTotp, sessionCookieOf } from "./auth-test-kit.ts";

/** Issue 33: an admin resets a person's lost second factors (admin only, fresh proof, audited, sessions ended, e-mailed). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createAuthTestApp();
  await createCinema(t.database.db, { slug: OWN_CINEMA });
  await createCinema(t.database.db, { slug: FOREIGN_CINEMA });
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

let n = 0;
async function enrolledStaff() {
  n += 1;
  const email = `matdienthoai${n}@hancine.vn`;
  const row = await provisionAccount(t.database.db, { email, password: "RapChieu2026", role: "staff", cinemas: [OWN_CINEMA] }, NOW);
  const cookie = await logInProven(t, { email, password: "RapChieu2026" });
  return { id: row.id, email, cookie };
}
const reset = (cookie: string | undefined, id: string) => asUser(t, cookie, { method: "POST", url: `/api/v1/admin/users/${id}/mfa/reset` });
const count = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };

describe("POST /admin/users/:id/mfa/reset", () => {
  it("admins only: anonymous 401, customer, staff and manager 403", async () => {
    const person = await enrolledStaff();
    await expectGuarded(t, { method: "POST", url: `/api/v1/admin/users/${person.id}/mfa/reset` }, { minRole: "admin" });
  });

  it("removes the app, passkeys and recovery codes, ends every session, e-mails the person, audits; the next sign-in enrols again", async () => {
    const person = await enrolledStaff();
    const listed = (await asUser(t, admin, { url: `/api/v1/admin/users?q=${person.email}` })).json().result.items[0];
    expect(listed.mfaEnrolled).toBe(true);
    await t.database.db.execute(
      sql`insert into mfa_recovery_codes (user_id, code_hash, created_at) select ${person.id}::uuid, md5(g::text), now() from generate_series(1, 10) g`,
    );
    const answer = await reset(admin, person.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      user: { id: person.id, mfaEnrolled: false },
      removed: { totp: true, passkeys: 0, recoveryCodes: 10 },
      sessionsEnded: 1,
    });
    // The person's session is gone.
    expect((await asUser(t, person.cookie, { url: "/api/v1/auth/me" })).statusCode).toBe(401);
    const login = await post(t, "/api/v1/auth/login", { email: person.email, password: "RapChieu2026" });
    expect(login.json().result.mfa).toEqual({ required: true, enrolled: false, methods: [] });
    const blocked = await asUser(t, sessionCookieOf(login.headers["set-cookie"]), { url: "/api/v1/admin/orders?q=abc" });
    expect(blocked.json().error).toMatchObject({ code: "MFA_REQUIRED", details: { enrolled: false } });
    const mail = await count(
      sql`select count(*)::int as n from outbox_emails where to_address = ${person.email} and subject like '%xác minh thứ hai%đặt lại%'`,
    );
    expect(mail.rows[0]!.n).toBe(1);
    const audit = await count(sql`select count(*)::int as n from audit_log where action = 'user.mfa_reset' and entity_id = ${person.id}`);
    expect(audit.rows[0]!.n).toBe(1);
  });

  it("asks for a fresh second factor (403 STEP_UP_REQUIRED, nothing removed); not one's own account; unknown 404, bad id 400", async () => {
    const person = await enrolledStaff();
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    try {
      const stale = await reset(admin, person.id);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe("STEP_UP_REQUIRED");
      expect((await asUser(t, person.cookie, { url: "/api/v1/auth/me" })).statusCode).toBe(200);
      const adminId = (await asUser(t, admin, { url: "/api/v1/auth/me" })).json().result.user.id as string;
      await proveWithTotp(t, admin, adminId);
      const self = await reset(admin, adminId);
      expect(self.statusCode).toBe(403);
      expect(self.json().error.message).toContain("quản trị viên khác");
      expect((await reset(admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      const bad = await reset(admin, "khong-phai-ma");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.id).toBe("Mã người dùng không hợp lệ.");
    } finally {
      t.setNow(NOW);
    }
  });
});
