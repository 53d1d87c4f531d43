import { createHash } from "node:crypto";
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { addDays, chainTime, dayNumber } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { membershipFor } from "@hancine/contract/membership";
import { POINTS_EARN_RATE, POINTS_LIFETIME_MONTHS, pointsEarned } from "@hancine/contract/points";
import { queryRows, type Database } from "../client.ts";
import { users } from "../schema/accounts.ts";
import { appMeta } from "../schema/meta.ts";
import { orderProducts, orders, seatClaims } from "../schema/booking.ts";
import { showtimes } from "../schema/catalog.ts";
import { filmRatings } from "../schema/film-ratings.ts";
import { membershipSpend } from "../schema/membership.ts";
import { checkins, payments, refunds, tickets } from "../schema/payments.ts";
import { pointsAccounts, pointsLedger } from "../schema/points.ts";
import { staffCinemas } from "../schema/staff.ts";
import { recomputeFilmRate } from "#server/modules/film-ratings/film-ratings-repository.ts";
import { REFUND_REASON_TEXT } from "#server/modules/checkout/order-emails.ts";
import { demoRooms, planDemoDay, showingDemoFilms } from "./demo-seed.ts";
import { DEMO_REVIEW_LINES, historyCustomer } from "./demo-history-people.ts";
import { createRandom, type Random } from "@hancine/demo-art/prng";
import type { PlannedShowtime, PlanRoom } from "./showtime-plan.ts";

/**
 * The demo chain's past (issue 30, docs/decisions/062): the 91 chain days before the first seed, with
 * an evening's sales in every cinema — paid orders, a few refunded, tickets checked in at the door,
 * points and membership earned, and some verified viewers' ratings. Written as the product would have
 * written it (the reports' triggers count every order) but in bulk, one chain day per transaction
 * after the server listens, so `npm start` serves first and the reports fill within seconds. Seeded
 * by the day: the same day always gets the same past.
 */
export const HISTORY_DAYS = 91;

/** app_meta key set by the first seed: `{ from, to }`, the chain days still to write; removed when done. */
export const DEMO_HISTORY_KEY = "demo_history_pending";

/** Arbitrary constant: two instances starting together write each day once. */
const HISTORY_LOCK = 7_261_003;
const CUSTOMERS = 600;
const MINUTE = 60_000;
const METHODS = [
  ["vnpay", 0.5],
  ["momo", 0.32],
  ["zalopay", 0.18],
] as const;

/** After the first seed: the past's days are noted, for writeDemoHistory to write after the server listens. */
export async function noteDemoHistory(db: Database, now: Date): Promise<void> {
  const today = chainDay(now);
  await db
    .insert(appMeta)
    .values({ key: DEMO_HISTORY_KEY, value: { from: addDays(today, -HISTORY_DAYS), to: addDays(today, -1) } })
    .onConflictDoNothing();
}

/** Writes the days still pending, oldest first; returns how many it wrote. Safe to run on every start. */
export async function writeDemoHistory(db: Database, now: Date): Promise<number> {
  const [pending] = await db.select().from(appMeta).where(sql`${appMeta.key} = ${DEMO_HISTORY_KEY}`);
  if (!pending) return 0;
  const range = pending.value as { from: string; to: string };
  const people = await ensureHistoryPeople(db, now);
  const chain = await readChain(db);
  let written = 0;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (await writeDay(db, { ...people, ...chain }, day, now)) written += 1;
    // Visitors' requests go first: PGlite runs one transaction at a time, in this very thread.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const rated = await queryRows(tx, sql<{ filmId: string }>`select distinct film_id as "filmId" from film_ratings`);
    for (const { filmId } of rated) await recomputeFilmRate(tx, filmId);
    await tx.delete(appMeta).where(sql`${appMeta.key} = ${DEMO_HISTORY_KEY}`);
  });
  return written;
}

type People = { customers: string[]; doorStaff: Map<string, string> };
type Chain = { rooms: PlanRoom[]; seats: Map<string, SeatRow[]>; prices: Map<string, number>; combos: { id: string; price: number; cinemaId: string }[] };

