import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder, AdminOrderSummary } from "@hancine/contract/back-office-orders";
import type { SalesReport } from "@hancine/contract/back-office-reports";
import type { FilmReviewsPage } from "@hancine/contract/film-ratings";
import { addDays } from "@hancine/contract/chain-clock";
import { queryRows, type Database } from "../client.ts";
import { appMeta } from "../schema/meta.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { asUser, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { DEMO_FILMS } from "./demo-films.ts";
import { DEMO_HISTORY_KEY, noteDemoHistory, writeDemoHistory } from "./demo-history.ts";
import { seedDemoData } from "./demo-seed.ts";
import { expectRollupToMatchRecount } from "#server/modules/reports/sales-rollup-test-kit.ts";

// Sunday 29 November 2026, 10:00 in Đà Nẵng: the past is 30 August … 28 November.
const NOW = new Date("2026-11-29T03:00:00Z");
const FIRST = "2026-08-30";
const LAST = "2026-11-28";

let t: TestApp;
let admin: string;
let manager: string;
let written: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedDemoData(t.database.db, NOW);
  await noteDemoHistory(t.database.db, NOW);
  written = await writeDemoHistory(t.database.db, NOW);
  admin = await signedIn(t, "admin");
  manager = await signedIn(t, "manager", [OWN_CINEMA]);
}, 180_000);

afterAll(() => t?.close());

