import { sql } from "drizzle-orm";
import type { ChannelRow, HeatCell, PaymentMethodRow, SalesRow, SalesTotals, TodayShowtime, VoucherRow } from "@hancine/contract/back-office-reports";
import { COUNTER_METHODS, PAYMENT_METHOD_LABELS, SALES_CHANNEL_LABELS } from "@hancine/contract/back-office-reports";
import { queryRows, type Database } from "#server/db/client.ts";
import { inCinemas } from "./cinema-filter-repository.ts";
import { rollupFrom, rollupRows } from "./sales-rollup-repository.ts";

/**
 * The sales reports' queries (docs/decisions/046). What counts: orders whose status is `paid` now —
 * a refunded order (customer cancel, cancelled showtime) counts nowhere, so every figure is net of
 * refunds. A showtime belongs to the chain day and hour of its start in Asia/Ho_Chi_Minh.
 */
export type ReportScope = {
  /** Chain days, both included. */
  from: string;
  to: string;
  /** The cinemas to count; "all" for the chain (admins). */
  cinemaIds: readonly string[] | "all";
};

type GroupedRow = {
  grouping: "day" | "film" | "cinema" | "heat" | "total";
  day: string | null;
  filmId: string | null;
  cinemaId: string | null;
  weekday: number | null;
  hour: number | null;
  label: string | null;
  key: string | null;
  showtimes: number;
  seats: number;
  tickets: number;
  orders: number;
  revenue: number;
  subtotal: number;
  discount: number;
  concessions: number;
  refundedOrders: number;
  refunded: number;
};

export type SalesFigures = {
  byDay: SalesRow[];
  byFilm: SalesRow[];
  byCinema: SalesRow[];
  heatmap: HeatCell[];
  totals: SalesTotals;
  refunds: { orders: number; amount: number };
};

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

function salesRow(row: GroupedRow, key: string, label: string): SalesRow {
  return {
    key,
    label,
    tickets: row.tickets,
    revenue: row.revenue,
    occupancy: ratio(row.tickets, row.seats),
    ticketRevenue: row.subtotal - row.concessions,
    concessionRevenue: row.concessions,
    orders: row.orders,
    showtimes: row.showtimes,
    seats: row.seats,
  };
}

const EMPTY: Omit<GroupedRow, "grouping" | "day" | "filmId" | "cinemaId" | "weekday" | "hour" | "label" | "key"> = {
  showtimes: 0,
  seats: 0,
  tickets: 0,
  orders: 0,
  revenue: 0,
  subtotal: 0,
  discount: 0,
  concessions: 0,
  refundedOrders: 0,
  refunded: 0,
};

/** Every chain day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 86_400_000))
    days.push(day.toISOString().slice(0, 10));
  return days;
}

/** The sums of a set of `sales_rollup` rows (alias x), as the reports' measures. */
const MEASURES = sql`
  sum(x.showtimes)::float8 as showtimes, sum(x.seats)::float8 as seats, sum(x.tickets)::float8 as tickets, sum(x.orders)::float8 as orders,
  sum(x.revenue_vnd)::float8 as revenue, sum(x.subtotal_vnd)::float8 as subtotal, sum(x.discount_vnd)::float8 as discount,
  sum(x.concessions_vnd)::float8 as concessions, sum(x.refunded_orders)::float8 as "refundedOrders", sum(x.refunded_vnd)::float8 as refunded`;

/**
 * The scope's sales from `sales_rollup` (docs/decisions/089: `showtime_sales` summed per day and
 * month by triggers), three queries side by side: the days (by day, by cinema and the total, one pass
 * with GROUPING SETS over the day rows), the films and the weekday × hour cells (whole months by
 * month). A group counts when a showtime of the scope is in it. Sums are float8 so the driver answers
 * numbers (exact far beyond a chain's years of revenue).
 */