/** What every day reads alike: the rooms, their seats, the price table, the combos each cinema sells. */
async function readChain(db: Database): Promise<Chain> {
  const rooms = (await demoRooms(db)).filter((room) => room.kind === "regular" && room.regularIndex < 2);
  return {
    rooms,
    seats: await seatsOf(db, [...new Set(rooms.map((room) => room.layoutId))]),
    prices: await priceTable(db),
    combos: await queryRows(
      db,
      sql<{
        id: string;
        price: number;
        cinemaId: string;
      }>`select p.id, p.price, pc.cinema_id as "cinemaId" from products p join product_cinemas pc on pc.product_id = p.id where p.active and p.kind = 'combo' order by p.position, pc.cinema_id`,
    ),
  };
}

/** The past's buyers and each cinema's door staff: accounts nobody can sign in to (no password). */
async function ensureHistoryPeople(db: Database, now: Date): Promise<People> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const cinemaRows = await queryRows(tx, sql<{ id: string; slug: string; name: string }>`select id, slug, name from cinemas order by position, slug`);
    const wanted = [
      ...Array.from({ length: CUSTOMERS }, (_, i) => ({ ...historyCustomer(i), role: "customer" as const })),
      ...cinemaRows.map((cinema, i) => ({ ...historyCustomer(CUSTOMERS + i), email: `soatve.${cinema.slug}@demo.hancine.vn`, role: "staff" as const })),
    ];
    await insertRows(
      tx,
      users,
      wanted.map((p) => ({ ...p, passwordHash: "!", termsVersion: "demo", termsAcceptedAt: now, createdAt: now, emailVerifiedAt: now })),
      sql`on conflict do nothing`,
    );
    const ids = new Map(
      (await queryRows(tx, sql<{ id: string; email: string }>`select id, email from users where email like '%@demo.hancine.vn'`)).map((row) => [
        row.email,
        row.id,
      ]),
    );
    const doorStaff = new Map(cinemaRows.map((cinema) => [cinema.id, ids.get(`soatve.${cinema.slug}@demo.hancine.vn`)!]));
    await tx
      .insert(staffCinemas)
      .values([...doorStaff].map(([cinemaId, userId]) => ({ userId, cinemaId })))
      .onConflictDoNothing();
    return { customers: wanted.slice(0, CUSTOMERS).map((p) => ids.get(p.email)!), doorStaff };
  });
}

type SeatRow = { id: string; layoutId: string; y: number; x: number; type: string; span: number };
type ShowRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  layoutId: string;
  format: string;
  filmId: string;
  cinemaId: string;
  cinemaName: string;
  dayKind: string;
  timeBand: string;
};

/**
 * One chain day's prime-time sales, in one transaction: each cinema's first room's show nearest 19:30,
 * and its second room's too from Friday to Sunday. False when the day already has showtimes.
 */
async function writeDay(db: Database, past: People & Chain, day: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [taken] = await queryRows(
      tx,
      sql<{
        n: number;
      }>`select count(*)::int as n from showtimes where starts_at >= ${chainTime(day, 0).toISOString()}::timestamptz and starts_at < ${chainTime(addDays(day, 1), 0).toISOString()}::timestamptz`,
    );
    if (taken!.n > 0) return false;
    const showing = await showingDemoFilms(tx, day);
    const weekend = isWeekend(day);
    const rooms = past.rooms.filter((room) => room.regularIndex < (weekend ? 2 : 1));
    const primeTime = chainTime(day, 19, 30).getTime();
    const nearest = new Map<string, PlannedShowtime>();
    for (const show of planDemoDay(rooms, showing, day)) {
      const best = nearest.get(show.auditoriumId);
      if (!best || Math.abs(show.startsAt.getTime() - primeTime) < Math.abs(best.startsAt.getTime() - primeTime)) nearest.set(show.auditoriumId, show);
    }
    if (nearest.size === 0) return true;
    const shows = await insertShowtimes(tx, [...nearest.values()]);
    const ratings = new Map(showing.map((film) => [film.id, film.rating / 10]));
    await writeSales(tx, planSales(createRandom(`history|${day}`), { day, weekend }, shows, past, ratings, now), past, now);
    return true;
  });
}

