import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { ERROR_MESSAGES } from "@hancine/contract/errors";
import { queryRows } from "#server/db/client.ts";
import { ensureDemoAccounts } from "#server/db/seed/demo-accounts.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { provisionAccount } from "./account-provisioning.ts";
import { emailsTo, enrolTestTotp, logInProven, NOW, post, proveWithTotp } from "./auth-test-kit.ts";
import { asUser, expectGuarded, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  await ensureDemoAccounts(t.database.db, NOW, t.config.sessionSecret);
  admin = await signedIn(t, "admin");
  adminId = (await me(admin)).json().result.user.id;
});
afterAll(() => t.close());

const PASSWORD = "RapChieu2026";
let counter = 0;
/** A new account of this role, and its session cookie. */
async function person(role: "customer" | "staff" | "manager" | "admin", cinemas?: string[], target: TestApp = t) {
  counter += 1;
  const email = `nguoi${counter}.${role}@hancine.vn`;
  const row = await provisionAccount(target.database.db, { email, password: PASSWORD, role, fullName: "Đỗ Thị Mai", ...(cinemas && { cinemas }) }, NOW);
  return { id: row.id, email, cookie: await logInProven(target, { email, password: PASSWORD }) };
}

function me(cookie: string, target: TestApp = t) {
  return target.app.inject({ url: "/api/v1/auth/me", headers: { cookie } });
}
const list = (query: Record<string, string> = {}, cookie = admin) => asUser(t, cookie, { url: `/api/v1/admin/users?${new URLSearchParams(query)}` });
const patch = (id: string, payload: object, cookie = admin, target: TestApp = t) =>
  asUser(target, cookie, { method: "PATCH", url: `/api/v1/admin/users/${id}`, payload });
const userAudit = (id: string, target: TestApp = t) =>
  queryRows(
    target.database.db,
    sql<{ action: string; actor_user_id: string; before: unknown; after: unknown; cinema_id: string | null }>`
    select action, actor_user_id, before, after, cinema_id from audit_log where entity = 'user' and entity_id = ${id} order by id`,
  );

describe("who may manage people", () => {
  it("GET /admin/users and PATCH /admin/users/:id: admins only", async () => {
    const target = await person("customer");
    await expectGuarded(t, { url: "/api/v1/admin/users?q=hancine" }, { minRole: "admin" });
    await expectGuarded(
      t,
      { method: "PATCH", url: `/api/v1/admin/users/${target.id}`, payload: { role: "manager", cinemas: [OWN_CINEMA] } },
      { minRole: "admin" },
    );
    // None of the refused requests changed the account.
    expect((await me(target.cookie)).json().result.user.role).toBe("customer");
    expect(await userAudit(target.id)).toEqual([]);
  });
});

