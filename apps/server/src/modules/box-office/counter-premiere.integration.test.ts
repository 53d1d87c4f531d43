import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { saleEvents, saleEventShowtimes } from "#server/db/schema/waiting-room.ts";
import { type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../booking/booking-test-kit.ts";
import { payOnGateway, paymentUrlFor, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { joinQueue, placeOf, queuer } from "../waiting-room/waiting-room-test-kit.ts";

/**
 * Issue 34: a counter sale during a premiere's waiting room is allowed (decision 055: the counter is
 * not gated) and counted on the event's live screen, web and counter apart, net of refunds.
 */
let t: CheckoutTestApp;
let own: Cinema;
let scene: Scene;
let eventId: string;
let staff: string;
let manager: string;
let shiftId: string;
const at = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  ({ t, own, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00"), { CAPTCHA_ENABLED: "false" }));
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  const [show] = await rows(t, sql<{ filmId: string }>`select film_id as "filmId" from showtimes where id = ${scene.showtimeId}`);
  const [author] = await rows(t, sql<{ id: string }>`select id from users order by created_at limit 1`);
  // The premiere opened a minute ago, 60 people a minute; its draw made by the admission job.
  const [event] = await t.database.db
    .insert(saleEvents)
    .values({
      name: "Công chiếu sớm",
      filmId: show!.filmId,
      opensAt: new Date(BOOKING_NOW.getTime() - 60_000),
      ratePerMinute: 60,
      createdBy: author!.id,
      createdAt: BOOKING_NOW,
      updatedAt: BOOKING_NOW,
    })
    .returning({ id: saleEvents.id });
  eventId = event!.id;
  await t.database.db.insert(saleEventShowtimes).values({ eventId, showtimeId: scene.showtimeId });
  await t.services.waitingRoom.admit();
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
async function liveScreen(cookie = manager): Promise<AdminSaleEvent> {
  const answer = await send(cookie, "GET", `/admin/sale-events/${eventId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result;
}
const price = (...labels: string[]) => labels.reduce((sum, l) => sum + scene.seat(l).price, 0);

describe("a counter sale during a premiere", () => {
  let code: string;
  let tickets: { id: string; seatLabel: string }[];

  it("the live screen starts at nothing sold, the room's seats counted; the website needs a turn (403 QUEUE_REQUIRED)", async () => {
    const screen = await liveScreen();
    expect(screen.status).toBe("open");
    expect(screen.sold).toEqual({ web: { orders: 0, tickets: 0 }, counter: { orders: 0, tickets: 0 }, seats: scene.seats.length });
    const walkIn = await queuer(t);
    const held = await walkIn.customer("POST", "/api/v1/orders", { showtimeId: scene.showtimeId, seatIds: [scene.seat("A1").id] });
    expect(held.statusCode).toBe(403);
    expect(held.json().error.code).toBe("QUEUE_REQUIRED");
  });

  it("the counter sells without a turn, and the screen counts it at the next reading as a counter sale", async () => {
    const sale = await send(staff, "POST", "/box-office/sales", {
      shiftId,
      showtimeId: scene.showtimeId,
      seatIds: ["E4", "E5", "E6"].map((l) => scene.seat(l).id),
      payments: [{ method: "cash", amount: price("E4", "E5", "E6") }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    code = sale.json().result.order.code;
    tickets = sale.json().result.tickets;
    const screen = await liveScreen();
    expect(screen.sold).toMatchObject({ web: { orders: 0, tickets: 0 }, counter: { orders: 1, tickets: 3 } });
    // The line is untouched: nobody joined it to sell at the counter.
    expect(screen.counts).toMatchObject({ waiting: 0, admitted: 0, buying: 0, done: 0 });
  });

  it("a customer's turn through the room and payment count on the website's side; the counter's stays", async () => {
    const buyer = await queuer(t);
    expect((await joinQueue(buyer, eventId)).statusCode).toBe(200);
    await t.services.waitingRoom.admit();
    const place = await placeOf(buyer, eventId);
    expect(place.state).toBe("admitted");
    const held = await buyer.customer("POST", "/api/v1/orders", {
      showtimeId: scene.showtimeId,
      seatIds: ["F1", "F2"].map((l) => scene.seat(l).id),
      admissionToken: place.admissionToken,
    });
    expect(held.statusCode, held.body).toBe(201);
    await payOnGateway(t, await paymentUrlFor(buyer.customer, held.json().result.id));
    const screen = await liveScreen();
    expect(screen.sold).toMatchObject({ web: { orders: 1, tickets: 2 }, counter: { orders: 1, tickets: 3 } });
    expect(screen.counts.done).toBe(1);
    // The website's map shows the counter's seats sold.
    const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
    const status = (label: string) =>
      (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
    expect(["E4", "E5", "E6", "F1", "F2"].map(status)).toEqual(["sold", "sold", "sold", "sold", "sold"]);
  });

  it("a counter refund of one ticket comes off the screen at once; of the rest, the order too", async () => {
    const e4 = tickets.find((x) => x.seatLabel === "E4")!;
    const part = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId, ticketIds: [e4.id], reason: "Khách đi thiếu một người" });
    expect(part.statusCode, part.body).toBe(200);
    expect((await liveScreen()).sold).toMatchObject({ web: { orders: 1, tickets: 2 }, counter: { orders: 1, tickets: 2 } });
    t.setNow(new Date(BOOKING_NOW.getTime() + 60_000));
    try {
      const rest = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId, reason: "Khách huỷ cả đơn" });
      expect(rest.statusCode, rest.body).toBe(200);
    } finally {
      t.setNow(BOOKING_NOW);
    }
    expect((await liveScreen()).sold).toMatchObject({ web: { orders: 1, tickets: 2 }, counter: { orders: 0, tickets: 0 } });
  });

  it("the screen is a manager's of the cinema or an admin's: anonymous 401, customers, staff and another cinema's manager 403", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/sale-events/${eventId}` }, { minRole: "manager", cinema: own.slug });
    const admin = await signedIn(t, "admin");
    expect((await liveScreen(admin)).sold.web.tickets).toBe(2);
  });
});