function isWeekend(day: string): boolean {
  return [0, 5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
}

async function insertShowtimes(tx: Database, planned: PlannedShowtime[]): Promise<ShowRow[]> {
  const ids = await tx.insert(showtimes).values(planned).returning({ id: showtimes.id });
  return queryRows(
    tx,
    sql<ShowRow>`select s.id, s.starts_at as "startsAt", s.ends_at as "endsAt", s.layout_id as "layoutId", s.format::text as format, s.film_id as "filmId",
        c.id as "cinemaId", c.name as "cinemaName", showtime_day_kind(s.starts_at)::text as "dayKind", showtime_time_band(s.starts_at)::text as "timeBand"
      from showtimes s join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
      where s.id in ${ids.map((row) => row.id)} order by s.starts_at, c.position`,
  ).then((rows) => rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) })));
}

async function seatsOf(db: Database, layoutIds: string[]): Promise<Map<string, SeatRow[]>> {
  const rows = await queryRows(
    db,
    sql<SeatRow>`select id, layout_id as "layoutId", y, x, type::text as type, span from seats where layout_id in ${layoutIds} and not blocked order by layout_id, y, x`,
  );
  const byLayout = new Map<string, SeatRow[]>();
  for (const row of rows) byLayout.set(row.layoutId, [...(byLayout.get(row.layoutId) ?? []), row]);
  return byLayout;
}

async function priceTable(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows(
    db,
    sql<{
      key: string;
      price: number;
    }>`select cinema_id || '|' || format || '|' || seat_type || '|' || day_kind || '|' || time_band as key, price_vnd as price from price_rules`,
  );
  return new Map(rows.map((row) => [row.key, row.price]));
}

type PlannedOrder = {
  id: string;
  /** Numbers the order among every past order: its code and its tickets' codes are drawn from it. */
  serial: number;
  code: string;
  userId: string;
  show: ShowRow;
  seats: { id: string; price: number }[];
  combo: { id: string; quantity: number; unitPrice: number } | null;
  subtotal: number;
  createdAt: Date;
  paidAt: Date;
  method: string;
  refundedAt: Date | null;
  checkedIn: Date | null;
  rating: { score: number; review: string; at: Date } | null;
};

