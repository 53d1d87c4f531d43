import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { expireHolds } from "./release-order.ts";
import { BOOKING_NOW, createScene, customers, hold, type Customer, type Scene } from "./booking-test-kit.ts";

let t: TestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  scene = await createScene(t);
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
});
afterAll(() => t.close());

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

describe("showtimes and the seat map", () => {
  it("lists bookable showtimes with seats left and the lowest price", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/showtimes?date=2026-11-23` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().result.find((s: { id: string }) => s.id === scene.showtimeId);
    expect(mine.seatsLeft).toBe(scene.seats.length);
    // Monday 20:00: a weekday evening, 2D standard = 45.000 + 20.000.
    expect(mine.priceFrom).toBe(65_000);
  });

  it("prices each seat by type and shows the prices of the showtime", async () => {
    const detail = (await t.app.inject({ method: "GET", url: `/api/v1/showtimes/${scene.showtimeId}` })).json().result;
    const byType = Object.fromEntries(detail.prices.map((p: { type: string; price: number }) => [p.type, p.price]));
    expect(byType).toMatchObject({ standard: 65_000, vip: 75_000, couple: 160_000 });
    // The poster is a working image URL (the same one the film lists give).
    expect((await t.app.inject({ method: "GET", url: detail.film.imagePortrait })).statusCode).toBe(200);
    expect(scene.seat("A1").price).toBe(65_000);
    expect(scene.seats.every((seat) => seat.status === "available")).toBe(true);
  });

  it("answers 404 in Vietnamese for an unknown or malformed showtime", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "khong-phai-id", "1;drop table seats"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/showtimes/${encodeURIComponent(id)}/seats` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/suất chiếu/);
    }
  });
});

describe("holding seats", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/orders", payload: { showtimeId: scene.showtimeId, seatIds: [scene.seat("C5").id] } });
    expect(res.statusCode).toBe(401);
  });

  it("holds seats for ten minutes; the holder sees them as hers, others as held", async () => {
    const res = await hold(alice, scene.showtimeId, [scene.seat("C5"), scene.seat("C6")]);
    expect(res.statusCode).toBe(201);
    const order = res.json().result;
    expect(order.status).toBe("held");
    expect(order.seats.map((s: { label: string }) => s.label)).toEqual(["C5", "C6"]);
    expect(order.total).toBe(130_000);
    expect(new Date(order.expiresAt).getTime() - BOOKING_NOW.getTime()).toBe(10 * 60_000);

    const statusFor = async (who: Customer) => {
      const map = (await who("GET", `/api/v1/showtimes/${scene.showtimeId}/seats`)).json().result;
      return map.rows.flatMap((r: { seats: { label: string; status: string }[] }) => r.seats).find((s: { label: string }) => s.label === "C5").status;
    };
    expect(await statusFor(alice)).toBe("mine");
    expect(await statusFor(bob)).toBe("held");

    const taken = await hold(bob, scene.showtimeId, [scene.seat("C6"), scene.seat("C7")]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("SEATS_UNAVAILABLE");
    expect(taken.json().error.details.seatIds).toEqual([scene.seat("C6").id]);
  });

  it("replaces the customer's previous hold for the same showtime", async () => {
    const first = (await hold(alice, scene.showtimeId, [scene.seat("D1"), scene.seat("D2")])).json().result;
    const second = await hold(alice, scene.showtimeId, [scene.seat("D5")]);
    expect(second.statusCode).toBe(201);
    expect((await alice("GET", `/api/v1/orders/${first.id}`)).json().result.status).toBe("cancelled");
    const free = await hold(bob, scene.showtimeId, [scene.seat("D1"), scene.seat("D2")]);
    expect(free.statusCode).toBe(201);
  });

  it("refuses bad requests in Vietnamese and changes nothing", async () => {
    const before = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from orders`);
    const nine = ["E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9"].map((l) => scene.seat(l).id);
    const cases: [unknown, RegExp][] = [
      [{ showtimeId: scene.showtimeId, seatIds: [] }, /ít nhất một ghế/],
      [{ showtimeId: scene.showtimeId, seatIds: nine }, /tối đa 8 ghế/],
      [{ showtimeId: scene.showtimeId, seatIds: [scene.seat("E1").id, scene.seat("E1").id] }, /hai lần/],
      [{ showtimeId: scene.showtimeId, seatIds: ["00000000-0000-0000-0000-000000000001"] }, /không thuộc phòng chiếu/],
      [{ showtimeId: scene.showtimeId, seatIds: "E1" }, /./],
      [{ seatIds: [scene.seat("E1").id] }, /./],
      [{ showtimeId: 42, seatIds: [scene.seat("E1").id] }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await bob("POST", "/api/v1/orders", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error)).toMatch(message);
    }
    const after = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from orders`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses a selection that strands a single seat, saying which one", async () => {
    // Row F of the small room: seats F1–F2 | aisle | F3–F10 | aisle | F11–F12. Taking F3 and F5 strands F4.
    const res = await hold(bob, scene.showtimeId, [scene.seat("F3"), scene.seat("F5")]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.seatIds).toMatch(/Ghế F4 sẽ bị bỏ trống/);
    // F4 next to the aisle: taking F5 alone leaves F3–F4 as a pair, which is fine.
    expect((await hold(bob, scene.showtimeId, [scene.seat("F5"), scene.seat("F6")])).statusCode).toBe(201);
  });

  it("closes sales when the showtime starts", async () => {
    const soon = await createScene(t, { startsInMinutes: 0 });
    const res = await hold(bob, soon.showtimeId, [soon.seat("C5")]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("SALES_CLOSED");
    const list = (await t.app.inject({ method: "GET", url: "/api/v1/showtimes?date=2026-11-23" })).json().result;
    expect(list.some((s: { id: string }) => s.id === soon.showtimeId)).toBe(false);
  });
});

