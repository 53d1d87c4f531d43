import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVoucher } from "../../db/seed/factories.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "./backoffice-test-kit.ts";

/** Issue 15, "Content" part 2: the vouchers' list in the back office (read only for now). */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

describe("vouchers", () => {
  it("refuses the list to anyone but an admin (401 signed out, 403 customer, staff, manager)", async () => {
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/vouchers" }, { minRole: "admin" });
  });

  it("lists each voucher with its rule in words, its limits and its uses so far", async () => {
    await createVoucher(t.database.db, { code: "THUTU20K", now: NOW, totalLimit: 100, perCustomerLimit: 1 });
    const answer = await asUser(t, admin, { method: "GET", url: "/api/v1/admin/vouchers" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const voucher = (answer.json().result as { code: string }[]).find((v) => v.code === "THUTU20K");
    expect(voucher).toMatchObject({ totalLimit: 100, perCustomerLimit: 1, used: 0, paid: 0, benefit: expect.any(String), conditions: expect.any(Array) });
  });
});
