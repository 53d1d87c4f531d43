import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { MyVoucher } from "@hancine/contract/my-vouchers";
import { signUp } from "../auth/auth-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, createScene, customerFor, type Customer } from "../booking/booking-test-kit.ts";
import { createCheckoutTestApp, heldOrderIn, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { issueBirthdayVouchers } from "./birthday-vouchers.ts";

// BOOKING_NOW is Monday 23 November 2026 in Vietnam.
let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
});
afterAll(() => t.close());

async function customerBorn(dateOfBirth: string): Promise<Customer> {
  const { cookie, address } = await signUp(t, { dateOfBirth });
  return customerFor(t, cookie, address);
}
const myVouchers = async (customer: Customer) => {
  const res = await customer("GET", "/api/v1/me/vouchers");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as MyVoucher[];
};

describe("the birthday voucher", () => {
  it("is issued once a year to each customer born this month, whatever how often the job runs", async () => {
    const november = await customerBorn("1995-11-10");
    const february = await customerBorn("2000-02-29");
    const before = await issueBirthdayVouchers(t.database.db, BOOKING_NOW);
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await issueBirthdayVouchers(t.database.db, BOOKING_NOW)).toBe(0);
    expect(await issueBirthdayVouchers(t.database.db, new Date("2026-11-30T16:59:00Z"))).toBe(0);

    const mine = await myVouchers(november);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: "Quà sinh nhật 2026",
      benefit: expect.stringMatching(/^Giảm 50\.000\s₫ cho đơn hàng$/),
      status: "usable",
      // The whole of November on the chain's clock (UTC+7).
      validFrom: "2026-10-31T17:00:00.000Z",
      validUntil: "2026-11-30T17:00:00.000Z",
    });
    expect(mine[0]!.conditions).toContain("Dùng trong tháng sinh nhật của bạn (theo ngày sinh trong tài khoản).");
    expect(await myVouchers(february)).toEqual([]);
    const [count] = await rows(t, sql<{ n: number }>`select count(*)::int as n from birthday_vouchers where voucher_code = ${mine[0]!.code}`);
    expect(count!.n).toBe(1);

    // Next year: one more.
    expect(await issueBirthdayVouchers(t.database.db, new Date("2027-11-01T00:00:00Z"))).toBeGreaterThanOrEqual(1);
  });

  it("takes 50.000 ₫ off its owner's order, and is refused to anybody else (even born the same month)", async () => {
    const owner = await customerBorn("1990-11-02");
    const sameMonth = await customerBorn("1991-11-20");
    await issueBirthdayVouchers(t.database.db, BOOKING_NOW);
    const [voucher] = await myVouchers(owner);
    const scene = await createScene(t);

    const other = await heldOrderIn(scene, sameMonth, ["C6"]);
    const refused = await sameMonth("PATCH", `/api/v1/orders/${other.id}`, { voucherCode: voucher!.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "VOUCHER_UNAVAILABLE", message: expect.stringMatching(/voucher riêng của một tài khoản khác/) });

    const order = await heldOrderIn(await createScene(t), owner, ["C6"]);
    const applied = await owner("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: voucher!.code.toLowerCase() });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().result as Order).toMatchObject({ subtotal: 65_000, discount: 50_000, total: 15_000 });
  });

  it("'Voucher của tôi' answers 401 signed out and an empty list to staff, managers and admins", async () => {
    expect((await t.app.inject({ url: "/api/v1/me/vouchers" })).statusCode).toBe(401);
    const scene = await createScene(t);
    for (const role of ["staff", "manager", "admin"] as const) {
      const res = await asUser(t, await signedIn(t, role, role === "admin" ? undefined : [scene.cinemaSlug!]), { method: "GET", url: "/api/v1/me/vouchers" });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().result).toEqual([]);
    }
  });
});
