import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { auditoriums, cinemas, films, showtimes } from "#server/db/schema/catalog.ts";
import { queueEntries, saleEvents, saleEventShowtimes } from "#server/db/schema/waiting-room.ts";
import { showtimeSales } from "#server/db/schema/reports.ts";
import type { SaleEventRow } from "./sale-events-repository.ts";

/** The back office's reads and writes of sale events (decision 055). */

export type { SaleEventRow } from "./sale-events-repository.ts";
export type SaleEventFilm = { id: string; slug: string; name: string; imagePortrait: string };
/** A showtime as the editor checks it: its film, cinema, start, and whether it was cancelled. */
export type CandidateShowtime = { id: string; filmId: string; cinemaId: string; startsAt: Date; cancelled: boolean };
export type EventShowtime = { eventId: string; showtimeId: string; startsAt: Date; cinemaId: string; cinemaSlug: string; cinemaName: string };
export type EventSales = { web: { orders: number; tickets: number }; counter: { orders: number; tickets: number }; seats: number };
export type QueueCounts = { waiting: number; admitted: number; buying: number; done: number; left: number; admittedLastMinute: number };

export async function findFilm(db: Database, filmId: string): Promise<SaleEventFilm | null> {
  const [film] = await db.select({ id: films.id, slug: films.slug, name: films.title, imagePortrait: films.poster }).from(films).where(eq(films.id, filmId));
  return film ?? null;
}

export async function filmsByIds(db: Database, ids: string[]): Promise<Map<string, SaleEventFilm>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: films.id, slug: films.slug, name: films.title, imagePortrait: films.poster }).from(films).where(inArray(films.id, ids));
  return new Map(rows.map((f) => [f.id, f]));
}

const candidateColumns = {
  id: showtimes.id,
  filmId: showtimes.filmId,
  cinemaId: auditoriums.cinemaId,
  startsAt: showtimes.startsAt,
  cancelled: sql<boolean>`${showtimes.cancelledAt} is not null`.mapWith(Boolean),
};

/** The named showtimes (unknown ids are simply absent). */
export async function showtimesByIds(db: Database, ids: string[]): Promise<CandidateShowtime[]> {
  return db.select(candidateColumns).from(showtimes).innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId)).where(inArray(showtimes.id, ids));
}

/** A still-open event holds the showtime (a closed one lets it go). */
const heldByLiveEvent = sql`exists (
  select 1 from ${saleEventShowtimes} join ${saleEvents} on ${saleEvents.id} = ${saleEventShowtimes.eventId}
  where ${saleEventShowtimes.showtimeId} = ${showtimes.id} and ${saleEvents.closedAt} is null)`;

/** The film's showtimes starting after `after` (the opening), not cancelled and in no open event, in these cinemas ("all": the chain). */
export async function comingShowtimesOfFilm(db: Database, filmId: string, after: Date, cinemaIds: "all" | string[]): Promise<CandidateShowtime[]> {
  if (cinemaIds !== "all" && cinemaIds.length === 0) return [];
  return db
    .select(candidateColumns)
    .from(showtimes)
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .where(
      and(
        eq(showtimes.filmId, filmId),
        gt(showtimes.startsAt, after),
        isNull(showtimes.cancelledAt),
        sql`not ${heldByLiveEvent}`,
        cinemaIds === "all" ? undefined : inArray(auditoriums.cinemaId, cinemaIds),
      ),
    )
    .orderBy(asc(showtimes.startsAt));
}

export async function insertSaleEvent(tx: Database, values: typeof saleEvents.$inferInsert): Promise<SaleEventRow> {
  const [row] = await tx.insert(saleEvents).values(values).returning();
  return row!;
}

/**
 * Binds the showtimes to the event; false when one already belongs to an open event. The primary
 * key of `sale_event_showtimes` decides, also between two events being created at once (the later
 * insert waits for the earlier transaction, then finds the row). A closed event's binding is let go
 * first: its showtimes sell as usual again. Ids go in sorted, so two racing inserts lock in one order.
 */
export async function bindShowtimes(tx: Database, eventId: string, showtimeIds: string[]): Promise<boolean> {
  const ids = [...showtimeIds].sort();
  await tx
    .delete(saleEventShowtimes)
    .where(
      and(
        inArray(saleEventShowtimes.showtimeId, ids),
        inArray(saleEventShowtimes.eventId, tx.select({ id: saleEvents.id }).from(saleEvents).where(isNotNull(saleEvents.closedAt))),
      ),
    );
  const bound = await tx
    .insert(saleEventShowtimes)
    .values(ids.map((showtimeId) => ({ showtimeId, eventId })))
    .onConflictDoNothing({ target: saleEventShowtimes.showtimeId })
    .returning({ id: saleEventShowtimes.showtimeId });
  return bound.length === ids.length;
}

