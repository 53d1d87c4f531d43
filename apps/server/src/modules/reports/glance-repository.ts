import { sql, type SQL } from "drizzle-orm";
import { type Cinemas, inCinemas } from "./cinema-filter-repository.ts";
import type { TodayShowtime } from "@hancine/contract/back-office-reports";
import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { tonightEndsAt } from "@hancine/contract/cinema-opening-hours";
import { queryRows, type Database } from "#server/db/client.ts";

/**
 * The overview's queries on today's data (docs/decisions/086). Each reads a narrow slice by an
 * index: orders by `paid_at` (orders_paid_at_idx), today's rows of `showtime_sales` by day, the
 * pending payments, failed refunds and unsent e-mails by their partial indexes.
 */

export type SoldRow = { orders: number; tickets: number; revenue: number; snacks: number };

/**
 * Orders of tickets or snacks paid in [from, until) at these cinemas, still paid now: their tickets
 * less those refunded on their own, what was paid less those refunds, and the snacks on them.
 * Gift cards are the chain's (no cinema) and are counted apart.
 */
export async function soldBetween(db: Database, cinemaIds: Cinemas, from: Date, until: Date): Promise<SoldRow> {
  const [row] = await queryRows(
    db,
    sql<SoldRow>`
      select count(*)::int as orders,
             coalesce(sum(tk.live), 0)::float8 as tickets,
             coalesce(sum(o.total_vnd - coalesce(pr.vnd, 0) - coalesce(tk.back_vnd, 0)), 0)::float8 as revenue,
             coalesce(sum(op.vnd), 0)::float8 as snacks
        from orders o
        left join showtimes s on s.id = o.showtime_id
        left join auditoriums a on a.id = s.auditorium_id
        left join snack_orders so on so.order_id = o.id
        left join lateral (
          select (count(*) filter (where t.refund_id is null and t.counter_refunded_at is null))::int as live,
                 coalesce(sum(t.counter_refund_vnd), 0)::bigint as back_vnd
            from tickets t where t.order_id = o.id) tk on true
        left join lateral (
          select sum(r.amount_vnd)::bigint as vnd from refunds r join payments p on p.id = r.payment_id
           where p.order_id = o.id and r.partial) pr on true
        left join lateral (select sum(p.quantity * p.unit_price_vnd)::bigint as vnd from order_products p where p.order_id = o.id) op on true
       where o.status = 'paid' and o.paid_at >= ${from.toISOString()}::timestamptz and o.paid_at < ${until.toISOString()}::timestamptz
         and o.kind in ('tickets', 'snacks')
         and ${inCinemas(sql`coalesce(a.cinema_id, so.cinema_id)`, cinemaIds)}`,
  );
  return row ?? { orders: 0, tickets: 0, revenue: 0, snacks: 0 };
}

export type DayShowtimes = { showtimes: number; seats: number; tickets: number; started: number };

/** Today's showtimes (not cancelled) of these cinemas from their sales summary: how many, their seats and tickets. */
export async function showtimesOfDayTotals(db: Database, cinemaIds: Cinemas, day: string, now: Date): Promise<DayShowtimes> {
  const [row] = await queryRows(
    db,
    sql<DayShowtimes>`
      select (count(*) filter (where x.seats > 0))::int as showtimes, coalesce(sum(x.seats), 0)::float8 as seats,
             coalesce(sum(x.tickets), 0)::float8 as tickets,
             (count(*) filter (where x.seats > 0 and s.starts_at <= ${now.toISOString()}::timestamptz))::int as started
        from showtime_sales x join showtimes s on s.id = x.showtime_id
       where x.day = ${day}::date and ${inCinemas(sql`x.cinema_id`, cinemaIds)}`,
  );
  return row ?? { showtimes: 0, seats: 0, tickets: 0, started: 0 };
}

type ShowtimeRow = Omit<TodayShowtime, "startsAt"> & { startsAt: Date | string; cinemaSlug: string };

/**
 * Today's showtimes of these cinemas still to start and not cancelled — then tonight's late shows, the
 * next day's before 06:00 (a manager at 23:30 looks at the 00:15 filling up, as the counter sells it) —
 * that also pass `where`, first by start, with their film, room and cinema and the seats sold and held
 * right now. The late shows all start after today's, so they are read only when today's leave room
 * under `limit`, by their start (`showtimes_starts_idx`: a few rows). Read in one statement with today's
 * (a union, or the next day's rows filtered by start) the chain's overview cost 32–38 ms instead of
 * 18 (EXPLAIN ANALYZE on the decade's chain, bench/README.md run 17).
 */
async function showtimesToCome(db: Database, cinemaIds: Cinemas, day: string, now: Date, where: SQL, limit: number) {
  const today = await showtimesOf(db, sql`x.day = ${day}::date and ${inCinemas(sql`x.cinema_id`, cinemaIds)}`, now, where, limit);
  if (today.length === limit) return today;
  const lateShows = sql`s.starts_at >= ${chainTime(addDays(day, 1), 0).toISOString()}::timestamptz
    and s.starts_at < ${tonightEndsAt(day).toISOString()}::timestamptz and ${inCinemas(sql`x.cinema_id`, cinemaIds)}`;
  return [...today, ...(await showtimesOf(db, lateShows, now, where, limit - today.length))];
}

