import type pg from "pg";

/**
 * The sale of every row of the temporary table `bench_orders` (i, id, showtime_id, layout_id, tickets,
 * price, combo, voucher, refunded, method, paid_at) as the checkout writes one: the order, its tickets
 * on seats of its room (`bench_seats`), the combo, the gateway's payment, and the refund of a refunded
 * one. `mark` (one letter) keeps each generator's codes apart (`B<mark>00000001`, `T<mark>1-1`, …).
 */
export async function insertSales(
  client: pg.Client,
  { mark, customerId, combo, voucher }: { mark: string; customerId: string; combo: { id: string; price: number }; voucher: string | null },
) {
  await client.query(
    `insert into orders (id, code, user_id, showtime_id, status, expires_at, subtotal_vnd, discount_vnd, total_vnd, voucher_code, created_at, updated_at, paid_at)
     select id, $4 || lpad(i::text, 8, '0'), $1, showtime_id, (case when refunded then 'refunded' else 'paid' end)::order_status,
            paid_at, tickets * price + (case when combo then $2::int else 0 end), case when voucher then 10000 else 0 end,
            tickets * price + (case when combo then $2::int else 0 end) - (case when voucher then 10000 else 0 end),
            case when voucher then $3 end, paid_at - interval '5 minutes', paid_at, paid_at
       from bench_orders`,
    [customerId, combo.price, voucher, `B${mark}`],
  );
  await client.query(
    `insert into tickets (code, order_id, showtime_id, seat_id, issued_at)
     select $1 || o.i || '-' || j, o.id, o.showtime_id, s.ids[1 + ((o.i * 4 + j) % s.n)], o.paid_at
       from bench_orders o join bench_seats s on s.layout_id = o.layout_id cross join generate_series(1, o.tickets) j`,
    [`T${mark}`],
  );
  await client.query(`insert into order_products (order_id, product_id, quantity, unit_price_vnd) select id, $1, 1, $2 from bench_orders where combo`, [
    combo.id,
    combo.price,
  ]);
  await client.query(
    `insert into payments (txn_ref, order_id, method, amount_vnd, status, provider_txn_id, created_at, expires_at, completed_at)
     select $1 || i, o.id, o.method::payment_method, ord.total_vnd, (case when o.refunded then 'refunded' else 'paid' end)::payment_status,
            $2 || i, o.paid_at - interval '4 minutes', o.paid_at + interval '10 minutes', o.paid_at
       from bench_orders o join orders ord on ord.id = o.id`,
    [`B${mark}P`, `GW${mark}`],
  );
  await client.query(
    `insert into refunds (payment_id, refund_ref, amount_vnd, reason, status, next_attempt_at, created_at, completed_at)
     select p.id, 'R' || p.txn_ref, p.amount_vnd, 'Khách huỷ vé', 'done', p.completed_at, p.completed_at + interval '1 day', p.completed_at + interval '1 day'
       from payments p where p.status = 'refunded' and p.txn_ref like $1`,
    [`B${mark}P%`],
  );
}

/**
 * With the tables' triggers off while the sales were written (`session_replication_role = replica`:
 * one upsert per order through the summaries' triggers takes hours at these sizes), the summaries the
 * reports read, filled afterwards: `showtime_sales` and its by-method and by-voucher rows as migration
 * 0020 filled them from existing orders (the generated orders are whole web orders, paid or refunded),
 * then — triggers on again — `sales_rollup` and `sales_rollup_chain` by the product's own rebuilds.
 */
export async function fillSalesSummaries(client: pg.Client, step: (name: string, work: () => Promise<unknown>) => Promise<void>) {
  await step("showtime_sales filled from the orders (as migration 0020 fills it)", async () => {
    await client.query(`delete from showtime_sales_by_method`);
    await client.query(`delete from showtime_sales_by_voucher`);
    await client.query(`delete from showtime_sales`);
    await client.query(
      `insert into showtime_sales (showtime_id, cinema_id, day, film_id, hour, auditorium_id, format, minutes, seats, orders, tickets, revenue_vnd,
                                   subtotal_vnd, discount_vnd, concessions_vnd, refunded_orders, refunded_vnd)
       select s.id, a.cinema_id, (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date, s.film_id,
              extract(hour from s.starts_at at time zone 'Asia/Ho_Chi_Minh')::smallint, s.auditorium_id, s.format::text,
              round(extract(epoch from (s.ends_at - s.starts_at)) / 60)::integer,
              case when s.cancelled_at is null then coalesce(cap.seats, 0) else 0 end,
              coalesce(o.orders, 0), coalesce(t.tickets, 0), coalesce(o.revenue, 0), coalesce(o.subtotal, 0), coalesce(o.discount, 0),
              coalesce(p.concessions, 0), coalesce(o.refunded_orders, 0), coalesce(o.refunded, 0)
         from showtimes s
         join auditoriums a on a.id = s.auditorium_id
         left join (select layout_id, count(*) filter (where not blocked) as seats from seats group by layout_id) cap on cap.layout_id = s.layout_id
         left join (select showtime_id, count(*) filter (where status = 'paid') as orders, sum(total_vnd) filter (where status = 'paid') as revenue,
                           sum(subtotal_vnd) filter (where status = 'paid') as subtotal, sum(discount_vnd) filter (where status = 'paid') as discount,
                           count(*) filter (where status = 'refunded' and paid_at is not null) as refunded_orders,
                           sum(total_vnd) filter (where status = 'refunded' and paid_at is not null) as refunded
                      from orders where showtime_id is not null group by showtime_id) o on o.showtime_id = s.id
         left join (select o.showtime_id, count(*) as tickets from tickets t join orders o on o.id = t.order_id where o.status = 'paid' group by o.showtime_id) t on t.showtime_id = s.id
         left join (select o.showtime_id, sum(p.quantity * p.unit_price_vnd) as concessions from order_products p join orders o on o.id = p.order_id
                     where o.status = 'paid' group by o.showtime_id) p on p.showtime_id = s.id`,
    );
    await client.query(
      `insert into showtime_sales_by_method (showtime_id, cinema_id, day, method, orders, revenue_vnd)
       select o.showtime_id, x.cinema_id, x.day, p.method::text, count(*), sum(o.total_vnd)
         from orders o join showtime_sales x on x.showtime_id = o.showtime_id
         join lateral (select p.method from payments p where p.order_id = o.id and p.provider_txn_id is not null order by p.completed_at nulls last, p.created_at limit 1) p on true
        where o.status = 'paid' group by 1, 2, 3, 4`,
    );
    await client.query(
      `insert into showtime_sales_by_voucher (showtime_id, cinema_id, day, voucher_code, orders, discount_vnd, revenue_vnd)
       select o.showtime_id, x.cinema_id, x.day, o.voucher_code, count(*), sum(o.discount_vnd), sum(o.total_vnd)
         from orders o join showtime_sales x on x.showtime_id = o.showtime_id
        where o.status = 'paid' and o.voucher_code is not null group by 1, 2, 3, 4`,
    );
  });
  await client.query("set session_replication_role = origin");
  await step("sales_rollup built by the product's sales_rollup_rebuild()", () => client.query(`select sales_rollup_rebuild()`));
  await step("sales_rollup_chain built by sales_rollup_chain_rebuild()", () => client.query(`select sales_rollup_chain_rebuild()`));
}