/** Who bought what on that day's evening shows: pure, seeded by the day. */
function planSales(
  rng: Random,
  { day, weekend }: { day: string; weekend: boolean },
  shows: ShowRow[],
  past: People & Chain,
  ratings: Map<string, number>,
  now: Date,
): PlannedOrder[] {
  const { seats, prices, combos, customers } = past;
  const sale: PlannedOrder[] = [];
  for (const show of shows) {
    const taken = new Set<string>();
    const rating = ratings.get(show.filmId) ?? 7;
    const count = rng.int(2, 4) + (weekend ? rng.int(0, 2) : 0) + (rating >= 8.3 ? rng.int(0, 2) : 0);
    for (let i = 0; i < count; i++) {
      const size = rng.pick([1, 2, 2, 2, 2, 3, 4, 4]);
      const chosen = pickSeats(rng, seats.get(show.layoutId) ?? [], taken, size);
      if (chosen.length === 0) break;
      const seatLines = chosen.map((seat) => ({
        id: seat.id,
        price: prices.get(`${show.cinemaId}|${show.format}|${seat.type}|${show.dayKind}|${show.timeBand}`) ?? 0,
      }));
      if (seatLines.some((line) => line.price === 0)) continue;
      const offered = combos.filter((combo) => combo.cinemaId === show.cinemaId);
      const comboPick = offered.length > 0 && rng.chance(0.35) ? rng.pick(offered) : null;
      const combo = comboPick ? { id: comboPick.id, quantity: rng.pick([1, 1, 2]), unitPrice: comboPick.price } : null;
      const createdAt = new Date(show.startsAt.getTime() - rng.int(20, 9 * 60) * MINUTE);
      const paidAt = new Date(createdAt.getTime() + rng.int(1, 6) * MINUTE);
      // A customer may cancel until an hour before the show.
      const cancellable = Math.floor((show.startsAt.getTime() - paidAt.getTime()) / MINUTE) - 60;
      const refundedAt = cancellable > 10 && rng.chance(0.04) ? new Date(paidAt.getTime() + rng.int(5, cancellable) * MINUTE) : null;
      const refunded = refundedAt !== null;
      const checkedIn = !refunded && rng.chance(0.9) ? new Date(show.startsAt.getTime() - rng.int(0, 25) * MINUTE) : null;
      const rates = checkedIn && rng.chance(0.14);
      const reviewAt = new Date(Math.min(show.endsAt.getTime() + rng.int(10, 20 * 60) * MINUTE, now.getTime() - MINUTE));
      const score = Math.max(1, Math.min(10, Math.round(rating + (rng.next() + rng.next() + rng.next() - 1.5) * 1.6)));
      const n = sale.length;
      sale.push({
        id: uuidOf(`order|${day}`, n),
        serial: dayNumber(day) * 4096 + n,
        code: codeOf("HC", dayNumber(day) * 4096 + n, 8),
        userId: customers[Math.floor(rng.next() ** 1.6 * customers.length)]!,
        show,
        seats: seatLines,
        combo,
        subtotal: seatLines.reduce((sum, line) => sum + line.price, 0) + (combo ? combo.quantity * combo.unitPrice : 0),
        createdAt,
        paidAt,
        method: weighted(rng, METHODS),
        refundedAt,
        checkedIn,
        rating: rates
          ? { score, review: rng.chance(0.7) ? rng.pick(DEMO_REVIEW_LINES[score >= 8 ? "good" : score >= 6 ? "fair" : "poor"]) : "", at: reviewAt }
          : null,
      });
      for (const seat of chosen) taken.add(seat.id);
    }
  }
  return sale;
}

/** Side by side in one row, away from the screen's first rows; a couple seat for some pairs. */
function pickSeats(rng: Random, seats: SeatRow[], taken: Set<string>, size: number): SeatRow[] {
  const rows = [...new Set(seats.map((seat) => seat.y))];
  if (rows.length === 0) return [];
  const start = Math.floor(rows.length * rng.float(0.35, 0.85));
  const order = [...rows.slice(start), ...rows.slice(0, start).reverse()];
  for (const y of order) {
    const row = seats.filter((seat) => seat.y === y && !taken.has(seat.id));
    const couples = row.filter((seat) => seat.span === 2);
    if (size === 2 && couples.length > 0) return [rng.pick(couples)];
    const singles = row.filter((seat) => seat.span === 1);
    const mid = Math.floor(singles.length / 2) + rng.int(-3, 3);
    for (let offset = 0; offset < singles.length; offset++) {
      const from = mid + (offset % 2 === 0 ? offset / 2 : -(offset + 1) / 2);
      const run = singles.slice(from, from + size);
      if (from < 0 || run.length < size) continue;
      if (run.every((seat, i) => i === 0 || (seat.x - run[i - 1]!.x <= 1 && seat.type === run[0]!.type))) return run;
    }
  }
  return [];
}

