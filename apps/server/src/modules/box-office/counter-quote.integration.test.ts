import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createVoucher, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

// Issue 34: the counter prices a basket before payment, a voucher's discount included (POST /box-office/quote).
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let shiftId: string;
let comboId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  staff = await signedIn(t, "staff", [own.slug]);
  comboId = (await createProduct(t.database.db, { name: "Combo Bắp Nước", price: 89_000 })).id;
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
const price = (...labels: string[]) => labels.reduce((sum, label) => sum + scene.seat(label).price, 0);
const basket = (labels: string[], extra: Record<string, unknown> = {}) => ({
  shiftId,
  showtimeId: scene.showtimeId,
  seatIds: labels.map((l) => scene.seat(l).id),
  products: [{ id: comboId, quantity: 1 }],
  ...extra,
});
const quote = (body: object, cookie = staff) => send(cookie, "POST", "/box-office/quote", body);
const written = async () =>
  (
    await rows(t, sql<{ orders: number; uses: number }>`select (select count(*)::int from orders) as orders, (select count(*)::int from voucher_uses) as uses`)
  )[0]!;

describe("the counter's price quote", () => {
  it("shows what a voucher takes off before payment; the sale paid that total goes through; the quote wrote nothing", async () => {
    const voucher = await createVoucher(t.database.db, { rule: { benefit: { kind: "order_amount", amountVnd: 25_000 }, conditions: {} }, now: BOOKING_NOW });
    const before = await written();
    const subtotal = price("C3", "C4") + 89_000;
    const answer = await quote(basket(["C3", "C4"], { voucherCode: ` ${voucher.code.toLowerCase()} ` }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toEqual({ subtotal, discount: 25_000, total: subtotal - 25_000, voucherCode: voucher.code });
    expect(await written()).toEqual(before);
    const seats = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
    const status = (seats.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === "C3")!.status;
    expect(status).toBe("available");

    const sale = await send(staff, "POST", "/box-office/sales", {
      ...basket(["C3", "C4"], { voucherCode: voucher.code }),
      payments: [{ method: "cash", amount: answer.json().result.total }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json().result.order).toMatchObject({ total: subtotal - 25_000, discount: 25_000 });
  });

  it("without a voucher: the basket's price; a voucher of a member's rule asks for the phone, and prices for the member", async () => {
    const plain = await quote(basket(["D3"]));
    expect(plain.json().result).toEqual({ subtotal: price("D3") + 89_000, discount: 0, total: price("D3") + 89_000, voucherCode: null });
    const perMember = await createVoucher(t.database.db, {
      rule: { benefit: { kind: "order_amount", amountVnd: 40_000 }, conditions: {} },
      perCustomerLimit: 1,
      now: BOOKING_NOW,
    });
    const walkIn = await quote(basket(["D3"], { voucherCode: perMember.code }));
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().error.fields.voucherCode).toMatch(/số điện thoại thành viên/);
    await signUp(t, { phone: "0907 123 456" });
    const member = await quote(basket(["D3"], { voucherCode: perMember.code, memberPhone: "0907123456" }));
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().result).toMatchObject({ discount: 40_000, total: price("D3") + 89_000 - 40_000 });
  });

  it("a code that does not apply says why on its field (unknown, expired, used up): 400, Vietnamese", async () => {
    const expired = await createVoucher(t.database.db, { validUntil: new Date(BOOKING_NOW.getTime() - 60_000), now: BOOKING_NOW });
    const usedUp = await createVoucher(t.database.db, { totalLimit: 1, now: BOOKING_NOW });
    const sold = await send(staff, "POST", "/box-office/sales", {
      ...basket(["D5"], { voucherCode: usedUp.code }),
      payments: [{ method: "cash", amount: price("D5") + 89_000 - 10_000 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    for (const code of ["KHONGCOMA", expired.code, usedUp.code]) {
      const answer = await quote(basket(["D6"], { voucherCode: code }));
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().error.fields.voucherCode, code).toMatch(VIETNAMESE);
    }
  });

  it("bad baskets: empty, a seat sold, another cinema's showtime shape → 400/409 in Vietnamese", async () => {
    const empty = await quote({ shiftId, showtimeId: scene.showtimeId, seatIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.seatIds).toMatch(VIETNAMESE);
    const taken = await quote(basket(["C3"]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("SEAT_TAKEN");
    for (const body of [{}, { shiftId: "x" }, { ...basket(["E1"]), seatIds: "E1" }, { ...basket(["E1"]), voucherCode: 5 }]) {
      const answer = await quote(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message, JSON.stringify(body)).toMatch(VIETNAMESE);
    }
  });

  it("is the counter's: staff, managers and admins of the cinema; 401, customers and another cinema's staff or manager 403", async () => {
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/box-office/quote", payload: basket(["E2"]) },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    const manager = await signedIn(t, "manager", [own.slug]);
    const managerShift = (await send(manager, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    expect((await quote(basket(["E2"], { shiftId: managerShift }), manager)).statusCode).toBe(200);
    const admin = await signedIn(t, "admin");
    const adminShift = (await send(admin, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    expect((await quote(basket(["E2"], { shiftId: adminShift }), admin)).statusCode).toBe(200);
  });
});
