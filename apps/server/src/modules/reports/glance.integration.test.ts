import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Overview, SalesReport } from "@hancine/contract/back-office-reports";
import type { FilmPerformance, OccupancyReport } from "@hancine/contract/back-office-occupancy";
import { createAuditorium, createCinema, createFilm, createProduct, createShowtime, type Cinema } from "#server/db/seed/factories.ts";
import { createCheckoutTestApp, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { expectRollupToMatchRecount } from "./sales-rollup-test-kit.ts";

/**
 * Issue 36: today at a glance and occupancy (docs/decisions/086). The sales below are written as
 * the bench writes a chain's past (orders, tickets, lines, in one transaction each, so the summary's
 * triggers count them); every expected number is worked out by hand from this list.
 *
 * Now: Monday 23/11/2026 19:00 (chain time). Cinema A (the manager's), rooms R1 (20 seats), R2 (10),
 * R3 (4); films F1 (100 min) and F2 (120 min).
 *   S6  Mon 16/11 20:00 R1 F1 2D   — 4 seats paid 16/11 17:00 (360.000), 2 paid 16/11 19:30 (180.000)
 *   S1  Mon 23/11 14:00 R1 F1 2D   — O1: 3 seats + a 60.000 combo paid 09:00 (330.000); O2: 2 seats paid
 *                                    18:30 (180.000); 1 seat paid Sun 22/11 22:00 (90.000)
 *   S4  Mon 23/11 16:00 R2 F1 2D   — cancelled
 *   S2  Mon 23/11 19:30 R2 F2 IMAX — nothing sold (starts in 30 minutes)
 *   S3  Mon 23/11 21:00 R3 F2 2D   — 4 seats (all) paid Sun 22/11 15:00 (4 × 80.000)
 *   S5  Tue 24/11 10:00 R1 F1 2D   — 2 seats paid today 10:00 (200.000)
 *   snacks alone at A paid today 12:00 (50.000); an order paid today 11:00 then refunded (2 seats of S5);
 *   an order waiting for its gateway since 18:00, expired 18:15; a refund that failed; an e-mail given up on.
 * Cinema B: 5 seats paid today 11:00 (450.000).
 */
const at = (local: string) => new Date(`${local}+07:00`);
const NOW = at("2026-11-23T19:00:00");

let t: CheckoutTestApp;
let a: Cinema;
let b: Cinema;
let admin: string;
let manager: string;
let staff: string;
const showtime: Record<string, string> = {};
let comboId: string;
let codes = 0;
const seatsTaken = new Map<string, number>();

type Sale = { showtime?: string; snacksAt?: Cinema; paidAt: string; seats?: number; unit?: number; snack?: number; status?: "paid" | "refunded" };

/** One order written as a sale is: the order, its snack row, its lines and its tickets, in one transaction. */
async function sale(s: Sale): Promise<string> {
  const seats = s.seats ?? 0;
  const subtotal = seats * (s.unit ?? 0) + (s.snack ?? 0);
  const paidAt = at(s.paidAt).toISOString();
  const code = `GL${String(++codes).padStart(6, "0")}`;
  await t.database.db.transaction(async (tx) => {
    const order = { id: randomUUID() };
    await tx.execute(sql`
      insert into orders (id, code, user_id, kind, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, created_at, updated_at, paid_at)
      values (${order.id}, ${code}, (select id from users order by created_at limit 1), ${s.showtime ? "tickets" : "snacks"}, ${s.showtime ?? null},
              ${s.status ?? "paid"}, ${paidAt}::timestamptz, ${subtotal}, 0, ${subtotal}, ${paidAt}::timestamptz - interval '5 minutes', ${paidAt}::timestamptz, ${paidAt}::timestamptz)`);
    if (s.snacksAt)
      await tx.execute(sql`insert into snack_orders (order_id, cinema_id, pickup_at, pickup_code)
                           values (${order.id}, ${s.snacksAt.id}, ${paidAt}::timestamptz + interval '1 hour', ${`P${code.slice(-5)}`})`);
    if (s.snack)
      await tx.execute(sql`insert into order_products (order_id, product_id, quantity, unit_price_vnd) values (${order.id}, ${comboId}, 1, ${s.snack})`);
    if (s.showtime && seats > 0) {
      const offset = seatsTaken.get(s.showtime) ?? 0;
      seatsTaken.set(s.showtime, offset + seats);
      await tx.execute(sql`
        insert into tickets (code, order_id, showtime_id, seat_id, issued_at)
        select ${code} || '-' || n, ${order.id}, ${s.showtime}, id, ${paidAt}::timestamptz
          from (select id, row_number() over (order by id) as n from seats
                 where layout_id = (select layout_id from showtimes where id = ${s.showtime}) and not blocked order by id offset ${offset} limit ${seats}) x`);
    }
  });
  return code;
}

/** A room of rows of five seats, all standard (no couple row, no wheelchair space). */
const room = (rows: number) => ({ rows, blocks: [5], coupleLastRow: false, wheelchairSpaces: 0 });

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: NOW });
  const db = t.database.db;
  [a, b] = [await createCinema(db), await createCinema(db)];
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [a.slug]);
  staff = await signedIn(t, "staff", [a.slug]);
  const r1 = await createAuditorium(db, { cinemaId: a.id, name: "Phòng 1", layout: room(4) });
  const r2 = await createAuditorium(db, { cinemaId: a.id, name: "Phòng 2", layout: room(2) });
  const r3 = await createAuditorium(db, { cinemaId: a.id, name: "Phòng 3", layout: { rows: 2, blocks: [2], coupleLastRow: false, wheelchairSpaces: 0 } });
  const rb = await createAuditorium(db, { cinemaId: b.id, name: "Phòng B", layout: room(2) });
  const f1 = await createFilm(db, { title: "Phim Một", durationMinutes: 100 });
  const f2 = await createFilm(db, { title: "Phim Hai", durationMinutes: 120 });
  comboId = (await createProduct(db, { price: 60_000 })).id;
  const show = async (name: string, auditoriumId: string, filmId: string, local: string, format: "2D" | "IMAX" = "2D") => {
    showtime[name] = (await createShowtime(db, { auditoriumId, filmId, startsAt: at(local), format })).id;
  };
  await show("S6", r1.id, f1.id, "2026-11-16T20:00:00");
  await show("S1", r1.id, f1.id, "2026-11-23T14:00:00");
  await show("S4", r2.id, f1.id, "2026-11-23T16:00:00");
  await show("S2", r2.id, f2.id, "2026-11-23T19:30:00", "IMAX");
  await show("S3", r3.id, f2.id, "2026-11-23T21:00:00");
  await show("S5", r1.id, f1.id, "2026-11-24T10:00:00");
  await show("SB", rb.id, f1.id, "2026-11-23T20:00:00");
  await db.execute(sql`update showtimes set cancelled_at = ${NOW.toISOString()}::timestamptz, cancel_reason = 'Máy chiếu hỏng' where id = ${showtime.S4!}`);

  await sale({ showtime: showtime.S6, paidAt: "2026-11-16T17:00:00", seats: 4, unit: 90_000 });
  await sale({ showtime: showtime.S6, paidAt: "2026-11-16T19:30:00", seats: 2, unit: 90_000 });
  await sale({ showtime: showtime.S1, paidAt: "2026-11-23T09:00:00", seats: 3, unit: 90_000, snack: 60_000 });
  await sale({ showtime: showtime.S1, paidAt: "2026-11-23T18:30:00", seats: 2, unit: 90_000 });
  await sale({ showtime: showtime.S1, paidAt: "2026-11-22T22:00:00", seats: 1, unit: 90_000 });
  await sale({ showtime: showtime.S3, paidAt: "2026-11-22T15:00:00", seats: 4, unit: 80_000 });
  await sale({ showtime: showtime.S5, paidAt: "2026-11-23T10:00:00", seats: 2, unit: 100_000 });
  await sale({ snacksAt: a, paidAt: "2026-11-23T12:00:00", snack: 50_000 });
  const refunded = await sale({ showtime: showtime.S5, paidAt: "2026-11-23T11:00:00", seats: 2, unit: 100_000, status: "refunded" });
  await sale({ showtime: showtime.SB, paidAt: "2026-11-23T11:00:00", seats: 5, unit: 90_000 });

  // A payment the gateway never answered, a refund the gateway refused, an e-mail the sender gave up on.
  const waiting = `GL${String(++codes).padStart(6, "0")}`;
  await db.execute(sql`
    with o as (insert into orders (code, user_id, kind, showtime_id, status, expires_at, subtotal_vnd, total_vnd, created_at, updated_at)
               values (${waiting}, (select id from users order by created_at desc limit 1), 'tickets', ${showtime.S5!}, 'pending_payment',
                       ${at("2026-11-23T18:15:00").toISOString()}::timestamptz, 100000, 100000, ${at("2026-11-23T18:00:00").toISOString()}::timestamptz,
                       ${at("2026-11-23T18:00:00").toISOString()}::timestamptz) returning id)
    insert into payments (txn_ref, order_id, method, amount_vnd, status, created_at, expires_at)
    select 'GLWAIT', id, 'vnpay', 100000, 'pending', ${at("2026-11-23T18:00:00").toISOString()}::timestamptz, ${at("2026-11-23T18:15:00").toISOString()}::timestamptz from o`);
  await db.execute(sql`
    with p as (insert into payments (txn_ref, order_id, method, amount_vnd, status, provider_txn_id, created_at, expires_at, completed_at)
               select 'GLREF', id, 'momo', 200000, 'refunded', 'GW-GLREF', ${at("2026-11-23T10:55:00").toISOString()}::timestamptz,
                      ${at("2026-11-23T11:10:00").toISOString()}::timestamptz, ${at("2026-11-23T11:00:00").toISOString()}::timestamptz
                 from orders where code = ${refunded} returning id)
    insert into refunds (payment_id, refund_ref, amount_vnd, reason, status, attempts, next_attempt_at, created_at)
    select id, 'GLREF-1', 200000, 'Khách huỷ vé', 'failed', 5, ${NOW.toISOString()}::timestamptz, ${at("2026-11-23T12:00:00").toISOString()}::timestamptz from p`);
  await db.execute(sql`
    insert into outbox_emails (to_address, subject, html, text, created_at, attempts, next_attempt_at, failed_at, last_error)
    values ('khach.glance@example.com', 'Vé của bạn', '<p>Vé</p>', 'Vé', ${at("2026-11-23T17:00:00").toISOString()}::timestamptz, 8,
            ${at("2026-11-23T18:00:00").toISOString()}::timestamptz, ${at("2026-11-23T18:00:00").toISOString()}::timestamptz, '550 mailbox unavailable')`);
}, 120_000);
afterAll(() => t?.close());