/** Inserts the day's orders as the product would have left them, in bulk. */
async function writeSales(tx: Database, sale: PlannedOrder[], people: People, now: Date): Promise<void> {
  if (sale.length === 0) return;
  const userIds = [...new Set(sale.map((order) => order.userId))];
  const spend = new Map(
    (
      await queryRows(
        tx,
        sql<{
          userId: string;
          spend: number;
          orders: number;
        }>`select user_id as "userId", sum(amount_vnd)::bigint as spend, count(*) filter (where amount_vnd > 0)::int as orders
          from membership_spend where user_id in ${userIds} group by user_id`,
      )
    ).map((row) => [row.userId, { spend: Number(row.spend), orders: row.orders }]),
  );
  const balances = new Map(
    (await queryRows(tx, sql<{ userId: string; balance: number }>`select user_id as "userId", balance from points_accounts where user_id in ${userIds}`)).map(
      (row) => [row.userId, row.balance],
    ),
  );
  const byTime = [...sale].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  const ledger: (typeof pointsLedger.$inferInsert)[] = [];
  const spends: (typeof membershipSpend.$inferInsert)[] = [];
  for (const order of byTime) {
    const member = spend.get(order.userId) ?? { spend: 0, orders: 0 };
    const rate = POINTS_EARN_RATE[membershipFor(member.spend, member.orders).tier.key as keyof typeof POINTS_EARN_RATE];
    const points = pointsEarned(order.subtotal, rate, 1000);
    let balance = balances.get(order.userId) ?? 0;
    const expiresAt = new Date(order.paidAt);
    expiresAt.setUTCMonth(expiresAt.getUTCMonth() + POINTS_LIFETIME_MONTHS);
    if (points > 0) {
      balance += points;
      ledger.push({
        userId: order.userId,
        at: order.paidAt,
        points,
        reason: "earned",
        orderId: order.id,
        paymentId: paymentIdOf(order),
        expiresAt,
        balanceAfter: balance,
      });
    }
    if (order.refundedAt && points > 0) {
      balance -= points;
      ledger.push({
        userId: order.userId,
        at: order.refundedAt,
        points: -points,
        reason: "revoked",
        orderId: order.id,
        paymentId: paymentIdOf(order),
        balanceAfter: balance,
      });
    }
    balances.set(order.userId, balance);
    const kept = order.refundedAt ? 0 : order.subtotal;
    spend.set(order.userId, { spend: member.spend + kept, orders: member.orders + (kept > 0 ? 1 : 0) });
    spends.push({ orderId: order.id, userId: order.userId, amountVnd: kept, at: order.paidAt });
  }

  // Every order is first paid (the reports' trigger counts it), then the refunded ones are refunded.
  await insertRows(
    tx,
    orders,
    sale.map((o) => ({
      id: o.id,
      code: o.code,
      userId: o.userId,
      showtimeId: o.show.id,
      status: "paid" as const,
      expiresAt: new Date(o.createdAt.getTime() + 10 * MINUTE),
      subtotalVnd: o.subtotal,
      totalVnd: o.subtotal,
      ageConfirmed: true,
      createdAt: o.createdAt,
      updatedAt: o.paidAt,
      paidAt: o.paidAt,
    })),
  );
  await insertRows(
    tx,
    orderProducts,
    sale.flatMap((o) => (o.combo ? [{ orderId: o.id, productId: o.combo.id, quantity: o.combo.quantity, unitPriceVnd: o.combo.unitPrice }] : [])),
  );
  await insertRows(
    tx,
    seatClaims,
    sale.flatMap((o) =>
      o.seats.map((seat) => ({ showtimeId: o.show.id, seatId: seat.id, orderId: o.id, heldFrom: o.createdAt, heldUntil: o.refundedAt, priceVnd: seat.price })),
    ),
  );
  await insertRows(
    tx,
    payments,
    sale.map((o) => ({
      id: paymentIdOf(o),
      txnRef: `${o.code}-1`,
      orderId: o.id,
      method: o.method as "vnpay",
      amountVnd: o.subtotal,
      status: (o.refundedAt ? "refunded" : "paid") as "paid",
      providerTxnId: `GW${o.code}`,
      responseCode: "00",
      createdAt: o.createdAt,
      expiresAt: new Date(o.createdAt.getTime() + 10 * MINUTE),
      completedAt: o.paidAt,
    })),
  );
  const refunded = sale.filter((o) => o.refundedAt);
  await insertRows(
    tx,
    refunds,
    refunded.map((o) => ({
      id: uuidOf(`refund|${o.code}`, 0),
      paymentId: paymentIdOf(o),
      refundRef: `${o.code}-R1`,
      amountVnd: o.subtotal,
      reason: REFUND_REASON_TEXT.customer_cancel,
      status: "done" as const,
      attempts: 1,
      nextAttemptAt: o.refundedAt!,
      createdAt: o.refundedAt!,
      completedAt: o.refundedAt!,
      providerRefundId: `${o.code}R`,
    })),
  );
  const ticketRows = sale.flatMap((o) =>
    o.seats.map((seat, i) => ({
      id: uuidOf(`ticket|${o.code}`, i),
      code: codeOf("", o.serial * 8 + i, 10),
      orderId: o.id,
      showtimeId: o.show.id,
      seatId: seat.id,
      issuedAt: o.paidAt,
      refundId: o.refundedAt ? uuidOf(`refund|${o.code}`, 0) : null,
    })),
  );
  await insertRows(tx, tickets, ticketRows);
  const byOrder = new Map(sale.map((o) => [o.id, o]));
  await insertRows(
    tx,
    checkins,
    ticketRows.flatMap((t) => {
      const order = byOrder.get(t.orderId)!;
      return order.checkedIn
        ? [{ ticketId: t.id, staffUserId: people.doorStaff.get(order.show.cinemaId)!, at: order.checkedIn, place: order.show.cinemaName }]
        : [];
    }),
  );
  if (refunded.length > 0) {
    await tx.execute(sql`update orders set status = 'refunded', updated_at = paid_at where id in ${refunded.map((o) => o.id)}`);
  }
  await insertRows(tx, membershipSpend, spends);
  await insertRows(tx, pointsLedger, ledger);
  await insertRows(
    tx,
    pointsAccounts,
    [...balances].map(([userId, balance]) => ({ userId, balance, updatedAt: now })),
    sql`on conflict (user_id) do update set balance = excluded.balance, updated_at = excluded.updated_at`,
  );
  await insertRows(
    tx,
    filmRatings,
    sale.flatMap((o) =>
      o.rating
        ? [{ userId: o.userId, filmId: o.show.filmId, score: o.rating.score, review: o.rating.review, createdAt: o.rating.at, updatedAt: o.rating.at }]
        : [],
    ),
    sql`on conflict do nothing`,
  );
}