export async function salesFigures(db: Database, scope: ReportScope): Promise<SalesFigures> {
  if (scope.cinemaIds !== "all" && scope.cinemaIds.length === 0) return emptyFigures(scope);
  const [days, films, slots] = await Promise.all([
    queryRows(
      db,
      sql<GroupedRow>`
        with grouped as (
          select case when grouping(x.period) = 0 then 'day' when grouping(x.cinema_id) = 0 then 'cinema' else 'total' end as grouping,
                 x.period::text as day, x.cinema_id, sum(x.showtime_rows) as present, ${MEASURES}
            from sales_rollup x
           where ${rollupRows(scope, "all", true)}
           group by grouping sets ((x.period), (x.cinema_id), ())
        )
        select g.grouping, g.day, g.cinema_id as "cinemaId", c.name as label, c.slug as key,
               g.showtimes, g.seats, g.tickets, g.orders, g.revenue, g.subtotal, g.discount, g.concessions, g."refundedOrders", g.refunded
          from grouped g left join cinemas c on c.id = g.cinema_id and g.grouping = 'cinema'
         where g.present > 0 or g.grouping = 'total'
         order by g.revenue desc, g.tickets desc, label`,
    ),
    queryRows(
      db,
      sql<GroupedRow>`
        select 'film' as grouping, f.title as label, f.slug as key, g.showtimes, g.seats, g.tickets, g.orders, g.revenue, g.subtotal,
               g.discount, g.concessions, g."refundedOrders", g.refunded
          from (select x.key as film_id, ${MEASURES} from ${rollupFrom(scope, "film")} group by x.key having sum(x.showtime_rows) > 0) g
          join films f on f.id = g.film_id::uuid
         order by g.revenue desc, g.tickets desc, f.title`,
    ),
    queryRows(
      db,
      sql<GroupedRow & { slot: string }>`
        select x.key as slot, ${MEASURES} from sales_rollup x where ${rollupRows(scope, "slot")} group by x.key having sum(x.showtime_rows) > 0`,
    ),
  ]);
  // Over no showtime at all (a day without any), the grand total's sums are null: zeros.
  const found = days.find((r) => r.grouping === "total");
  const total = { ...EMPTY, ...Object.fromEntries(Object.entries(found ?? {}).filter(([, value]) => value !== null)) } as typeof EMPTY;
  const byDay = new Map(days.filter((r) => r.grouping === "day").map((r) => [r.day!, r]));
  const heat = new Map(slots.map((r) => [r.slot, r]));
  const heatmap: HeatCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++) {
      const cell = heat.get(`${weekday}:${hour}`);
      if (cell)
        heatmap.push({ weekday, hour, showtimes: cell.showtimes, tickets: cell.tickets, seats: cell.seats, occupancy: ratio(cell.tickets, cell.seats) });
    }
  return {
    byDay: daysOf(scope.from, scope.to).map((day) => salesRow(byDay.get(day) ?? ({ ...EMPTY } as GroupedRow), day, day)),
    byFilm: films.map((r) => salesRow(r, r.key!, r.label!)),
    byCinema: days.filter((r) => r.grouping === "cinema").map((r) => salesRow(r, r.key!, r.label!)),
    heatmap,
    totals: totalsOf(total),
    refunds: { orders: total.refundedOrders, amount: total.refunded },
  };
}

function totalsOf(row: Omit<GroupedRow, "grouping" | "day" | "filmId" | "cinemaId" | "weekday" | "hour" | "label" | "key">): SalesTotals {
  return {
    tickets: row.tickets,
    revenue: row.revenue,
    ticketRevenue: row.subtotal - row.concessions,
    concessionRevenue: row.concessions,
    discount: row.discount,
    orders: row.orders,
    showtimes: row.showtimes,
    seats: row.seats,
    occupancy: ratio(row.tickets, row.seats),
  };
}

function emptyFigures(scope: ReportScope): SalesFigures {
  return {
    byDay: daysOf(scope.from, scope.to).map((day) => salesRow({ ...EMPTY } as GroupedRow, day, day)),
    byFilm: [],
    byCinema: [],
    heatmap: [],
    totals: totalsOf(EMPTY),
    refunds: { orders: 0, amount: 0 },
  };
}

/** Paid orders by how they were paid (the payment that paid them). */
export async function paymentMethods(db: Database, scope: ReportScope): Promise<PaymentMethodRow[]> {
  if (scope.cinemaIds !== "all" && scope.cinemaIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql<{ method: string; orders: number; revenue: number }>`
      select x.key as method, sum(x.orders)::int as orders, sum(x.revenue_vnd)::float8 as revenue
        from sales_rollup x
       where ${rollupRows(scope, "method")}
       group by x.key having sum(x.orders) > 0 order by revenue desc`,
  );
  return rows.map((r) => ({
    ...r,
    label: PAYMENT_METHOD_LABELS[r.method] ?? r.method,
    channel: COUNTER_METHODS.includes(r.method) ? ("counter" as const) : ("web" as const),
  }));
}