const get = async <T>(cookie: string, url: string): Promise<T> => {
  const answer = await asUser(t, cookie, { url: `/api/v1${url}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result as T;
};

describe("the fixture", () => {
  it("has the rooms' seats the expected numbers are worked from", async () => {
    const counts = await rows(
      t,
      sql<{ name: string; seats: number }>`select a.name, count(*)::int as seats from seats s join auditoriums a on a.layout_id = s.layout_id
                                            where a.cinema_id = ${a.id} and not s.blocked group by a.name order by a.name`,
    );
    expect(counts).toEqual([
      { name: "Phòng 1", seats: 20 },
      { name: "Phòng 2", seats: 10 },
      { name: "Phòng 3", seats: 4 },
    ]);
  });
});

describe("GET /admin/reports/overview", () => {
  it("is for staff, managers and admins of the cinema", async () => {
    await expectGuarded(t, { url: `/api/v1/admin/reports/overview?cinema=${a.slug}` }, { minRole: "staff", cinema: a.slug, otherCinema: b.slug });
  });

  it("gives a manager today's sales so far against last Monday up to 19:00, today's occupancy and the next showtimes", async () => {
    const o = await get<Overview>(manager, "/admin/reports/overview");
    expect(o.day).toBe("2026-11-23");
    expect(o.moneyShown).toBe(true);
    // O1 (3 seats, 330.000 with the 60.000 combo), O2 (2, 180.000), S5's order (2, 200.000), the snacks (50.000).
    expect({ tickets: o.tickets, revenue: o.revenue, snackRevenue: o.snackRevenue, spendPerHead: o.spendPerHead }).toEqual({
      tickets: 7,
      revenue: 760_000,
      snackRevenue: 110_000,
      spendPerHead: 108_571,
    });
    // Last Monday before 19:00: the 4 seats paid at 17:00, not the 2 paid at 19:30.
    expect(o.lastWeek).toMatchObject({ day: "2026-11-16", orders: 1, tickets: 4, revenue: 360_000, snackRevenue: 0, spendPerHead: 90_000 });
    // Today's showtimes: S1 (6/20), S2 (0/10), S3 (4/4); S4 cancelled counts no seat.
    expect(o.showtimesToday).toEqual({ showtimes: 3, seats: 34, tickets: 10, started: 1 });
    expect(o.occupancyToday).toBe(0.2941);
    expect(o.nextShowtimes.map((s) => [s.film, s.auditorium, s.format, s.sold, s.seats])).toEqual([
      ["Phim Hai", "Phòng 2", "IMAX", 0, 10],
      ["Phim Hai", "Phòng 3", "2D", 4, 4],
    ]);
    expect(o.giftCards).toBeNull();
  });

  it("lists what needs a manager, each linking where it is dealt with", async () => {
    const o = await get<Overview>(manager, "/admin/reports/overview");
    const alerts = o.alerts.filter((x) => ["no_sales", "sold_out", "payment_late", "refund_failed", "email_unsent"].includes(x.kind));
    expect(alerts).toEqual([
      {
        kind: "no_sales",
        message: `Chưa bán vé nào: Phim Hai 19:30 (${a.name}, Phòng 2) bắt đầu trong chưa đầy 60 phút`,
        link: `/admin/schedule?cinema=${a.slug}&date=2026-11-23`,
      },
      { kind: "sold_out", message: `Hết vé: Phim Hai 21:00 (${a.name}, Phòng 3), 4/4 ghế`, link: `/admin/schedule?cinema=${a.slug}&date=2026-11-23` },
      {
        kind: "payment_late",
        message: "Thanh toán VNPay của đơn GL000011 (18:00 23/11/2026) chưa có kết quả từ cổng thanh toán",
        link: "/admin/orders/GL000011",
      },
      { kind: "refund_failed", message: "1 khoản hoàn tiền thất bại cần xử lý tay", link: "/admin/refunds" },
    ]);
  });

  it("shows staff the tickets and showtimes of their cinema, no money and no payment alerts", async () => {
    const o = await get<Overview>(staff, "/admin/reports/overview");
    expect(o.moneyShown).toBe(false);
    expect([o.tickets, o.revenue, o.snackRevenue, o.spendPerHead, o.lastWeek.revenue, o.lastWeek.tickets]).toEqual([7, null, null, null, null, 4]);
    expect(o.alerts.map((x) => [x.kind, x.link])).toEqual([
      ["no_sales", `/admin/quay-ve?cinema=${a.slug}`],
      ["sold_out", `/admin/quay-ve?cinema=${a.slug}`],
    ]);
  });

  it("gives an admin one cinema or the chain, with the e-mails not sent", async () => {
    const one = await get<Overview>(admin, `/admin/reports/overview?cinema=${b.slug}`);
    expect([one.tickets, one.revenue, one.lastWeek.tickets, one.showtimesToday.seats, one.showtimesToday.tickets]).toEqual([5, 450_000, 0, 10, 5]);
    const chain = await get<Overview>(admin, "/admin/reports/overview");
    expect(chain.tickets).toBeGreaterThanOrEqual(12);
    expect(chain.alerts).toContainEqual({
      kind: "email_unsent",
      message: "Không gửi được e-mail “Vé của bạn” tới khach.glance@example.com (18:00 23/11/2026)",
      link: "/admin/orders?q=khach.glance%40example.com",
    });
    expect(chain.giftCards).not.toBeNull();
    expect((await get<Overview>(manager, "/admin/reports/overview")).alerts.some((x) => x.kind === "email_unsent")).toBe(false);
  });

  it("refuses a cinema that does not exist or is written wrong", async () => {
    expect((await asUser(t, manager, { url: "/api/v1/admin/reports/overview?cinema=khong-co-rap-nay" })).statusCode).toBe(404);
    const bad = await asUser(t, manager, { url: "/api/v1/admin/reports/overview?cinema=R%E1%BA%A1p!" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
  });
});

const RANGE = "from=2026-11-16&to=2026-11-24";
const pick = (r: OccupancyReport) => r.rows.map((x) => [x.label, x.showtimes, x.seats, x.tickets, x.occupancy]);

describe("GET /admin/reports/occupancy", () => {
  it("is for managers of the cinema and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/occupancy?${RANGE}&groupBy=film&cinema=${a.slug}` },
      { minRole: "manager", cinema: a.slug, otherCinema: b.slug },
    );
  });

  it("groups by film, room, hour, weekday and format, with the screens' minutes against their opening hours", async () => {
    const byFilm = await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=film`);
    // F1: S6 (6/20), S1 (6/20), S5 (2/20); F2: S2 (0/10), S3 (4/4).
    expect(pick(byFilm)).toEqual([
      ["Phim Một", 3, 60, 14, 0.2333],
      ["Phim Hai", 2, 14, 4, 0.2857],
    ]);
    // 9 days × 900 minutes a room; R1 showed 3 × 100 minutes, R2 and R3 120 each.
    expect(byFilm.totals).toEqual({
      showtimes: 5,
      seats: 74,
      tickets: 18,
      occupancy: 0.2432,
      rooms: 3,
      minutesShowing: 540,
      minutesOpen: 24_300,
      utilisation: 0.0222,
    });
    const byRoom = await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=auditorium`);
    expect(byRoom.rows.map((x) => [x.label, x.showtimes, x.tickets, x.minutesShowing, x.minutesOpen, x.utilisation])).toEqual([
      ["Phòng 1", 3, 14, 300, 8100, 0.037],
      ["Phòng 2", 1, 0, 120, 8100, 0.0148],
      ["Phòng 3", 1, 4, 120, 8100, 0.0148],
    ]);
    expect(pick(await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=hour`))).toEqual([
      ["10:00", 1, 20, 2, 0.1],
      ["14:00", 1, 20, 6, 0.3],
      ["19:00", 1, 10, 0, 0],
      ["20:00", 1, 20, 6, 0.3],
      ["21:00", 1, 4, 4, 1],
    ]);
    expect(pick(await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=weekday`))).toEqual([
      ["Thứ Hai", 4, 54, 16, 0.2963],
      ["Thứ Ba", 1, 20, 2, 0.1],
    ]);
    const byFormat = await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=format`);
    expect(pick(byFormat)).toEqual([
      ["2D", 4, 64, 18, 0.2813],
      ["IMAX", 1, 10, 0, 0],
    ]);
    expect(byFormat.heatmap.map((c) => [c.weekday, c.hour, c.tickets, c.seats])).toEqual([
      [0, 14, 6, 20],
      [0, 19, 0, 10],
      [0, 20, 6, 20],
      [0, 21, 4, 4],
      [1, 10, 2, 20],
    ]);
  });

  it("exports the rows as CSV and XLSX", async () => {
    const csv = await asUser(t, manager, { url: `/api/v1/admin/reports/occupancy?${RANGE}&groupBy=auditorium&format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\r\n")).toEqual([
      "\uFEFFPhòng chiếu,Mã,Suất chiếu,Ghế bán được,Vé,Tỉ lệ lấp đầy (%),Phút chiếu,Phút mở cửa,Hiệu suất phòng (%)",
      expect.stringMatching(/^Phòng 1,[0-9a-f-]{36},3,60,14,23\.3,300,8100,3\.7$/),
      expect.stringMatching(/^Phòng 2,[0-9a-f-]{36},1,10,0,0,120,8100,1\.5$/),
      expect.stringMatching(/^Phòng 3,[0-9a-f-]{36},1,4,4,100,120,8100,1\.5$/),
      "",
    ]);
    const xlsx = await asUser(t, manager, { url: `/api/v1/admin/reports/occupancy?${RANGE}&groupBy=film&format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toBe(`attachment; filename="hancine-lap-day-theo-phim-2026-11-16-2026-11-24.xlsx"`);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("refuses a range or grouping that makes no sense, in Vietnamese", async () => {
    const bad = await asUser(t, manager, { url: "/api/v1/admin/reports/occupancy?from=2026-11-24&to=2026-11-16&groupBy=phim" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    expect(Object.values(bad.json().error.fields ?? {}).join(" ")).toMatch(/Nhóm theo phải là|Ngày kết thúc/);
  });
});

/** F2's run: A's S2 (0/10, IMAX) and S3 (4/4 at 80.000), the same for A's manager and the chain. */
const PHIM_HAI = {
  label: "Phim Hai",
  admissions: 4,
  gross: 320_000,
  averageTicketPrice: 80_000,
  occupancy: 0.2857,
  showtimes: 2,
  firstDay: "2026-11-23",
  weeksOnScreen: 1,
  weeks: [{ week: 1, from: "2026-11-23", admissions: 4, gross: 320_000, occupancy: 0.2857 }],
};

describe("GET /admin/reports/film-performance", () => {
  it("is for managers of the cinema and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/film-performance?${RANGE}&cinema=${a.slug}` },
      { minRole: "manager", cinema: a.slug, otherCinema: b.slug },
    );
  });

  it("gives each film's admissions, gross, average price, occupancy, weeks on screen and its run week by week", async () => {
    const report = await get<FilmPerformance>(manager, `/admin/reports/film-performance?${RANGE}`);
    // F1's tickets: 360.000 + 180.000 (S6), 270.000 (O1 less its combo) + 180.000 + 90.000 (S1), 200.000 (S5) = 1.280.000 for 14.
    expect(report.films).toEqual([
      {
        key: expect.any(String),
        label: "Phim Một",
        admissions: 14,
        gross: 1_280_000,
        averageTicketPrice: 91_429,
        occupancy: 0.2333,
        showtimes: 3,
        firstDay: "2026-11-16",
        weeksOnScreen: 2,
        weeks: [
          { week: 1, from: "2026-11-16", admissions: 6, gross: 540_000, occupancy: 0.3 },
          { week: 2, from: "2026-11-23", admissions: 8, gross: 740_000, occupancy: 0.2 },
        ],
      },
      { key: expect.any(String), ...PHIM_HAI },
    ]);
    // Another cinema's manager sees another cinema's films only: B's one showtime of F1.
    const other = await get<FilmPerformance>(await signedIn(t, "manager", [b.slug]), `/admin/reports/film-performance?${RANGE}`);
    expect(other.films.map((f) => [f.label, f.admissions, f.firstDay])).toEqual([["Phim Một", 5, "2026-11-23"]]);
  });

  it("gives the whole chain's run of each film from the chain's own day rows, every cinema summed", async () => {
    const report = await get<FilmPerformance>(admin, `/admin/reports/film-performance?${RANGE}`);
    // F1 in A (above) and B's SB (5 of 10 seats, 450.000): 19 tickets, 1.280.000 + 450.000 over 70 seats.
    // Week 2 (from 23/11): S1 6/20, S5 2/20, SB 5/10 = 13/50, 740.000 + 450.000. F2 is A's alone.
    expect(report.films.map(({ key: _key, ...film }) => film)).toEqual([
      {
        label: "Phim Một",
        admissions: 19,
        gross: 1_730_000,
        averageTicketPrice: 91_053,
        occupancy: 0.2714,
        showtimes: 4,
        firstDay: "2026-11-16",
        weeksOnScreen: 2,
        weeks: [
          { week: 1, from: "2026-11-16", admissions: 6, gross: 540_000, occupancy: 0.3 },
          { week: 2, from: "2026-11-23", admissions: 13, gross: 1_190_000, occupancy: 0.26 },
        ],
      },
      PHIM_HAI,
    ]);
    // A range starting in F1's second week still counts its weeks from the chain's first day, 16/11.
    const later = await get<FilmPerformance>(admin, "/admin/reports/film-performance?from=2026-11-23&to=2026-11-23");
    expect(later.films.map((f) => [f.label, f.admissions, f.firstDay, f.weeksOnScreen, f.weeks.map((w) => [w.week, w.admissions])])).toEqual([
      ["Phim Một", 11, "2026-11-16", 2, [[2, 11]]],
      ["Phim Hai", 4, "2026-11-23", 1, [[1, 4]]],
    ]);
  });

  it("exports one line per film and per week", async () => {
    const csv = await asUser(t, manager, { url: `/api/v1/admin/reports/film-performance?${RANGE}&format=csv` });
    expect(csv.statusCode).toBe(200);
    // The second column is the film's code (its slug).
    const lines = csv.body.split("\r\n").map((line, i) => (i === 0 || line === "" ? line : line.replace(/^([^,]+),[^,]+,/, "$1,*,")));
    expect(lines).toEqual([
      "\uFEFFPhim,Mã,Tuần chiếu,Từ ngày,Vé,Tiền vé (VND),Giá vé trung bình (VND),Tỉ lệ lấp đầy (%),Ngày chiếu đầu tiên,Số tuần đã chiếu",
      "Phim Một,*,Cả khoảng,,14,1280000,91429,23.3,2026-11-16,2",
      "Phim Một,*,Tuần 1,2026-11-16,6,540000,90000,30,2026-11-16,2",
      "Phim Một,*,Tuần 2,2026-11-23,8,740000,92500,20,2026-11-16,2",
      "Phim Hai,*,Cả khoảng,,4,320000,80000,28.6,2026-11-23,1",
      "Phim Hai,*,Tuần 1,2026-11-23,4,320000,80000,28.6,2026-11-23,1",
      "",
    ]);
  });
});

