// A year of sales for the reports (bench/reports.ts), also runnable on its own to try the dashboard:
//   node --import tsx bench/lib/reports-year.ts postgres://postgres@127.0.0.1:5432/<database>
// migrates and seeds the demo chain into that (empty) database first, then adds the year.
import pg from "pg";
import { chainDay } from "@hancine/contract/format";

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
  await client.query(
    `insert into orders (id, code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, voucher_code, created_at, updated_at, paid_at)
     select id, 'BC' || lpad(i::text, 8, '0'), $1, showtime_id, (case when refunded then 'refunded' else 'paid' end)::order_status,
            paid_at, tickets * price + (case when combo then $2::int else 0 end), case when voucher then 10000 else 0 end,
            tickets * price + (case when combo then $2::int else 0 end) - (case when voucher then 10000 else 0 end),
            case when voucher then $3 end, paid_at - interval '5 minutes', paid_at, paid_at
       from bench_orders`,
    [customerId, combo.price, voucher],
  );
  await client.query(
    `insert into tickets (code, order_id, showtime_id, seat_id, issued_at)
     select 'T' || o.i || '-' || j, o.id, o.showtime_id, s.ids[1 + ((o.i * 4 + j) % s.n)], o.paid_at
       from bench_orders o join bench_seats s on s.layout_id = o.layout_id cross join generate_series(1, o.tickets) j`,
  );
  await client.query(`insert into order_products (order_id, product_id, quantity, unit_price_vnd) select id, $1, 1, $2 from bench_orders where combo`, [
    combo.id,
    combo.price,
  ]);
  await client.query(
    `insert into payments (txn_ref, order_id, method, amount_vnd, status, provider_txn_id, created_at, expires_at, completed_at)
     select 'BCP' || i, o.id, o.method::payment_method, ord.total_vnd, (case when o.refunded then 'refunded' else 'paid' end)::payment_status,
            'GW' || i, o.paid_at - interval '4 minutes', o.paid_at + interval '10 minutes', o.paid_at
       from bench_orders o join orders ord on ord.id = o.id`,
  );
  await client.query(
    `insert into refunds (payment_id, refund_ref, amount_vnd, reason, status, next_attempt_at, created_at, completed_at)
     select p.id, 'BCR' || p.txn_ref, p.amount_vnd, 'Khách huỷ vé', 'done', p.completed_at, p.completed_at + interval '1 day', p.completed_at + interval '1 day'
       from payments p where p.status = 'refunded' and p.txn_ref like 'BCP%'`,
  );
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