describe("GET /admin/users", () => {
  it("finds people by part of the e-mail, by name without diacritics and by phone typed any way", async () => {
    const byEmail = (await list({ q: "QUANLY@" })).json().result;
    expect(byEmail.items.map((u: AdminUser) => u.email)).toEqual(["quanly@hancine.vn"]);
    expect(byEmail.items[0]).toMatchObject({
      fullName: "Phạm Gia Huy",
      role: "manager",
      cinemas: [{ slug: OWN_CINEMA, name: "HanCine Sông Hàn" }],
      disabled: false,
    });
    expect((await list({ q: "pham gia huy" })).json().result.items.map((u: AdminUser) => u.email)).toEqual(["quanly@hancine.vn"]);
    expect((await list({ q: "Thu Hà" })).json().result.items.map((u: AdminUser) => u.email)).toEqual(["admin@hancine.vn"]);
    expect((await list({ q: "0983 456" })).json().result.items.map((u: AdminUser) => u.email)).toEqual(["quanly@hancine.vn"]);
    expect((await list({ q: "+84 914 345 678" })).json().result.items.map((u: AdminUser) => u.email)).toEqual(["admin@hancine.vn"]);
    // A wildcard typed by someone is a character, not a pattern.
    expect((await list({ q: "%" })).json().result.items).toEqual([]);
  });

  it("filters by role, pages by 20 with the total, admins first", async () => {
    for (let i = 0; i < 21; i++) await person("staff", [OWN_CINEMA]);
    const first = (await list({ role: "staff" })).json().result;
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(22);
    expect(first.items.every((u: AdminUser) => u.role === "staff")).toBe(true);
    const second = (await list({ role: "staff", page: "2" })).json().result;
    expect(second.page).toBe(2);
    expect(second.items.length).toBe(first.total - 20);
    expect(new Set([...first.items, ...second.items].map((u: AdminUser) => u.id)).size).toBe(first.total);
    const everyone = (await list()).json().result;
    expect(everyone.items[0].role).toBe("admin");
    const bad = await list({ role: "boss" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.role).toBe("Vai trò phải là customer, staff, manager hoặc admin.");
  });
});

describe("PATCH /admin/users/:id", () => {
  it("makes a customer the manager of a cinema: their open session runs it once it proved a second factor; audited without secrets", async () => {
    const customer = await person("customer");
    const answer = await patch(customer.id, { role: "manager", cinemas: [OWN_CINEMA, "hancine-hue", OWN_CINEMA] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      id: customer.id,
      role: "manager",
      cinemas: [{ slug: "hancine-song-han" }, { slug: "hancine-hue" }].map((c) => expect.objectContaining(c)),
    });
    // A manager needs a second factor (STAFF_MFA=required): the open session must prove one first.
    const unproven = await asUser(t, customer.cookie, { url: "/api/v1/admin/cinemas" });
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error).toMatchObject({ code: "MFA_REQUIRED", details: { enrolled: false, methods: [] } });
    await enrolTestTotp(t, customer.id);
    await proveWithTotp(t, customer.cookie, customer.id);
    const cinemas = (await asUser(t, customer.cookie, { url: "/api/v1/admin/cinemas" })).json().result;
    expect(cinemas.map((c: { slug: string }) => c.slug).sort()).toEqual(["hancine-hue", OWN_CINEMA].sort());
    const [entry] = await userAudit(customer.id);
    expect(entry).toEqual({
      action: "user.update",
      actor_user_id: adminId,
      before: { role: "customer", cinemas: [], disabled: false },
      after: { role: "manager", cinemas: answer.json().result.cinemas.map((c: { slug: string }) => c.slug), disabled: false },
      cinema_id: null,
    });
    const raw = await queryRows(
      t.database.db,
      sql<{ text: string }>`select before::text || after::text || details::text as text from audit_log where entity = 'user' and entity_id = ${customer.id}`,
    );
    expect(raw[0]!.text).not.toMatch(/argon|password|\$/i);
    // Back to a customer: the cinemas go with the role.
    const back = await patch(customer.id, { role: "customer" });
    expect(back.json().result).toMatchObject({ role: "customer", cinemas: [] });
    expect((await asUser(t, customer.cookie, { url: "/api/v1/admin/cinemas" })).statusCode).toBe(403);
  });

  it("refuses staff without a cinema, cinemas for customers and admins, unknown cinemas and empty changes, changing nothing", async () => {
    const staff = await person("staff", [OWN_CINEMA]);
    const cases: [string, object, string, string][] = [
      ["staff with no cinema", { cinemas: [] }, "cinemas", "Nhân viên và quản lý rạp cần được gán ít nhất một rạp."],
      [
        "a customer with cinemas",
        { role: "customer", cinemas: [OWN_CINEMA] },
        "cinemas",
        "Khách hàng và quản trị chuỗi không được gán rạp: hãy bỏ chọn mọi rạp.",
      ],
      ["an admin with cinemas", { role: "admin", cinemas: [OWN_CINEMA] }, "cinemas", "Khách hàng và quản trị chuỗi không được gán rạp: hãy bỏ chọn mọi rạp."],
      ["an unknown cinema", { cinemas: ["hancine-mat-trang"] }, "cinemas", "Không có rạp nào mang mã hancine-mat-trang."],
      ["nothing to change", {}, "body", "Hãy gửi ít nhất một thay đổi: role, cinemas hoặc disabled."],
      ["an unknown role", { role: "boss" }, "role", "Vai trò phải là customer, staff, manager hoặc admin."],
      ["disabled as text", { disabled: "yes" }, "disabled", "Trường disabled phải là true hoặc false."],
    ];
    for (const [name, body, field, message] of cases) {
      const answer = await patch(staff.id, body);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().error.fields?.[field] ?? answer.body, name).toBe(message);
    }
    const customer = await person("customer");
    const managerWithout = await patch(customer.id, { role: "manager" });
    expect(managerWithout.json().error.fields.cinemas).toBe("Nhân viên và quản lý rạp cần được gán ít nhất một rạp.");
    expect((await list({ q: staff.email })).json().result.items[0]).toMatchObject({
      role: "staff",
      cinemas: [expect.objectContaining({ slug: OWN_CINEMA })],
      disabled: false,
    });
    expect(await userAudit(staff.id)).toEqual([]);
    const nobody = await patch("00000000-0000-4000-8000-000000000000", { disabled: true });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe("Không tìm thấy người dùng này.");
  });

  it("disabling ends the account's sessions at once (web and app) and login is refused, saying why; enabling lets it back", async () => {
    const staff = await person("staff", [OWN_CINEMA]);
    const app = (await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD, client: "app" })).json().result.token as string;
    expect((await me(staff.cookie)).statusCode).toBe(200);
    const answer = await patch(staff.id, { disabled: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ disabled: true, disabledAt: NOW.toISOString() });
    expect((await me(staff.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/auth/me", headers: { authorization: `Bearer ${app}` } })).statusCode).toBe(401);
    const sessions = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from sessions where user_id = ${staff.id}`);
    expect(sessions[0]!.n).toBe(0);

    const refused = await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: "ACCOUNT_DISABLED", message: ERROR_MESSAGES.ACCOUNT_DISABLED });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    // A wrong password says nothing about the account being disabled.
    expect((await post(t, "/api/v1/auth/login", { email: staff.email, password: "SaiMatKhau2026" })).json().error.code).toBe("INVALID_CREDENTIALS");
    // 'Quên mật khẩu' answers as for anyone, and sends nothing to a disabled account.
    expect((await post(t, "/api/v1/auth/password/forgot", { email: staff.email })).statusCode).toBe(200);
    expect((await emailsTo(t, staff.email)).filter((e) => !e.subject.startsWith("Đăng nhập mới"))).toEqual([]);

    expect((await patch(staff.id, { disabled: false })).json().result).toMatchObject({ disabled: false, disabledAt: null });
    const again = await post(t, "/api/v1/auth/login", { email: staff.email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect((await userAudit(staff.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ["user.disable", { role: "staff", cinemas: [OWN_CINEMA], disabled: false }, { role: "staff", cinemas: [OWN_CINEMA], disabled: true }],
      ["user.enable", { role: "staff", cinemas: [OWN_CINEMA], disabled: true }, { role: "staff", cinemas: [OWN_CINEMA], disabled: false }],
    ]);
  });

  it("an admin cannot demote or disable themself; another admin can", async () => {
    const self = await person("admin");
    for (const body of [{ role: "manager", cinemas: [OWN_CINEMA] }, { disabled: true }]) {
      const answer = await patch(self.id, body, self.cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.message).toBe("Bạn không thể tự hạ vai trò hoặc tự khoá tài khoản của mình. Hãy nhờ một quản trị viên khác.");
    }
    expect((await me(self.cookie)).json().result.user.role).toBe("admin");
    const demoted = await patch(self.id, { role: "staff", cinemas: [OWN_CINEMA] });
    expect(demoted.json().result.role).toBe("staff");
    expect((await list({}, self.cookie)).statusCode).toBe(403);
  });
});

describe("the chain keeps an active admin", () => {
  it("the last active admin cannot demote or disable themself (409), and two admins demoting each other at once leave one", async () => {
    const fresh = await createTestApp({ now: NOW, env: { CAPTCHA_ENABLED: "false" } });
    try {
      const only = await person("admin", undefined, fresh);
      for (const body of [{ role: "customer" }, { disabled: true }]) {
        const answer = await patch(only.id, body, only.cookie, fresh);
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error).toEqual({ code: "LAST_ADMIN", message: ERROR_MESSAGES.LAST_ADMIN });
      }
      const other = await person("admin", undefined, fresh);
      // Each demotes the other at the same moment: the active admins are locked, so the second sees the first's change.
      const answers = await Promise.all([patch(other.id, { role: "customer" }, only.cookie, fresh), patch(only.id, { role: "customer" }, other.cookie, fresh)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
      const admins = await queryRows(fresh.database.db, sql<{ n: number }>`select count(*)::int as n from users where role = 'admin' and disabled_at is null`);
      expect(admins[0]!.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