describe("occupancy over a range holding whole months", () => {
  it("reads November by its month rows, with the same rows, heat map and totals as the day rows — a cinema's and the chain's own", async () => {
    for (const [who, groupBy] of ["film", "auditorium", "hour", "weekday", "format"].flatMap((g) => [
      [manager, g],
      [admin, g],
    ])) {
      const days = await get<OccupancyReport>(who!, `/admin/reports/occupancy?${RANGE}&groupBy=${groupBy}`);
      const months = await get<OccupancyReport>(who!, `/admin/reports/occupancy?from=2026-10-10&to=2026-12-05&groupBy=${groupBy}`);
      const figures = (r: OccupancyReport) =>
        r.rows.map(({ key, label, showtimes, seats, tickets, occupancy, minutesShowing }) => ({
          key,
          label,
          showtimes,
          seats,
          tickets,
          occupancy,
          minutesShowing,
        }));
      expect(figures(months)).toEqual(figures(days));
      expect(months.heatmap).toEqual(days.heatmap);
      const { showtimes, seats, tickets, minutesShowing } = months.totals;
      expect({ showtimes, seats, tickets, minutesShowing }).toEqual({
        showtimes: days.totals.showtimes,
        seats: days.totals.seats,
        tickets: days.totals.tickets,
        minutesShowing: days.totals.minutesShowing,
      });
      expect(days.totals.tickets).toBeGreaterThan(0);
    }
    // The chain's films by month (sales_rollup_chain's month rows): the sales report and the film performance too.
    const sales = async (range: string) => (await get<SalesReport>(admin, `/admin/reports/sales?${range}&groupBy=film`)).rows;
    const byDay = await sales(RANGE);
    expect(byDay.map((r) => [r.label, r.tickets])).toEqual([
      ["Phim Một", 19],
      ["Phim Hai", 4],
    ]);
    expect(await sales("from=2026-10-10&to=2026-12-05")).toEqual(byDay);
    const runs = async (range: string) =>
      (await get<FilmPerformance>(admin, `/admin/reports/film-performance?${range}`)).films.map((f) => [f.label, f.admissions, f.weeks]);
    expect(await runs("from=2026-10-10&to=2026-12-05")).toEqual(await runs(RANGE));
  });
});