/** Paid orders by where they were sold: the box office's share of each showtime's row, the website the rest. */
export async function salesByChannel(db: Database, scope: ReportScope): Promise<ChannelRow[]> {
  const [row] =
    scope.cinemaIds !== "all" && scope.cinemaIds.length === 0
      ? []
      : await queryRows(
          db,
          sql<{ orders: number; tickets: number; revenue: number; counterOrders: number; counterTickets: number; counterRevenue: number }>`
            select coalesce(sum(x.orders), 0)::float8 as orders, coalesce(sum(x.tickets), 0)::float8 as tickets, coalesce(sum(x.revenue_vnd), 0)::float8 as revenue,
                   coalesce(sum(x.counter_orders), 0)::float8 as "counterOrders", coalesce(sum(x.counter_tickets), 0)::float8 as "counterTickets",
                   coalesce(sum(x.counter_revenue_vnd), 0)::float8 as "counterRevenue"
              from sales_rollup x
             where ${rollupRows(scope, "all")}`,
        );
  const all = row ?? { orders: 0, tickets: 0, revenue: 0, counterOrders: 0, counterTickets: 0, counterRevenue: 0 };
  return [
    {
      channel: "web",
      label: SALES_CHANNEL_LABELS.web,
      orders: all.orders - all.counterOrders,
      tickets: all.tickets - all.counterTickets,
      revenue: all.revenue - all.counterRevenue,
    },
    { channel: "counter", label: SALES_CHANNEL_LABELS.counter, orders: all.counterOrders, tickets: all.counterTickets, revenue: all.counterRevenue },
  ];
}

/** Paid orders that used a voucher, by code. */
export async function voucherUse(db: Database, scope: ReportScope): Promise<VoucherRow[]> {
  if (scope.cinemaIds !== "all" && scope.cinemaIds.length === 0) return [];
  return queryRows(
    db,
    sql<VoucherRow>`
      select x.key as code, sum(x.orders)::int as orders, sum(x.discount_vnd)::float8 as discount, sum(x.revenue_vnd)::float8 as revenue
        from sales_rollup x
       where ${rollupRows(scope, "voucher")}
       group by x.key having sum(x.orders) > 0 order by orders desc, code`,
  );
}

/**
 * One chain day's showtimes of the cinemas with seats sold (paid) and held right now: the day's rows of
 * `showtime_sales` (by its day index), which carry each showtime's sellable seats and tickets sold, so
 * no layout's seats are counted per showtime (decision 091). A cancelled showtime's row has no seats:
 * its layout's are counted apart, in a second read only when the day has one (in the same statement,
 * the planner would cost that count for every row of the day and compile the query: ~20 ms more).
 */
export async function showtimesOfDay(db: Database, day: string, cinemaIds: readonly string[] | "all", now: Date): Promise<TodayShowtime[]> {
  if (cinemaIds !== "all" && cinemaIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql<Omit<TodayShowtime, "startsAt"> & { startsAt: Date | string; layoutId: string }>`
      select s.id, s.starts_at as "startsAt", f.title as film, c.name as cinema, a.name as auditorium, s.format::text as format,
             x.seats, x.tickets as sold, s.layout_id as "layoutId",
             (select count(*) from seat_claims sc join orders o on o.id = sc.order_id
               where sc.showtime_id = s.id and o.status in ('held', 'pending_payment') and sc.held_until > ${now.toISOString()}::timestamptz)::int as held,
             s.cancelled_at is not null as cancelled
        from showtime_sales x
        join showtimes s on s.id = x.showtime_id
        join films f on f.id = s.film_id
        join auditoriums a on a.id = s.auditorium_id
        join cinemas c on c.id = a.cinema_id
       where x.day = ${day}::date and ${inCinemas(sql`x.cinema_id`, cinemaIds)}
       order by s.starts_at, c.position, a.name`,
  );
  const cancelledLayouts = [...new Set(rows.filter((r) => r.cancelled).map((r) => r.layoutId))];
  const layoutSeats = new Map(
    cancelledLayouts.length === 0
      ? []
      : (
          await queryRows(
            db,
            sql<{ layoutId: string; seats: number }>`
              select layout_id as "layoutId", count(*)::int as seats from seats
               where not blocked and layout_id in (${sql.join(
                 cancelledLayouts.map((id) => sql`${id}::uuid`),
                 sql`, `,
               )}) group by layout_id`,
          )
        ).map((r) => [r.layoutId, r.seats]),
  );
  return rows.map(({ layoutId, ...r }) => ({
    ...r,
    seats: r.cancelled ? (layoutSeats.get(layoutId) ?? 0) : r.seats,
    startsAt: new Date(r.startsAt).toISOString(),
  }));
}
