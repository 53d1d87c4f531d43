import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { queryRows } from "#server/db/client.ts";
import { createShowtime } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, hold } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, payOnGateway, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import {
  closeEveryEvent,
  createSaleEvent,
  openedSaleEvent,
  joinQueue,
  MINUTE,
  placeOf,
  queuer,
  setSaleEvent,
  type Queuer,
  type SaleEventScene,
} from "./waiting-room-test-kit.ts";

let t: CheckoutTestApp;
let now = BOOKING_NOW;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());
beforeEach(() => closeEveryEvent(t, now));

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
};

/** An event open now, letting 600 a minute in (10 a run). */
const openEvent = (options: { extraShowtimes?: number } = {}) => openedSaleEvent(t, { now, ratePerMinute: 600, ...options });

/** Joins and waits for the turn: the admission token. */
async function admitted(who: Queuer, eventId: string): Promise<string> {
  await joinQueue(who, eventId);
  await t.services.waitingRoom.admit();
  const place = await placeOf(who, eventId);
  expect(place.state).toBe("admitted");
  return place.admissionToken!;
}

const holdWith = (who: Queuer, event: SaleEventScene, labels: string[], admissionToken?: string, showtimeId = event.scene.showtimeId) =>
  who.customer("POST", "/api/v1/orders", {
    showtimeId,
    seatIds: labels.map((l) => event.scene.seat(l).id),
    ...(admissionToken !== undefined && { admissionToken }),
  });

/** Orders held (not run out) on a showtime. */
async function heldOn(showtimeId: string): Promise<number> {
  const rows = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from orders where showtime_id = ${showtimeId} and status = 'held'`);
  return rows[0]!.n;
}

function expectQueueRequired(res: { statusCode: number; json(): unknown }, eventId: string) {
  expect(res.statusCode).toBe(403);
  const { error } = res.json() as { error: { code: string; message: string; details: unknown } };
  expect(error.code).toBe("QUEUE_REQUIRED");
  expect(error.details).toEqual({ saleEventId: eventId });
  expect(error.message).toMatch(/phòng chờ/);
}

/** The token with its payload rewritten (the signature kept). */
function tampered(token: string, change: Record<string, unknown>): string {
  const [payload, mac] = token.split(".");
  const value = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...value, ...change })).toString("base64url")}.${mac}`;
}

