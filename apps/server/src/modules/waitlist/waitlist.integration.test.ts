import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { WaitlistEntry } from "@hancine/contract/waitlist";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { emailsTo, signUp } from "../auth/auth-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, createScene, customerFor, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { expireHolds } from "../booking/release-order.ts";
import { checkout, createCheckoutTestApp, payOnGateway, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

/** Two rows of four seats: A1–A4 (standard, 65.000 ₫ on a weekday evening) and B1–B4 (VIP, 75.000 ₫). */
const TINY_ROOM = { rows: 2, blocks: [4], coupleLastRow: false, wheelchairSpaces: 0 } as const;
const MINUTE = 60_000;

let t: CheckoutTestApp;
let now = BOOKING_NOW;
let phoneCounter = 0;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
});
afterAll(() => t.close());

/** Moves the app's clock forward. */
function later(minutes: number) {
  now = new Date(now.getTime() + minutes * MINUTE);
  t.setNow(now);
}

type Person = { customer: Customer; email: string };

async function person(): Promise<Person> {
  phoneCounter += 1;
  const { cookie, address, body } = await signUp(t, { phone: `0906${String(200000 + phoneCounter).padStart(6, "0")}` });
  return { customer: customerFor(t, cookie, address), email: String(body.email).toLowerCase() };
}

