import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime, type Auditorium, type Cinema, type Film } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { expectRollupToMatchRecount } from "../reports/sales-rollup-test-kit.ts";

// Monday 2026-11-23 10:00 in Vietnam; the showtimes below are on the following days.
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let room1: Auditorium;
let room2: Auditorium;
let foreignRoom: Auditorium;
let film: Film;
let manager: string;
let buyers: Customer[];

const at = (local: string) => new Date(`${local}+07:00`).toISOString();

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  const db = t.database.db;
  own = await createCinema(db);
  other = await createCinema(db);
  room1 = await createAuditorium(db, { cinemaId: own.id, name: "Phòng 1", layout: "small", cleaningMinutes: 15 });
  // Rows A–B standard, C–D VIP: a standard seat C5 of room 1 has no standard twin here.
  room2 = await createAuditorium(db, {
    cinemaId: own.id,
    name: "Phòng 2",
    layout: { rows: 4, blocks: [3, 3], coupleLastRow: false, wheelchairSpaces: 0, standardFrontRows: 2 },
    cleaningMinutes: 15,
  });
  foreignRoom = await createAuditorium(db, { cinemaId: other.id, name: "Phòng 1" });
  film = await createFilm(db, { durationMinutes: 120, ageRating: "P" });
  manager = await signedIn(t, "manager", [own.slug]);
  buyers = await customers(t, 22);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, cookie = manager) =>
  asUser(t, cookie, { method, url, ...(payload !== undefined && { payload: payload as object }) });
const create = (startsAt: string, room = room1, cookie = manager) =>
  send("POST", "/api/v1/admin/showtimes", { filmId: film.id, auditoriumId: room.id, startsAt, format: "2D", language: "Phụ đề" }, cookie);
const liveShowtimes = async () => (await rows(t, sql<{ n: number }>`select count(*)::int as n from showtimes where cancelled_at is null`))[0]!.n;

