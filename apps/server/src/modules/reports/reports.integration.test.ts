import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { SalesDashboard, SalesReport } from "@hancine/contract/back-office-reports";
import { createProduct, createVoucher } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { expectRollupToMatchRecount } from "./sales-rollup-test-kit.ts";

let t: CheckoutTestApp;
let own: Scene;
let foreign: Scene;
let cancelled: Scene;
let admin: string;
let manager: string;
let buyers: Customer[];

/** The showtimes start at 20:00 on 2026-11-23, chain time (BOOKING_NOW is 10:00). */
const DAY = "2026-11-23";
const RANGE = `from=2026-11-20&to=2026-11-26`;

async function paidOrder(scene: Scene, customer: Customer, labels: string[], extras: Record<string, unknown> = {}, method = "vnpay"): Promise<Order> {
  const held = await heldOrderIn(scene, customer, labels);
  if (Object.keys(extras).length > 0) {
    const patched = await customer("PATCH", `/api/v1/orders/${held.id}`, extras);
    expect(patched.statusCode, patched.body).toBe(200);
  }
  const started = await checkout(customer, held.id, { method, ageConfirmed: true });
  expect(started.statusCode, started.body).toBe(200);
  await payOnGateway(t, started.json().result.paymentUrl);
  const order = (await customer("GET", `/api/v1/orders/${held.id}`)).json().result as Order;
  expect(order.status).toBe("paid");
  return order;
}

