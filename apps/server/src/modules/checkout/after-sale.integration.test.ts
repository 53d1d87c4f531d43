import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { lastEmailTo, signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { asUser, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "./checkout-test-kit.ts";

// Cancel and exchange (decision 049). The window is 30 minutes here, so that the door (open from an
// hour before the start) and the cancel window overlap and can race.
let t: CheckoutTestApp;
let first: Scene; // 28/11 19:00
let second: Scene; // 29/11 19:00, the same film
let otherFilm: Scene; // 29/11 16:00, another film
let staff: string;

const at = (local: string) => new Date(`${local}+07:00`);
type Buyer = { customer: Customer; email: string };

async function sceneOf(showtimeId: string): Promise<Scene> {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtimeId}/seats` });
  const seats = (map.json().result.rows as { seats: Scene["seats"] }[]).flatMap((row) => row.seats);
  return { showtimeId, seats, seat: (label) => seats.find((s) => s.label === label)! };
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW, env: { CANCEL_BEFORE_MINUTES: "30" } });
  const db = t.database.db;
  const cinema = await createCinema(db, { slug: OWN_CINEMA });
  const room = await createAuditorium(db, { cinemaId: cinema.id, name: "Phòng 1", layout: "small" });
  const film = await createFilm(db, { durationMinutes: 120, ageRating: "P" });
  const another = await createFilm(db, { durationMinutes: 90, ageRating: "P" });
  first = await sceneOf((await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-11-28T19:00:00") })).id);
  second = await sceneOf((await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-11-29T19:00:00") })).id);
  otherFilm = await sceneOf((await createShowtime(db, { auditoriumId: room.id, filmId: another.id, startsAt: at("2026-11-29T16:00:00") })).id);
  staff = await signedIn(t, "staff", [OWN_CINEMA]);
});
afterAll(() => t.close());

async function buyer(): Promise<Buyer> {
  const { cookie, address, body } = await signUp(t);
  return { customer: customerFor(t, cookie, address), email: String(body.email).toLowerCase() };
}

async function paidOrder(who: Buyer, labels: string[], scene = first): Promise<Order> {
  const order = await heldOrderIn(scene, who.customer, labels);
  const started = await checkout(who.customer, order.id);
  await payOnGateway(t, started.json().result.paymentUrl);
  const paid = (await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
  expect(paid.status).toBe("paid");
  return paid;
}

const seatStatus = async (scene: Scene, label: string) => (await sceneOf(scene.showtimeId)).seat(label).status;
const refundsOf = (orderId: string) =>
  rows(
    t,
    sql<{
      amount: number;
      status: string;
      ref: string;
    }>`select r.amount_vnd as amount, r.status::text as status, r.refund_ref as ref from refunds r join payments p on p.id = r.payment_id where p.order_id = ${orderId} order by r.created_at`,
  );
const checkIn = (qr: string) => asUser(t, staff, { method: "POST", url: "/api/v1/checkin", payload: { qr } });

describe("cancelling a paid order", () => {
  it("inside the window: refunded through VNPay, seats free at once, tickets void, a Vietnamese e-mail", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A1", "A2"]);
    expect(order.afterSale).toMatchObject({
      open: true,
      rule: "Chỉ hủy hoặc đổi suất được trước giờ chiếu 30 phút.",
      refund: { amount: order.total, to: "VNPay" },
    });
    expect(order.afterSale!.until).toBe(at("2026-11-28T18:30:00").toISOString());
    const answer = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.status).toBe("refunded");
    expect(await refundsOf(order.id)).toEqual([{ amount: order.total, status: "done", ref: expect.stringMatching(/-R$/) }]);
    expect(await seatStatus(first, "A1")).toBe("available");
    const mail = await lastEmailTo(t, who.email, "Hoàn tiền");
    expect(mail.subject).toContain(order.code);
    expect(mail.text).toContain(`Bạn đã hủy đơn hàng ${order.code}`);
    expect(mail.text).toContain("VNPay");
    // The ticket no longer opens the door.
    t.setNow(at("2026-11-28T18:10:00"));
    try {
      const door = await checkIn(order.tickets![0]!.qr);
      expect(door.statusCode).toBe(409);
      expect(door.json().error.details.reason).toBe("refunded");
    } finally {
      t.setNow(BOOKING_NOW);
    }
    // The order desk sees the customer's cancel on the order's timeline, with who asked.
    const manager = await signedIn(t, "manager", [OWN_CINEMA]);
    const desk = (await asUser(t, manager, { method: "GET", url: `/api/v1/admin/orders/${order.code}` })).json().result as {
      status: string;
      timeline: { kind: string; actor: string | null }[];
    };
    expect(desk.status).toBe("refunded");
    expect(desk.timeline.find((e) => e.kind === "refund")?.actor).toBeTruthy();
    // Asking again changes nothing.
    const again = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ALREADY_REFUNDED");
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it("after the window: 409 CANCEL_WINDOW_CLOSED saying until when, and nothing changes", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A3"]);
    t.setNow(at("2026-11-28T18:30:00"));
    try {
      const mine = (await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
      expect(mine.afterSale).toMatchObject({ open: false, blockedReason: expect.stringContaining("18:30 ngày 28/11/2026") });
      const answer = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({ code: "CANCEL_WINDOW_CLOSED", message: expect.stringContaining("đến 18:30 ngày 28/11/2026") });
      const exchange = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, { showtimeId: second.showtimeId, seatIds: [second.seat("A3").id] });
      expect(exchange.json().error.code).toBe("CANCEL_WINDOW_CLOSED");
    } finally {
      t.setNow(BOOKING_NOW);
    }
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await seatStatus(first, "A3")).toBe("sold");
    expect(await seatStatus(second, "A3")).toBe("available");
  });

  it("only its owner: another customer, staff, a manager and an admin get 404 as for GET; signed out 401", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A4"]);
    const stranger = await buyer();
    expect((await stranger.customer("POST", `/api/v1/orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await stranger.customer("GET", `/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    for (const role of ["staff", "manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "admin" ? undefined : [OWN_CINEMA]);
      const answer = await asUser(t, cookie, { method: "POST", url: `/api/v1/orders/${order.id}/cancel` });
      expect(answer.statusCode, role).toBe(404);
      const exchange = await asUser(t, cookie, {
        method: "POST",
        url: `/api/v1/orders/${order.id}/exchange`,
        payload: { showtimeId: second.showtimeId, seatIds: [second.seat("A4").id] },
      });
      expect(exchange.statusCode, role).toBe(404);
    }
    const anonymous = await t.app.inject({ method: "POST", url: `/api/v1/orders/${order.id}/cancel`, headers: { origin: "http://localhost:3000" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await stranger.customer("POST", "/api/v1/orders/khong-phai-ma/cancel")).statusCode).toBe(404);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await seatStatus(first, "A4")).toBe("sold");
  });

  it("an order already checked in cannot be cancelled; a cancel racing the door: exactly one wins", async () => {
    const who = await buyer();
    const admittedFirst = await paidOrder(who, ["B1", "B2"]);
    const racing = [await paidOrder(who, ["B11", "B12"]), await paidOrder(who, ["C1", "C2"]), await paidOrder(who, ["C11", "C12"])];
    t.setNow(at("2026-11-28T18:10:00")); // the door is open, the cancel window too (until 18:30)
    try {
      expect((await checkIn(admittedFirst.tickets![0]!.qr)).statusCode).toBe(200);
      const refused = await who.customer("POST", `/api/v1/orders/${admittedFirst.id}/cancel`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: "ALREADY_CHECKED_IN", message: expect.stringContaining("B1") });
      for (const order of racing) {
        const [cancel, door] = await Promise.all([who.customer("POST", `/api/v1/orders/${order.id}/cancel`), checkIn(order.tickets![0]!.qr)]);
        expect([cancel.statusCode, door.statusCode].sort()).toEqual([200, 409]);
        const refunds = await refundsOf(order.id);
        const [admissions] = await rows(
          t,
          sql<{ n: number }>`select count(*)::int as n from checkins c join tickets tk on tk.id = c.ticket_id where tk.order_id = ${order.id}`,
        );
        // Either refunded and never admitted, or admitted and never refunded.
        expect(refunds.length + admissions!.n).toBe(1);
      }
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("the refund is issued exactly once when the gateway's answer is lost (a crash after the gateway took it)", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["B5", "B6"]);
    const vnpay = t.services.checkout.providers.vnpay;
    const realRefund = vnpay.refund.bind(vnpay);
    let gatewayCalls = 0;
    vnpay.refund = async (input) => {
      gatewayCalls += 1;
      await realRefund(input);
      if (gatewayCalls === 1) throw new Error("socket hang up"); // the gateway refunded; we never heard
      return realRefund(input);
    };
    try {
      const [a, b] = await Promise.all([who.customer("POST", `/api/v1/orders/${order.id}/cancel`), who.customer("POST", `/api/v1/orders/${order.id}/cancel`)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((await refundsOf(order.id)).map((r) => r.status)).toEqual(["pending"]);
      // The refund job, later: the gateway refuses the repeat, its own record says refunded.
      t.setNow(new Date(BOOKING_NOW.getTime() + 2 * 60 * 60_000));
      await t.services.checkout.runRefunds();
      await t.services.checkout.runRefunds();
    } finally {
      vnpay.refund = realRefund;
      t.setNow(BOOKING_NOW);
    }
    expect(await refundsOf(order.id)).toEqual([{ amount: order.total, status: "done", ref: expect.stringMatching(/-R$/) }]);
    const [payment] = await rows(
      t,
      sql<{
        txnRef: string;
        createdAt: string;
      }>`select txn_ref as "txnRef", created_at as "createdAt" from payments where order_id = ${order.id} and status = 'refunded'`,
    );
    const gateway = await vnpay.query({ txnRef: payment!.txnRef, createdAt: new Date(payment!.createdAt) });
    expect(gateway.state).toBe("refunded");
  });
});

describe("exchanging a paid order", () => {
  it("to a cheaper seat on another day: the new order is paid at once, the difference refunded, the old ticket void at the door", async () => {
    const who = await buyer();
    const vip = ["D1", "D2"];
    const standard = ["A1", "A2"];
    expect(vip.map((l) => first.seat(l).type)).toEqual(["vip", "vip"]);
    expect(standard.map((l) => second.seat(l).type)).toEqual(["standard", "standard"]);
    const order = await paidOrder(who, vip);
    const expectedBack = 2 * (first.seat("D1").price - second.seat("A1").price);
    expect(expectedBack).toBeGreaterThan(0);
    const answer = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: second.showtimeId,
      seatIds: standard.map((l) => second.seat(l).id),
    });
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().result as Order;
    expect(fresh).toMatchObject({ status: "paid", showtime: { id: second.showtimeId }, exchange: { fromOrderCode: order.code, payable: 0 } });
    expect(fresh.tickets).toHaveLength(2);
    const old = (await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    expect(old.status).toBe("exchanged");
    expect(await refundsOf(order.id)).toEqual([{ amount: expectedBack, status: "done", ref: expect.stringMatching(/-R$/) }]);
    expect(await seatStatus(first, "D1")).toBe("available");
    expect(await seatStatus(second, "A1")).toBe("sold");
    const manager = await signedIn(t, "manager", [OWN_CINEMA]);
    const deskAnswer = await asUser(t, manager, { method: "GET", url: `/api/v1/admin/orders/${order.code}` });
    expect(deskAnswer.statusCode, deskAnswer.body).toBe(200);
    const desk = deskAnswer.json().result as { timeline: { title: string }[] };
    expect(desk.timeline.map((e) => e.title)).toContain(`Khách đổi sang suất khác: đơn ${fresh.code}`);
    t.setNow(at("2026-11-28T18:10:00"));
    try {
      const door = await checkIn(order.tickets![0]!.qr);
      expect(door.statusCode).toBe(409);
      expect(door.json().error.details.reason).toBe("exchanged");
    } finally {
      t.setNow(BOOKING_NOW);
    }
    // An exchanged order is exchanged once; the new one can still be cancelled: both payments' money comes back.
    const twice = await who.customer("POST", `/api/v1/orders/${fresh.id}/exchange`, {
      showtimeId: first.showtimeId,
      seatIds: vip.map((l) => first.seat(l).id),
    });
    expect(twice.statusCode).toBe(409);
    const cancelled = await who.customer("POST", `/api/v1/orders/${fresh.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const [sum] = await rows(
      t,
      sql<{
        total: number;
      }>`select coalesce(sum(r.amount_vnd), 0)::int as total from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    expect(sum!.total).toBe(2 * first.seat("D1").price);
    expect(await seatStatus(second, "A1")).toBe("available");
  });

  it("to a dearer seat: the difference is paid through the gateway, then the exchange happens", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["A11", "A12"]);
    const difference = 2 * (second.seat("D1").price - first.seat("A11").price);
    expect(difference).toBeGreaterThan(0);
    const answer = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: second.showtimeId,
      seatIds: [second.seat("D1").id, second.seat("D2").id],
    });
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().result as Order;
    expect(fresh).toMatchObject({ status: "held", exchange: { fromOrderCode: order.code, payable: difference } });
    // Until paid, the old order stands.
    expect(((await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("paid");
    const started = await checkout(who.customer, fresh.id);
    expect(started.statusCode).toBe(200);
    expect(new URL(started.json().result.paymentUrl).searchParams.get("vnp_Amount")).toBe(String(difference * 100));
    await payOnGateway(t, started.json().result.paymentUrl);
    expect(((await who.customer("GET", `/api/v1/orders/${fresh.id}`)).json().result as Order).status).toBe("paid");
    expect(((await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("exchanged");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await seatStatus(first, "A11")).toBe("available");
    expect(await seatStatus(second, "D2")).toBe("sold");
  });

  it("racing another buyer for the new seat: exactly one gets it; the loser's old order stands", async () => {
    const who = await buyer();
    const rival = await buyer();
    const order = await paidOrder(who, ["C3", "C4"]);
    const [exchange, rivalHold] = await Promise.all([
      who.customer("POST", `/api/v1/orders/${order.id}/exchange`, { showtimeId: second.showtimeId, seatIds: [second.seat("B1").id, second.seat("B2").id] }),
      hold(rival.customer, second.showtimeId, [second.seat("B1"), second.seat("B2")]),
    ]);
    const winners = [exchange.statusCode === 200, rivalHold.statusCode === 201].filter(Boolean);
    expect(winners).toHaveLength(1);
    if (exchange.statusCode !== 200) {
      expect(exchange.json().error.code).toBe("SEATS_UNAVAILABLE");
      expect(((await who.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("paid");
      expect(await seatStatus(first, "C3")).toBe("sold");
    } else {
      expect(rivalHold.json().error.code).toBe("SEATS_UNAVAILABLE");
    }
  });

  it("refuses another film or the same showtime with a Vietnamese 400, changing nothing", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["E1", "E2"]);
    const film = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: otherFilm.showtimeId,
      seatIds: [otherFilm.seat("E1").id, otherFilm.seat("E2").id],
    });
    expect(film.statusCode).toBe(400);
    expect(film.json().error.fields.showtimeId).toBe("Chỉ đổi được sang suất chiếu khác của cùng phim.");
    const same = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: first.showtimeId,
      seatIds: [first.seat("F1").id, first.seat("F2").id],
    });
    expect(same.statusCode).toBe(400);
    for (const body of [{}, { showtimeId: second.showtimeId }, { showtimeId: second.showtimeId, seatIds: [] }, { showtimeId: 5, seatIds: "x" }]) {
      const answer = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await seatStatus(otherFilm, "E1")).toBe("available");
    expect(await seatStatus(first, "E1")).toBe("sold");
  });

  it("the difference paid after the old order was cancelled meanwhile: the exchange does not happen and the difference comes back", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["C5", "C6"]);
    const answer = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: second.showtimeId,
      seatIds: [second.seat("E1").id, second.seat("E2").id],
    });
    const fresh = answer.json().result as Order;
    expect(fresh.status).toBe("held");
    const started = await checkout(who.customer, fresh.id);
    expect((await who.customer("POST", `/api/v1/orders/${order.id}/cancel`)).statusCode).toBe(200);
    await payOnGateway(t, started.json().result.paymentUrl);
    expect(((await who.customer("GET", `/api/v1/orders/${fresh.id}`)).json().result as Order).status).toBe("refunded");
    expect(await refundsOf(fresh.id)).toEqual([{ amount: fresh.exchange!.payable, status: "done", ref: expect.stringMatching(/-R$/) }]);
    expect(await refundsOf(order.id)).toEqual([{ amount: order.total, status: "done", ref: expect.stringMatching(/-R$/) }]);
    expect(await seatStatus(second, "E1")).toBe("available");
  });

  it("the cinema cancels the new showtime: both payments of the exchanged order come back in full", async () => {
    const who = await buyer();
    const order = await paidOrder(who, ["F11", "F12"]);
    const db = t.database.db;
    const [room] = await rows(
      t,
      sql<{ auditoriumId: string; filmId: string }>`select auditorium_id as "auditoriumId", film_id as "filmId" from showtimes where id = ${first.showtimeId}`,
    );
    const third = await sceneOf((await createShowtime(db, { auditoriumId: room!.auditoriumId, filmId: room!.filmId, startsAt: at("2026-11-30T19:00:00") })).id);
    const answer = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, {
      showtimeId: third.showtimeId,
      seatIds: [third.seat("A1").id, third.seat("A2").id],
    });
    const fresh = answer.json().result as Order;
    expect(fresh.status).toBe("paid");
    const manager = await signedIn(t, "manager", [OWN_CINEMA]);
    const cancelled = await asUser(t, manager, {
      method: "POST",
      url: `/api/v1/admin/showtimes/${third.showtimeId}/cancel`,
      payload: { reason: "Máy chiếu hỏng" },
    });
    expect(cancelled.statusCode).toBe(200);
    // The showtime cancel calls the gateway in the background; the refund job (a lease later) takes whatever is left.
    try {
      for (let round = 1; round <= 10 && (await refundsOf(order.id)).some((r) => r.status !== "done"); round++) {
        t.setNow(new Date(BOOKING_NOW.getTime() + round * 5 * 60_000));
        await t.services.checkout.runRefunds();
      }
    } finally {
      t.setNow(BOOKING_NOW);
    }
    const back = await refundsOf(order.id);
    expect(back.reduce((sum, r) => sum + r.amount, 0)).toBe(order.total);
    expect(back, JSON.stringify(back)).toEqual(back.map((r) => ({ ...r, status: "done" })));
    expect(((await who.customer("GET", `/api/v1/orders/${fresh.id}`)).json().result as Order).status).toBe("refunded");
  });
});