/**
 * Inserts rows in one statement, a parameter per column (`unnest` of arrays): a day's thousands of
 * rows cost one parse, not one per row. `onConflict`: what an existing key does (default: an error).
 */
async function insertRows(tx: Database, table: PgTable, rows: Record<string, unknown>[], onConflict: SQL = sql``): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const arrays = sql.join(
    keys.map((key) => sql`${arrayLiteral(rows.map((row) => row[key]))}::${sql.raw(columns[key]!.getSQLType())}[]`),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays}) ${onConflict}`);
}

/** A PostgreSQL array literal ('{"a","b",NULL}'): both drivers pass it as one text parameter. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return "NULL";
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

function paymentIdOf(order: PlannedOrder): string {
  return uuidOf(`payment|${order.code}`, 0);
}

function weighted<T extends string>(rng: Random, choices: readonly (readonly [T, number])[]): T {
  let r = rng.next();
  for (const [value, weight] of choices) {
    if ((r -= weight) < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** The same id for the same past row on every machine: a version-4-shaped UUID hashed from the key. */
function uuidOf(key: string, n: number): string {
  const hex = createHash("sha256").update(`hancine-history|${key}#${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A code in the booking alphabet (no 0/O, 1/I/L), different for every n: n scrambled by a bijection of [0, 31^length). */
function codeOf(prefix: string, n: number, length: number): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  const space = 31n ** BigInt(length);
  let value = (BigInt(n) * 2_654_435_761n + 97_531n) % space;
  let code = "";
  for (let i = 0; i < length; i++) {
    code = alphabet[Number(value % 31n)] + code;
    value /= 31n;
  }
  return prefix + code;
}