/** The showtime's seat map as a buyer sees it, as a scene the checkout kit can hold seats in. */
async function sceneOf(showtimeId: string): Promise<Scene> {
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtimeId}/seats` });
  const seats = (map.json().result.rows as { seats: Scene["seats"] }[]).flatMap((row) => row.seats);
  return { showtimeId, seats, seat: (label) => seats.find((s) => s.label === label)! };
}

/** A buyer holds these seats and pays on the local VNPay gateway: a paid order. */
async function paidOrder(scene: Scene, buyer: Customer, labels: string[]): Promise<Order> {
  const order = await heldOrderIn(scene, buyer, labels);
  const started = await checkout(buyer, order.id);
  await payOnGateway(t, started.json().result.paymentUrl);
  const paid = (await buyer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
  expect(paid.status).toBe("paid");
  return paid;
}

describe("who may use the scheduler", () => {
  it("refuses anonymous (401), customers, staff, and managers of another cinema (403) on every endpoint", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room1.id, filmId: film.id, startsAt: new Date(at("2026-11-28T09:00:00")) });
    const guard = { minRole: "manager" as const, cinema: own.slug, otherCinema: other.slug };
    const body = { filmId: film.id, auditoriumId: room1.id, startsAt: at("2026-11-28T15:00:00"), format: "2D", language: "Phụ đề" };
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/schedule?cinema=${own.slug}&date=2026-11-28` }, guard);
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/showtimes", payload: body }, guard);
    await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/showtimes/${showtime.id}`, payload: { startsAt: at("2026-11-28T12:00:00") } }, guard);
    await expectGuarded(t, { method: "POST", url: `/api/v1/admin/showtimes/${showtime.id}/cancel`, payload: { reason: "Bảo trì máy chiếu" } }, guard);
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/admin/showtimes/copy-day", payload: { cinema: own.slug, from: "2026-11-28", to: ["2026-11-29"] } },
      guard,
    );
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/admin/showtimes/fill", payload: { ...body, from: body.startsAt, until: at("2026-11-28T23:00:00") } },
      guard,
    );
    // Nothing the refused people sent changed anything.
    const [row] = await rows(
      t,
      sql<{ n: number; cancelled: number }>`select count(*)::int as n, count(cancelled_at)::int as cancelled from showtimes where auditorium_id = ${room1.id}`,
    );
    expect(row).toEqual({ n: 1, cancelled: 0 });
    expect((await send("GET", `/api/v1/admin/schedule?cinema=${other.slug}&date=2026-11-28`)).statusCode).toBe(403);
  });
});

describe("creating showtimes", () => {
  it("schedules a film; buyers find it at once; a taken room (cleaning included) is refused with the showtime in the way", async () => {
    const first = await create(at("2026-11-24T19:00:00"));
    expect(first.statusCode).toBe(201);
    const created = first.json().result;
    // 120 minutes of film, then 15 of cleaning.
    expect(created.endsAt).toBe(new Date(at("2026-11-24T21:00:00")).toISOString());
    expect(created.blockedUntil).toBe(new Date(at("2026-11-24T21:15:00")).toISOString());
    const publicList = (await t.app.inject({ url: `/api/v1/showtimes?cinema=${own.slug}&date=2026-11-24` })).json().result;
    expect(publicList.map((s: { id: string }) => s.id)).toContain(created.id);

    const clash = await create(at("2026-11-24T21:10:00"));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe("SHOWTIME_OVERLAP");
    expect(clash.json().error.details.showtimeId).toBe(created.id);
    expect(clash.json().error.message).toContain("dọn phòng");
    expect((await create(at("2026-11-24T21:15:00"))).statusCode).toBe(201);

    const day = (await send("GET", `/api/v1/admin/schedule?cinema=${own.slug}&date=2026-11-24`)).json().result;
    expect(day.rooms.map((r: { name: string }) => r.name)).toEqual(["Phòng 1", "Phòng 2"]);
    expect(day.showtimes).toHaveLength(2);
    expect(day.films.map((f: { id: string }) => f.id)).toContain(film.id);
  });

  it("refuses bad times and unknown films with Vietnamese field messages, creating nothing", async () => {
    const before = await liveShowtimes();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ startsAt: "ngày mai" }, "startsAt", /ISO 8601/],
      [{ startsAt: at("2026-11-24T19:02:00") }, "startsAt", /tròn 5 phút/],
      [{ startsAt: at("2026-11-22T19:00:00") }, "startsAt", /tương lai/],
      [{ filmId: "00000000-0000-4000-8000-000000000000" }, "filmId", /Không tìm thấy phim/],
      [{ filmId: "phim-hay" }, "filmId", /Phim không hợp lệ/],
      [{ language: "Thuyết minh" }, "language", /Phụ đề/],
    ];
    for (const [change, field, message] of cases) {
      const answer = await send("POST", "/api/v1/admin/showtimes", {
        filmId: film.id,
        auditoriumId: room1.id,
        startsAt: at("2026-11-26T09:00:00"),
        format: "2D",
        language: "Phụ đề",
        ...change,
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().error.fields[field], JSON.stringify(change)).toMatch(message);
    }
    expect((await create(at("2026-11-26T09:00:00"), foreignRoom)).statusCode).toBe(403);
    expect(await liveShowtimes()).toBe(before);
  });

  it("two managers placing overlapping showtimes at once: exactly one wins, every time", async () => {
    const second = await signedIn(t, "manager", [own.slug]);
    for (let round = 0; round < 5; round++) {
      const hour = 9 + round * 3;
      const answers = await Promise.all([
        create(at(`2026-11-25T${String(hour).padStart(2, "0")}:00:00`), room2),
        create(at(`2026-11-25T${String(hour).padStart(2, "0")}:30:00`), room2, second),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    }
    const [row] = await rows(t, sql<{ n: number }>`select count(*)::int as n from showtimes where auditorium_id = ${room2.id} and cancelled_at is null`);
    expect(row!.n).toBe(5);
  });
});

describe("cancelling a showtime", () => {
  it("refunds 20 paid orders through the gateway exactly once even when the process dies midway, e-mails each buyer and frees the room", async () => {
    const created = (await create(at("2026-11-27T19:00:00"))).json().result;
    const scene = await sceneOf(created.id);
    // Two seats each, the middle blocks of rows A–E in pairs from the aisle (no one strands a single seat).
    const pairs = ["A", "B", "C", "D", "E"].flatMap((row) => [3, 5, 7, 9].map((n) => [`${row}${n}`, `${row}${n + 1}`]));
    const orders = [];
    for (const [i, pair] of pairs.entries()) orders.push(await paidOrder(scene, buyers[i]!, pair));
    await heldOrderIn(scene, buyers[20]!, ["F3", "F4"]);

    // The gateway takes the first 7 refunds; then the process "dies" after each call, before it records the answer.
    const vnpay = t.services.checkout.providers.vnpay;
    const realRefund = vnpay.refund.bind(vnpay);
    const calls: string[] = [];
    vnpay.refund = async (input) => {
      calls.push(input.refundRef);
      const answer = await realRefund(input);
      if (calls.length > 7) throw new Error("tiến trình dừng đột ngột");
      return answer;
    };
    const cancel = await send("POST", `/api/v1/admin/showtimes/${created.id}/cancel`, { reason: "Máy chiếu hỏng" });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().result).toEqual({ refundedOrders: 20, releasedHolds: 1 });
    await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(20);
    vnpay.refund = realRefund;

    // A later instance (the leases have run out) finishes; two of them at once refund nothing twice.
    t.setNow(new Date(BOOKING_NOW.getTime() + 10 * 60_000));
    await Promise.all([t.services.checkout.runRefunds(), t.services.checkout.runRefunds()]);
    t.setNow(BOOKING_NOW);
    const refunds = await rows(
      t,
      sql<{ status: string; amount_vnd: number; order_status: string }>`select r.status, r.amount_vnd, o.status as order_status
        from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.showtime_id = ${created.id}`,
    );
    expect(refunds).toHaveLength(20);
    expect(refunds.every((r) => r.status === "done" && r.order_status === "refunded")).toBe(true);
    expect(refunds.reduce((sum, r) => sum + r.amount_vnd, 0)).toBe(orders.reduce((sum, o) => sum + o.total, 0));
    // The gateway's own books: each payment refunded, in full, once.
    for (const order of orders) {
      const [payment] = await rows(
        t,
        sql<{ txn_ref: string; created_at: string }>`select txn_ref, created_at::text from payments where order_id = ${order.id}`,
      );
      const status = await vnpay.query({ txnRef: payment!.txn_ref, createdAt: new Date(payment!.created_at) });
      expect(status.state, order.code).toBe("refunded");
    }
    for (const order of orders) {
      const [mail] = await rows(
        t,
        sql<{ n: number }>`select count(*)::int as n from outbox_emails where subject like ${`%${order.code}%`} and html like ${"%huỷ suất chiếu%"}`,
      );
      expect(mail!.n, order.code).toBe(1);
    }

    // Gone from the public lists; holds refused; the room is free again for another film.
    const publicList = (await t.app.inject({ url: `/api/v1/showtimes?cinema=${own.slug}&date=2026-11-27` })).json().result;
    expect(publicList.map((s: { id: string }) => s.id)).not.toContain(created.id);
    expect((await t.app.inject({ url: `/api/v1/showtimes/${created.id}` })).json().result.cancelled).toBe(true);
    const late = await buyers[21]!("POST", "/api/v1/orders", { showtimeId: created.id, seatIds: [scene.seat("G3").id, scene.seat("G4").id] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain("huỷ");
    expect((await send("POST", `/api/v1/admin/showtimes/${created.id}/cancel`, { reason: "Lần nữa" })).json().error.code).toBe("SHOWTIME_CANCELLED");
    expect((await create(at("2026-11-27T19:00:00"))).statusCode).toBe(201);
  });

  it("asks for a reason", async () => {
    const created = (await create(at("2026-11-29T09:00:00"))).json().result;
    const answer = await send("POST", `/api/v1/admin/showtimes/${created.id}/cancel`, { reason: " " });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields.reason).toContain("lý do");
  });
});

describe("moving a showtime with tickets sold", () => {
  it("to another time: same seats, new ticket codes by e-mail; to another room: seats kept by label where they exist, the rest side by side", async () => {
    const created = (await create(at("2026-11-30T14:00:00"))).json().result;
    const scene = await sceneOf(created.id);
    const buyer = buyers[0]!;
    const order = await paidOrder(scene, buyer, ["A1", "A2", "C5", "C6"]);
    const held = await heldOrderIn(scene, buyers[1]!, ["D3"]);
    const oldCodes = order.tickets!.map((ticket) => ticket.code);

    const later = await send("PATCH", `/api/v1/admin/showtimes/${created.id}`, { startsAt: at("2026-11-30T16:30:00") });
    expect(later.statusCode).toBe(200);
    expect(later.json().result).toMatchObject({ reissuedOrders: 1, reassignedSeats: 0, releasedHolds: 0 });
    const afterTime = (await buyer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    expect(afterTime.tickets!.map((ticket) => ticket.seatLabel)).toEqual(["A1", "A2", "C5", "C6"]);
    expect(afterTime.tickets!.some((ticket) => oldCodes.includes(ticket.code))).toBe(false);
    const [mail] = await rows(
      t,
      sql<{
        subject: string;
        html: string;
      }>`select subject, html from outbox_emails where subject like ${`Suất chiếu đã đổi%${order.code}%`} order by created_at desc limit 1`,
    );
    expect(mail!.subject).toContain("16:30");
    expect(mail!.html).toContain("14:00");

    const otherRoom = await send("PATCH", `/api/v1/admin/showtimes/${created.id}`, { auditoriumId: room2.id });
    expect(otherRoom.statusCode).toBe(200);
    expect(otherRoom.json().result).toMatchObject({ reissuedOrders: 1, reassignedSeats: 2, releasedHolds: 1 });
    const moved = (await buyer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    const labels = moved.tickets!.map((ticket) => ticket.seatLabel);
    // A1–A2 exist in room 2 as standard seats; C5–C6 are VIP there, so the two standard seats sit together in row A or B.
    expect(labels.slice(0, 2)).toEqual(["A1", "A2"]);
    const [rowOf, first, second] = [labels[2]![0], Number(labels[2]!.slice(1)), Number(labels[3]!.slice(1))];
    expect(["A", "B"]).toContain(rowOf);
    expect(labels[3]![0]).toBe(rowOf);
    expect(Math.abs(second - first)).toBe(1);
    expect(((await buyers[1]!("GET", `/api/v1/orders/${held.id}`)).json().result as Order).status).toBe("cancelled");
    const map = await sceneOf(created.id);
    expect(
      map.seats
        .filter((seat) => seat.status === "sold")
        .map((seat) => seat.label)
        .sort(),
    ).toEqual([...labels].sort());
  });

  it("refuses a move that changes nothing: no new tickets, no e-mails", async () => {
    const created = (await create(at("2026-12-02T10:00:00"))).json().result;
    const buyer = buyers[2]!;
    const order = await paidOrder(await sceneOf(created.id), buyer, ["A3", "A4"]);
    const mails = async () =>
      (await rows(t, sql<{ n: number }>`select count(*)::int as n from outbox_emails where subject like ${`Suất chiếu đã đổi%${order.code}%`}`))[0]!.n;
    for (const body of [{ startsAt: created.startsAt }, { auditoriumId: room1.id }, { startsAt: at("2026-12-02T10:00:00"), auditoriumId: room1.id }]) {
      const same = await send("PATCH", `/api/v1/admin/showtimes/${created.id}`, body);
      expect(same.statusCode).toBe(400);
      expect(same.json().error.fields.startsAt).toBe("Giờ và phòng vẫn như cũ: hãy chọn giờ hoặc phòng khác.");
    }
    const after = (await buyer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    expect(after.tickets!.map((ticket) => ticket.code)).toEqual(order.tickets!.map((ticket) => ticket.code));
    expect(await mails()).toBe(0);
  });

  it("refuses a move onto a taken slot (409 with the showtime in the way) and changes nothing", async () => {
    const a = (await create(at("2026-12-01T10:00:00"))).json().result;
    const b = (await create(at("2026-12-01T13:00:00"))).json().result;
    const clash = await send("PATCH", `/api/v1/admin/showtimes/${b.id}`, { startsAt: at("2026-12-01T11:00:00") });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details.showtimeId).toBe(a.id);
    const [row] = await rows(t, sql<{ starts: string }>`select starts_at::text as starts from showtimes where id = ${b.id}`);
    expect(new Date(row!.starts).toISOString()).toBe(b.startsAt);
  });
});

describe("copying and filling", () => {
  it("fills a room back to back: a 120-minute film with 15 minutes of cleaning starts every 2 h 15", async () => {
    const answer = await send("POST", "/api/v1/admin/showtimes/fill", {
      auditoriumId: room2.id,
      filmId: film.id,
      format: "2D",
      language: "Lồng tiếng",
      from: at("2026-12-02T09:00:00"),
      until: at("2026-12-02T23:00:00"),
    });
    expect(answer.json().result).toEqual({ created: 7, skipped: [] });
    const day = (await send("GET", `/api/v1/admin/schedule?cinema=${own.slug}&date=2026-12-02`)).json().result;
    const times = day.showtimes.filter((s: { auditoriumId: string }) => s.auditoriumId === room2.id).map((s: { startsAt: string }) => s.startsAt);
    expect(times).toEqual(["09:00", "11:15", "13:30", "15:45", "18:00", "20:15", "22:30"].map((hm) => new Date(at(`2026-12-02T${hm}:00`)).toISOString()));
  });

  it("copies a day to the next days, leaving out what would collide and saying why", async () => {
    await create(at("2026-12-03T10:00:00"));
    await create(at("2026-12-03T15:00:00"));
    // Already taken on the 4th at 15:30 in room 1: the copy of 15:00 must be left out there.
    await create(at("2026-12-04T15:30:00"));
    const answer = await send("POST", "/api/v1/admin/showtimes/copy-day", { cinema: own.slug, from: "2026-12-03", to: ["2026-12-04", "2026-12-05"] });
    const result = answer.json().result;
    expect(result.created).toBe(3);
    expect(result.skipped).toEqual([
      expect.objectContaining({ startsAt: new Date(at("2026-12-04T15:00:00")).toISOString(), reason: "Phòng đã có suất khác vào giờ này." }),
    ]);
    const fifth = (await send("GET", `/api/v1/admin/schedule?cinema=${own.slug}&date=2026-12-05`)).json().result;
    expect(fifth.showtimes.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      [at("2026-12-05T10:00:00"), at("2026-12-05T15:00:00")].map((v) => new Date(v).toISOString()),
    );
  });
});

describe("showtimes whose seats would have no price", () => {
  it("are refused when created, moved, copied or filled, saying which price is missing; nothing unsellable is scheduled", async () => {
    const db = t.database.db;
    // This cinema sells no 3D, and no 2D VIP seat in the evening (from 18:00) on weekdays.
    await db.execute(
      sql`delete from price_rules where cinema_id = ${own.id} and (format = '3D' or (format = '2D' and seat_type = 'vip' and time_band = 'evening' and day_kind = 'weekday'))`,
    );
    const before = await liveShowtimes();

    // A film distributed in 2D only is not shown in 3D, whatever the prices.
    const twoDOnly = await send("POST", "/api/v1/admin/showtimes", {
      filmId: film.id,
      auditoriumId: room1.id,
      startsAt: at("2026-12-09T10:00:00"),
      format: "3D",
      language: "Phụ đề",
    });
    expect(twoDOnly.statusCode).toBe(400);
    expect(twoDOnly.json().error.fields.format).toBe(`Phim ${film.title} không có bản 3D (chỉ có 2D): hãy chọn định dạng khác.`);

    // Wednesday 9 December: room 1 has VIP rows.
    const inThreeD = await createFilm(db, { durationMinutes: 120, ageRating: "P", formats: ["2D", "3D"] });
    const threeD = await send("POST", "/api/v1/admin/showtimes", {
      filmId: inThreeD.id,
      auditoriumId: room1.id,
      startsAt: at("2026-12-09T10:00:00"),
      format: "3D",
      language: "Phụ đề",
    });
    expect(threeD.statusCode).toBe(400);
    expect(threeD.json().error.fields.format).toBe(
      "Rạp chưa có giá vé 3D cho ghế thường, ghế VIP, ghế đôi, ghế xe lăn vào ngày và khung giờ này: hãy thêm giá ở mục Giá vé trước.",
    );
    const evening = await create(at("2026-12-09T19:00:00"));
    expect(evening.statusCode).toBe(400);
    expect(evening.json().error.fields.format).toMatch(/^Rạp chưa có giá vé 2D cho ghế VIP vào ngày và khung giờ này/);

    // A 10:00 show may not be moved to 19:00 either; at 14:00 it may.
    const morning = await create(at("2026-12-09T10:00:00"));
    expect(morning.statusCode).toBe(201);
    const id = morning.json().result.id;
    const late = await send("PATCH", `/api/v1/admin/showtimes/${id}`, { startsAt: at("2026-12-09T19:00:00") });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.startsAt).toMatch(/chưa có giá vé 2D cho ghế VIP/);
    expect((await send("PATCH", `/api/v1/admin/showtimes/${id}`, { startsAt: at("2026-12-09T14:00:00") })).statusCode).toBe(200);

    // Filling room 1 from 13:00 keeps the afternoon shows and leaves out the evening ones, with the reason.
    const filled = (
      await send("POST", "/api/v1/admin/showtimes/fill", {
        auditoriumId: room1.id,
        filmId: film.id,
        format: "2D",
        language: "Phụ đề",
        from: at("2026-12-10T13:00:00"),
        until: at("2026-12-10T20:00:00"),
      })
    ).json().result;
    expect(filled.created).toBe(3);
    expect(filled.skipped).toEqual([
      expect.objectContaining({
        startsAt: new Date(at("2026-12-10T19:45:00")).toISOString(),
        reason: expect.stringMatching(/^Rạp chưa có giá vé 2D cho ghế VIP vào/),
      }),
    ]);

    // A 3D showtime on the day copied is left out of the copy, with the reason.
    await createShowtime(db, { auditoriumId: room2.id, filmId: inThreeD.id, startsAt: new Date(at("2026-12-11T10:00:00")), format: "3D" });
    const copied = (await send("POST", "/api/v1/admin/showtimes/copy-day", { cinema: own.slug, from: "2026-12-11", to: ["2026-12-12"] })).json().result;
    expect(copied.created).toBe(0);
    expect(copied.skipped).toEqual([
      expect.objectContaining({ startsAt: new Date(at("2026-12-12T10:00:00")).toISOString(), reason: expect.stringMatching(/^Rạp chưa có giá vé 3D/) }),
    ]);
    expect(await liveShowtimes()).toBe(before + 1 + 3 + 1);
  });
});

describe("the reports' day and month sums (sales_rollup)", () => {
  it("after the showtimes above were created, moved, copied and cancelled with sales, equal a count of the tables and a rebuild", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});
