import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createFilm, createProduct, createShowtime, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { proveWithTotp, signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, type Scene } from "../booking/booking-test-kit.ts";
import { paidOrderIn, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { expectRollupToMatchRecount } from "../reports/sales-rollup-test-kit.ts";

// Exchanges at the counter (decision 084): an order sold online or at the counter moves to another
// showtime of the same film; the difference is paid or given back in the shift.
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let managerEmail: string;
let shiftId: string;
let later: { id: string; seats: { id: string; label: string; price: number; status: string }[] };
let otherFilmShowtime: string;
const at = (local: string) => new Date(`${local}+07:00`);
const STARTS = at("2026-11-28T19:00:00");
const PIN = "246810";
const STALE = new Date(BOOKING_NOW.getTime() + 11 * 60_000);

function send(cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
async function seatsOf(showtimeId: string) {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtimeId}/seats` });
  return (map.json().result.rows as { seats: { id: string; label: string; price: number; status: string }[] }[]).flatMap((r) => r.seats);
}
const statusOf = async (showtimeId: string, label: string) => (await seatsOf(showtimeId)).find((s) => s.label === label)!.status;
const seat = (label: string) => later.seats.find((s) => s.label === label)!;
const price = (...labels: string[]) => labels.reduce((sum, l) => sum + scene.seat(l).price, 0);
const laterPrice = (...labels: string[]) => labels.reduce((sum, l) => sum + seat(l).price, 0);
const shiftOf = async (cookie: string) => {
  const current = (await send(cookie, "GET", `/box-office/shifts/current?cinema=${own.slug}`)).json().result;
  return (current?.id ?? (await send(cookie, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id) as string;
};
async function soldForCash(labels: string[], cookie = staff, shift = shiftId): Promise<string> {
  const answer = await send(cookie, "POST", "/box-office/sales", {
    shiftId: shift,
    showtimeId: scene.showtimeId,
    seatIds: labels.map((l) => scene.seat(l).id),
    payments: [{ method: "cash", amount: price(...labels) }],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.order.code as string;
}
const exchange = (code: string, body: object, cookie = staff) =>
  send(cookie, "POST", `/box-office/orders/${code}/exchange`, { showtimeId: later.id, reason: "Khách muốn xem suất muộn hơn", ...body });
const orderStatus = async (code: string) => (await send(manager, "GET", `/admin/orders/${code}`)).json().result.status as string;

beforeAll(async () => {
  // Every amount given back counts as large for a manager's own exchange (issue 33's step-up).
  ({ t, own, other, scene } = await createOrderDeskTestApp(STARTS, { REFUND_STEP_UP_VND: "0" }));
  const db = t.database.db;
  const [place] = await rows(
    t,
    sql<{ film: string; room: string }>`select film_id as film, auditorium_id as room from showtimes where id = ${scene.showtimeId}::uuid`,
  );
  later = { id: (await createShowtime(db, { auditoriumId: place!.room, filmId: place!.film, startsAt: at("2026-11-28T21:45:00") })).id, seats: [] };
  later.seats = await seatsOf(later.id);
  const room = await createAuditorium(db, { cinemaId: own.id, name: "Phòng 2" });
  const film = await createFilm(db, { durationMinutes: 100, ageRating: "P" });
  otherFilmShowtime = (await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-11-28T20:00:00") })).id;
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  managerEmail = (await send(manager, "GET", "/auth/me")).json().result.user.email;
  expect((await send(manager, "PUT", "/box-office/pin", { pin: PIN })).statusCode).toBe(200);
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 })).json().result.id;
});
afterAll(() => t.close());

describe("exchanges at the counter", () => {
  it("the room's VIP seats cost more than its standard ones (the test's premise)", () => {
    expect(seat("F3").price).toBeGreaterThan(seat("B3").price);
    expect(scene.seat("F3").price).toBe(seat("F3").price);
  });

  it("who may: staff, managers and admins of the order's cinema; 401, customers and another cinema's staff and managers 403", async () => {
    const code = await soldForCash(["A1"]);
    const managerShift = await shiftOf(manager);
    const body = { shiftId: managerShift, showtimeId: later.id, seatIds: [seat("A1").id], reason: "Khách đổi suất" };
    await expectGuarded(
      t,
      { method: "POST", url: `/api/v1/box-office/orders/${code}/exchange`, payload: body },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    await expectGuarded(
      t,
      {
        method: "POST",
        url: `/api/v1/box-office/orders/${code}/exchange-quote`,
        payload: { shiftId: managerShift, showtimeId: later.id, seatIds: [seat("A1").id] },
      },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    expect(await orderStatus(code)).toBe("paid");
    expect(await statusOf(later.id, "A1")).toBe("available");
    // An admin exchanges on their own authority.
    const admin = await signedIn(t, "admin");
    const adminShift = (await send(admin, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    const answer = await send(admin, "POST", `/box-office/orders/${code}/exchange`, { ...body, shiftId: adminShift, ...payFor(code, "A1") });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result.approvedBy).toBeNull();
  });

  it("staff need a manager's approval: none or a wrong PIN → 403 APPROVAL_REQUIRED, nothing changes", async () => {
    const code = await soldForCash(["A3"]);
    for (const approval of [undefined, { email: managerEmail, pin: "999999" }]) {
      const answer = await exchange(code, { shiftId, seatIds: [seat("A3").id], ...(approval && { approval }), ...payFor(code, "A3") });
      expect(answer.statusCode, JSON.stringify(approval)).toBe(403);
      expect(answer.json().error.code).toBe("APPROVAL_REQUIRED");
    }
    expect(await orderStatus(code)).toBe("paid");
    expect(await statusOf(scene.showtimeId, "A3")).toBe("sold");
    expect(await statusOf(later.id, "A3")).toBe("available");
  });

  it("a counter order to dearer seats: the quote says what to pay, the customer pays the extra in cash (change back), the old seats on sale again, the new sold, the old ticket void at the door; audited", async () => {
    const [cheap, dear] = ["B3", "F3"];
    const sale = await send(staff, "POST", "/box-office/sales", {
      shiftId,
      showtimeId: scene.showtimeId,
      seatIds: [scene.seat(cheap).id],
      payments: [{ method: "cash", amount: price(cheap) }],
    });
    const code = sale.json().result.order.code as string;
    const oldTicket = sale.json().result.tickets[0];
    const quote = await send(staff, "POST", `/box-office/orders/${code}/exchange-quote`, { shiftId, showtimeId: later.id, seatIds: [seat(dear).id] });
    expect(quote.statusCode, quote.body).toBe(200);
    const extra = laterPrice(dear) - price(cheap);
    expect(quote.json().result).toEqual({
      oldOrderCode: code,
      credit: price(cheap),
      subtotal: laterPrice(dear),
      discount: 0,
      total: laterPrice(dear),
      toPay: extra,
      toGiveBack: 0,
      giveBackTo: "drawer",
    });
    const answer = await exchange(code, {
      shiftId,
      seatIds: [seat(dear).id],
      payments: [{ method: "cash", amount: extra, tendered: extra + 100_000 }],
      approval: { email: managerEmail, pin: PIN },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().result;
    expect(result).toMatchObject({ toPay: extra, change: 100_000, givenBack: { cash: 0, card: 0, vietqr: 0, gift_card: 0 }, approvedBy: expect.any(String) });
    expect(result.order).toMatchObject({ status: "paid", total: laterPrice(dear) });
    expect(result.tickets).toHaveLength(1);
    expect(await orderStatus(code)).toBe("exchanged");
    expect(await statusOf(scene.showtimeId, cheap)).toBe("available");
    expect(await statusOf(later.id, dear)).toBe("sold");
    // The old ticket no longer opens the door.
    t.setNow(new Date(STARTS.getTime() - 30 * 60_000));
    try {
      const door = await send(staff, "POST", "/checkin", { qr: oldTicket.qr });
      expect(door.statusCode).toBe(409);
    } finally {
      t.setNow(BOOKING_NOW);
    }
    const [audit] = await rows(
      t,
      sql<{
        after: { newOrderCode: string; paidVnd: number; approvedBy: string };
      }>`select after from audit_log where action = 'order.exchanged' and entity_id = (select id::text from orders where code = ${code})`,
    );
    expect(audit!.after).toMatchObject({ newOrderCode: result.order.code, paidVnd: extra, approvedBy: expect.any(String) });
    // Exchanged once: a second exchange of the old order is refused.
    const again = await exchange(code, { shiftId, seatIds: [seat("B11").id], approval: { email: managerEmail, pin: PIN } });
    expect(again.statusCode).toBe(409);
  });

  it("a counter order to cheaper seats: the difference comes back in cash out of this drawer", async () => {
    const code = await soldForCash(["F5"]);
    const back = price("F5") - laterPrice("B5");
    const answer = await exchange(code, { shiftId, seatIds: [seat("B5").id], approval: { email: managerEmail, pin: PIN } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({
      toPay: 0,
      toGiveBack: back,
      giveBackTo: "drawer",
      givenBack: { cash: back, card: 0, vietqr: 0, gift_card: 0 },
    });
    // The drawer: the old sale reversed, the new one sold with what it keeps; the cash moved is the difference.
    const [net] = await rows(
      t,
      sql<{
        n: number;
      }>`select sum(amount_vnd)::int as n from counter_payments where order_id in (select id from orders where code = ${code} or code = ${answer.json().result.order.code})`,
    );
    expect(net!.n).toBe(laterPrice("B5"));
  });

  it("an online order: the extra is paid by card at the counter; a cheaper exchange sends the difference back to its gateway", async () => {
    const buyer = await signUp(t);
    const online = await paidOrderIn(t, scene, customerFor(t, buyer.cookie, buyer.address), ["C3"]);
    const extra = laterPrice("F7") - price("C3");
    const managerShift = await shiftOf(manager);
    const up = await exchange(
      online.code,
      { shiftId: managerShift, seatIds: [seat("F7").id], payments: [{ method: "card", amount: extra, reference: "POS-77" }] },
      manager,
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().result).toMatchObject({ giveBackTo: "gateway", credit: online.total, toPay: extra });
    expect(await statusOf(later.id, "F7")).toBe("sold");
    expect(await statusOf(scene.showtimeId, "C3")).toBe("available");
    // The new order is a counter order of the same customer, in their orders.
    const mine = (await customerFor(t, buyer.cookie, buyer.address)("GET", "/api/v1/me/orders")).json().result;
    expect(JSON.stringify(mine)).toContain(up.json().result.order.code);

    const second = await signUp(t);
    const dearOnline = await paidOrderIn(t, scene, customerFor(t, second.cookie, second.address), ["G3"]);
    const back = price("G3") - laterPrice("C7");
    const down = await exchange(dearOnline.code, { shiftId: managerShift, seatIds: [seat("C7").id] }, manager);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().result).toMatchObject({ toGiveBack: back, givenBack: { cash: 0, card: 0, vietqr: 0, gift_card: 0 } });
    const [refund] = await rows(
      t,
      sql<{
        amount: number;
      }>`select r.amount_vnd as amount from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.code = ${dearOnline.code}`,
    );
    expect(refund!.amount).toBe(back);
  });

  it("a member's order with a combo: the combo goes with the new order at the price paid, the order stays the member's", async () => {
    const combo = await createProduct(t.database.db, { name: "Combo Đổi Vé", price: 89_000 });
    const member = await signUp(t, { phone: "0907 123 456" });
    const sale = await send(staff, "POST", "/box-office/sales", {
      shiftId,
      showtimeId: scene.showtimeId,
      seatIds: [scene.seat("E9").id],
      products: [{ id: combo.id, quantity: 2 }],
      memberPhone: "0907123456",
      payments: [{ method: "cash", amount: price("E9") + 2 * 89_000 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const code = sale.json().result.order.code as string;
    const answer = await exchange(code, { shiftId, seatIds: [seat("E9").id], approval: { email: managerEmail, pin: PIN }, ...payFor(code, "E9") });
    expect(answer.statusCode, answer.body).toBe(200);
    const order = answer.json().result.order;
    expect(order.products).toEqual([expect.objectContaining({ name: "Combo Đổi Vé", quantity: 2 })]);
    expect(order.total).toBe(laterPrice("E9") + 2 * 89_000);
    const mine = (await customerFor(t, member.cookie, member.address)("GET", "/api/v1/me/orders")).json().result;
    expect(JSON.stringify(mine)).toContain(order.code);
  });

  it("bad input → Vietnamese 400s; the same showtime or another film 400; a seat taken 409 SEAT_TAKEN; an unknown order 404; nothing changes", async () => {
    const code = await soldForCash(["C1"]);
    const approval = { email: managerEmail, pin: PIN };
    const cases: [object, string][] = [
      [{ shiftId, seatIds: [] }, "seatIds"],
      [{ shiftId, seatIds: ["ghe-1"] }, "seatIds"],
      [{ shiftId, seatIds: [seat("C1").id, seat("C1").id] }, "seatIds"],
      [{ shiftId, seatIds: [seat("C1").id], reason: "x" }, "reason"],
      [{ shiftId, seatIds: [seat("C1").id], showtimeId: scene.showtimeId }, "showtimeId"],
      [{ shiftId, seatIds: [seat("C1").id], showtimeId: otherFilmShowtime }, "showtimeId"],
      [{ shiftId, seatIds: [seat("C1").id], approval: { email: "a", pin: "1" } }, "approval"],
    ];
    for (const [body, field] of cases) {
      const answer = await exchange(code, { approval, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
      expect(answer.json().error.message).toMatch(/[àáảãạăâđêôơưếềệốồộớờợứừựíìịúùụóòọéèẹ]/i);
    }
    // Payments that do not match what is to pay.
    const short = await exchange(code, { shiftId, seatIds: [seat("G9").id], approval, payments: [{ method: "cash", amount: 1_000 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.payments).toMatch(/chưa đủ/);
    // A seat someone holds online.
    const rival = await signUp(t);
    const taken = await customerFor(t, rival.cookie, rival.address)("POST", "/api/v1/orders", { showtimeId: later.id, seatIds: [seat("D10").id] });
    expect(taken.statusCode, taken.body).toBe(201);
    const conflict = await exchange(code, {
      shiftId,
      seatIds: [seat("D10").id],
      approval,
      payments: [{ method: "cash", amount: laterPrice("D10") - price("C1") }],
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe("SEAT_TAKEN");
    expect((await exchange("HCKHONGCO1", { shiftId, seatIds: [seat("C1").id], approval })).statusCode).toBe(404);
    expect(await orderStatus(code)).toBe("paid");
    expect(await statusOf(scene.showtimeId, "C1")).toBe("sold");
  });

  it("already checked in → 409 ALREADY_CHECKED_IN; too late → 409 CANCEL_WINDOW_CLOSED; a closed shift → 409 SHIFT_CLOSED", async () => {
    const approval = { email: managerEmail, pin: PIN };
    const admitted = await soldForCash(["D1"]);
    const ticket = (await send(manager, "GET", `/admin/orders/${admitted}`)).json().result.tickets[0];
    await rows(
      t,
      sql`insert into checkins (ticket_id, staff_user_id, at, place) select ${ticket.id}::uuid, id, now(), 'Cửa 1' from users where email = ${managerEmail}`,
    );
    const checkedIn = await exchange(admitted, { shiftId, seatIds: [seat("D1").id], approval, ...payFor(admitted, "D1") });
    expect(checkedIn.statusCode).toBe(409);
    expect(checkedIn.json().error.code).toBe("ALREADY_CHECKED_IN");

    const late = await soldForCash(["D3"]);
    t.setNow(new Date(STARTS.getTime() - 60 * 60_000));
    try {
      const answer = await exchange(late, { shiftId, seatIds: [seat("D3").id], approval, ...payFor(late, "D3") });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("CANCEL_WINDOW_CLOSED");
    } finally {
      t.setNow(BOOKING_NOW);
    }

    const cashier = await signedIn(t, "staff", [own.slug]);
    const closedShift = (await send(cashier, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
    expect((await send(cashier, "POST", `/box-office/shifts/${closedShift}/close`, { countedCash: 0 })).statusCode).toBe(200);
    const closed = await exchange(late, { shiftId: closedShift, seatIds: [seat("D3").id], approval, ...payFor(late, "D3") }, cashier);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe("SHIFT_CLOSED");
    for (const code of [admitted, late]) expect(await orderStatus(code)).toBe("paid");
  });

  it("a manager's own exchange giving back more than REFUND_STEP_UP_VND with a proof older than 10 minutes → 403 STEP_UP_REQUIRED; a fresh proof goes through", async () => {
    const refunder = await signedIn(t, "manager", [own.slug]);
    const refunderShift = await shiftOf(refunder);
    const code = await soldForCash(["E5"], refunder, refunderShift);
    const body = { shiftId: refunderShift, seatIds: [seat("B9").id] };
    t.setNow(STALE);
    try {
      const stale = await exchange(code, body, refunder);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe("STEP_UP_REQUIRED");
      expect(await orderStatus(code)).toBe("paid");
      const me = (await send(refunder, "GET", "/auth/me")).json().result.user.id as string;
      await proveWithTotp(t, refunder, me);
      const fresh = await exchange(code, body, refunder);
      expect(fresh.statusCode, fresh.body).toBe(200);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("the reports count it: each showtime's sales are its paid orders' (the old sale off, the new one on), and the shift's cash moved by the differences only", async () => {
    const sales = await rows(
      t,
      sql<{ showtime: string; orders: number; tickets: number; revenue: number; counterOrders: number; counterRevenue: number }>`
        select showtime_id as showtime, orders, tickets, revenue_vnd::int as revenue, counter_orders as "counterOrders", counter_revenue_vnd::int as "counterRevenue"
          from showtime_sales where showtime_id in (${scene.showtimeId}::uuid, ${later.id}::uuid) order by showtime_id`,
    );
    const facts = await rows(
      t,
      sql<{ showtime: string; orders: number; tickets: number; revenue: number; counterOrders: number; counterRevenue: number }>`
        select o.showtime_id as showtime, count(*)::int as orders,
               sum((select count(*) from tickets k where k.order_id = o.id))::int as tickets, sum(o.total_vnd)::int as revenue,
               (count(*) filter (where o.channel = 'counter'))::int as "counterOrders",
               coalesce(sum(o.total_vnd) filter (where o.channel = 'counter'), 0)::int as "counterRevenue"
          from orders o where o.status = 'paid' and o.showtime_id in (${scene.showtimeId}::uuid, ${later.id}::uuid) group by o.showtime_id order by o.showtime_id`,
    );
    expect(sales).toEqual(facts);
    // By method at the old showtime: the counter's money there is what its paid counter orders hold now.
    const [old] = await rows(
      t,
      sql<{ byMethod: number; drawer: number }>`select
          (select coalesce(sum(revenue_vnd), 0)::int from showtime_sales_by_method where showtime_id = ${scene.showtimeId}::uuid and method in ('cash', 'card', 'vietqr', 'gift_card')) as "byMethod",
          (select coalesce(sum(total_vnd), 0)::int from orders where showtime_id = ${scene.showtimeId}::uuid and channel = 'counter' and status = 'paid') as drawer`,
    );
    expect(old!.byMethod).toBe(old!.drawer);
    // The staff drawer: float + every cash row of the shift (sales, the extra, the cash given back).
    const [cash] = await rows(
      t,
      sql<{ n: number }>`select coalesce(sum(amount_vnd), 0)::int as n from counter_payments where shift_id = ${shiftId}::uuid and method = 'cash'`,
    );
    const closed = await send(staff, "POST", `/box-office/shifts/${shiftId}/close`, { countedCash: 500_000 + cash!.n });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().result).toMatchObject({ expectedCash: 500_000 + cash!.n, difference: 0 });
  });
});

/** Payments for moving an order of one seat (`label` of the first showtime) to the same label later: the extra in cash, if any. */
function payFor(_code: string, label: string): { payments?: { method: "cash"; amount: number }[] } {
  const extra = laterPrice(label) - price(label);
  return extra > 0 ? { payments: [{ method: "cash", amount: extra }] } : {};
}

describe("the reports' day and month sums (sales_rollup)", () => {
  it("after every sale, refund and change above, equal a count of the sales tables and a rebuild from showtime_sales", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});
