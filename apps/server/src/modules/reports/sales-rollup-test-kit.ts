import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows, type Database } from "#server/db/client.ts";

// Checks that `sales_rollup` (docs/decisions/089), kept by triggers in every transaction that sells,
// refunds, exchanges, moves or cancels, holds what counting the tables again gives. Test files whose
// scenes did those things call it last.

type Row = Record<string, string | number>;

/** Every row with something in it, as text, in one order: rows summed to nothing are no figure. */
const nonEmpty = (rows: Row[]) =>
  rows
    .filter((r) => Object.entries(r).some(([name, value]) => !["dim", "grain", "period", "cinema_id", "key"].includes(name) && Number(value) !== 0))
    .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([name, value]) => [name, String(value)]))))
    .sort();

const LIVE = sql`select dim, grain, period::text, cinema_id::text, key, showtime_rows::int8::text as showtime_rows, showtimes::text, seats::text,
  tickets::text, orders::text, revenue_vnd::text, minutes::text from sales_rollup`;

/**
 * Each showtime with its cinema, day, hour, film, room, format, seats and minutes, and what it sold,
 * counted from showtimes, seats, orders, tickets and refunds: an order counts while paid, its tickets
 * less those refunded on their own (at the order desk or the counter), its total less the money those
 * refunds gave back; a cancelled showtime has no seat. Then each of its keys: day and month × the five
 * dimensions.
 */
const KEYED = sql`
  with st as (
    select s.id, a.cinema_id, (s.starts_at at time zone 'Asia/Ho_Chi_Minh')::date as day,
           extract(hour from s.starts_at at time zone 'Asia/Ho_Chi_Minh')::int as hour, s.film_id, s.auditorium_id, s.format::text as format,
           case when s.cancelled_at is null then (select count(*) from seats x where x.layout_id = s.layout_id and not x.blocked) else 0 end as seats,
           case when s.cancelled_at is null then round(extract(epoch from (s.ends_at - s.starts_at)) / 60) else 0 end as minutes
      from showtimes s join auditoriums a on a.id = s.auditorium_id
  ),
  paid as (
    select o.showtime_id, count(*) as orders,
           sum(o.total_vnd
               - coalesce((select sum(r.amount_vnd) from refunds r join payments p on p.id = r.payment_id where p.order_id = o.id and r.partial), 0)
               - coalesce((select sum(tk.counter_refund_vnd) from tickets tk where tk.order_id = o.id and tk.counter_refunded_at is not null), 0)) as revenue
      from orders o where o.status = 'paid' and o.showtime_id is not null group by o.showtime_id
  ),
  seated as (
    select o.showtime_id, count(*) as tickets from tickets tk join orders o on o.id = tk.order_id
     where o.status = 'paid' and tk.refund_id is null and tk.counter_refunded_at is null group by o.showtime_id
  ),
  each as (
    select st.*, coalesce(p.orders, 0) as orders, coalesce(p.revenue, 0) as revenue, coalesce(k.tickets, 0) as tickets
      from st left join paid p on p.showtime_id = st.id left join seated k on k.showtime_id = st.id
  ),
  keyed as (
    select d.dim, g.grain, g.period, d.key, e.*
      from each e
     cross join lateral (values ('day', e.day), ('month', make_date(extract(year from e.day)::int, extract(month from e.day)::int, 1))) g(grain, period)
     cross join lateral (values ('all', ''), ('film', e.film_id::text), ('room', e.auditorium_id::text), ('format', e.format),
                                ('slot', (extract(isodow from e.day)::int - 1) || ':' || e.hour)) d(dim, key)
  )`;

/** The recount's sums of a group of `keyed` rows, as text. */
const SUMS = sql`count(*)::text as showtime_rows, count(*) filter (where seats > 0)::text as showtimes,
  sum(seats)::int8::text as seats, sum(tickets)::int8::text as tickets, sum(orders)::int8::text as orders,
  sum(revenue)::int8::text as revenue_vnd, sum(minutes)::int8::text as minutes`;

/** Each day's and month's figures per cinema and per film, room, format and weekday × hour. */
const RECOUNT = sql<Row>`${KEYED}
  select dim, grain, period::text, cinema_id::text, key, ${SUMS} from keyed group by dim, grain, period, cinema_id, key`;

/** Each day's and month's figures per film over every cinema of the chain (`sales_rollup_chain`, decision 091). */
const RECOUNT_CHAIN = sql<Row>`${KEYED}
  select dim, grain, period::text, key, ${SUMS} from keyed where dim = 'film' group by dim, grain, period, key`;

const LIVE_CHAIN = sql<Row>`select dim, grain, period::text, key, showtime_rows::int8::text as showtime_rows, showtimes::text, seats::text,
  tickets::text, orders::text, revenue_vnd::text, minutes::text from sales_rollup_chain`;

/**
 * The rollup equals (1) a count from the sales tables themselves, for the figures every report
 * reads, and (2) `sales_rollup_rebuild()` — the rollup summed again from `showtime_sales` and its
 * by-method and by-voucher rows — in every column; so do the chain's film rows of each day and
 * month (`sales_rollup_chain`, against `sales_rollup_chain_rebuild()`). Rebuilds both: call it last.
 */
export async function expectRollupToMatchRecount(db: Database): Promise<void> {
  const live = nonEmpty(await queryRows(db, sql<Row>`${LIVE} where dim in ('all', 'film', 'room', 'format', 'slot')`));
  expect(live.length).toBeGreaterThan(0);
  expect(live).toEqual(nonEmpty(await queryRows(db, RECOUNT)));
  const liveChain = nonEmpty(await queryRows(db, LIVE_CHAIN));
  expect(liveChain.length).toBeGreaterThan(0);
  expect(liveChain).toEqual(nonEmpty(await queryRows(db, RECOUNT_CHAIN)));
  const everything = sql<Row>`select * from sales_rollup`;
  const everythingChain = sql<Row>`select * from sales_rollup_chain`;
  const before = nonEmpty(await queryRows(db, everything));
  const beforeChain = nonEmpty(await queryRows(db, everythingChain));
  await queryRows(db, sql`select sales_rollup_rebuild()`);
  await queryRows(db, sql`select sales_rollup_chain_rebuild()`);
  expect(before).toEqual(nonEmpty(await queryRows(db, everything)));
  expect(beforeChain).toEqual(nonEmpty(await queryRows(db, everythingChain)));
}
