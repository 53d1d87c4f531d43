import { and, eq, inArray, sql } from "drizzle-orm";
import { queryPreparedRows, type Database, type RawRow } from "#server/db/client.ts";
import { queueEntries } from "#server/db/schema/waiting-room.ts";

export type QueueEntryRow = typeof queueEntries.$inferSelect;

export async function entriesByIds(db: Database, ids: string[]): Promise<QueueEntryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(queueEntries).where(inArray(queueEntries.id, ids));
}

/** A queue entry as raw SQL answers it (timestamps as text, 64-bit numbers as text on PostgreSQL). */
type EntryRaw = Omit<RawRow<QueueEntryRow>, "draw" | "seq"> & { draw: string | number | null; seq: string | number | null };

const ENTRY_COLUMNS = sql.raw(
  `id, event_id as "eventId", user_id as "userId", state, draw, seq, joined_at as "joinedAt", seen_at as "seenAt", admitted_at as "admittedAt", ` +
    `admission_expires_at as "admissionExpiresAt", buying_until as "buyingUntil", updated_at as "updatedAt"`,
);

const orNull = <T>(value: T | null, to: (value: T) => unknown) => (value === null ? null : to(value));

function entryOfRaw(row: EntryRaw): QueueEntryRow {
  return {
    ...row,
    draw: orNull(row.draw, Number) as number | null,
    seq: orNull(row.seq, Number) as number | null,
    joinedAt: new Date(row.joinedAt),
    seenAt: new Date(row.seenAt),
    admittedAt: orNull(row.admittedAt, (at) => new Date(at)) as Date | null,
    admissionExpiresAt: orNull(row.admissionExpiresAt, (at) => new Date(at)) as Date | null,
    buyingUntil: orNull(row.buyingUntil, (at) => new Date(at)) as Date | null,
    updatedAt: new Date(row.updatedAt),
  };
}

/** The owner was here (a poll, a stream opening, asking to join again): refreshes `seen_at` and answers the entry, or null when they have none. */
export async function touchEntryOf(db: Database, eventId: string, userId: string, now: Date): Promise<QueueEntryRow | null> {
  const [row] = await queryPreparedRows(
    db,
    "queue_touch_entry",
    sql<EntryRaw>`update queue_entries set seen_at = ${now.toISOString()}::timestamptz
                   where event_id = ${eventId}::uuid and user_id = ${userId}::uuid
                  returning ${ENTRY_COLUMNS}`,
  );
  return row ? entryOfRaw(row) : null;
}

/**
 * Open streams keep their places: one statement for all of this process's streams, the ids sent as
 * one text parameter (ten thousand placeholders would take the event loop for tens of milliseconds).
 */
export async function touchEntries(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update queue_entries set seen_at = ${now.toISOString()}::timestamptz where id = any(string_to_array(${ids.join(",")}, ',')::uuid[])`);
}

/**
 * Joins the line in one statement (the premiere's hot path: no transaction, no lock before the
 * opening). A new entry, or one that had left, run out or bought coming back, gets — if the event's
 * draw has been made — the next number (`last_seq + 1`, under the event row's lock for this statement
 * alone), else the random `draw` it will be numbered by at the opening. Whether the draw was made is
 * read by the statement itself: a join that waits for the draw's lock sees it done and takes the next
 * number after it; one that committed just before carries its draw and is numbered by the job's next run.
 * An entry still in line is left as it is (null: the caller touches and reads it). Two tabs of one
 * account joining at the same instant may leave one number unused: the job passes over gaps.
 */
export async function joinLine(db: Database, entry: { eventId: string; userId: string; draw: number; now: Date }): Promise<QueueEntryRow | null> {
  const now = entry.now.toISOString();
  const [row] = await queryPreparedRows(
    db,
    "queue_join_line",
    sql<EntryRaw>`with next as (
        update sale_events set last_seq = last_seq + 1, updated_at = ${now}::timestamptz
         where id = ${entry.eventId}::uuid and drawn_at is not null
           and not exists (select 1 from queue_entries l where l.event_id = ${entry.eventId}::uuid and l.user_id = ${entry.userId}::uuid
                             and l.state in ('waiting', 'admitted', 'buying'))
        returning last_seq)
      insert into queue_entries as q (event_id, user_id, state, draw, seq, joined_at, seen_at, updated_at)
      select ${entry.eventId}::uuid, ${entry.userId}::uuid, 'waiting', case when next.last_seq is null then ${entry.draw}::bigint end, next.last_seq,
             ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
        from (select 1) one left join next on true
      on conflict (event_id, user_id) do update
         set state = 'waiting', draw = excluded.draw, seq = excluded.seq, joined_at = excluded.joined_at, seen_at = excluded.seen_at,
             admission_expires_at = null, buying_until = null, updated_at = excluded.updated_at
       where q.state not in ('waiting', 'admitted', 'buying')
      returning ${ENTRY_COLUMNS}`,
  );
  return row ? entryOfRaw(row) : null;
}

/** Leaves the line (or an admission not used yet); false when the account was neither waiting nor admitted. */
export async function leaveLine(db: Database, eventId: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(queueEntries)
    .set({ state: "left", updatedAt: now })
    .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.userId, userId), inArray(queueEntries.state, ["waiting", "admitted"])))
    .returning({ id: queueEntries.id });
  return rows.length > 0;
}