describe("orders belong to their customer", () => {
  it("answers 404 to anyone else, for reading, changing and releasing", async () => {
    t.setNow(new Date(BOOKING_NOW.getTime() + 1000));
    const order = (await hold(alice, scene.showtimeId, [scene.seat("G1"), scene.seat("G2")])).json().result;
    expect((await bob("GET", `/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    expect((await bob("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: "X" })).statusCode).toBe(404);
    expect((await bob("DELETE", `/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    expect((await alice("GET", `/api/v1/orders/${order.id}`)).json().result.status).toBe("held");
    const mine = (await alice("GET", "/api/v1/me/orders")).json().result;
    expect(mine[0].id).toBe(order.id);
    t.setNow(BOOKING_NOW);
  });

  it("'Đơn hàng của tôi' of one showtime and status: the booking page finds its live hold and nothing else", async () => {
    const other = await createScene(t);
    const here = (await hold(bob, scene.showtimeId, [scene.seat("A5"), scene.seat("A6")])).json().result;
    const there = (await hold(bob, other.showtimeId, [other.seat("A5"), other.seat("A6")])).json().result;
    const ids = async (query: string) => ((await bob("GET", `/api/v1/me/orders${query}`)).json().result as Array<{ id: string }>).map((o) => o.id);
    expect(await ids(`?showtimeId=${scene.showtimeId}&status=held`)).toEqual([here.id]);
    expect(await ids(`?showtimeId=${other.showtimeId}`)).toEqual([there.id]);
    expect(await ids("?status=paid")).toEqual([]);
    expect((await ids("")).sort()).toEqual([here.id, there.id].sort());
    const bad = await bob("GET", "/api/v1/me/orders?showtimeId=not-a-showtime");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ showtimeId: "Mã suất chiếu không hợp lệ." });
    await bob("DELETE", `/api/v1/orders/${here.id}`);
    await bob("DELETE", `/api/v1/orders/${there.id}`);
  });

  it("releases a hold on DELETE, freeing its seats for others", async () => {
    const order = (await hold(alice, scene.showtimeId, [scene.seat("H1")])).json().result;
    const released = await alice("DELETE", `/api/v1/orders/${order.id}`);
    expect(released.json().result.status).toBe("cancelled");
    expect((await hold(bob, scene.showtimeId, [scene.seat("H1")])).statusCode).toBe(201);
  });
});

describe("expiry", () => {
  it("frees held seats at the expiry instant, before any job runs; the job then marks the order expired", async () => {
    const local = await createScene(t);
    const order = (await hold(alice, local.showtimeId, [local.seat("B5")])).json().result;
    t.setNow(new Date(BOOKING_NOW.getTime() + 10 * 60_000 - 1000));
    expect((await hold(bob, local.showtimeId, [local.seat("B5")])).statusCode).toBe(409);
    t.setNow(new Date(BOOKING_NOW.getTime() + 10 * 60_000));
    expect((await alice("GET", `/api/v1/orders/${order.id}`)).json().result.status).toBe("expired");
    const patch = await alice("PATCH", `/api/v1/orders/${order.id}`, { products: [] });
    expect(patch.statusCode).toBe(410);
    expect(patch.json().error.code).toBe("HOLD_EXPIRED");
    expect((await hold(bob, local.showtimeId, [local.seat("B5")])).statusCode).toBe(201);

    const expired = await expireHolds({ database: t.database, clock: () => new Date(BOOKING_NOW.getTime() + 10 * 60_000) });
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows(t.database.db, sql<{ status: string }>`select status from orders where id = ${order.id}`);
    expect(row!.status).toBe("expired");
    t.setNow(BOOKING_NOW);
  });
});

describe("races", () => {
  it("gives one seat to exactly one of 50 customers asking at once", async () => {
    const local = await createScene(t);
    const crowd = await customers(t, 50);
    const seat = local.seat("E5");
    const answers = await Promise.all(crowd.map((c) => hold(c, local.showtimeId, [seat])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === "SEATS_UNAVAILABLE")).toBe(true);
    expect(await doubleBookedSeats()).toBe(0);
  });

  it("never splits a seat between overlapping multi-seat requests", async () => {
    const local = await createScene(t);
    const crowd = await customers(t, 24);
    const row = ["D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10"].map((l) => local.seat(l));
    // Each customer asks for a window of 2–4 seats sliding along the same row.
    const requests = crowd.map((c, i) => {
      const start = i % 6;
      const size = 2 + (i % 3);
      return hold(c, local.showtimeId, row.slice(start, Math.min(start + size, row.length)));
    });
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => ![201, 409, 400].includes(a.statusCode)).map((a) => a.body)).toEqual([]);
    expect(await doubleBookedSeats()).toBe(0);
    // Every order got all the seats it asked for or none: no order holds part of a request.
    const won = answers.filter((a) => a.statusCode === 201).map((a) => a.json().result);
    for (const order of won) {
      const claimed = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from seat_claims where order_id = ${order.id}`);
      expect(claimed[0]!.n).toBe(order.seats.length);
    }
    expect(won.length).toBeGreaterThanOrEqual(1);
  });
});
