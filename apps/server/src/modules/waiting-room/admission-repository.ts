import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { queueEntries } from "#server/db/schema/waiting-room.ts";

/**
 * Gives the entries waiting without a place number their places after `lastSeq`, in the order of
 * their random draws: at the opening, everyone who came before it; later, the rare join that raced
 * the draw. Answers how many were numbered.
 */
export async function numberByDraw(tx: Database, eventId: string, lastSeq: number, now: Date): Promise<number> {
  const rows = await queryRows(
    tx,
    sql<{ id: string }>`with drawn as (
        select id, row_number() over (order by draw nulls last, id) as rn from queue_entries
         where event_id = ${eventId} and seq is null and state = 'waiting')
      update queue_entries q set seq = ${lastSeq} + drawn.rn, updated_at = ${now.toISOString()}::timestamptz
        from drawn where q.id = drawn.id
      returning q.id`,
  );
  return rows.length;
}

/** Admissions not used in time become `expired`; answers how many. */
export async function expireAdmissions(tx: Database, eventId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(queueEntries)
    .set({ state: "expired", updatedAt: now })
    .where(
      and(eq(queueEntries.eventId, eventId), eq(queueEntries.state, "admitted"), sql`${queueEntries.admissionExpiresAt} <= ${now.toISOString()}::timestamptz`),
    )
    .returning({ id: queueEntries.id });
  return rows.length;
}

/** People let in during the last minute and the last second (the rate's windows), counted from the database. */
export async function recentAdmissions(tx: Database, eventId: string, now: Date): Promise<{ lastMinute: number; lastSecond: number }> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const secondAgo = new Date(now.getTime() - 1_000);
  const [row] = await tx
    .select({
      lastMinute: count(),
      lastSecond: sql<number>`count(*) filter (where ${queueEntries.admittedAt} > ${secondAgo.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, eventId), gt(queueEntries.admittedAt, minuteAgo)));
  return { lastMinute: row?.lastMinute ?? 0, lastSecond: row?.lastSecond ?? 0 };
}

export type LineRow = Pick<typeof queueEntries.$inferSelect, "id" | "seq" | "state" | "seenAt" | "admittedAt">;

/** The next `limit` places after `through`, in order and locked (any state: those gone are passed over). */
export async function placesAfter(tx: Database, eventId: string, through: number, limit: number): Promise<LineRow[]> {
  return tx
    .select({ id: queueEntries.id, seq: queueEntries.seq, state: queueEntries.state, seenAt: queueEntries.seenAt, admittedAt: queueEntries.admittedAt })
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, eventId), gt(queueEntries.seq, through)))
    .orderBy(queueEntries.seq)
    .limit(limit)
    .for("update");
}

/** Lets these waiting entries in until `expiresAt`; answers how many (one that left meanwhile is not let in). */
export async function admitEntries(tx: Database, ids: string[], now: Date, expiresAt: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(queueEntries)
    .set({ state: "admitted", admittedAt: now, admissionExpiresAt: expiresAt, updatedAt: now })
    .where(and(inArray(queueEntries.id, ids), eq(queueEntries.state, "waiting")))
    .returning({ id: queueEntries.id });
  return rows.length;
}

/** Those away too long when their turn came (rows locked by `placesAfter`) are passed over as `left`. */
export async function passOverAway(tx: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(queueEntries)
    .set({ state: "left", updatedAt: now })
    .where(and(inArray(queueEntries.id, ids), eq(queueEntries.state, "waiting")));
}

/** The account's turn of this event is `buying` and still running (locked for share in a hold's transaction when `lock`). */
export async function buyingEntry(db: Database, eventId: string, userId: string, now: Date, lock: boolean): Promise<boolean> {
  const query = db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.userId, userId), eq(queueEntries.state, "buying"), gt(queueEntries.buyingUntil, now)));
  return (await (lock ? query.for("share") : query)).length > 0;
}

/** An admitted entry of this account and event, its admission not run out, moves to `buying` until `buyingUntil`. False when there is none (used, or run out). */
export async function startBuying(tx: Database, entry: { entryId: string; eventId: string; userId: string; buyingUntil: Date; now: Date }): Promise<boolean> {
  const claimed = await tx
    .update(queueEntries)
    .set({ state: "buying", buyingUntil: entry.buyingUntil, updatedAt: entry.now })
    .where(
      and(
        eq(queueEntries.id, entry.entryId),
        eq(queueEntries.eventId, entry.eventId),
        eq(queueEntries.userId, entry.userId),
        eq(queueEntries.state, "admitted"),
        sql`${queueEntries.admissionExpiresAt} > ${entry.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: queueEntries.id });
  return claimed.length > 0;
}