const get = (cookie: string, url: string) => asUser(t, cookie, { url });
async function report(cookie: string, query: string): Promise<SalesReport> {
  const answer = await get(cookie, `/api/v1/admin/reports/sales?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result;
}

/**
 * The hand count: tickets and money of paid orders in these cinemas, straight from the tables — less
 * the tickets refunded on their own at the order desk (a ticket pointing at its refund) and the
 * money those refunds gave back.
 */
async function handCount(cinemaSlugs: string[]) {
  const [row] = await rows(
    t,
    sql<{ tickets: number; revenue: number; orders: number; concessions: number }>`
      select (select count(*) from tickets tk join orders o on o.id = tk.order_id join showtimes s on s.id = o.showtime_id
                join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
               where o.status = 'paid' and tk.refund_id is null and c.slug in (${sql.join(
                 cinemaSlugs.map((s) => sql`${s}`),
                 sql`, `,
               )}))::int as tickets,
             (select coalesce(sum(o.total_vnd), 0) from orders o join showtimes s on s.id = o.showtime_id
                join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
               where o.status = 'paid' and c.slug in (${sql.join(
                 cinemaSlugs.map((s) => sql`${s}`),
                 sql`, `,
               )}))::int
             - (select coalesce(sum(r.amount_vnd), 0) from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
                join showtimes s on s.id = o.showtime_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
               where o.status = 'paid' and exists (select 1 from tickets tk where tk.refund_id = r.id)
                 and c.slug in (${sql.join(
                   cinemaSlugs.map((s) => sql`${s}`),
                   sql`, `,
                 )}))::int as revenue,
             (select count(*) from orders o join showtimes s on s.id = o.showtime_id
                join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
               where o.status = 'paid' and c.slug in (${sql.join(
                 cinemaSlugs.map((s) => sql`${s}`),
                 sql`, `,
               )}))::int as orders,
             (select coalesce(sum(p.quantity * p.unit_price_vnd), 0) from order_products p join orders o on o.id = p.order_id
                join showtimes s on s.id = o.showtime_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
               where o.status = 'paid' and c.slug in (${sql.join(
                 cinemaSlugs.map((s) => sql`${s}`),
                 sql`, `,
               )}))::int as concessions`,
  );
  return row!;
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  [own, foreign, cancelled] = [await createScene(t), await createScene(t), await createScene(t)];
  buyers = await customers(t, 5);
  const combo = await createProduct(t.database.db, { price: 89_000 });
  await createVoucher(t.database.db, { code: "BAOCAO10", rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: {} }, now: BOOKING_NOW });
  // Own cinema: 3 seats with two combos and a voucher (VNPay), 2 seats (MoMo).
  await paidOrder(own, buyers[0]!, ["C3", "C4", "C5"], { products: [{ productId: combo.id, quantity: 2 }], voucherCode: "BAOCAO10" });
  await paidOrder(own, buyers[1]!, ["D5", "D6"], {}, "momo");
  // Another cinema: 2 seats. A third: 2 seats, then the showtime is cancelled and the order refunded.
  await paidOrder(foreign, buyers[2]!, ["C5", "C6"]);
  await paidOrder(cancelled, buyers[3]!, ["E5", "E6"]);
  // A hold that is never paid counts nowhere.
  await heldOrderIn(own, buyers[4]!, ["F5", "F6"]);
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [own.cinemaSlug!]);
  const showtimeOfCancelled = cancelled.showtimeId;
  const cancel = await asUser(t, admin, {
    method: "POST",
    url: `/api/v1/admin/showtimes/${showtimeOfCancelled}/cancel`,
    payload: { reason: "Máy chiếu hỏng" },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe("GET /admin/reports/sales", () => {
  it("is for managers of the cinema and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/sales?${RANGE}&groupBy=day&cinema=${own.cinemaSlug}` },
      { minRole: "manager", cinema: own.cinemaSlug!, otherCinema: foreign.cinemaSlug! },
    );
  });

  it("equals the hand count in SQL, net of the refunded order, for the admin's chain", async () => {
    const all = [own.cinemaSlug!, foreign.cinemaSlug!, cancelled.cinemaSlug!];
    const counted = await handCount(all);
    expect(counted.tickets).toBe(3 + 2 + 2);
    for (const groupBy of ["day", "film", "cinema"]) {
      const answer = await report(admin, `${RANGE}&groupBy=${groupBy}`);
      // The chain holds only these three cinemas' sales (the test database has no others).
      expect(answer.totals.tickets).toBe(counted.tickets);
      expect(answer.totals.revenue).toBe(counted.revenue);
      expect(answer.rows.reduce((n, r) => n + r.tickets, 0)).toBe(counted.tickets);
      expect(answer.rows.reduce((n, r) => n + r.revenue, 0)).toBe(counted.revenue);
    }
    const byCinema = await report(admin, `${RANGE}&groupBy=cinema`);
    const refunded = byCinema.rows.find((r) => r.key === cancelled.cinemaSlug);
    expect(refunded).toMatchObject({ tickets: 0, revenue: 0, occupancy: 0, showtimes: 0 });
  });

  it("counts one cinema's tickets, money and occupancy as the tables say", async () => {
    const counted = await handCount([own.cinemaSlug!]);
    const answer = await report(manager, `${RANGE}&groupBy=day&cinema=${own.cinemaSlug}`);
    expect(answer.totals).toMatchObject({ tickets: 5, revenue: counted.revenue, orders: 2, concessionRevenue: 2 * 89_000, discount: 10_000 });
    expect(counted.concessions).toBe(2 * 89_000);
    expect(answer.rows).toHaveLength(7);
    const day = answer.rows.find((r) => r.key === DAY)!;
    const [seats] = await rows(
      t,
      sql<{ n: number }>`select count(*)::int as n from seats x join showtimes s on s.layout_id = x.layout_id where s.id = ${own.showtimeId} and not x.blocked`,
    );
    expect(day).toMatchObject({ tickets: 5, revenue: counted.revenue, showtimes: 1, seats: seats!.n });
    expect(day.occupancy).toBeCloseTo(5 / seats!.n, 3);
    expect(answer.rows.filter((r) => r.key !== DAY).every((r) => r.tickets === 0 && r.revenue === 0)).toBe(true);
  });

  it("gives a manager their own cinemas only, and 403 for another one", async () => {
    const mine = await report(manager, `${RANGE}&groupBy=cinema`);
    expect(mine.rows.map((r) => r.key)).toEqual([own.cinemaSlug]);
    const refused = await get(manager, `/api/v1/admin/reports/sales?${RANGE}&groupBy=day&cinema=${foreign.cinemaSlug}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
  });

  it("refuses a bad range with Vietnamese messages", async () => {
    const reversed = await get(admin, `/api/v1/admin/reports/sales?from=2026-11-26&to=2026-11-20&groupBy=day`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe("Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.");
    const badGroup = await get(admin, `/api/v1/admin/reports/sales?${RANGE}&groupBy=week`);
    expect(badGroup.statusCode).toBe(400);
    expect((await get(admin, `/api/v1/admin/reports/sales?${RANGE}&groupBy=day&cinema=khong-co-rap-nay`)).statusCode).toBe(404);
  });

  it("answers the same rows as CSV: UTF-8 with a BOM, Vietnamese headers, one line per row", async () => {
    const json = await report(admin, `${RANGE}&groupBy=film`);
    const answer = await get(admin, `/api/v1/admin/reports/sales?${RANGE}&groupBy=film&format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="hancine-doanh-thu-theo-phim-2026-11-20-2026-11-26\.csv"$/);
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = answer.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Phim,Mã,Vé,Doanh thu (VND),Tỉ lệ lấp đầy (%),Tiền vé (VND),Bắp nước (VND),Đơn hàng,Suất chiếu,Ghế bán được");
    expect(lines).toHaveLength(json.rows.length + 1);
    const first = json.rows[0]!;
    expect(lines[1]).toBe(
      [
        first.label,
        first.key,
        first.tickets,
        first.revenue,
        Math.round(first.occupancy * 1000) / 10,
        first.ticketRevenue,
        first.concessionRevenue,
        first.orders,
        first.showtimes,
        first.seats,
      ].join(","),
    );
  });

  it("answers an XLSX workbook", async () => {
    const answer = await get(admin, `/api/v1/admin/reports/sales?${RANGE}&groupBy=cinema&format=xlsx`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});

describe("GET /admin/reports/dashboard", () => {
  it("is for managers of the cinema and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/dashboard?${RANGE}&cinema=${own.cinemaSlug}` },
      { minRole: "manager", cinema: own.cinemaSlug!, otherCinema: foreign.cinemaSlug! },
    );
  });

  it("shows a manager's cinema: KPIs, charts' rows, payment methods, vouchers, refunds and today's seats", async () => {
    const answer = await get(manager, `/api/v1/admin/reports/dashboard?${RANGE}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const dashboard = answer.json().result as SalesDashboard;
    const counted = await handCount([own.cinemaSlug!]);
    expect(dashboard.kpis).toMatchObject({
      tickets: 5,
      revenue: counted.revenue,
      orders: 2,
      refundedOrders: 0,
      concessionsPerHead: Math.round((2 * 89_000) / 5),
    });
    expect(dashboard.kpis.averageTicketPrice).toBe(Math.round(dashboard.kpis.ticketRevenue / 5));
    expect(dashboard.byFilm).toHaveLength(1);
    expect(dashboard.byCinema.map((r) => r.key)).toEqual([own.cinemaSlug]);
    // 2026-11-23 is a Monday; the showtime starts at 20:00 chain time.
    expect(dashboard.heatmap).toEqual([expect.objectContaining({ weekday: 0, hour: 20, tickets: 5, showtimes: 1 })]);
    expect(dashboard.paymentMethods.map((m) => [m.label, m.orders]).sort()).toEqual([
      ["VNPay", 1],
      ["Ví MoMo", 1],
    ]);
    expect(dashboard.vouchers).toEqual([{ code: "BAOCAO10", orders: 1, discount: 10_000, revenue: expect.any(Number) }]);
    expect(dashboard.today.day).toBe(DAY);
    expect(dashboard.today.showtimes).toEqual([expect.objectContaining({ id: own.showtimeId, sold: 5, held: 2, cancelled: false })]);
  });

  it("counts the refunded order for the admin, and nowhere else", async () => {
    const dashboard = (await get(admin, `/api/v1/admin/reports/dashboard?${RANGE}`)).json().result as SalesDashboard;
    expect(dashboard.kpis.refundedOrders).toBe(1);
    // Today's showtimes of the chain, each with its layout's sellable seats counted here — the cancelled one's too.
    const sellable = async (showtimeId: string) =>
      (
        await rows(
          t,
          sql<{ n: number }>`select count(*)::int as n from seats where not blocked and layout_id = (select layout_id from showtimes where id = ${showtimeId})`,
        )
      )[0]!.n;
    const expected = [];
    for (const [scene, sold, held, isCancelled] of [
      [own, 5, 2, false],
      [foreign, 2, 0, false],
      [cancelled, 0, 0, true],
    ] as const)
      expected.push({ id: scene.showtimeId, seats: await sellable(scene.showtimeId), sold, held, cancelled: isCancelled });
    expect(
      dashboard.today.showtimes
        .map(({ id, seats, sold, held, cancelled: isCancelled }) => ({ id, seats, sold, held, cancelled: isCancelled }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    expect(expected.every((s) => s.seats > 0)).toBe(true);
    expect(dashboard.kpis.tickets).toBe((await handCount([own.cinemaSlug!, foreign.cinemaSlug!, cancelled.cinemaSlug!])).tickets);
  });
});

describe("GET /admin/reports/export", () => {
  it("is for managers of the cinema and admins", async () => {
    await expectGuarded(
      t,
      { url: `/api/v1/admin/reports/export?${RANGE}&table=heatmap&format=csv&cinema=${own.cinemaSlug}` },
      { minRole: "manager", cinema: own.cinemaSlug!, otherCinema: foreign.cinemaSlug! },
    );
  });

  it("exports each table of the dashboard as CSV and XLSX", async () => {
    for (const table of ["day", "film", "cinema", "heatmap", "payments", "vouchers", "today"]) {
      const csv = await get(manager, `/api/v1/admin/reports/export?${RANGE}&table=${table}&format=csv`);
      expect(csv.statusCode, `${table}: ${csv.body}`).toBe(200);
      expect(csv.body.startsWith("\uFEFF")).toBe(true);
      const xlsx = await get(manager, `/api/v1/admin/reports/export?${RANGE}&table=${table}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    }
    const heat = await get(manager, `/api/v1/admin/reports/export?${RANGE}&table=heatmap&format=csv`);
    expect(
      heat.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toEqual(["Thứ,Giờ,Suất chiếu,Vé,Ghế bán được,Tỉ lệ lấp đầy (%)", expect.stringMatching(/^Thứ Hai,20:00,1,5,\d+,[\d.]+$/)]);
  });
});

