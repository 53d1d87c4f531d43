import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createFilm, createProduct, createShowtime } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";
import { customers, hold, type Customer } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

const ROUNDS = 30;
const PARALLEL_BUYERS = 20;
const at = (local: string) => new Date(`${local}+07:00`);

// Two connections racing for the last popcorn is PostgreSQL's to decide (PGlite runs one statement at a time): on PostgreSQL only, as in CI.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the last popcorn, wanted by several at the same moment", () => {
  let t: CheckoutTestApp;
  let cinemaSlug: string;
  let staff: string;
  let manager: string;
  let shiftId: string;
  let counterShowtime: string;
  let popcorn: string;
  /** Each buyer's held order (two seats of a showtime of their own). */
  let held: { buyer: Customer; orderId: string }[];

  beforeAll(async () => {
    const world = await createOrderDeskTestApp(at("2026-11-28T09:00:00"));
    t = world.t;
    cinemaSlug = world.own.slug;
    counterShowtime = world.scene.showtimeId;
    const db = t.database.db;
    popcorn = (await createProduct(db, { kind: "snack", name: "Bắp rang bơ cuối cùng", price: 59_000 })).id;
    const room = await createAuditorium(db, { cinemaId: world.own.id, name: "Phòng 2", layout: "small" });
    const film = await createFilm(db, { durationMinutes: 100, ageRating: "P" });
    const buyers = await customers(t, ROUNDS + PARALLEL_BUYERS);
    held = [];
    for (const [i, buyer] of buyers.entries()) {
      const showtime = await createShowtime(db, {
        auditoriumId: room.id,
        filmId: film.id,
        startsAt: new Date(at("2026-11-24T09:00:00").getTime() + i * 3 * 3600_000),
      });
      const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
      const pair = (map.json().result.rows as { seats: { id: string; label: string }[] }[])
        .flatMap((r) => r.seats)
        .filter((s) => s.label === "A1" || s.label === "A2");
      const answer = await hold(buyer, showtime.id, pair as never);
      expect(answer.statusCode, answer.body).toBe(201);
      held.push({ buyer, orderId: answer.json().result.id });
    }
    staff = await signedIn(t, "staff", [cinemaSlug]);
    manager = await signedIn(t, "manager", [cinemaSlug]);
    shiftId = (await asUser(t, staff, { method: "POST", url: "/api/v1/box-office/shifts", payload: { cinema: cinemaSlug, openingFloat: 0 } })).json().result.id;
  }, 240_000);
  afterAll(() => t?.close());

  const countTo = async (level: number) => {
    const answer = await asUser(t, manager, {
      method: "POST",
      url: "/api/v1/admin/stock/movements",
      payload: { cinema: cinemaSlug, product: popcorn, quantity: level, kind: "count" },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const buyOnline = (i: number) => held[i]!.buyer("PATCH", `/api/v1/orders/${held[i]!.orderId}`, { products: [{ productId: popcorn, quantity: 1 }] });
  /** The level, and the ledger's sum: both must agree, and never be below zero. */
  const stock = async () => {
    const [row] = await rows(
      t,
      sql<{
        level: number;
        ledger: number;
        lowest: number;
      }>`select l.level, (select sum(quantity)::int from stock_movements m where m.product_id = l.product_id and m.cinema_id = l.cinema_id) as ledger,
        (select min(level_after)::int from stock_movements m where m.product_id = l.product_id) as lowest
        from stock_levels l where l.product_id = ${popcorn}`,
    );
    return row!;
  };

  it(`online and at the counter at once, ${ROUNDS} rounds: exactly one sale each round, the level 0, never below`, async () => {
    const wins = { counter: 0, online: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await countTo(1);
      const [counter, online] = await Promise.all([
        asUser(t, staff, {
          method: "POST",
          url: "/api/v1/box-office/sales",
          payload: { shiftId, showtimeId: counterShowtime, products: [{ id: popcorn, quantity: 1 }], payments: [{ method: "cash", amount: 59_000 }] },
        }),
        buyOnline(round),
      ]);
      const outcomes = [counter.statusCode, online.statusCode];
      expect(
        outcomes.filter((s) => s === 201 || s === 200),
        `round ${round}: ${counter.body} / ${online.body}`,
      ).toHaveLength(1);
      const loser = counter.statusCode === 201 ? online : counter;
      expect(loser.statusCode).toBe(409);
      expect(loser.json().error.code).toBe("OUT_OF_STOCK");
      expect(loser.json().error.message).toContain("Bắp rang bơ cuối cùng");
      if (counter.statusCode === 201) wins.counter += 1;
      else wins.online += 1;
      const now = await stock();
      expect(now.level, `round ${round}`).toBe(0);
      expect(now.ledger).toBe(0);
    }
    expect(wins.counter + wins.online).toBe(ROUNDS);
    const [sold] = await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where shift_id = ${shiftId}::uuid and status = 'paid'`);
    expect(sold!.n).toBe(wins.counter);
    expect((await stock()).lowest).toBe(0);
  }, 240_000);

  it(`${PARALLEL_BUYERS} buyers online at once for 5 popcorns: 5 get one, the others 409 OUT_OF_STOCK, the level 0`, async () => {
    await countTo(5);
    const answers = await Promise.all(Array.from({ length: PARALLEL_BUYERS }, (_, i) => buyOnline(ROUNDS + i)));
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.filter((c) => c === 200),
      JSON.stringify(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => a.body)),
    ).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL_BUYERS - 5);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === "OUT_OF_STOCK")).toBe(true);
    expect(await stock()).toMatchObject({ level: 0, ledger: 0, lowest: 0 });
    const [withPopcorn] = await rows(
      t,
      sql<{ n: number }>`select count(*)::int as n from order_products where product_id = ${popcorn} and order_id = any(string_to_array(${held
        .slice(ROUNDS)
        .map((h) => h.orderId)
        .join(",")}::text, ',')::uuid[])`,
    );
    expect(withPopcorn!.n).toBe(5);
  }, 120_000);
});