/** A showtime of the tiny room whose eight seats are all taken: A1–A4 bought by one customer, B1–B2 and B3–B4 held by two others. */
async function soldOut(): Promise<{ scene: Scene; holders: { a: Order; b12: Order; b34: Order; people: Person[] } }> {
  const scene = await createScene(t, { now, layout: TINY_ROOM });
  const people = [await person(), await person(), await person()];
  const holdOf = async (who: Person, labels: string[]) => {
    const res = await hold(
      who.customer,
      scene.showtimeId,
      labels.map((label) => scene.seat(label)),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().result as Order;
  };
  const a = await holdOf(people[0]!, ["A1", "A2", "A3", "A4"]);
  const started = await checkout(people[0]!.customer, a.id);
  expect(started.statusCode, started.body).toBe(200);
  await payOnGateway(t, started.json().result.paymentUrl);
  const b12 = await holdOf(people[1]!, ["B1", "B2"]);
  const b34 = await holdOf(people[2]!, ["B3", "B4"]);
  return { scene, holders: { a, b12, b34, people } };
}

const join = (who: Person, showtimeId: string, payload: unknown) => who.customer("POST", `/api/v1/showtimes/${showtimeId}/waitlist`, payload);
const myLine = async (who: Person) => (await who.customer("GET", "/api/v1/me/waitlist")).json().result as WaitlistEntry[];
const placeIn = async (who: Person, showtimeId: string) => (await myLine(who)).find((entry) => entry.showtimeId === showtimeId && entry.status !== "left");
const offersTo = async (who: Person) => (await emailsTo(t, who.email)).filter((mail) => mail.subject.startsWith("Đã có ghế cho bạn"));

/** Seats whose claims overlap in time with another claim on the same seat: must always be none. */
async function doubleBookedSeats(): Promise<number> {
  const rows = await queryRows(
    t.database.db,
    sql<{ n: number }>`select count(*)::int as n from seat_claims a join seat_claims b
        on a.showtime_id = b.showtime_id and a.seat_id = b.seat_id and a.id < b.id
        and tstzrange(a.held_from, a.held_until, '[)') && tstzrange(b.held_from, b.held_until, '[)')`,
  );
  return rows[0]!.n;
}

describe("joining the waiting list", () => {
  it("asks a signed-out visitor to sign in, for every waiting-list route", async () => {
    const { scene } = await soldOut();
    for (const [method, url] of [
      ["POST", `/api/v1/showtimes/${scene.showtimeId}/waitlist`],
      ["DELETE", `/api/v1/showtimes/${scene.showtimeId}/waitlist`],
      ["GET", "/api/v1/me/waitlist"],
    ] as const) {
      const res = await asUser(t, undefined, { method, url, ...(method === "POST" && { payload: { seats: 2 } }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("refuses bad input in Vietnamese and keeps nothing", async () => {
    const { scene } = await soldOut();
    const dan = await person();
    for (const payload of [{ seats: 0 }, { seats: 9 }, { seats: 2.5 }, { seats: "2" }, { seats: null }, {}, []]) {
      const res = await join(dan, scene.showtimeId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message).toMatch(/[ạảãàáâậầấẩẫăằắặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/);
    }
    for (const id of ["khong-phai-id", "00000000-0000-0000-0000-000000000000"]) {
      const res = await join(dan, id, { seats: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Không tìm thấy suất chiếu này.");
    }
    const leaving = await dan.customer("DELETE", "/api/v1/showtimes/khong-phai-id/waitlist");
    expect(leaving.statusCode).toBe(404);
    expect(leaving.json().error.message).toBe("Không tìm thấy suất chiếu này.");
    expect(await myLine(dan)).toEqual([]);
  });

  it("tells a customer to buy when the showtime still has enough free seats, and keeps no place", async () => {
    const scene = await createScene(t, { now, layout: TINY_ROOM });
    const dan = await person();
    const res = await join(dan, scene.showtimeId, { seats: 8 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("SEATS_STILL_AVAILABLE");
    expect(res.json().error.message).toBe("Suất chiếu này vẫn còn 8 ghế trống, đủ cho 8 người. Bạn hãy chọn ghế và mua vé ngay nhé.");
    expect(await myLine(dan)).toEqual([]);
  });

  it("lets every role wait, each with one place in line; asking again keeps the place", async () => {
    const { scene } = await soldOut();
    const positions: number[] = [];
    for (const role of ["customer", "staff", "manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "staff" || role === "manager" ? [scene.cinemaSlug!] : undefined);
      const res = await asUser(t, cookie, { method: "POST", url: `/api/v1/showtimes/${scene.showtimeId}/waitlist`, payload: { seats: 2 } });
      expect(res.statusCode, role).toBe(201);
      expect(res.json().result).toMatchObject({ status: "waiting", seats: 2, showtime: { auditorium: { name: expect.any(String) } } });
      positions.push(res.json().result.position);
      const again = await asUser(t, cookie, { method: "POST", url: `/api/v1/showtimes/${scene.showtimeId}/waitlist`, payload: { seats: 2 } });
      expect(again.json().result.id).toBe(res.json().result.id);
    }
    expect(positions).toEqual([1, 2, 3, 4]);
  });
});

describe("handing freed seats down the line", () => {
  it("gives freed seats to the first in line whose group fits, side by side, with an e-mail to the payment step; after 10 unused minutes, to the next", async () => {
    const { scene, holders } = await soldOut();
    const [ann, ben, cat] = [await person(), await person(), await person()];
    expect((await join(ann, scene.showtimeId, { seats: 3 })).statusCode).toBe(201);
    expect((await join(ben, scene.showtimeId, { seats: 2 })).statusCode).toBe(201);
    expect((await join(cat, scene.showtimeId, { seats: 1 })).statusCode).toBe(201);
    expect((await placeIn(cat, scene.showtimeId))?.position).toBe(3);

    // Nothing freed yet: the job has nothing to hand over.
    expect(await t.services.afterSale.handOver()).toBe(0);

    // B1–B2 come free: two seats. Ann (3) does not fit; Ben (2), next in line, gets them.
    const releasedB12 = await holders.people[1]!.customer("DELETE", `/api/v1/orders/${holders.b12.id}`);
    expect(releasedB12.statusCode).toBe(200);
    expect(await t.services.afterSale.handOver()).toBe(1);
    const benPlace = await placeIn(ben, scene.showtimeId);
    expect(benPlace).toMatchObject({
      status: "offered",
      position: null,
      offer: { seatLabels: ["B1", "B2"], expiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString() },
    });
    const benOrder = (await ben.customer("GET", `/api/v1/orders/${benPlace!.offer!.orderId}`)).json().result as Order;
    expect(benOrder).toMatchObject({ status: "held", total: 150_000 });
    expect(benOrder.seats.map((seat) => seat.label)).toEqual(["B1", "B2"]);
    const [mail] = await offersTo(ben);
    expect(mail!.text).toContain("B1, B2");
    expect(mail!.text).toContain("150.000");
    expect(mail!.text).toContain(`http://localhost:3000/booking/${scene.showtimeId}?buoc=thanh-toan`);
    // Ann keeps the head of the line, Cat moves up.
    expect((await placeIn(ann, scene.showtimeId))?.position).toBe(1);
    expect((await placeIn(cat, scene.showtimeId))?.position).toBe(2);

    // A minute later B3–B4 come free: Ann still does not fit; Cat takes one, the one nearer the middle of the row.
    later(1);
    await holders.people[2]!.customer("DELETE", `/api/v1/orders/${holders.b34.id}`);
    expect(await t.services.afterSale.handOver()).toBe(1);
    expect((await placeIn(cat, scene.showtimeId))?.offer?.seatLabels).toEqual(["B3"]);
    expect((await placeIn(ann, scene.showtimeId))?.status).toBe("waiting");

    // Ben lets his ten minutes run out; the expiry job closes his hold; B1, B2 and the still free B4 go to Ann.
    // (Holds of the other tests' showtimes run out too: the job hands those over in the same run.)
    later(9.5);
    expect(await expireHolds({ database: t.database, clock: () => now })).toBeGreaterThan(0);
    expect(await t.services.afterSale.handOver()).toBeGreaterThanOrEqual(1);
    expect((await myLine(ben))[0]).toMatchObject({ status: "lapsed", offer: null });
    const annPlace = await placeIn(ann, scene.showtimeId);
    expect(annPlace?.offer?.seatLabels).toEqual(["B1", "B2", "B4"]);
    expect(await offersTo(ann)).toHaveLength(1);
    expect(await offersTo(ben)).toHaveLength(1);

    // Ann buys them: her place reads "bought".
    const started = await checkout(ann.customer, annPlace!.offer!.orderId);
    expect(started.statusCode, started.body).toBe(200);
    await payOnGateway(t, started.json().result.paymentUrl);
    expect((await placeIn(ann, scene.showtimeId))?.status).toBe("bought");
    expect(await doubleBookedSeats()).toBe(0);
  });

  it("hands seats on when a paid order is refunded at the desk", async () => {
    const scene = await createScene(t, { now, layout: TINY_ROOM });
    const [buyer, dan] = [await person(), await person()];
    const order = (await hold(buyer.customer, scene.showtimeId, scene.seats)).json().result as Order;
    const started = await checkout(buyer.customer, order.id);
    await payOnGateway(t, started.json().result.paymentUrl);
    expect((await join(dan, scene.showtimeId, { seats: 4 })).statusCode).toBe(201);

    const admin = await signedIn(t, "admin");
    const refund = await asUser(t, admin, { method: "POST", url: `/api/v1/admin/orders/${order.code}/refund`, payload: { reason: "Khách đổi kế hoạch" } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await t.services.afterSale.handOver()).toBe(1);
    // Four side by side: the row nearest the middle of a two-row room is the front one, A.
    expect((await placeIn(dan, scene.showtimeId))?.offer?.seatLabels).toEqual(["A1", "A2", "A3", "A4"]);
  });

  it("passes over a customer who may not hold more seats now, who keeps their place", async () => {
    const { scene, holders } = await soldOut();
    const [eve, fay] = [await person(), await person()];
    expect((await join(eve, scene.showtimeId, { seats: 1 })).statusCode).toBe(201);
    expect((await join(fay, scene.showtimeId, { seats: 1 })).statusCode).toBe(201);
    // Eve holds seats in two other showtimes: MAX_OPEN_ORDERS (2) reached.
    for (let i = 0; i < 2; i++) {
      const other = await createScene(t, { now });
      expect((await hold(eve.customer, other.showtimeId, [other.seat("C5")])).statusCode).toBe(201);
    }
    await holders.people[2]!.customer("DELETE", `/api/v1/orders/${holders.b34.id}`);
    expect(await t.services.afterSale.handOver()).toBe(1);
    expect((await placeIn(fay, scene.showtimeId))?.status).toBe("offered");
    expect(await placeIn(eve, scene.showtimeId)).toMatchObject({ status: "waiting", position: 1 });
  });
});

describe("leaving the line", () => {
  it("leaves, says so once, and is passed over when seats free up", async () => {
    const { scene, holders } = await soldOut();
    const [gus, hal] = [await person(), await person()];
    await join(gus, scene.showtimeId, { seats: 2 });
    await join(hal, scene.showtimeId, { seats: 2 });
    const left = await gus.customer("DELETE", `/api/v1/showtimes/${scene.showtimeId}/waitlist`);
    expect(left.json().result).toEqual({ left: true });
    expect((await gus.customer("DELETE", `/api/v1/showtimes/${scene.showtimeId}/waitlist`)).json().result).toEqual({ left: false });
    expect((await myLine(gus))[0]?.status).toBe("left");
    expect((await placeIn(hal, scene.showtimeId))?.position).toBe(1);

    await holders.people[1]!.customer("DELETE", `/api/v1/orders/${holders.b12.id}`);
    expect(await t.services.afterSale.handOver()).toBe(1);
    expect((await placeIn(hal, scene.showtimeId))?.status).toBe("offered");
    expect(await offersTo(gus)).toHaveLength(0);
  });

  it("leaving with seats held gives them back, and they go to the next in line", async () => {
    const { scene, holders } = await soldOut();
    const [ivy, jon] = [await person(), await person()];
    await join(ivy, scene.showtimeId, { seats: 2 });
    await join(jon, scene.showtimeId, { seats: 2 });
    await holders.people[1]!.customer("DELETE", `/api/v1/orders/${holders.b12.id}`);
    await t.services.afterSale.handOver();
    const offer = (await placeIn(ivy, scene.showtimeId))!.offer!;
    expect((await ivy.customer("DELETE", `/api/v1/showtimes/${scene.showtimeId}/waitlist`)).json().result).toEqual({ left: true });
    expect(((await ivy.customer("GET", `/api/v1/orders/${offer.orderId}`)).json().result as Order).status).toBe("cancelled");
    expect(await t.services.afterSale.handOver()).toBe(1);
    expect((await placeIn(jon, scene.showtimeId))?.offer?.seatLabels).toEqual(["B1", "B2"]);
  });
});

describe("two app instances on one database", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ now, env: { CAPTCHA_ENABLED: "false" }, sharing: t });
  });
  afterAll(() => second.close());

  it("hand the same freed seats over exactly once, to the first in line", async () => {
    second.setNow(now);
    for (let round = 0; round < 3; round++) {
      const { scene, holders } = await soldOut();
      const [kim, lan] = [await person(), await person()];
      await join(kim, scene.showtimeId, { seats: 2 });
      await join(lan, scene.showtimeId, { seats: 2 });
      await t.services.afterSale.handOver(); // nothing else left waiting to be handed over
      await holders.people[1]!.customer("DELETE", `/api/v1/orders/${holders.b12.id}`);
      // Both instances' jobs at once, and each instance handing this showtime over directly besides.
      const offers = await Promise.all([
        t.services.afterSale.handOver(),
        second.services.afterSale.handOver(),
        t.services.afterSale.handOver(scene.showtimeId),
        second.services.afterSale.handOver(scene.showtimeId),
      ]);
      expect(offers.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await placeIn(kim, scene.showtimeId))?.offer?.seatLabels).toEqual(["B1", "B2"]);
      expect((await placeIn(lan, scene.showtimeId))?.status).toBe("waiting");
      expect(await offersTo(kim)).toHaveLength(1);
      const held = await queryRows(
        t.database.db,
        sql<{ n: number }>`select count(*)::int as n from orders where showtime_id = ${scene.showtimeId} and status = 'held'`,
      );
      // B3–B4 still held by their buyer, and Kim's order.
      expect(held[0]!.n).toBe(2);
    }
    expect(await doubleBookedSeats()).toBe(0);
  });
});
