import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Seat } from "@hancine/contract/booking";
import type { AdminRoom, SaveLayout } from "@hancine/contract/back-office-rooms";
import { queryRows } from "#server/db/client.ts";
import { pgErrorOf } from "#server/db/errors.ts";
import { createAuditorium, createFilm, createShowtime } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { customers, hold, type Customer } from "./booking-test-kit.ts";
import { asUser, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";

// Wheelchair spaces and companion seats (issue 35, decision 082): marked in the room editor, shown
// on the seat map, held together, and a companion seat never sold without a wheelchair space.
let t: TestApp;
let manager: string;
let room: { id: string; cinemaId: string };
let filmId: string;
let buyers: Customer[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
  const [cinema] = await queryRows(t.database.db, sql<{ id: string }>`select id from cinemas where slug = ${OWN_CINEMA}`);
  const created = await createAuditorium(t.database.db, { cinemaId: cinema!.id, name: "Phòng Thử Xe Lăn", layout: "small" });
  room = { id: created.id, cinemaId: cinema!.id };
  filmId = (await createFilm(t.database.db)).id;
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
  buyers = await customers(t, 3);
});
afterAll(() => t.close());

const putLayout = (body: unknown) => asUser(t, manager, { method: "PUT", url: `/api/v1/admin/auditoriums/${room.id}/layout`, payload: body as object });

/** Two rows of 4 | 4 seats (columns 0–3, 5–8); row A ends with two wheelchair spaces (A7, A8), A6 beside them. */
function draft(companionAt: number | null, type: "standard" | "couple" = "standard"): SaveLayout {
  const rowA = [0, 1, 2, 3, 5, 6, 7, 8].map((x) => ({ x, type: x >= 7 ? ("wheelchair" as const) : ("standard" as const), companion: x === companionAt }));
  const rowB = [0, 1, 2, 3, 5, 6, 7, 8].map((x) => ({ x, type: "standard" as const }));
  if (type === "couple" && companionAt !== null) {
    const at = rowA.findIndex((seat) => seat.x === companionAt);
    rowA.splice(at, 1);
  }
  return {
    screenSide: "top",
    columns: 9,
    rows: [
      { label: "", seats: rowA },
      { label: "", seats: rowB },
    ],
  };
}

describe("companion seats", () => {
  let seats: Seat[];
  const seat = (label: string) => seats.find((s) => s.label === label)!;

  it("are marked in the room editor beside a wheelchair space, and refused anywhere else with a Vietnamese message", async () => {
    for (const [body, words] of [
      [draft(5), /ngay cạnh một chỗ xe lăn/],
      [draft(0), /ngay cạnh một chỗ xe lăn/],
      [{ ...draft(6), rows: [{ label: "", seats: [{ x: 6, type: "wheelchair", companion: true }] }] }, /ghế thường hoặc ghế VIP/],
      [{ ...draft(6), rows: [{ label: "", seats: [{ x: 6, type: "standard", companion: "có" }] }] }, /Ghế người đi kèm phải là đúng hoặc sai/],
    ] as const) {
      const answer = await putLayout(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(JSON.stringify(answer.json().error)).toMatch(words);
    }
    const saved = await putLayout(draft(6));
    expect(saved.statusCode, saved.body).toBe(200);
    const layout = (saved.json().result as AdminRoom).layout;
    expect(layout.seats.filter((s) => s.companion).map((s) => s.label)).toEqual(["A6"]);
    expect(layout.seats.filter((s) => s.type === "wheelchair").map((s) => s.label)).toEqual(["A7", "A8"]);
  });

  it("show on the seat map, and a companion seat is held only with a wheelchair space in the same order", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId, startsAt: new Date(NOW.getTime() + 2 * 86_400_000) });
    const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
    seats = (map.json().result.rows as { seats: Seat[] }[]).flatMap((row) => row.seats);
    expect(seats.filter((s) => s.companion).map((s) => s.label)).toEqual(["A6"]);
    expect(seat("A7")).toMatchObject({ type: "wheelchair", companion: false });

    const [alone, withStranger, together] = buyers as [Customer, Customer, Customer];
    const refused = await hold(alone, showtime.id, [seat("A6")]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("VALIDATION_FAILED");
    expect(refused.json().error.message).toContain("Ghế A6 dành cho người đi kèm");
    expect((await hold(withStranger, showtime.id, [seat("A5"), seat("A6")])).statusCode).toBe(400);

    // A seat beside the companion seat is not "stranded" by it: the companion seat waits for its own buyer.
    expect((await hold(withStranger, showtime.id, [seat("A5")])).statusCode).toBe(201);
    const held = await hold(together, showtime.id, [seat("A7"), seat("A6")]);
    expect(held.statusCode, held.body).toBe(201);
    expect(
      held
        .json()
        .result.seats.map((s: { label: string }) => s.label)
        .sort(),
    ).toEqual(["A6", "A7"]);
  });

  it("the database refuses a companion seat's claim without a wheelchair space in the same order", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId, startsAt: new Date(NOW.getTime() + 3 * 86_400_000) });
    const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
    seats = (map.json().result.rows as { seats: Seat[] }[]).flatMap((row) => row.seats);
    const userId = (await queryRows(t.database.db, sql<{ id: string }>`select id from users where role = 'customer' limit 1`))[0]!.id;
    const orderId = (
      await queryRows(
        t.database.db,
        sql<{ id: string }>`insert into orders (code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at)
        values ('HCCOMP1', ${userId}, ${showtime.id}, 'held', now() + interval '10 minutes', 0, 0, 0, now(), now()) returning id`,
      )
    )[0]!.id;
    const claim = (label: string) =>
      sql`insert into seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd) values (${showtime.id}, ${seat(label).id}, ${orderId}, now(), now() + interval '10 minutes', 0)`;
    const failure = await queryRows(t.database.db, claim("A6")).catch((error: unknown) => error);
    expect(pgErrorOf(failure)).toMatchObject({ code: "23514", constraint: "seat_claims_companion_check" });
    // Both in one statement, the companion seat first: the rule reads the statement's rows together.
    await queryRows(
      t.database.db,
      sql`insert into seat_claims (showtime_id, seat_id, order_id, held_from, held_until, price_vnd)
        values (${showtime.id}, ${seat("A6").id}, ${orderId}, now(), now() + interval '10 minutes', 0),
               (${showtime.id}, ${seat("A8").id}, ${orderId}, now(), now() + interval '10 minutes', 0)`,
    );
    const claimed = await queryRows(t.database.db, sql<{ n: number }>`select count(*)::int as n from seat_claims where order_id = ${orderId}`);
    expect(claimed[0]!.n).toBe(2);
  });
});