describe("a moved showtime", () => {
  it("takes its sales to its new day and hour", async () => {
    const moved = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/showtimes/${own.showtimeId}`, payload: { startsAt: "2026-11-25T11:30:00Z" } });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await report(manager, `${RANGE}&groupBy=day`);
    expect(answer.rows.find((r) => r.key === DAY)).toMatchObject({ tickets: 0, showtimes: 0 });
    expect(answer.rows.find((r) => r.key === "2026-11-25")).toMatchObject({ tickets: 5, showtimes: 1 });
    const dashboard = (await get(manager, `/api/v1/admin/reports/dashboard?${RANGE}`)).json().result as SalesDashboard;
    // 18:30 on Wednesday 2026-11-25, chain time.
    expect(dashboard.heatmap).toEqual([expect.objectContaining({ weekday: 2, hour: 18, tickets: 5 })]);
    expect(dashboard.paymentMethods.reduce((n, m) => n + m.orders, 0)).toBe(2);
  });
});

describe("refunds at the order desk", () => {
  it("take one ticket and its money off at once, then the rest when the whole order is refunded", async () => {
    const chain = [own.cinemaSlug!, foreign.cinemaSlug!, cancelled.cinemaSlug!];
    const before = await report(admin, `${RANGE}&groupBy=cinema`);
    expect(before.totals).toMatchObject(await handCount(chain).then((c) => ({ tickets: c.tickets, revenue: c.revenue })));
    // The order with three seats, two combos and a voucher: one seat goes back.
    const [order] = await rows(
      t,
      sql<{ code: string }>`select o.code from orders o join tickets tk on tk.order_id = o.id where o.status = 'paid' and o.voucher_code = 'BAOCAO10' limit 1`,
    );
    const desk = (await get(admin, `/api/v1/admin/orders/${order!.code}`)).json().result as { tickets: Array<{ id: string }> };
    const part = await asUser(t, admin, {
      method: "POST",
      url: `/api/v1/admin/orders/${order!.code}/refund`,
      payload: { reason: "Khách đi thiếu một người", ticketIds: [desk.tickets[0]!.id] },
    });
    expect(part.statusCode, part.body).toBe(200);
    const [refund] = await rows(t, sql<{ amount: number }>`select r.amount_vnd as amount from refunds r join tickets tk on tk.refund_id = r.id limit 1`);
    const afterPart = await report(admin, `${RANGE}&groupBy=cinema`);
    const counted = await handCount(chain);
    expect(afterPart.totals).toMatchObject({ tickets: before.totals.tickets - 1, revenue: before.totals.revenue - refund!.amount });
    expect(afterPart.totals).toMatchObject({ tickets: counted.tickets, revenue: counted.revenue });
    // The rest of the order: what is left of it comes off, not the part already taken off again.
    const whole = await asUser(t, admin, { method: "POST", url: `/api/v1/admin/orders/${order!.code}/refund`, payload: { reason: "Khách huỷ cả đơn" } });
    expect(whole.statusCode, whole.body).toBe(200);
    const afterWhole = await report(admin, `${RANGE}&groupBy=cinema`);
    const recounted = await handCount(chain);
    expect(afterWhole.totals).toMatchObject({ tickets: recounted.tickets, revenue: recounted.revenue, orders: before.totals.orders - 1 });
    expect(afterWhole.totals.tickets).toBe(before.totals.tickets - 3);
    const dashboard = (await get(admin, `/api/v1/admin/reports/dashboard?${RANGE}`)).json().result as SalesDashboard;
    expect(dashboard.paymentMethods.reduce((n, m) => n + m.revenue, 0)).toBe(recounted.revenue);
  });
});

describe("a range holding whole months", () => {
  it("reads November by its month rows and the ends by day, with the same figures as the week's day rows", async () => {
    const week = (await get(admin, `/api/v1/admin/reports/dashboard?${RANGE}`)).json().result as SalesDashboard;
    const wide = (await get(admin, `/api/v1/admin/reports/dashboard?from=2026-10-15&to=2026-12-10`)).json().result as SalesDashboard;
    expect(wide.kpis).toEqual(week.kpis);
    expect(wide.byFilm).toEqual(week.byFilm);
    expect(wide.byCinema).toEqual(week.byCinema);
    expect(wide.heatmap).toEqual(week.heatmap);
    expect(wide.paymentMethods).toEqual(week.paymentMethods);
    expect(wide.vouchers).toEqual(week.vouchers);
    expect(wide.channels).toEqual(week.channels);
    expect(wide.byDay.filter((d) => d.tickets > 0 || d.showtimes > 0)).toEqual(week.byDay.filter((d) => d.tickets > 0 || d.showtimes > 0));
    expect(week.kpis.tickets).toBeGreaterThan(0);
  });
});

describe("the reports' day and month sums (sales_rollup)", () => {
  it("after every sale, refund and change above, equal a count of the sales tables and a rebuild from showtime_sales", async () => {
    await expectRollupToMatchRecount(t.database.db);
  });
});
