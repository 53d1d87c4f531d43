// Ten years of sales for a chain of 50 cinemas (bench/reports-decade.ts, issue 36's scale item):
// the 15 demo cinemas, 35 more copied from them with their rooms and seats, five showtimes a day in
// every room for 3,650 days, 4,000,000 paid orders (10,000,000 tickets), all in SQL.
import type pg from "pg";
import { fillSalesSummaries, insertSales } from "./sales-rows.ts";

/** 4,000,000 orders of 1–4 tickets (i % 4 + 1): exactly 10,000,000 tickets. */
export const DECADE_ORDERS = 4_000_000;
export const DECADE_DAYS = 3_650;
export const EXTRA_CINEMAS = 35;

export type Generated = { cinemas: number; rooms: number; showtimes: number; orders: number; tickets: number; steps: { step: string; seconds: number }[] };

/**
 * Writes the years with the tables' triggers off and fills the summaries afterwards
 * (`fillSalesSummaries`). Constraints and indexes stay on.
 */
export async function generateDecade(
  client: pg.Client,
  customerId: string,
  today: string,
  options: { days?: number; orders?: number; extraCinemas?: number } = {},
): Promise<Generated> {
  const days = options.days ?? DECADE_DAYS;
  const orders = options.orders ?? DECADE_ORDERS;
  const extra = options.extraCinemas ?? EXTRA_CINEMAS;
  const steps: Generated["steps"] = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    steps.push({ step: name, seconds: (performance.now() - started) / 1000 });
    console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await client.query("set synchronous_commit = off");
  await client.query("set work_mem = '512MB'");
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query("set session_replication_role = replica");

  await step(`${extra} cinemas copied from the demo's, with their rooms, layouts and seats`, async () => {
    await client.query(
      `create temp table bench_cinemas as
       select gen_random_uuid() as id, k, c.id as template_id
         from generate_series(1, $1::int) k
         join (select id, (row_number() over (order by position, slug) - 1)::int as n, count(*) over () as total from cinemas) c on c.n = (k - 1) % c.total`,
      [extra],
    );
    await client.query(
      `insert into cinemas (id, slug, name, city_slug, address, phone, in_menu, position)
       select b.id, 'bench-rap-' || b.k, 'HanCine Thử tải ' || b.k, c.city_slug, c.address, c.phone, false, 100 + b.k
         from bench_cinemas b join cinemas c on c.id = b.template_id`,
    );
    await client.query(
      `create temp table bench_rooms as
       select gen_random_uuid() as id, gen_random_uuid() as layout_id, b.id as cinema_id, a.id as template_id, a.layout_id as template_layout, a.name, a.cleaning_minutes
         from bench_cinemas b join auditoriums a on a.cinema_id = b.template_id where a.layout_id is not null`,
    );
    await client.query(
      `insert into auditoriums (id, cinema_id, name, cleaning_minutes, layout_id) select id, cinema_id, name, cleaning_minutes, layout_id from bench_rooms`,
    );
    await client.query(
      `insert into seat_layouts (id, auditorium_id, screen_side) select r.layout_id, r.id, l.screen_side from bench_rooms r join seat_layouts l on l.id = r.template_layout`,
    );
    await client.query(
      `insert into seats (auditorium_id, layout_id, row_label, number, label, type, x, y, span, blocked, companion)
       select r.id, r.layout_id, s.row_label, s.number, s.label, s.type, s.x, s.y, s.span, s.blocked, s.companion
         from bench_rooms r join seats s on s.layout_id = r.template_layout`,
    );
  });

  const midnight = `(($1::date)::timestamp at time zone 'Asia/Ho_Chi_Minh')`;
  await step(`showtimes: 5 a day in every room for ${days} days (and today in the new cinemas)`, () =>
    client.query(
      `insert into showtimes (auditorium_id, film_id, starts_at, ends_at, blocked_until, format, language, layout_id)
       select a.id, f.id, t.starts, t.starts + interval '2 hours', t.starts + interval '2 hours 15 minutes', '2D', 'Phụ đề', a.layout_id
         from auditoriums a
         cross join generate_series(0, $2::int) d
         cross join generate_series(0, 4) k
         cross join lateral (select ((($1::date - d)::timestamp + make_interval(hours => 9 + 3 * k)) at time zone 'Asia/Ho_Chi_Minh') as starts) t
         cross join (select array_agg(id order by id) as ids, count(*)::int as n from films) fl
         cross join lateral (select fl.ids[1 + (hashtext(a.id::text || d || '-' || k)::bigint & 2147483647) % fl.n] as id) f
        where a.layout_id is not null and (d > 0 or a.id in (select id from bench_rooms))`,
      [today, days],
    ),
  );
  let showtimes = 0;
  await step("the showtimes up to today numbered, seats per layout", async () => {
    await client.query(
      `create temp table bench_st as select row_number() over (order by id) as n, id, layout_id, starts_at from showtimes
        where starts_at < ${midnight} + interval '1 day' and cancelled_at is null`,
      [today],
    );
    await client.query(`create unique index on bench_st (n)`);
    showtimes = (await client.query<{ n: number }>(`select count(*)::int as n from bench_st`)).rows[0]!.n;
    await client.query(
      `create temp table bench_seats as select layout_id, array_agg(id order by y, x) as ids, count(*)::int as n from seats where not blocked group by layout_id`,
    );
  });
  const combo = (await client.query<{ id: string; price: number }>(`select id, price from products where active order by position limit 1`)).rows[0]!;
  const voucher = (await client.query<{ code: string }>(`select code from vouchers order by code limit 1`)).rows[0]?.code ?? null;
  await step(`${orders.toLocaleString("en")} orders spread over the showtimes`, async () => {
    // Paid 30 minutes to 34 hours before the showtime, never later than now (today's showtimes sell this morning).
    await client.query(
      `create temp table bench_orders as
       select i, gen_random_uuid() as id, s.id as showtime_id, s.layout_id, s.starts_at, (i % 4) + 1 as tickets,
              75000 + (i % 5) * 10000 as price, (i % 3 = 0) as combo, (i % 10 = 0 and $3::text is not null) as voucher,
              (i % 33 = 0) as refunded, case when i % 5 < 3 then 'vnpay' else 'momo' end as method,
              least(s.starts_at - make_interval(mins => 30 + (i % 2000)), now() - make_interval(secs => 60 + i % 3600)) as paid_at
         from generate_series(1, $1::int) i
         join bench_st s on s.n = 1 + (hashint4(i)::bigint & 2147483647) % $2::int`,
      [orders, showtimes, voucher],
    );
  });
  await step("orders, tickets, combos, payments, refunds", () => insertSales(client, { mark: "D", customerId, combo, voucher }));
  await fillSalesSummaries(client, step);
  await step("vacuum analyze", () => client.query("vacuum analyze"));
  const count = async (table: string) => (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return {
    cinemas: await count("cinemas"),
    rooms: await count("auditoriums"),
    showtimes: await count("showtimes"),
    orders: await count("orders"),
    tickets: await count("tickets"),
    steps,
  };
}