/** The event's row lock (the one the admission job takes, SKIP LOCKED, before letting people in): a change waits for a round of admissions. */
export async function lockSaleEventRow(tx: Database, id: string): Promise<SaleEventRow | null> {
  const [row] = await tx.select().from(saleEvents).where(eq(saleEvents.id, id)).for("update");
  return row ?? null;
}

export async function updateSaleEventRow(tx: Database, id: string, values: Partial<typeof saleEvents.$inferInsert>): Promise<SaleEventRow> {
  const [row] = await tx.update(saleEvents).set(values).where(eq(saleEvents.id, id)).returning();
  return row!;
}

/**
 * The events a person may see: all (admins), or those whose every showtime is at one of these
 * cinemas (managers; an event without showtimes left is the chain's). Open events first, by opening.
 */
export async function listSaleEventRows(db: Database, cinemaIds: "all" | string[]): Promise<SaleEventRow[]> {
  const inScope =
    cinemaIds === "all"
      ? undefined
      : cinemaIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${saleEventShowtimes} where ${saleEventShowtimes.eventId} = ${saleEvents.id})
          and not exists (
            select 1 from ${saleEventShowtimes}
            join ${showtimes} on ${showtimes.id} = ${saleEventShowtimes.showtimeId}
            join ${auditoriums} on ${auditoriums.id} = ${showtimes.auditoriumId}
            where ${saleEventShowtimes.eventId} = ${saleEvents.id} and ${auditoriums.cinemaId} not in (${sql.join(
              cinemaIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}))`;
  return db
    .select()
    .from(saleEvents)
    .where(inScope)
    .orderBy(sql`${saleEvents.closedAt} is not null`, asc(saleEvents.opensAt), asc(saleEvents.createdAt))
    .limit(500);
}

/** The events' showtimes with their cinemas, by start. */
export async function showtimesOfEvents(db: Database, eventIds: string[]): Promise<EventShowtime[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: saleEventShowtimes.eventId,
      showtimeId: saleEventShowtimes.showtimeId,
      startsAt: showtimes.startsAt,
      cinemaId: cinemas.id,
      cinemaSlug: cinemas.slug,
      cinemaName: cinemas.name,
    })
    .from(saleEventShowtimes)
    .innerJoin(showtimes, eq(showtimes.id, saleEventShowtimes.showtimeId))
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .innerJoin(cinemas, eq(cinemas.id, auditoriums.cinemaId))
    .where(inArray(saleEventShowtimes.eventId, eventIds))
    .orderBy(asc(showtimes.startsAt), asc(saleEventShowtimes.showtimeId));
}

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Places per state (left counts those who ran out of time too), and those let in during the last 60 seconds. */
export async function queueCountsOf(db: Database, eventIds: string[], now: Date): Promise<Map<string, QueueCounts>> {
  if (eventIds.length === 0) return new Map();
  const minuteAgo = new Date(now.getTime() - 60_000);
  const rows = await db
    .select({
      eventId: queueEntries.eventId,
      waiting: countOf(sql`${queueEntries.state} = 'waiting'`),
      admitted: countOf(sql`${queueEntries.state} = 'admitted'`),
      buying: countOf(sql`${queueEntries.state} = 'buying'`),
      done: countOf(sql`${queueEntries.state} = 'done'`),
      left: countOf(sql`${queueEntries.state} in ('left', 'expired')`),
      admittedLastMinute: countOf(
        sql`${queueEntries.admittedAt} > ${minuteAgo.toISOString()}::timestamptz and ${queueEntries.admittedAt} <= ${now.toISOString()}::timestamptz`,
      ),
    })
    .from(queueEntries)
    .where(inArray(queueEntries.eventId, eventIds))
    .groupBy(queueEntries.eventId);
  return new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]));
}

const total = (column: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * What the events' showtimes have sold so far, by channel: the reports' per-showtime sales (kept by the
 * orders' and tickets' triggers in the paying or refunding transaction), so a counter sale during the
 * premiere shows at the next reading.
 */
export async function salesOfEvents(db: Database, eventIds: string[]): Promise<Map<string, EventSales>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: saleEventShowtimes.eventId,
      orders: total(sql`${showtimeSales.orders}`),
      tickets: total(sql`${showtimeSales.tickets}`),
      counterOrders: total(sql`${showtimeSales.counterOrders}`),
      counterTickets: total(sql`${showtimeSales.counterTickets}`),
      seats: total(sql`${showtimeSales.seats}`),
    })
    .from(saleEventShowtimes)
    .innerJoin(showtimeSales, eq(showtimeSales.showtimeId, saleEventShowtimes.showtimeId))
    .where(inArray(saleEventShowtimes.eventId, eventIds))
    .groupBy(saleEventShowtimes.eventId);
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        web: { orders: row.orders - row.counterOrders, tickets: row.tickets - row.counterTickets },
        counter: { orders: row.counterOrders, tickets: row.counterTickets },
        seats: row.seats,
      },
    ]),
  );
}
