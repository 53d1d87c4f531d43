import { sql } from "drizzle-orm";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "#server/app-deps.ts";
import { loadConfig } from "#server/config.ts";
import { installErrorHandling } from "#server/http/error-handler.ts";
import { loadSite } from "#server/site.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, createAuthTestApp, enrolTestTotp, logInProven, post, proveWithTotp, signUp } from "./auth-test-kit.ts";
import { currentUserPlugin, requireRole } from "./current-user.ts";

let t: TestApp;
let guarded: FastifyInstance;
beforeAll(async () => {
  t = await createAuthTestApp();
  // A small app with one staff route and one admin route, on the same database and sessions.
  const deps: AppDeps = {
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/hancine-role-test" }),
    database: t.database,
    site: loadSite({}),
    clock: () => NOW,
  };
  guarded = Fastify();
  installErrorHandling(guarded);
  await guarded.register(fastifyCookie);
  await guarded.register(currentUserPlugin);
  guarded.get("/staff-only", { preHandler: requireRole(deps, "staff") }, async (request) => ({ role: request.currentUser!.user.role }));
  guarded.get("/manager-only", { preHandler: requireRole(deps, "manager") }, async (request) => ({ role: request.currentUser!.user.role }));
  guarded.get("/admin-only", { preHandler: requireRole(deps, "admin") }, async (request) => ({ role: request.currentUser!.user.role }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

async function cookieWithRole(role: "customer" | "staff" | "manager" | "admin"): Promise<string> {
  const { body } = await signUp(t);
  await t.database.db.execute(sql`update users set role = ${role} where email = ${body.email}`);
  return logInProven(t, { email: body.email, password: body.password });
}

describe("requireRole", () => {
  it("answers 401 to anonymous visitors and to dead sessions", async () => {
    for (const url of ["/staff-only", "/manager-only", "/admin-only"]) {
      const anonymous = await guarded.inject(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
      expect((await guarded.inject({ url, headers: { cookie: `hancine_session=${"x".repeat(43)}` } })).statusCode).toBe(401);
    }
  });

  it("answers 403 below the role: staff < manager < admin, customers nowhere", async () => {
    const cookies = {
      customer: await cookieWithRole("customer"),
      staff: await cookieWithRole("staff"),
      manager: await cookieWithRole("manager"),
      admin: await cookieWithRole("admin"),
    };
    const status = async (url: string, cookie: string) => (await guarded.inject({ url, headers: { cookie } })).statusCode;
    const expected: Record<keyof typeof cookies, [number, number, number]> = {
      customer: [403, 403, 403],
      staff: [200, 403, 403],
      manager: [200, 200, 403],
      admin: [200, 200, 200],
    };
    for (const [role, cookie] of Object.entries(cookies) as [keyof typeof cookies, string][]) {
      const answers = [await status("/staff-only", cookie), await status("/manager-only", cookie), await status("/admin-only", cookie)];
      expect(answers, role).toEqual(expected[role]);
    }
    const customer = cookies.customer;
    const forbidden = await guarded.inject({ url: "/admin-only", headers: { cookie: customer } });
    expect(forbidden.json()).toEqual({ error: { code: "FORBIDDEN", message: "Bạn không có quyền thực hiện thao tác này." } });
  });

  it("accepts a staff member's app bearer token once the app session proved the second factor", async () => {
    const { body } = await signUp(t);
    await t.database.db.execute(sql`update users set role = 'staff' where email = ${body.email}`);
    const login = (await post(t, "/api/v1/auth/login", { email: body.email, password: body.password, client: "app" })).json().result;
    const authorization = `Bearer ${login.token}`;
    const before = await guarded.inject({ url: "/staff-only", headers: { authorization } });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe("MFA_REQUIRED");
    await enrolTestTotp(t, login.user.id);
    await proveWithTotp(t, "", login.user.id, "127.0.0.1", { authorization });
    expect((await guarded.inject({ url: "/staff-only", headers: { authorization } })).json()).toEqual({ role: "staff" });
  });
});
