// A year of sales for the reports (bench/reports.ts), also runnable on its own to try the dashboard:
//   node --import tsx bench/lib/reports-year.ts postgres://postgres@127.0.0.1:5432/<database>
// migrates and seeds the demo chain into that (empty) database first, then adds the year.
import pg from "pg";
import { chainDay } from "@hancine/contract/format";
import { fillSalesSummaries, insertSales } from "./sales-rows.ts";

/** 400,000 orders of 1–4 tickets (i % 4 + 1): exactly 1,000,000 tickets. */
export const YEAR_ORDERS = 400_000;

/**
 * A year of sales in SQL (generate_series, no HTTP): every room of the demo chain gets five showtimes
 * a day for the 365 days before today, then 400,000 paid orders (1,000,000 tickets) are spread over
 * them at random, a third with a combo, a tenth with a voucher, 3 % refunded, VNPay and MoMo.
 * Seat claims are not written: the reports never read them for past showtimes.
 */
export async function generateYear(
  client: pg.Client,
  customerId: string,
  today: string,
  orders = YEAR_ORDERS,
): Promise<{ showtimes: number; tickets: number; seconds: number }> {
  const started = performance.now();
  await client.query("set synchronous_commit = off");
  // The triggers off while writing, the summaries filled after (fillSalesSummaries says why).
  await client.query("set session_replication_role = replica");
  await client.query(
    `insert into showtimes (auditorium_id, film_id, starts_at, ends_at, blocked_until, format, language, layout_id)
     select a.id, f.id, t.starts, t.starts + interval '2 hours', t.starts + interval '2 hours 15 minutes', '2D', 'Phụ đề', a.layout_id
       from auditoriums a
       cross join generate_series(1, 365) d
       cross join generate_series(0, 4) k
       cross join lateral (select ((($1::date - d)::timestamp + make_interval(hours => 9 + 3 * k)) at time zone 'Asia/Ho_Chi_Minh') as starts) t
       cross join (select array_agg(id order by id) as ids, count(*)::int as n from films) fl
       cross join lateral (select fl.ids[1 + (hashtext(a.id::text || d || '-' || k)::bigint & 2147483647) % fl.n] as id) f
      where a.layout_id is not null`,
    [today],
  );
  const showtimes = (
    await client.query<{ n: number }>(`select count(*)::int as n from showtimes where starts_at < ($1::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`, [
      today,
    ])
  ).rows[0]!.n;
  await client.query(
    `create temp table bench_st as select row_number() over (order by id) as n, id, layout_id, starts_at from showtimes where starts_at < ($1::date::timestamp at time zone 'Asia/Ho_Chi_Minh') and cancelled_at is null`,
    [today],
  );
  await client.query(`create unique index on bench_st (n)`);
  await client.query(
    `create temp table bench_seats as select layout_id, array_agg(id order by y, x) as ids, count(*)::int as n from seats where not blocked group by layout_id`,
  );
  const combo = (await client.query<{ id: string; price: number }>(`select id, price from products where active order by position limit 1`)).rows[0]!;
  const voucher = (await client.query<{ code: string }>(`select code from vouchers order by code limit 1`)).rows[0]?.code ?? null;
  await client.query(
    `create temp table bench_orders as
     select i, gen_random_uuid() as id, s.id as showtime_id, s.layout_id, s.starts_at, (i % 4) + 1 as tickets,
            75000 + (i % 5) * 10000 as price, (i % 3 = 0) as combo, (i % 10 = 0 and $3::text is not null) as voucher,
            (i % 33 = 0) as refunded, case when i % 5 < 3 then 'vnpay' else 'momo' end as method,
            s.starts_at - make_interval(mins => 30 + (i % 2000)) as paid_at
       from generate_series(1, $1::int) i
       join bench_st s on s.n = 1 + (hashint4(i)::bigint & 2147483647) % $2::int`,
    [orders, showtimes, voucher],
  );
  await insertSales(client, { mark: "C", customerId, combo, voucher });
  await fillSalesSummaries(client, async (name, work) => {
    const stepStarted = performance.now();
    await work();
    console.log(`  ${name}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
  });
  await client.query("analyze");
  const tickets = (await client.query<{ n: number }>(`select count(*)::int as n from tickets`)).rows[0]!.n;
  return { showtimes, tickets, seconds: (performance.now() - started) / 1000 };
}

async function main(url: string, orders: number) {
  const { openDatabase } = await import("../../apps/server/src/db/client.ts");
  const { applyMigrations } = await import("../../apps/server/src/db/migrate.ts");
  const { seedDemoData } = await import("../../apps/server/src/db/seed/demo-seed.ts");
  const { ensureDemoAccounts } = await import("../../apps/server/src/db/seed/demo-accounts.ts");
  const handle = await openDatabase({ databaseUrl: url });
  await applyMigrations(handle);
  await seedDemoData(handle.db, new Date());
  await ensureDemoAccounts(handle.db, new Date(), "bench-session-secret-long-enough-0123456789");
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const customer = (await client.query<{ id: string }>(`select id from users where role = 'customer' order by created_at limit 1`)).rows[0]!.id;
  const made = await generateYear(client, customer, chainDay(new Date()), orders);
  await client.end();
  console.log(`${made.tickets} tickets, ${made.showtimes} showtimes in ${made.seconds.toFixed(1)} s`);
}

if (process.argv[1]?.endsWith("reports-year.ts")) await main(process.argv[2]!, Number(process.argv[3] ?? YEAR_ORDERS));