const db = () => t.database.db;
async function get<T>(cookie: string | undefined, url: string): Promise<T> {
  const answer = await asUser(t, cookie, { url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().result as T;
}

describe("the demo chain's past", () => {
  it("covers the 91 days before the first seed, and writing it again finds nothing left to do", async () => {
    expect(written).toBe(91);
    expect(await writeDemoHistory(db(), NOW)).toBe(0);
  });

  it("the sales report has every one of those days, for the chain and for one cinema's manager, and its totals are the tables' own", async () => {
    const range = `from=${FIRST}&to=${LAST}&groupBy=day`;
    const chain = await get<SalesReport>(admin, `/api/v1/admin/reports/sales?${range}`);
    expect(chain.rows.map((row) => row.key)).toEqual(Array.from({ length: 91 }, (_, i) => addDays(FIRST, i)));
    for (const row of chain.rows) {
      expect(row.tickets, row.key).toBeGreaterThan(0);
      expect(row.revenue, row.key).toBeGreaterThan(0);
      expect(row.occupancy, row.key).toBeGreaterThan(0);
      expect(row.occupancy, row.key).toBeLessThan(1);
    }
    // The hand count: tickets of orders still paid, and what their buyers paid, straight from the tables.
    const [hand] = await queryRows(
      db(),
      sql<{
        tickets: number;
        revenue: number;
      }>`select count(t.id)::int as tickets, (select sum(total_vnd) from orders o2 where o2.status = 'paid' and o2.paid_at < ${NOW.toISOString()}::timestamptz)::bigint as revenue
        from tickets t join orders o on o.id = t.order_id where o.status = 'paid' and o.paid_at < ${NOW.toISOString()}::timestamptz`,
    );
    expect(chain.totals.tickets).toBe(Number(hand!.tickets));
    expect(chain.totals.revenue).toBe(Number(hand!.revenue));

    const own = await get<SalesReport>(manager, `/api/v1/admin/reports/sales?${range}`);
    expect(own.rows).toHaveLength(91);
    expect(own.totals.revenue).toBeGreaterThan(0);
    expect(own.totals.revenue).toBeLessThan(chain.totals.revenue / 5);
  });

  it("kept the rules: one sale per seat, points and membership for what was paid, refunds before the show, one admission per ticket", async () => {
    const [seats] = await queryRows(
      db(),
      sql<{ twice: number; foreign: number }>`select
          (select count(*) from (select t.showtime_id, t.seat_id from tickets t where t.refund_id is null group by 1, 2 having count(*) > 1) x)::int as twice,
          (select count(*) from tickets t join showtimes s on s.id = t.showtime_id join seats se on se.id = t.seat_id where se.layout_id <> s.layout_id)::int as foreign`,
    );
    expect(seats).toEqual({ twice: 0, foreign: 0 });

    // The published tiers earn 5 % to 12 % of what was paid, in points of 1.000 ₫.
    const earned = await queryRows(
      db(),
      sql<{
        total: number;
        points: number;
      }>`select o.total_vnd as total, l.points from orders o join points_ledger l on l.order_id = o.id and l.reason = 'earned'`,
    );
    expect(earned.length).toBeGreaterThan(5000);
    for (const row of earned) {
      expect(row.points).toBeGreaterThanOrEqual(Math.floor((row.total * 0.05) / 1000));
      expect(row.points).toBeLessThanOrEqual(Math.floor((row.total * 0.12) / 1000));
    }
    const [books] = await queryRows(
      db(),
      sql<{ unbalanced: number; unpaidEarning: number; refundedKept: number; spendWrong: number }>`select
          (select count(*) from points_accounts a where a.balance <> (select coalesce(sum(points), 0) from points_ledger l where l.user_id = a.user_id))::int as unbalanced,
          (select count(*) from orders o where o.status = 'paid' and not exists (select 1 from points_ledger l where l.order_id = o.id and l.reason = 'earned'))::int as "unpaidEarning",
          (select count(*) from orders o where o.status = 'refunded' and (select coalesce(sum(points), 0) from points_ledger l where l.order_id = o.id) <> 0)::int as "refundedKept",
          (select count(*) from orders o join membership_spend m on m.order_id = o.id where m.amount_vnd <> case when o.status = 'paid' then o.total_vnd else 0 end)::int as "spendWrong"`,
    );
    expect(books).toEqual({ unbalanced: 0, unpaidEarning: 0, refundedKept: 0, spendWrong: 0 });

    const [after] = await queryRows(
      db(),
      sql<{ refunded: number; lateRefunds: number; refundedAdmitted: number; admittedLate: number; admitted: number; tickets: number }>`select
          (select count(*) from orders where status = 'refunded')::int as refunded,
          (select count(*) from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id join showtimes s on s.id = o.showtime_id
            where r.completed_at > s.starts_at - interval '1 hour' or r.status <> 'done')::int as "lateRefunds",
          (select count(*) from checkins c join tickets t on t.id = c.ticket_id where t.refund_id is not null)::int as "refundedAdmitted",
          (select count(*) from checkins c join tickets t on t.id = c.ticket_id join showtimes s on s.id = t.showtime_id where c.at > s.ends_at)::int as "admittedLate",
          (select count(*) from checkins)::int as admitted,
          (select count(*) from tickets t join orders o on o.id = t.order_id where o.status = 'paid')::int as tickets`,
    );
    expect(after!.refunded).toBeGreaterThan(100);
    expect(after).toMatchObject({ lateRefunds: 0, refundedAdmitted: 0, admittedLate: 0 });
    // Most of the audience came: between 80 and 97 out of a hundred tickets were scanned at the door.
    expect(after!.admitted / after!.tickets).toBeGreaterThan(0.8);
    expect(after!.admitted / after!.tickets).toBeLessThan(0.97);
  });

  it("the order desk finds a past buyer by phone, with the ticket's admission in the order's story", async () => {
    const [buyer] = await queryRows(
      db(),
      sql<{
        phone: string;
      }>`select u.phone_e164 as phone from orders o join users u on u.id = o.user_id join tickets t on t.order_id = o.id join checkins c on c.ticket_id = t.id
        where o.status = 'paid' order by o.code limit 1`,
    );
    const found = await get<AdminOrderSummary[]>(admin, `/api/v1/admin/orders?q=${encodeURIComponent(buyer!.phone)}`);
    const paid = found.find((order) => order.status === "paid");
    expect(paid).toBeDefined();
    const order = await get<AdminOrder>(admin, `/api/v1/admin/orders/${paid!.code}`);
    expect(order.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(["held", "paid", "checkin"]));
  });

  it("film pages list verified viewers' reviews, and each film's rate stays near the demo's", async () => {
    const rated = DEMO_FILMS.filter((film) => film.releaseInDays <= -40);
    for (const film of rated) {
      const page = await get<FilmReviewsPage>(undefined, `/api/v1/films/${film.slug}/reviews`);
      expect(page.ratings, film.slug).toBeGreaterThan(10);
      expect(page.items.length, film.slug).toBeGreaterThan(0);
      expect(Math.abs(page.rate - film.rating), film.slug).toBeLessThanOrEqual(1);
    }
  });

  it("the same day always gets the same past, on another database", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other.db, NOW);
      await other.db.insert(appMeta).values({ key: DEMO_HISTORY_KEY, value: { from: "2026-11-26", to: LAST } });
      expect(await writeDemoHistory(other.db, NOW)).toBe(3);
      const past = await pastOf(db(), "2026-11-26");
      expect(past.length).toBeGreaterThan(100);
      expect(await pastOf(other.db, "2026-11-26")).toEqual(past);
    } finally {
      await other.dispose();
    }
  }, 120_000);
});

/** What a person could see of the days from `from`: each order's code, buyer, showtime, seats, money and fate. */
async function pastOf(database: Database, from: string): Promise<string[]> {
  const rows = await queryRows(
    database,
    sql<{ line: string }>`select concat_ws(' ', o.code, u.email, c.slug, a.name, s.starts_at::text, o.status, o.total_vnd,
        (select string_agg(se.label || case when ci.id is null then '' else '✓' end, ',' order by se.label) from tickets t join seats se on se.id = t.seat_id left join checkins ci on ci.ticket_id = t.id where t.order_id = o.id)) as line
      from orders o join users u on u.id = o.user_id join showtimes s on s.id = o.showtime_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
      where s.starts_at >= ${from}::date - interval '7 hours' order by o.code`,
  );
  return rows.map((row) => row.line);
}

describe("the reports' day and month sums (sales_rollup) over the demo's three months", () => {
  it("equal a count of the sales tables and a rebuild from showtime_sales", async () => {
    await expectRollupToMatchRecount(db());
  });
});