describe("a hold on a sale event's showtime", () => {
  it("needs the queue, before the opening too, and holds nothing without it", async () => {
    const soon = await createSaleEvent(t, { now, opensInMinutes: 30 });
    const ann = await queuer(t);
    await joinQueue(ann, soon.eventId);
    expectQueueRequired(await hold(ann.customer, soon.scene.showtimeId, [soon.scene.seat("C3")]), soon.eventId);
    const open = await openEvent();
    expectQueueRequired(await hold(ann.customer, open.scene.showtimeId, [open.scene.seat("C3")]), open.eventId);
    expect(await heldOn(open.scene.showtimeId)).toBe(0);
    expect(await heldOn(soon.scene.showtimeId)).toBe(0);
  });

  it("refuses a forged, tampered, expired, another account's or another event's token, and a token used twice; nothing held", async () => {
    const event = await openEvent();
    const other = await openEvent();
    const [ann, ben, cat] = [await queuer(t), await queuer(t), await queuer(t)];
    const annToken = await admitted(ann, event.eventId);
    const annOtherToken = await admitted(ann, other.eventId);
    await admitted(ben, event.eventId);
    const [payload, mac] = annToken.split(".");
    const forged = `${payload}.${Buffer.from(Buffer.from(mac!, "base64url").map((b) => b ^ 1)).toString("base64url")}`;
    for (const [why, who, token] of [
      ["forged signature", ann, forged],
      ["made up", ann, "eyJlIjoieCJ9.YWJj"],
      ["not a token", ann, "xin-chao"],
      ["payload made Ben's", ben, tampered(annToken, { u: ben.userId })],
      ["expiry pushed back", ann, tampered(annToken, { x: now.getTime() + 60 * MINUTE })],
      ["another account's", ben, annToken],
      ["another event's", ann, annOtherToken],
    ] as const) {
      const res = await holdWith(who, event, ["D4"], token);
      expect(res.statusCode, why).toBe(403);
      expectQueueRequired(res, event.eventId);
    }
    expect(await heldOn(event.scene.showtimeId)).toBe(0);

    // An admission run out (the job not yet past it) is refused too.
    const catToken = await admitted(cat, event.eventId);
    later(10 * MINUTE);
    const expired = await holdWith(cat, event, ["D5"], catToken);
    expectQueueRequired(expired, event.eventId);
    expect(expired.json().error.message).toBe("Lượt vào mua của bạn đã hết hạn. Bạn hãy vào lại phòng chờ nhé.");
    expect(await heldOn(event.scene.showtimeId)).toBe(0);
  });

  it("takes a valid token once: the turn becomes `buying`, seats can change without it, and paying ends the turn", async () => {
    const event = await openEvent({ extraShowtimes: 1 });
    const ann = await queuer(t);
    const token = await admitted(ann, event.eventId);
    const first = await holdWith(ann, event, ["E5", "E6"], token);
    expect(first.statusCode, first.body).toBe(201);
    const buying = await placeOf(ann, event.eventId);
    expect(buying).toMatchObject({ state: "buying", admissionToken: null, place: null });

    // The same token again: refused, and the first hold stands alone.
    const replay = await holdWith(ann, event, ["E7"], token);
    expectQueueRequired(replay, event.eventId);
    expect(replay.json().error.message).toBe("Lượt vào mua này đã được dùng hoặc không còn hiệu lực. Bạn hãy vào lại phòng chờ nhé.");
    expect(await heldOn(event.scene.showtimeId)).toBe(1);

    // Changing seats, and to the event's other showtime, while buying: no token needed.
    const changed = await holdWith(ann, event, ["F5", "F6"]);
    expect(changed.statusCode, changed.body).toBe(201);
    const elsewhere = await holdWith(ann, event, ["A1", "A2"], undefined, event.showtimeIds[1]);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(((await ann.customer("GET", `/api/v1/orders/${first.json().result.id}`)).json().result as Order).status).toBe("cancelled");

    // Someone else in the queue but not yet let in, still not.
    const ben = await queuer(t);
    await setSaleEvent(t, event.eventId, { paused: true });
    await joinQueue(ben, event.eventId);
    expectQueueRequired(await holdWith(ben, event, ["G1"]), event.eventId);

    const order = changed.json().result as Order;
    const started = await checkout(ann.customer, order.id);
    expect(started.statusCode, started.body).toBe(200);
    await payOnGateway(t, started.json().result.paymentUrl);
    expect(((await ann.customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("paid");
    expect((await placeOf(ann, event.eventId)).state).toBe("done");
    // Done: the next hold needs the queue again.
    expectQueueRequired(await holdWith(ann, event, ["H1"]), event.eventId);
  });

  it("stops being needed once the event is closed: its showtimes sell as any other", async () => {
    const event = await openEvent();
    const ann = await queuer(t);
    await setSaleEvent(t, event.eventId, { closedAt: now });
    expect((await holdWith(ann, event, ["C1", "C2"])).statusCode).toBe(201);
  });

  it("applies to an exchange onto an event's showtime", async () => {
    const event = await openEvent();
    const ann = await queuer(t);
    const before = await createShowtime(t.database.db, {
      auditoriumId: event.auditoriumId,
      filmId: event.filmId,
      startsAt: new Date(now.getTime() + 2 * 24 * 60 * MINUTE),
    });
    const bought = await holdWith(ann, event, ["B1", "B2"], undefined, before.id);
    expect(bought.statusCode, bought.body).toBe(201);
    const started = await checkout(ann.customer, bought.json().result.id);
    await payOnGateway(t, started.json().result.paymentUrl);

    const exchange = (admissionToken?: string) =>
      ann.customer("POST", `/api/v1/orders/${bought.json().result.id}/exchange`, {
        showtimeId: event.scene.showtimeId,
        seatIds: [event.scene.seat("B1").id, event.scene.seat("B2").id],
        ...(admissionToken && { admissionToken }),
      });
    expectQueueRequired(await exchange(), event.eventId);
    expect(await heldOn(event.scene.showtimeId)).toBe(0);
    const token = await admitted(ann, event.eventId);
    const moved = await exchange(token);
    expect(moved.statusCode, moved.body).toBe(200);
    // Same price: the exchange completed at once, paid by the old order: the turn is over.
    expect((moved.json().result as Order).status).toBe("paid");
    expect((await placeOf(ann, event.eventId)).state).toBe("done");
  });
});