/**
 * The showtimes `chosen` picks (a condition on `showtime_sales x` and `showtimes s`), still to start and
 * not cancelled, that pass `where`. The chosen rows are taken whole first: filtered by their start in
 * the same step, PostgreSQL took the chain's ~450 showtimes still to come for 2 (a start after now is
 * rare among ten years of showtimes) and joined every cinema, room and film to them by comparing each
 * with each (~30 ms at a load of 8; decision 091).
 */
async function showtimesOf(db: Database, chosen: SQL, now: Date, where: SQL, limit: number) {
  const rows = await queryRows(
    db,
    sql<ShowtimeRow>`
      with chosen as materialized (
        select x.showtime_id, x.seats, x.tickets, s.starts_at, s.cancelled_at, s.format, s.film_id, s.auditorium_id
          from showtime_sales x join showtimes s on s.id = x.showtime_id
         where ${chosen}
      )
      select x.showtime_id as id, x.starts_at as "startsAt", f.title as film, c.name as cinema, c.slug as "cinemaSlug", a.name as auditorium,
             x.format::text as format, x.seats, x.tickets as sold,
             (select count(*) from seat_claims sc join orders o on o.id = sc.order_id
               where sc.showtime_id = x.showtime_id and o.status in ('held', 'pending_payment') and sc.held_until > ${now.toISOString()}::timestamptz)::int as held,
             false as cancelled
        from chosen x join films f on f.id = x.film_id join auditoriums a on a.id = x.auditorium_id join cinemas c on c.id = a.cinema_id
       where x.cancelled_at is null and x.starts_at > ${now.toISOString()}::timestamptz and ${where}
       order by x.starts_at, c.position, a.name limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, startsAt: new Date(r.startsAt).toISOString() }));
}

/** The next `limit` showtimes of today not yet started, with the seats sold and held right now. */
export async function nextShowtimesOf(db: Database, cinemaIds: Cinemas, day: string, now: Date, limit: number) {
  return showtimesToCome(db, cinemaIds, day, now, sql`true`, limit);
}

/**
 * Today's showtimes still to start that need a look: sold out (every sellable seat sold), or with no
 * ticket sold and starting within `soonMinutes`.
 */
export async function showtimesNeedingLook(db: Database, cinemaIds: Cinemas, day: string, now: Date, soonMinutes: number) {
  const soon = new Date(now.getTime() + soonMinutes * 60_000);
  return showtimesToCome(
    db,
    cinemaIds,
    day,
    now,
    sql`x.seats > 0 and (x.tickets >= x.seats or (x.tickets = 0 and x.starts_at <= ${soon.toISOString()}::timestamptz))`,
    20,
  );
}

export type LatePayment = { code: string; method: string; createdAt: Date };

/** Gateway payments still pending after their expiry (the gateway never answered): the order desk checks them. */
export async function latePayments(db: Database, cinemaIds: Cinemas, now: Date): Promise<LatePayment[]> {
  const rows = await queryRows(
    db,
    sql<{ code: string; method: string; createdAt: Date | string }>`
      select o.code, p.method::text as method, p.created_at as "createdAt"
        from payments p join orders o on o.id = p.order_id
        left join showtimes s on s.id = o.showtime_id left join auditoriums a on a.id = s.auditorium_id
        left join snack_orders so on so.order_id = o.id
       where p.status = 'pending' and p.expires_at < ${now.toISOString()}::timestamptz
         and ${inCinemas(sql`coalesce(a.cinema_id, so.cinema_id)`, cinemaIds)}
       order by p.created_at limit 20`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/** Refunds the gateway refused for good and nobody has settled by hand yet (the order desk's list). */
export async function failedRefundCount(db: Database, cinemaIds: Cinemas): Promise<number> {
  const [row] = await queryRows(
    db,
    sql<{ n: number }>`
      select count(*)::int as n
        from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
        left join showtimes s on s.id = o.showtime_id left join auditoriums a on a.id = s.auditorium_id
        left join snack_orders so on so.order_id = o.id
       where r.status = 'failed' and r.settled_at is null
         and ${inCinemas(sql`coalesce(a.cinema_id, so.cinema_id)`, cinemaIds)}`,
  );
  return row?.n ?? 0;
}

export type UnsentEmails = { failed: { to: string; subject: string; failedAt: Date }[]; failedCount: number; overdue: number };

/**
 * E-mails not sent: those the worker gave up on in the last `days` days (newest first), and those
 * waiting more than `overdueMinutes` past their due time (the worker is not sending).
 */
export async function unsentEmails(db: Database, now: Date, days: number, overdueMinutes: number): Promise<UnsentEmails> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const overdueBefore = new Date(now.getTime() - overdueMinutes * 60_000).toISOString();
  const [failed, counts] = await Promise.all([
    queryRows(
      db,
      sql<{ to: string; subject: string; failedAt: Date | string }>`
        select to_address as "to", subject, failed_at as "failedAt" from outbox_emails
         where failed_at is not null and failed_at >= ${since}::timestamptz order by failed_at desc limit 5`,
    ),
    queryRows(
      db,
      sql<{ failed: number; overdue: number }>`
        select (select count(*) from outbox_emails where failed_at is not null and failed_at >= ${since}::timestamptz)::int as failed,
               (select count(*) from outbox_emails where sent_at is null and failed_at is null and next_attempt_at < ${overdueBefore}::timestamptz)::int as overdue`,
    ),
  ]);
  return {
    failed: failed.map((r) => ({ ...r, failedAt: new Date(r.failedAt) })),
    failedCount: counts[0]?.failed ?? 0,
    overdue: counts[0]?.overdue ?? 0,
  };
}
