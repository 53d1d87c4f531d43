import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Seat } from "@hancine/contract/booking";
import { createAuditorium, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, customers, hold } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

const ROUNDS = 50;
const at = (local: string) => new Date(`${local}+07:00`);

// Two connections racing for one seat is PostgreSQL's to decide (PGlite runs one statement at a time): on PostgreSQL only, as in CI.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the counter and the website sell the same seats at the same moment", () => {
  let t: CheckoutTestApp;
  let staff: string;
  let shiftId: string;
  let showtimes: { id: string; seats: Seat[] }[];

  beforeAll(async () => {
    const world = await createOrderDeskTestApp(at("2026-11-28T09:00:00"));
    t = world.t;
    const db = t.database.db;
    const room = await createAuditorium(db, { cinemaId: world.own.id, name: "Phòng 2", layout: "small" });
    const film = await createFilm(db, { durationMinutes: 100, ageRating: "P" });
    showtimes = [];
    // One showtime per round, three hours apart: each round contests the pair of seats at the left end of row A.
    for (let i = 0; i < ROUNDS; i++) {
      const showtime = await createShowtime(db, {
        auditoriumId: room.id,
        filmId: film.id,
        startsAt: new Date(at("2026-11-24T09:00:00").getTime() + i * 3 * 3600_000),
      });
      const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
      showtimes.push({ id: showtime.id, seats: (map.json().result.rows as { seats: Seat[] }[]).flatMap((r) => r.seats) });
    }
    staff = await signedIn(t, "staff", [world.own.slug]);
    const opened = await asUser(t, staff, { method: "POST", url: "/api/v1/box-office/shifts", payload: { cinema: world.own.slug, openingFloat: 0 } });
    shiftId = opened.json().result.id;
  }, 120_000);
  afterAll(() => t?.close());

  it(`exactly one sale in each of ${ROUNDS} rounds, and the seats claimed once`, async () => {
    const buyers = await customers(t, ROUNDS);
    const outcomes = { counter: 0, website: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { id: showtimeId, seats } = showtimes[round]!;
      const pair = seats.filter((s) => s.label === "A1" || s.label === "A2");
      const price = pair.reduce((sum, s) => sum + s.price, 0);
      const [counter, website] = await Promise.all([
        asUser(t, staff, {
          method: "POST",
          url: "/api/v1/box-office/sales",
          payload: { shiftId, showtimeId, seatIds: pair.map((s) => s.id), payments: [{ method: "cash", amount: price }] },
        }),
        hold(buyers[round]!, showtimeId, pair),
      ]);
      const answers = [counter.statusCode, website.statusCode].sort();
      expect(answers, `round ${round}: ${counter.body} / ${website.body}`).toEqual([201, 409]);
      if (counter.statusCode === 201) {
        outcomes.counter += 1;
        expect(website.json().error.code).toBe("SEATS_UNAVAILABLE");
      } else {
        outcomes.website += 1;
        expect(counter.json().error.code).toBe("SEAT_TAKEN");
      }
      const claims = await rows(
        t,
        sql<{ orders: number; claims: number }>`select count(distinct sc.order_id)::int as orders, count(*)::int as claims from seat_claims sc
          join orders o on o.id = sc.order_id
          where sc.showtime_id = ${showtimeId}::uuid and (sc.held_until is null or sc.held_until > ${BOOKING_NOW.toISOString()}::timestamptz) and o.status in ('held', 'paid')`,
      );
      expect(claims[0], `round ${round}`).toEqual({ orders: 1, claims: 2 });
    }
    expect(outcomes.counter + outcomes.website).toBe(ROUNDS);
    const [sales] = await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where shift_id = ${shiftId}::uuid and status = 'paid'`);
    expect(sales!.n).toBe(outcomes.counter);
  }, 180_000);
});