describe("utilisation against each cinema's declared opening hours (decision 091)", () => {
  it("divides each room's minutes showing by its own cinema's minutes open, 09:00–24:00 where none are declared", async () => {
    const declared = await asUser(t, manager, {
      method: "PATCH",
      url: `/api/v1/admin/cinemas/${a.slug}`,
      payload: { openingHours: { opens: "09:30", closes: "01:00" } },
    });
    expect(declared.statusCode).toBe(200);
    // A open 09:30 to 01:00 the next morning: 930 minutes a day, 9 days: 8.370 a room. B declared none: 900, 8.100.
    const mine = await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=auditorium`);
    expect(mine.rows.map((x) => [x.label, x.minutesShowing, x.minutesOpen, x.utilisation])).toEqual([
      ["Phòng 1", 300, 8370, 0.0358],
      ["Phòng 2", 120, 8370, 0.0143],
      ["Phòng 3", 120, 8370, 0.0143],
    ]);
    expect(mine.totals).toMatchObject({ rooms: 3, minutesShowing: 540, minutesOpen: 25_110, utilisation: 0.0215 });
    expect(mine.openingHours).toEqual({
      opens: "09:00",
      closes: "24:00",
      minutesPerDay: 900,
      cinemas: [{ cinema: a.slug, name: a.name, opens: "09:30", closes: "01:00", minutesPerDay: 930, closesNextDay: true, declared: true }],
    });
    // The chain: A's three rooms at 930 minutes a day and B's one at 900; B's room showed F1 for 100 minutes.
    const chain = await get<OccupancyReport>(admin, `/admin/reports/occupancy?${RANGE}&groupBy=auditorium`);
    expect(chain.rows.map((x) => [x.label, x.minutesOpen, x.utilisation])).toEqual([
      [`Phòng 1 (${a.name})`, 8370, 0.0358],
      [`Phòng 2 (${a.name})`, 8370, 0.0143],
      [`Phòng 3 (${a.name})`, 8370, 0.0143],
      [`Phòng B (${b.name})`, 8100, 0.0123],
    ]);
    expect(chain.totals).toMatchObject({ rooms: 4, minutesShowing: 640, minutesOpen: 33_210, utilisation: 0.0193 });
    expect(chain.openingHours.cinemas.map((c) => [c.cinema, c.opens, c.closes, c.minutesPerDay, c.declared])).toEqual([
      [a.slug, "09:30", "01:00", 930, true],
      [b.slug, "09:00", "24:00", 900, false],
    ]);
    // The file of the rooms carries the same minutes open.
    const csv = await asUser(t, manager, { url: `/api/v1/admin/reports/occupancy?${RANGE}&groupBy=auditorium&format=csv` });
    expect(csv.body.split("\r\n")[1]).toMatch(/^Phòng 1,[0-9a-f-]{36},3,60,14,23\.3,300,8370,3\.6$/);
    // Back to the chain's default: 900 minutes a day again.
    await asUser(t, manager, { method: "PATCH", url: `/api/v1/admin/cinemas/${a.slug}`, payload: { openingHours: null } });
    expect((await get<OccupancyReport>(manager, `/admin/reports/occupancy?${RANGE}&groupBy=auditorium`)).totals.minutesOpen).toBe(24_300);
  });
});

describe("the sales summaries after these sales", () => {
  it("hold what counting the sales again gives, per cinema and for the chain", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});

describe("tonight's late shows", () => {
  it("come in the next showtimes with the evening's: the next day's before 06:00, not its 10:00", async () => {
    const [r1] = await rows(t, sql<{ id: string }>`select id from auditoriums where cinema_id = ${a.id} and name = 'Phòng 1'`);
    const [f2] = await rows(t, sql<{ id: string }>`select id from films where title = 'Phim Hai'`);
    await createShowtime(t.database.db, { auditoriumId: r1!.id, filmId: f2!.id, startsAt: at("2026-11-24T00:30:00") });
    const o = await get<Overview>(manager, "/admin/reports/overview");
    expect(o.nextShowtimes.map((s) => [s.film, s.auditorium, s.startsAt])).toEqual([
      ["Phim Hai", "Phòng 2", at("2026-11-23T19:30:00").toISOString()],
      ["Phim Hai", "Phòng 3", at("2026-11-23T21:00:00").toISOString()],
      ["Phim Hai", "Phòng 1", at("2026-11-24T00:30:00").toISOString()],
    ]);
  });
});
