import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createVoucher, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, type Scene } from "../booking/booking-test-kit.ts";
import { paidOrderIn, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { expectRollupToMatchRecount } from "../reports/sales-rollup-test-kit.ts";

let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let managerEmail: string;
let shiftId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const PIN = "246810";

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  managerEmail = (await send(manager, "GET", "/auth/me")).json().result.user.email;
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
const seatStatus = async (label: string) => {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
  return (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
};
async function soldForCash(labels: string[], cookie = staff, shift = shiftId): Promise<string> {
  const seats = labels.map((l) => scene.seat(l));
  const answer = await send(cookie, "POST", "/box-office/sales", {
    shiftId: shift,
    showtimeId: scene.showtimeId,
    seatIds: seats.map((s) => s.id),
    payments: [{ method: "cash", amount: seats.reduce((sum, s) => sum + s.price, 0) }],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.order.code as string;
}

describe("refunds at the counter", () => {
  it("a manager sets a counter PIN (6–8 digits); staff and customers may not", async () => {
    await expectGuarded(t, { method: "PUT", url: "/api/v1/box-office/pin", payload: { pin: PIN } }, { minRole: "manager" });
    const bad = await send(manager, "PUT", "/box-office/pin", { pin: "12ab" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pin).toMatch(/chữ số/);
    expect((await send(manager, "PUT", "/box-office/pin", { pin: PIN })).statusCode).toBe(200);
  });

  it("staff need a manager's approval: none, a wrong PIN, an unknown e-mail or another cinema's manager → 403 APPROVAL_REQUIRED", async () => {
    const code = await soldForCash(["E1", "E2"]);
    const refund = (approval?: object) =>
      send(staff, "POST", `/box-office/orders/${code}/refund`, { shiftId, reason: "Khách đổi ý", ...(approval && { approval }) });
    const foreignManagerCookie = await signedIn(t, "manager", [other.slug]);
    await send(foreignManagerCookie, "PUT", "/box-office/pin", { pin: PIN });
    const foreignEmail = (await send(foreignManagerCookie, "GET", "/auth/me")).json().result.user.email;
    for (const approval of [undefined, { email: managerEmail, pin: "999999" }, { email: "khongco@hancine.vn", pin: PIN }, { email: foreignEmail, pin: PIN }]) {
      const answer = await refund(approval);
      expect(answer.statusCode, JSON.stringify(approval)).toBe(403);
      expect(answer.json().error.code).toBe("APPROVAL_REQUIRED");
    }
    expect(await seatStatus("E1")).toBe("sold");
    const ok = await refund({ email: managerEmail, pin: PIN });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ orderCode: code, status: "refunded", byMethod: { cash: scene.seat("E1").price + scene.seat("E2").price } });
    expect(ok.json().result.approvedBy).toBeTruthy();
    expect(await seatStatus("E1")).toBe("available");
    const again = await refund({ email: managerEmail, pin: PIN });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_REFUNDED");
  });

  it("wrong PINs are limited: the 6th try for one manager in 15 minutes → 429 RATE_LIMITED", async () => {
    const code = await soldForCash(["G7", "G8"]);
    const guesser = await signedIn(t, "staff", [own.slug]);
    const guesserShift = (await send(guesser, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    const guess = (pin: string) =>
      send(guesser, "POST", `/box-office/orders/${code}/refund`, { shiftId: guesserShift, reason: "Thử mã", approval: { email: "ql.doan@hancine.vn", pin } });
    for (let i = 0; i < 5; i++) expect((await guess(`10000${i}`)).statusCode).toBe(403);
    const limited = await guess("100009");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
  });

  it("right approvals count nothing: a manager approves more refunds in 15 minutes than the wrong tries allowed", async () => {
    const approver = await signedIn(t, "manager", [own.slug]);
    const approverEmail = (await send(approver, "GET", "/auth/me")).json().result.user.email;
    expect((await send(approver, "PUT", "/box-office/pin", { pin: PIN })).statusCode).toBe(200);
    const cashier = await signedIn(t, "staff", [own.slug]);
    const cashierShift = (await send(cashier, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    // The same seat sold and refunded again and again: more approvals than the 5 wrong tries allowed.
    for (let round = 1; round <= 7; round++) {
      const code = await soldForCash(["F5"], cashier, cashierShift);
      const res = await send(cashier, "POST", `/box-office/orders/${code}/refund`, {
        shiftId: cashierShift,
        reason: "Khách đổi ý",
        approval: { email: approverEmail, pin: PIN },
      });
      expect(res.statusCode, `round ${round}: ${res.body}`).toBe(200);
    }
  });

  it("managers refund without approval; 401, customers and another cinema's staff 403; an online order is the order desk's (409)", async () => {
    const code = await soldForCash(["E3"]);
    const managerShift = (await send(manager, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    await expectGuarded(
      t,
      { method: "POST", url: `/api/v1/box-office/orders/${code}/refund`, payload: { shiftId: managerShift, reason: "Khách đổi ý" } },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    const ok = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: managerShift, reason: "Khách đổi ý" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.approvedBy).toBeNull();
    const { cookie, address } = await signUp(t);
    const online = await paidOrderIn(t, scene, customerFor(t, cookie, address), ["F1", "F2"]);
    expect((await send(manager, "GET", `/admin/orders/${online.code}`)).json().result.counter).toBeNull();
    const refused = await send(manager, "POST", `/box-office/orders/${online.code}/refund`, { shiftId: managerShift, reason: "Khách đổi ý" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("ORDER_NOT_EDITABLE");
    for (const body of [
      { shiftId: managerShift, reason: "x" },
      { shiftId: managerShift },
      { shiftId: managerShift, reason: "Khách đổi ý", approval: { email: "a", pin: "1" } },
    ]) {
      const answer = await send(manager, "POST", `/box-office/orders/${code}/refund`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await send(manager, "POST", "/box-office/orders/HCKHONGCO1/refund", { shiftId: managerShift, reason: "Khách đổi ý" })).statusCode).toBe(404);
  });

  it("refunds follow the website's window: after CANCEL_BEFORE_MINUTES before the showtime → 409 CANCEL_WINDOW_CLOSED", async () => {
    const code = await soldForCash(["E5"]);
    t.setNow(new Date(at("2026-11-28T19:00:00").getTime() - 60 * 60_000));
    try {
      const answer = await send(manager, "POST", `/box-office/orders/${code}/refund`, {
        shiftId: (await send(manager, "GET", `/box-office/shifts/current?cinema=${own.slug}`)).json().result.id,
        reason: "Khách đến muộn",
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("CANCEL_WINDOW_CLOSED");
    } finally {
      t.setNow(new Date("2026-11-23T03:00:00Z"));
    }
  });

  it("the cash given back comes out of the refunding shift: expected = float + cash sales − cash refunds − drops", async () => {
    const closed = await send(staff, "POST", `/box-office/shifts/${shiftId}/close`, { countedCash: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    const report = closed.json().result;
    const sales = ["E1", "E2", "E3", "E5", "G7", "G8"].reduce((sum, l) => sum + scene.seat(l).price, 0);
    const refunds = scene.seat("E1").price + scene.seat("E2").price;
    expect(report).toMatchObject({
      openingFloat: 500_000,
      cashSales: sales,
      cashRefunds: refunds,
      expectedCash: 500_000 + sales - refunds,
      difference: -(500_000 + sales - refunds),
    });
  });
});

describe("some tickets of a counter order (ticketIds)", () => {
  const checkInByHand = async (ticketId: string, staffEmail: string) =>
    rows(
      t,
      sql`insert into checkins (ticket_id, staff_user_id, at, place) select ${ticketId}::uuid, id, now(), 'Cửa 1' from users where email = ${staffEmail}`,
    );
  let managerShift: string;
  let member: { cookie: string };
  let code: string;
  let tickets: { id: string; seatLabel: string; qr: string }[];
  let total: number;
  let subtotal: number;
  const CASH = 300_000;

  it("a member's sale of three seats and a combo, with a voucher, paid cash and card", async () => {
    managerShift = (await send(manager, "GET", `/box-office/shifts/current?cinema=${own.slug}`)).json().result.id;
    member = await signUp(t, { phone: "0906 777 888" });
    const combo = await createProduct(t.database.db, { name: "Combo Đôi", price: 99_000 });
    const voucher = await createVoucher(t.database.db, { rule: { benefit: { kind: "order_amount", amountVnd: 30_000 }, conditions: {} }, now: BOOKING_NOW });
    subtotal = ["H1", "H2", "H3"].reduce((sum, l) => sum + scene.seat(l).price, 0) + 99_000;
    total = subtotal - 30_000;
    const answer = await send(manager, "POST", "/box-office/sales", {
      shiftId: managerShift,
      showtimeId: scene.showtimeId,
      seatIds: ["H1", "H2", "H3"].map((l) => scene.seat(l).id),
      products: [{ id: combo.id, quantity: 1 }],
      memberPhone: "0906777888",
      voucherCode: voucher.code,
      payments: [
        { method: "cash", amount: CASH },
        { method: "card", amount: total - CASH, reference: "POS-42" },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    code = answer.json().result.order.code;
    tickets = answer.json().result.tickets;
  });

  it("refunds one ticket: its seat's price less its share of the discount, cash first; the order stays paid, the seat on sale at once, the ticket void at the door", async () => {
    const h1 = tickets.find((x) => x.seatLabel === "H1")!;
    const share = Math.round((scene.seat("H1").price * total) / subtotal);
    const staffShift = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    const answer = await send(staff, "POST", `/box-office/orders/${code}/refund`, {
      shiftId: staffShift,
      ticketIds: [h1.id],
      reason: "Khách bận một người",
      approval: { email: managerEmail, pin: PIN },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ status: "paid", amount: share, seats: ["H1"], byMethod: { cash: share, card: 0, vietqr: 0, gift_card: 0 } });
    expect(await seatStatus("H1")).toBe("available");
    expect(await seatStatus("H2")).toBe("sold");
    const desk = (await send(manager, "GET", `/admin/orders/${code}`)).json().result;
    expect(desk.status).toBe("paid");
    t.setNow(new Date(at("2026-11-28T19:00:00").getTime() - 30 * 60_000));
    try {
      const door = await send(staff, "POST", "/checkin", { qr: h1.qr });
      expect(door.statusCode).toBe(409);
      expect(door.json().error.message).toMatch(/hoàn tiền/);
    } finally {
      t.setNow(BOOKING_NOW);
    }
    // The member's earned points follow the share refunded.
    const earned = Math.floor((total * 0.05) / 1000);
    const points = (await send(member.cookie, "GET", "/me/points")).json().result;
    expect(points.balance).toBe(earned - Math.floor((earned * share) / total));
  });

  it("a ticket refunded already → 409 ALREADY_REFUNDED; one of another order → 400 fields.ticketIds; an admitted one → 409 ALREADY_CHECKED_IN; nothing changes", async () => {
    const refund = (ticketIds: string[]) =>
      send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: managerShift, ticketIds, reason: "Khách đổi ý" });
    const again = await refund([tickets.find((x) => x.seatLabel === "H1")!.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_REFUNDED");
    const otherCode = await soldForCash(["D7"], manager, managerShift);
    const otherTicket = (await send(manager, "GET", `/admin/orders/${otherCode}`)).json().result.tickets[0].id as string;
    const foreign = await refund([otherTicket]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.ticketIds).toMatch(/không thuộc đơn hàng này/);
    for (const body of [{ ticketIds: [] }, { ticketIds: "H2" }, { ticketIds: [tickets[1]!.id, tickets[1]!.id] }]) {
      const bad = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: managerShift, reason: "Khách đổi ý", ...body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.fields.ticketIds).toMatch(/[ếọéộ]/);
    }
    await checkInByHand(otherTicket, managerEmail);
    const admitted = await send(manager, "POST", `/box-office/orders/${otherCode}/refund`, {
      shiftId: managerShift,
      ticketIds: [otherTicket],
      reason: "Khách đổi ý",
    });
    expect(admitted.statusCode).toBe(409);
    expect(admitted.json().error.code).toBe("ALREADY_CHECKED_IN");
    expect(await seatStatus("D7")).toBe("sold");
    expect(await seatStatus("H2")).toBe("sold");
  });

  it("the rest (no ticketIds): the other tickets and the products, card after the cash left; the order refunded, the member's earned points all taken back", async () => {
    const first = Math.round((scene.seat("H1").price * total) / subtotal);
    const rest = total - first;
    const answer = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId: managerShift, reason: "Khách huỷ cả đơn" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      status: "refunded",
      amount: rest,
      seats: ["H2", "H3"],
      byMethod: { cash: CASH - first, card: rest - (CASH - first), vietqr: 0, gift_card: 0 },
    });
    expect(await seatStatus("H2")).toBe("available");
    expect(await seatStatus("H3")).toBe("available");
    const [money] = await rows(
      t,
      sql<{ n: number }>`select sum(amount_vnd)::int as n from counter_payments cp join orders o on o.id = cp.order_id where o.code = ${code}`,
    );
    expect(money!.n).toBe(0);
    expect((await send(member.cookie, "GET", "/me/points")).json().result.balance).toBe(0);
    const [audit] = await rows(
      t,
      sql<{
        n: number;
      }>`select count(*)::int as n from audit_log where action = 'order.refund' and entity = 'order' and entity_id = (select id::text from orders where code = ${code})`,
    );
    expect(audit!.n).toBe(2);
  });
});

describe("the reports' day and month sums (sales_rollup)", () => {
  it("after every sale, refund and change above, equal a count of the sales tables and a rebuild from showtime_sales", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});
