import { sql } from "drizzle-orm";
import { parse } from "promptparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createProduct, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, hold, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let admin: string;
let comboId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
  comboId = (await createProduct(t.database.db, { name: "Combo Bắp Nước", price: 89_000 })).id;
});
afterAll(() => t.close());

const send = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) =>
  asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
const seatIds = (...labels: string[]) => labels.map((label) => scene.seat(label).id);
const seatStatus = async (label: string) => {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
  return (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
};
const expectVietnamese400 = (
  answer: { statusCode: number; json(): { error: { code: string; message: string; fields?: Record<string, string> } } },
  field?: string,
) => {
  expect(answer.statusCode).toBe(400);
  const { error } = answer.json();
  expect(error.code).toBe("VALIDATION_FAILED");
  expect(error.message).toMatch(VIETNAMESE);
  if (field) expect(error.fields?.[field]).toMatch(VIETNAMESE);
};

async function openShift(cookie: string, openingFloat = 1_000_000): Promise<string> {
  const answer = await send(cookie, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.id as string;
}

const sell = (cookie: string, body: Record<string, unknown>) => send(cookie, "POST", "/box-office/sales", { showtimeId: scene.showtimeId, ...body });

describe("shifts", () => {
  it("are opened by staff, managers and admins at their cinemas; 401, customer 403, another cinema 403", async () => {
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/box-office/shifts", payload: { cinema: own.slug, openingFloat: 0 } },
      { minRole: "staff", cinema: own.slug },
    );
    await expectGuarded(t, { method: "GET", url: `/api/v1/box-office/shifts/current?cinema=${own.slug}` }, { minRole: "staff", cinema: own.slug });
    for (const cookie of [await signedIn(t, "staff", [own.slug]), await signedIn(t, "manager", [own.slug]), await signedIn(t, "admin")]) {
      const id = await openShift(cookie, 500_000);
      const current = await send(cookie, "GET", `/box-office/shifts/current?cinema=${own.slug}`);
      expect(current.json().result).toMatchObject({ id, status: "open", openingFloat: 500_000, cashDrops: 0, cinema: { slug: own.slug }, currency: "VND" });
    }
    const [audited] = await rows(t, sql<{ n: number }>`select count(*)::int as n from audit_log where action = 'shift.open' and entity = 'shift'`);
    expect(audited!.n).toBeGreaterThanOrEqual(3);
  });

  it("one open shift per person and cinema: a second → 409 SHIFT_ALREADY_OPEN; none open → null", async () => {
    const cookie = await signedIn(t, "staff", [own.slug]);
    expect((await send(cookie, "GET", `/box-office/shifts/current?cinema=${own.slug}`)).json().result).toBeNull();
    await openShift(cookie);
    const again = await send(cookie, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("SHIFT_ALREADY_OPEN");
    expect(again.json().error.message).toMatch(VIETNAMESE);
  });

  it("bad input is a Vietnamese 400 (never a 500); an unknown cinema 404", async () => {
    for (const body of [
      { cinema: own.slug, openingFloat: -1 },
      { cinema: own.slug, openingFloat: "abc" },
      { cinema: own.slug, openingFloat: 1.5 },
      { openingFloat: 0 },
      { cinema: "Rạp!", openingFloat: 0 },
    ]) {
      expectVietnamese400(await send(staff, "POST", "/box-office/shifts", body));
    }
    expectVietnamese400(await send(staff, "GET", "/box-office/shifts/current"));
    expect((await send(staff, "POST", "/box-office/shifts", { cinema: "khong-co-rap-nay", openingFloat: 0 })).statusCode).toBe(404);
    expect((await send(staff, "POST", "/box-office/shifts/not-a-uuid/cash-drops", { amount: 1000 })).statusCode).toBe(404);
    expectVietnamese400(await send(staff, "POST", "/box-office/shifts/not-a-uuid/cash-drops", { amount: 0 }), "amount");
    expectVietnamese400(await send(staff, "POST", "/box-office/shifts/not-a-uuid/close", { countedCash: "nhiều" }), "countedCash");
  });
});

describe("a day at the counter: sell, drop cash, close", () => {
  let shiftId: string;
  let sold: Order;

  it("sells two seats and a combo for cash: paid at once, channel counter, tickets issued, the change given, the seats sold online", async () => {
    shiftId = await openShift(staff, 1_000_000);
    const seatsTotal = scene.seat("B1").price + scene.seat("B2").price;
    const total = seatsTotal + 89_000;
    const ok = await sell(staff, {
      shiftId,
      seatIds: seatIds("B1", "B2"),
      products: [{ id: comboId, quantity: 1 }],
      payments: [{ method: "cash", amount: total, tendered: 500_000 }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const result = ok.json().result as { order: Order; tickets: { qr: string; seatLabel: string }[]; change: number };
    sold = result.order;
    expect(result.order.status).toBe("paid");
    expect(result.order.total).toBe(total);
    expect(result.tickets.map((x) => x.seatLabel).sort()).toEqual(["B1", "B2"]);
    expect(result.change).toBe(500_000 - total);
    const [row] = await rows(
      t,
      sql<{
        channel: string;
        shift: string;
        seller: string | null;
      }>`select channel, shift_id::text as shift, sold_by_user_id::text as seller from orders where code = ${sold.code}`,
    );
    expect(row).toMatchObject({ channel: "counter", shift: shiftId });
    expect(row!.seller).not.toBeNull();
    // The order desk shows who sold it, on which shift.
    const desk = await send(staff, "GET", `/admin/orders/${sold.code}`);
    expect(desk.json().result.counter).toEqual({ shiftId, soldBy: expect.any(String) });
    expect(await seatStatus("B1")).toBe("sold");
    // A customer online cannot take them.
    const { cookie, address } = await signUp(t);
    const online = await hold(customerFor(t, cookie, address), scene.showtimeId, [scene.seat("B1")]);
    expect(online.statusCode).toBe(409);
    expect(online.json().error.code).toBe("SEATS_UNAVAILABLE");
  });

  it("refuses a seat already sold or held online → 409 SEAT_TAKEN, and changes nothing", async () => {
    const again = await sell(staff, { shiftId, seatIds: seatIds("B2"), payments: [{ method: "card", amount: scene.seat("B2").price, reference: "POS-1" }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("SEAT_TAKEN");
    const { cookie, address } = await signUp(t);
    expect((await hold(customerFor(t, cookie, address), scene.showtimeId, [scene.seat("C5")])).statusCode).toBe(201);
    const held = await sell(staff, { shiftId, seatIds: seatIds("C5"), payments: [{ method: "cash", amount: scene.seat("C5").price }] });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe("SEAT_TAKEN");
    expect(held.json().error.details.seatIds).toEqual(seatIds("C5"));
    const [n] = await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where shift_id = ${shiftId}::uuid`);
    expect(n!.n).toBe(1);
  });

  it("bad sales are Vietnamese 400s: short or excess payments, a card without reference, cash short of the amount, unknown fields, nothing to sell", async () => {
    const price = scene.seat("D1").price;
    const cases: [Record<string, unknown>, string][] = [
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "cash", amount: price - 1000 }] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "cash", amount: price + 1000 }] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "card", amount: price }] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "cash", amount: price, tendered: price - 1000 }] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "gift_card", amount: price }] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [] }, "payments"],
      [{ shiftId, seatIds: seatIds("D1"), payments: [{ method: "bitcoin", amount: price }] }, "payments.0.method"],
      [{ shiftId, seatIds: ["not-a-seat"], payments: [{ method: "cash", amount: price }] }, "seatIds"],
      [{ shiftId, seatIds: seatIds("D1", "D1"), payments: [{ method: "cash", amount: price }] }, "seatIds"],
      [{ shiftId, seatIds: [], payments: [{ method: "cash", amount: price }] }, "seatIds"],
      [{ shiftId, seatIds: seatIds("D1"), products: [{ id: "no-such-product", quantity: 1 }], payments: [{ method: "cash", amount: price }] }, "products"],
      [{ shiftId, seatIds: seatIds("D1"), products: [{ id: comboId, quantity: 0 }], payments: [{ method: "cash", amount: price }] }, "products.0.quantity"],
    ];
    for (const [body, field] of cases) {
      const answer = await sell(staff, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message).toMatch(VIETNAMESE);
      expect(Object.keys(answer.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await seatStatus("D1")).toBe("available");
  });

  it("who may sell: 401, customer 403, staff of another cinema 403, another staff member's drawer 403; managers and admins of the cinema may", async () => {
    const body = { showtimeId: scene.showtimeId, shiftId, seatIds: seatIds("E1"), payments: [{ method: "cash", amount: scene.seat("E1").price }] };
    await expectGuarded(t, { method: "POST", url: "/api/v1/box-office/sales", payload: body }, { minRole: "staff", cinema: own.slug, otherCinema: other.slug });
    const colleague = await signedIn(t, "staff", [own.slug]);
    expect((await sell(colleague, body)).statusCode).toBe(403);
    for (const [cookie, label] of [
      [manager, "E2"],
      [admin, "E3"],
    ] as const) {
      const own = await openShift(cookie);
      const answer = await sell(cookie, {
        shiftId: own,
        seatIds: seatIds(label),
        payments: [{ method: "card", amount: scene.seat(label).price, reference: "POS-7" }],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expect(await seatStatus("E1")).toBe("available");
  });

  it("VietQR: the QR for the exact amount and order code is valid for an independent decoder; a mixed payment splits", async () => {
    const qr = await send(staff, "POST", "/box-office/vietqr", { amount: 190_000, note: "HC7K2M9QXY" });
    expect(qr.statusCode, qr.body).toBe(200);
    const decoded = parse(qr.json().result.payload, true);
    expect(decoded?.getTagValue("54")).toBe("190000");
    expect(decoded?.getTagValue("62", "08")).toBe("HC7K2M9QXY");
    expect(decoded?.getTagValue("38", "00")).toBe("A000000727");
    expectVietnamese400(await send(staff, "POST", "/box-office/vietqr", { amount: 0, note: "x" }), "amount");
    expectVietnamese400(await send(staff, "POST", "/box-office/vietqr", { amount: 1000, note: "Đơn #1" }), "note");
    const price = scene.seat("F1").price;
    const answer = await sell(staff, { shiftId, seatIds: seatIds("F1"), payments: [{ method: "vietqr", amount: price }] });
    expect(answer.statusCode, answer.body).toBe(201);
    const { order, vietqr } = answer.json().result as { order: Order; vietqr: string };
    expect(parse(vietqr, true)?.getTagValue("62", "08")).toBe(order.code);
    const mixed = await sell(staff, {
      shiftId,
      seatIds: seatIds("F2"),
      products: [{ id: comboId, quantity: 2 }],
      payments: [
        { method: "cash", amount: 100_000, tendered: 200_000 },
        { method: "card", amount: scene.seat("F2").price + 178_000 - 100_000, reference: "POS-9" },
      ],
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().result.change).toBe(100_000);
  });

  it("a counter ticket checks in at the door like an online one", async () => {
    t.setNow(new Date(at("2026-11-28T19:00:00").getTime() - 30 * 60_000));
    try {
      const answer = await sell(staff, { shiftId, seatIds: seatIds("G1"), payments: [{ method: "cash", amount: scene.seat("G1").price }] });
      expect(answer.statusCode, answer.body).toBe(201);
      const qr = answer.json().result.tickets[0].qr as string;
      const first = await send(staff, "POST", "/checkin", { qr });
      expect(first.statusCode, first.body).toBe(200);
      expect((await send(staff, "POST", "/checkin", { qr })).json().error.code).toBe("ALREADY_CHECKED_IN");
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("prints tickets and receipt for an 80 mm printer, in Vietnamese, for staff of the cinema only", async () => {
    const answer = await send(staff, "GET", `/box-office/orders/${sold.code}/print`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    const html = answer.body;
    expect(html).toContain("size:80mm");
    expect(html).toContain('lang="vi"');
    expect(html.match(/<svg/g)?.length).toBe(2);
    expect(html).toContain("19:00");
    expect(html).toContain("Phòng 1");
    expect(html).toMatch(/>B1</);
    expect(html).toContain("VAT 10%");
    expect(html).toContain("MST: 0401234566");
    expect(html).toContain("HOÁ ĐƠN BÁN LẺ");
    expect(html).toContain("Combo Bắp Nước");
    await expectGuarded(
      t,
      { method: "GET", url: `/api/v1/box-office/orders/${sold.code}/print` },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    expect((await send(staff, "GET", "/box-office/orders/HCKHONGCO1/print")).statusCode).toBe(404);
  });

  it("cash drops and the close: expected = float + cash sales − cash drops; the difference; a closed shift takes nothing more", async () => {
    const guarded = { minRole: "staff" as const, cinema: own.slug, otherCinema: other.slug };
    await expectGuarded(t, { method: "POST", url: `/api/v1/box-office/shifts/${shiftId}/cash-drops`, payload: { amount: 1000 } }, guarded);
    const drop = await send(staff, "POST", `/box-office/shifts/${shiftId}/cash-drops`, { amount: 300_000, note: "Chuyển két lần 1" });
    expect(drop.statusCode, drop.body).toBe(201);
    const [cash] = await rows(
      t,
      sql<{ n: number }>`select coalesce(sum(amount_vnd), 0)::int as n from counter_payments where shift_id = ${shiftId}::uuid and method = 'cash'`,
    );
    const expected = 1_000_000 + cash!.n - 300_000;
    await expectGuarded(t, { method: "POST", url: `/api/v1/box-office/shifts/${shiftId}/close`, payload: { countedCash: 0 } }, guarded);
    const closed = await send(staff, "POST", `/box-office/shifts/${shiftId}/close`, { countedCash: expected - 20_000 });
    expect(closed.statusCode, closed.body).toBe(200);
    const report = closed.json().result;
    expect(report).toMatchObject({
      openingFloat: 1_000_000,
      cashSales: cash!.n,
      cashRefunds: 0,
      cashDrops: 300_000,
      expectedCash: expected,
      countedCash: expected - 20_000,
      difference: -20_000,
      orders: 4,
    });
    expect(report.byMethod.card).toBeGreaterThan(0);
    expect(report.byMethod.vietqr).toBe(scene.seat("F1").price);
    expect(report.tickets).toBe(5);
    expect(report.products).toBe(3);
    for (const [url, body] of [
      [`/box-office/shifts/${shiftId}/close`, { countedCash: 0 }],
      [`/box-office/shifts/${shiftId}/cash-drops`, { amount: 1000 }],
      ["/box-office/sales", { showtimeId: scene.showtimeId, shiftId, seatIds: seatIds("H1"), payments: [{ method: "cash", amount: scene.seat("H1").price }] }],
    ] as const) {
      const answer = await send(staff, "POST", url, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("SHIFT_CLOSED");
    }
    expect((await send(staff, "GET", `/box-office/shifts/current?cinema=${own.slug}`)).json().result).toBeNull();
    const actions = await rows(t, sql<{ action: string }>`select action from audit_log where entity = 'shift' and entity_id = ${shiftId} order by at, id`);
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(["shift.open", "order.paid", "shift.cash_drop", "shift.close"]));
  });
});
