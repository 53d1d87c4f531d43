import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createProduct, createVoucher } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";
import { post, signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

// Who owns a counter order, a member's phone, vouchers and points at the counter (decision 076).
let t: CheckoutTestApp;
let scene: Scene;
let staff: string;
let shiftId: string;
let comboId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

beforeAll(async () => {
  let own;
  ({ t, own, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  staff = await signedIn(t, "staff", [own.slug]);
  comboId = (await createProduct(t.database.db, { name: "Combo Bắp Nước", price: 89_000 })).id;
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
const price = (...labels: string[]) => labels.reduce((sum, label) => sum + scene.seat(label).price, 0);
const sell = (labels: string[], extra: Record<string, unknown>, amount = price(...labels)) =>
  send(staff, "POST", "/box-office/sales", {
    shiftId,
    showtimeId: scene.showtimeId,
    seatIds: labels.map((l) => scene.seat(l).id),
    payments: [{ method: "cash", amount }],
    ...extra,
  });
const myOrders = async (cookie: string) => (await send(cookie, "GET", "/me/orders")).json().result as Order[];
const myPoints = async (cookie: string) =>
  (await send(cookie, "GET", "/me/points")).json().result as { balance: number; history: { points: number; reason: string; orderCode?: string }[] };
const ownerOf = async (code: string) =>
  (
    await rows(
      t,
      sql<{ email: string; seller: string | null }>`select u.email, s.email as seller from orders o join users u on u.id = o.user_id
        left join users s on s.id = o.sold_by_user_id where o.code = ${code}`,
    )
  )[0]!;

describe("who owns a counter order", () => {
  it("without a member's phone: the walk-in account, not the seller — the seller's own orders stay empty; the desk still shows the seller", async () => {
    const answer = await sell(["A1"], {});
    expect(answer.statusCode, answer.body).toBe(201);
    const code = answer.json().result.order.code as string;
    const owner = await ownerOf(code);
    expect(owner.email).toBe("khach-tai-quay@hancine.invalid");
    expect(owner.seller).toMatch(/\.staff\.\d+@hancine\.vn$/);
    expect(await myOrders(staff)).toEqual([]);
    const desk = await send(staff, "GET", `/admin/orders/${code}`);
    expect(desk.json().result.counter).toEqual({ shiftId, soldBy: expect.any(String) });
    expect(desk.json().result.customer.name).toBe("Khách mua tại quầy");
  });

  it("the walk-in account cannot sign in", async () => {
    const login = await post(t, "/api/v1/auth/login", { email: "khach-tai-quay@hancine.invalid", password: "!" });
    expect([400, 401, 403]).toContain(login.statusCode);
    expect(login.headers["set-cookie"]).toBeUndefined();
  });

  it("with a member's phone typed any way: the member owns it, sees it in their orders and earns 5 % as online", async () => {
    const member = await signUp(t, { phone: "0905 222 333" });
    for (const [labels, typed] of [
      [["A2", "A3"], "0905222333"],
      [["A4"], "+84 905 222 333"],
      [["A5"], "84905222333"],
    ] as const) {
      const answer = await sell([...labels], { memberPhone: typed, products: [{ id: comboId, quantity: 1 }] }, price(...labels) + 89_000);
      expect(answer.statusCode, answer.body).toBe(201);
      const code = answer.json().result.order.code as string;
      expect((await ownerOf(code)).email).toBe(member.body.email);
    }
    const orders = await myOrders(member.cookie);
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.status === "paid")).toBe(true);
    // 5 % of what was paid, in points worth 1.000 ₫, rounded down per order.
    const expected = [price("A2", "A3"), price("A4"), price("A5")].map((seats) => Math.floor(((seats + 89_000) * 0.05) / 1000));
    const points = await myPoints(member.cookie);
    expect(
      points.history
        .filter((h) => h.reason === "earned")
        .map((h) => h.points)
        .sort(),
    ).toEqual(expected.sort());
    expect(points.balance).toBe(expected.reduce((a, b) => a + b, 0));
    // Its money is in the drawer: the member cannot cancel or exchange it online, and the order page says where to go.
    const order = orders[0]!;
    expect(order.afterSale).toMatchObject({ open: false, canExchange: false, blockedReason: expect.stringMatching(/quầy vé/) });
    for (const url of [`/orders/${order.id}/cancel`, `/orders/${order.id}/exchange`]) {
      const answer = await asUser(t, member.cookie, {
        method: "POST",
        url: `/api/v1${url}`,
        payload: url.endsWith("cancel") ? {} : { showtimeId: scene.showtimeId, seatIds: [scene.seat("H4").id] },
      });
      expect(answer.statusCode, url).toBe(409);
      expect(answer.json().error.code).toBe("ORDER_NOT_EDITABLE");
    }
  });

  it("an unknown or malformed phone → 400 fields.memberPhone, nothing sold", async () => {
    for (const phone of ["0909 000 111", "12345", "không có"]) {
      const answer = await sell(["A6"], { memberPhone: phone });
      expect(answer.statusCode, phone).toBe(400);
      expect(answer.json().error.fields.memberPhone).toBe("Không tìm thấy thành viên với số điện thoại này.");
    }
    const [n] = await rows(t, sql<{ n: number }>`select count(*)::int as n from seat_claims where seat_id = ${scene.seat("A6").id}::uuid`);
    expect(n!.n).toBe(0);
  });
});

describe("vouchers at the counter", () => {
  it("a voucher takes its discount off the total the payments must equal, and its use is kept", async () => {
    const voucher = await createVoucher(t.database.db, {
      rule: { benefit: { kind: "order_amount", amountVnd: 20_000 }, conditions: { minOrderVnd: 50_000 } },
      totalLimit: 5,
      now: BOOKING_NOW,
    });
    const full = await sell(["B1"], { voucherCode: voucher.code.toLowerCase() });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.fields.payments).toMatch(VIETNAMESE);
    const answer = await sell(["B1"], { voucherCode: voucher.code.toLowerCase() }, price("B1") - 20_000);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().result.order.total).toBe(price("B1") - 20_000);
    const [use] = await rows(
      t,
      sql<{
        code: string;
        kept: boolean;
      }>`select vu.voucher_code as code, vu.held_until is null as kept from voucher_uses vu join orders o on o.id = vu.order_id where o.code = ${answer.json().result.order.code}`,
    );
    expect(use).toEqual({ code: voucher.code, kept: true });
  });

  it("a bad code → 400 fields.voucherCode with the website's message: unknown, expired, below the minimum, used up", async () => {
    const db = t.database.db;
    const expired = await createVoucher(db, { validFrom: at("2026-10-01T00:00:00"), validUntil: at("2026-11-01T00:00:00") });
    const minimum = await createVoucher(db, {
      rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { minOrderVnd: 5_000_000 } },
      now: BOOKING_NOW,
    });
    const once = await createVoucher(db, { totalLimit: 1, now: BOOKING_NOW });
    expect((await sell(["B2"], { voucherCode: once.code }, price("B2") - 10_000)).statusCode).toBe(201);
    for (const [code, says] of [
      ["KHONGCOMA", /^Mã khuyến mãi này không tồn tại\. Bạn hãy kiểm tra lại nhé\.$/],
      [expired.code, new RegExp(`^Mã ${expired.code} đã hết hạn\\.$`)],
      [minimum.code, new RegExp(`^Mã ${minimum.code} áp dụng cho đơn từ 5\\.000\\.000\\s₫\\.$`)],
      [once.code, new RegExp(`^Mã ${once.code} đã hết lượt sử dụng\\.$`)],
    ] as const) {
      const answer = await sell(["B3"], { voucherCode: code }, price("B3") - 10_000);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().error.fields.voucherCode).toMatch(says);
    }
    expect(
      (await send(undefined, "GET", `/showtimes/${scene.showtimeId}/seats`))
        .json()
        .result.rows.flatMap((r: { seats: { label: string; status: string }[] }) => r.seats)
        .find((s: { label: string }) => s.label === "B3").status,
    ).toBe("available");
  });

  it("a limit per customer counts a member's uses online and at the counter; without a member's phone such a code is refused", async () => {
    const member = await signUp(t, { phone: "0905 444 555" });
    const perCustomer = await createVoucher(t.database.db, { perCustomerLimit: 1, now: BOOKING_NOW });
    const walkIn = await sell(["C1"], { voucherCode: perCustomer.code }, price("C1") - 10_000);
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().error.fields.voucherCode).toMatch(/số điện thoại thành viên/);
    const first = await sell(["C1"], { voucherCode: perCustomer.code, memberPhone: "0905444555" }, price("C1") - 10_000);
    expect(first.statusCode, first.body).toBe(201);
    const second = await sell(["C2"], { voucherCode: perCustomer.code, memberPhone: "0905444555" }, price("C2") - 10_000);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.fields.voucherCode).toBe(`Bạn đã dùng hết số lần được áp dụng mã ${perCustomer.code}.`);
    // Points are earned on what was paid after the discount.
    const points = await myPoints(member.cookie);
    expect(points.balance).toBe(Math.floor(((price("C1") - 10_000) * 0.05) / 1000));
  });
});
