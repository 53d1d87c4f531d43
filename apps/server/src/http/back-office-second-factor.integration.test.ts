import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserRole } from "@hancine/contract/auth";
import { createCinema } from "../db/seed/factories.ts";
import { provisionAccount } from "../modules/auth/account-provisioning.ts";
import { NOW, SITE, createAuthTestApp, logInProven, post, sessionCookieOf } from "../modules/auth/auth-test-kit.ts";
import type { TestApp } from "../testing/test-app.ts";

/**
 * Issue 33: a staff, manager or admin session that has not proven its second factor reaches
 * nothing under /admin or /box-office — every route the server documents there, whatever it is sent.
 */
let t: TestApp;
let gated: { method: string; path: string }[];
beforeAll(async () => {
  t = await createAuthTestApp();
  await createCinema(t.database.db, { slug: "hancine-song-han" });
  const doc = (await t.app.inject("/api/v1/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
  gated = Object.entries(doc.paths)
    .filter(([path]) => /^\/api\/v1\/(admin|box-office)(\/|$)/.test(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => t.close());

/** A documented path with its `{param}`s filled: an id-like value passes no check before the gate, nor needs to. */
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? randomUUID() : name === "day" ? "2026-06-01" : "khong-co"));

let counter = 0;
async function unproven(role: UserRole) {
  counter += 1;
  const email = `buoc2.${counter}.${role}@hancine.vn`;
  await provisionAccount(
    t.database.db,
    { email, password: "RapChieu2026", role, ...(role === "staff" || role === "manager" ? { cinemas: ["hancine-song-han"] } : {}) },
    NOW,
  );
  return { email, cookie: sessionCookieOf((await post(t, "/api/v1/auth/login", { email, password: "RapChieu2026" })).headers["set-cookie"]) };
}

describe("MFA_REQUIRED on every back-office and box-office route", () => {
  it("finds the routes to walk", () => {
    expect(gated.length).toBeGreaterThan(60);
    expect(gated).toContainEqual({ method: "POST", path: "/api/v1/admin/orders/{code}/refund" });
  });

  for (const role of ["staff", "manager", "admin"] as const) {
    it(`a ${role}'s session before its second factor gets 403 MFA_REQUIRED from each of them, whatever it sends`, async () => {
      const { cookie, email } = await unproven(role);
      const answers: string[] = [];
      for (const route of gated) {
        const options: InjectOptions = { method: route.method as InjectOptions["method"], url: urlOf(route.path), headers: { cookie, origin: SITE } };
        if (route.method !== "GET" && route.method !== "DELETE") options.payload = { bogus: true };
        const answer = await t.app.inject(options);
        const code = answer.statusCode === 403 ? answer.json().error.code : `${answer.statusCode}`;
        if (code !== "MFA_REQUIRED") answers.push(`${route.method} ${route.path} → ${code}`);
      }
      expect(answers).toEqual([]);
      // Once proven, the same session's role decides again.
      const proven = await logInProven(t, { email, password: "RapChieu2026" });
      const users = await t.app.inject({ url: "/api/v1/admin/users", headers: { cookie: proven } });
      expect(users.statusCode).toBe(role === "admin" ? 200 : 403);
    });
  }

  it("customers without a factor are not asked: the back office answers them FORBIDDEN as before", async () => {
    const { cookie } = await unproven("customer");
    const answer = await t.app.inject({ url: "/api/v1/admin/cinemas", headers: { cookie } });
    expect(answer.json().error.code).toBe("FORBIDDEN");
  });
});
