import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { WaitlistStatus } from "@hancine/contract/waitlist";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { waitlistEntries, type waitlistWakeups } from "#server/db/schema/after-sale.ts";

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** The customer's live place (waiting or offered) in this showtime's line, locked. */
export async function liveEntryOf(tx: Database, userId: string, showtimeId: string): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.showtimeId, showtimeId), inArray(waitlistEntries.status, ["waiting", "offered"])))
    .for("update");
  return row ?? null;
}

export async function insertEntry(tx: Database, entry: { userId: string; showtimeId: string; seats: number; now: Date }): Promise<string> {
  const [row] = await tx
    .insert(waitlistEntries)
    .values({ userId: entry.userId, showtimeId: entry.showtimeId, seats: entry.seats, joinedAt: entry.now, updatedAt: entry.now })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

export async function setEntryStatus(tx: Database, id: string, status: WaitlistStatus, now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, id));
}

export async function markOffered(tx: Database, id: string, orderId: string, now: Date): Promise<void> {
  await tx.update(waitlistEntries).set({ status: "offered", orderId, offeredAt: now, updatedAt: now }).where(eq(waitlistEntries.id, id));
}

/**
 * Offers whose held order is over: paid → bought, anything else (ran out, released) → lapsed. An
 * order whose hold ran out counts as over at its expiry even before the expiry job marks it.
 */
export async function settleOffers(tx: Database, showtimeId: string, now: Date): Promise<void> {
  await tx.execute(sql`update waitlist_entries w
      set status = (case when o.status = 'paid' then 'bought' else 'lapsed' end)::waitlist_status, updated_at = ${now.toISOString()}::timestamptz
      from orders o
     where o.id = w.order_id and w.showtime_id = ${showtimeId} and w.status = 'offered'
       and (o.status not in ('held', 'pending_payment') or o.expires_at <= ${now.toISOString()}::timestamptz)`);
}

/** The showtime's waiting places in the order of the line, locked. */
export async function waitingLine(tx: Database, showtimeId: string): Promise<WaitlistEntryRow[]> {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.showtimeId, showtimeId), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.lineNo))
    .for("update");
}

/** Closes every live place of a showtime that no longer sells (cancelled, started, sales closed). */
export async function closeLine(tx: Database, showtimeId: string, now: Date): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ status: "closed", updatedAt: now })
    .where(and(eq(waitlistEntries.showtimeId, showtimeId), eq(waitlistEntries.status, "waiting")));
}

/** Takes the oldest wake-up no other instance is working on (SKIP LOCKED) and deletes it; its showtime, or null. */
export async function takeWakeup(tx: Database): Promise<string | null> {
  const [row] = await queryRows(
    tx,
    sql<RawRow<Pick<typeof waitlistWakeups.$inferSelect, "showtimeId">>>`delete from waitlist_wakeups
      where showtime_id = (select showtime_id from waitlist_wakeups order by woken_at limit 1 for update skip locked)
      returning showtime_id as "showtimeId"`,
  );
  return row?.showtimeId ?? null;
}

/** One hand-over per showtime at a time, on every instance: a transaction-scoped advisory lock. */
export async function lockLine(tx: Database, showtimeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waitlist'), hashtext(${showtimeId}))`);
}

type MyEntryRow = RawRow<
  Pick<WaitlistEntryRow, "id" | "showtimeId" | "seats" | "status" | "joinedAt" | "orderId"> & {
    position: number | string | null;
    orderCode: string | null;
    orderStatus: string | null;
    expiresAt: string | null;
    seatLabels: string[] | null;
    startsAt: string;
    format: string;
    filmSlug: string;
    filmName: string;
    cinemaSlug: string;
    cinemaName: string;
    auditorium: string;
  }
>;

/** The customer's places, newest first, with their position in line and the offered order. */
export async function entriesOfUser(db: Database, userId: string, limit = 30): Promise<MyEntryRow[]> {
  return queryRows(
    db,
    sql<MyEntryRow>`select w.id, w.showtime_id as "showtimeId", w.seats, w.status, w.joined_at as "joinedAt", w.order_id as "orderId",
        case when w.status = 'waiting' then (select count(*) from waitlist_entries ahead
             where ahead.showtime_id = w.showtime_id and ahead.status = 'waiting' and ahead.line_no <= w.line_no) end as position,
        o.code as "orderCode", o.status as "orderStatus", o.expires_at as "expiresAt",
        (select array_agg(se.label order by se.y, se.x) from seat_claims sc join seats se on se.id = sc.seat_id where sc.order_id = o.id) as "seatLabels",
        s.starts_at as "startsAt", s.format, f.slug as "filmSlug", f.title as "filmName", c.slug as "cinemaSlug", c.name as "cinemaName", a.name as auditorium
      from waitlist_entries w
      join showtimes s on s.id = w.showtime_id
      join films f on f.id = s.film_id
      join auditoriums a on a.id = s.auditorium_id
      join cinemas c on c.id = a.cinema_id
      left join orders o on o.id = w.order_id
     where w.user_id = ${userId}
     order by w.joined_at desc
     limit ${limit}`,
  );
}
