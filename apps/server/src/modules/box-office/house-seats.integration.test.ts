import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createFilm, createShowtime, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, customerFor, hold, type Scene } from "../booking/booking-test-kit.ts";
import { rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

// House seats (decision 076): kept for the counter until N minutes before the start; taken online until then.
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let shiftId: string;
const at = (local: string) => new Date(`${local}+07:00`);
const STARTS = at("2026-11-28T19:00:00");

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(STARTS));
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  shiftId = (await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
const ids = (...labels: string[]) => labels.map((l) => scene.seat(l).id);
const houseUrl = () => `/admin/showtimes/${scene.showtimeId}/house-seats`;
const keep = (labels: string[], releaseMinutesBefore = 30, cookie = manager) =>
  send(cookie, "PUT", houseUrl(), { seatIds: ids(...labels), releaseMinutesBefore });
const onlineStatus = async (label: string) => {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
  return (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
};
const counterMap = async () => (await send(staff, "GET", `/box-office/showtimes/${scene.showtimeId}/seats`)).json().result;
const counterStatus = async (label: string) =>
  ((await counterMap()).rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === label)!.status;
const buyOnline = async (label: string) => {
  const { cookie, address } = await signUp(t);
  return hold(customerFor(t, cookie, address), scene.showtimeId, [scene.seat(label)]);
};
const sellAtCounter = (label: string) =>
  send(staff, "POST", "/box-office/sales", {
    shiftId,
    showtimeId: scene.showtimeId,
    seatIds: ids(label),
    payments: [{ method: "cash", amount: scene.seat(label).price }],
  });

describe("house seats", () => {
  it("who may keep them: managers and admins of the showtime's cinema; 401, customer and staff 403, another cinema's manager 403", async () => {
    const body = { seatIds: ids("A1"), releaseMinutesBefore: 30 };
    await expectGuarded(t, { method: "PUT", url: `/api/v1${houseUrl()}`, payload: body }, { minRole: "manager", cinema: own.slug, otherCinema: other.slug });
    await expectGuarded(t, { method: "GET", url: `/api/v1${houseUrl()}` }, { minRole: "manager", cinema: own.slug, otherCinema: other.slug });
    await expectGuarded(
      t,
      { method: "GET", url: `/api/v1/box-office/showtimes/${scene.showtimeId}/seats` },
      { minRole: "staff", cinema: own.slug, otherCinema: other.slug },
    );
    const admin = await signedIn(t, "admin");
    expect((await keep([], 30, admin)).statusCode).toBe(200);
    expect(await onlineStatus("A1")).toBe("available");
  });

  it("kept seats are taken online until the release (a hold → 409) and for sale at the counter; the manager reads them back; audited", async () => {
    const answer = await keep(["E5", "E6", "E7"], 30);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toEqual({
      showtimeId: scene.showtimeId,
      seatIds: ids("E5", "E6", "E7").sort(),
      releaseMinutesBefore: 30,
      releaseAt: "2026-11-28T11:30:00.000Z",
    });
    expect((await send(manager, "GET", houseUrl())).json().result).toEqual(answer.json().result);
    expect(await onlineStatus("E5")).toBe("held");
    const online = await buyOnline("E5");
    expect(online.statusCode).toBe(409);
    expect(online.json().error.code).toBe("SEATS_UNAVAILABLE");
    // The counter sees them for sale, and which they are.
    const map = await counterMap();
    expect(map.house.seatIds).toEqual(ids("E5", "E6", "E7").sort());
    expect(await counterStatus("E5")).toBe("available");
    const [audit] = await rows(
      t,
      sql<{
        after: { houseSeats: string[]; releaseMinutesBefore: number };
      }>`select after from audit_log where action = 'showtime.house_seats' and entity = 'showtime' and entity_id = ${scene.showtimeId} order by at desc, id desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ houseSeats: ["E5", "E6", "E7"], releaseMinutesBefore: 30 });
  });

  it("the database is the judge: a claim of a kept seat written by any path is refused by the exclusion constraint", async () => {
    const now = BOOKING_NOW.toISOString();
    await expect(
      rows(
        t,
        sql`insert into seat_claims (showtime_id, seat_id, held_from, held_until, price_vnd) values (${scene.showtimeId}::uuid, ${scene.seat("E6").id}::uuid, ${now}::timestamptz, ${now}::timestamptz + interval '10 minutes', 0)`,
      ),
    ).rejects.toMatchObject({ cause: { message: /seat_claims_no_overlap/ } });
  });

  it("the counter sells a house seat: it is sold everywhere and no longer kept", async () => {
    const sold = await sellAtCounter("E5");
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await onlineStatus("E5")).toBe("sold");
    expect((await send(manager, "GET", houseUrl())).json().result.seatIds).toEqual(ids("E6", "E7").sort());
  });

  it("replacing the set releases the seats left out at once (a sold one stays sold) and keeps the new ones", async () => {
    const answer = await keep(["E7", "F3"], 45);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await onlineStatus("E6")).toBe("available");
    expect(await onlineStatus("E5")).toBe("sold");
    expect(await onlineStatus("E7")).toBe("held");
    expect(await onlineStatus("F3")).toBe("held");
    expect((await send(manager, "GET", houseUrl())).json().result).toMatchObject({ seatIds: ids("E7", "F3").sort(), releaseMinutesBefore: 45 });
    expect((await buyOnline("E6")).statusCode).toBe(201);
  });

  it("a seat held or sold cannot be kept → 409 SEAT_TAKEN; bad input → Vietnamese 400s; an unknown showtime 404; nothing changes", async () => {
    expect((await buyOnline("G3")).statusCode).toBe(201);
    const taken = await keep(["G3", "G4"]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("SEAT_TAKEN");
    expect(taken.json().error.details.seatIds).toEqual(ids("G3"));
    for (const [body, field] of [
      [{ seatIds: ["khong-phai-ghe"], releaseMinutesBefore: 30 }, "seatIds"],
      [{ seatIds: ids("G4", "G4"), releaseMinutesBefore: 30 }, "seatIds"],
      [{ seatIds: "G4", releaseMinutesBefore: 30 }, "seatIds"],
      [{ seatIds: ids("G4"), releaseMinutesBefore: -5 }, "releaseMinutesBefore"],
      [{ seatIds: ids("G4"), releaseMinutesBefore: "30" }, "releaseMinutesBefore"],
      [{ seatIds: ids("G4"), releaseMinutesBefore: 1.5 }, "releaseMinutesBefore"],
      [{ seatIds: ids("G4"), releaseMinutesBefore: 100_000 }, "releaseMinutesBefore"],
      [{ seatIds: ids("G4") }, "releaseMinutesBefore"],
    ] as const) {
      const answer = await send(manager, "PUT", houseUrl(), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields[field], JSON.stringify(body)).toMatch(/[àáảãạăâđêôơưếềệốồộớờợứừựíìịúùụóòọéèẹ]/i);
    }
    expect(
      (await send(manager, "PUT", "/admin/showtimes/00000000-0000-4000-8000-000000000000/house-seats", { seatIds: [], releaseMinutesBefore: 0 })).statusCode,
    ).toBe(404);
    expect((await send(manager, "GET", houseUrl())).json().result.seatIds).toEqual(ids("E7", "F3").sort());
    expect(await onlineStatus("G4")).toBe("available");
  });

  it("a release time already passed → 400 fields.releaseMinutesBefore", async () => {
    t.setNow(at("2026-11-28T18:40:00"));
    try {
      const answer = await keep(["G8"], 30);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.releaseMinutesBefore).toMatch(/đã qua/);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("they free themselves at the release time (the clock, no job): taken a second before, on sale online at it", async () => {
    t.setNow(new Date(at("2026-11-28T18:15:00").getTime() - 1000));
    try {
      expect(await onlineStatus("F3")).toBe("held");
      expect((await buyOnline("F3")).statusCode).toBe(409);
      t.setNow(at("2026-11-28T18:15:00"));
      expect(await onlineStatus("F3")).toBe("available");
      expect((await send(manager, "GET", houseUrl())).json().result).toMatchObject({ seatIds: [], releaseAt: null });
      expect((await buyOnline("F3")).statusCode).toBe(201);
      expect((await sellAtCounter("E7")).statusCode).toBe(201);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});

describe("house seats of a moved showtime", () => {
  let showtimeId: string;
  const seatsOf = async (id: string) => {
    const map = await t.app.inject({ url: `/api/v1/showtimes/${id}/seats` });
    return (map.json().result.rows as { seats: { id: string; label: string; status: string }[] }[]).flatMap((r) => r.seats);
  };
  const house = async () => (await send(manager, "GET", `/admin/showtimes/${showtimeId}/house-seats`)).json().result;
  const move = (body: object) => asUser(t, manager, { method: "PATCH", url: `/api/v1/admin/showtimes/${showtimeId}`, payload: body });

  beforeAll(async () => {
    const db = t.database.db;
    const room = await createAuditorium(db, { cinemaId: own.id, name: "Phòng 7" });
    const film = await createFilm(db, { durationMinutes: 100, ageRating: "P" });
    showtimeId = (await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-11-28T15:00:00") })).id;
    const seats = await seatsOf(showtimeId);
    const kept = await send(manager, "PUT", `/admin/showtimes/${showtimeId}/house-seats`, {
      seatIds: seats.filter((seat) => ["C5", "C6"].includes(seat.label)).map((seat) => seat.id),
      releaseMinutesBefore: 30,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("moved to another time in the same room: still kept, released the same 30 minutes before the new start", async () => {
    const moved = await move({ startsAt: at("2026-11-28T17:00:00").toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await house()).toMatchObject({ releaseMinutesBefore: 30, releaseAt: "2026-11-28T09:30:00.000Z" });
    expect((await house()).seatIds).toHaveLength(2);
    t.setNow(at("2026-11-28T16:00:00"));
    try {
      // Past the old release time (14:30), before the new one (16:30): still taken online.
      expect((await seatsOf(showtimeId)).filter((seat) => ["C5", "C6"].includes(seat.label)).map((seat) => seat.status)).toEqual(["held", "held"]);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("moved to a room of the same seats: they follow to the seats of the same label there", async () => {
    const twin = await createAuditorium(t.database.db, { cinemaId: own.id, name: "Phòng 8" });
    const moved = await move({ auditoriumId: twin.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const seats = await seatsOf(showtimeId);
    const kept = seats.filter((seat) => ["C5", "C6"].includes(seat.label));
    expect((await house()).seatIds).toEqual(kept.map((seat) => seat.id).sort());
    expect(kept.map((seat) => seat.status)).toEqual(["held", "held"]);
  });

  it("a room without those seats: the move is refused with the seats named, nothing changes", async () => {
    const before = await house();
    const tiny = await createAuditorium(t.database.db, { cinemaId: own.id, name: "Phòng 9", layout: { rows: 2, blocks: [2, 6, 2] } });
    const refused = await move({ auditoriumId: tiny.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.auditoriumId).toMatch(/không có ghế C5, C6 cùng loại.*Ghế giữ cho quầy/);
    expect(await house()).toEqual(before);
  });
});
