import { and, eq, inArray, sql } from "drizzle-orm";
import type { QueueState } from "@hancine/contract/waiting-room";
import type { Database } from "../../db/client.ts";
import { queueEntries } from "../../db/schema/waiting-room.ts";

export type QueueEntryRow = typeof queueEntries.$inferSelect;

/** States an account is still in line or inside with: joining again keeps the place. */
export const LIVE_STATES: QueueState[] = ["waiting", "admitted", "buying"];

export async function entryOf(db: Database, eventId: string, userId: string): Promise<QueueEntryRow | null> {
  const [row] = await db
    .select()
    .from(queueEntries)
    .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.userId, userId)));
  return row ?? null;
}

export async function entriesByIds(db: Database, ids: string[]): Promise<QueueEntryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(queueEntries).where(inArray(queueEntries.id, ids));
}

/** The owner was here (a poll): refreshes `seen_at` and answers the entry, or null when they have none. */
export async function touchEntryOf(db: Database, eventId: string, userId: string, now: Date): Promise<QueueEntryRow | null> {
  const [row] = await db
    .update(queueEntries)
    .set({ seenAt: now })
    .where(and(eq(queueEntries.eventId, eventId), eq(queueEntries.userId, userId)))
    .returning();
  return row ?? null;
}

/** Open streams keep their places: one statement for all of this process's streams. */
export async function touchEntries(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(queueEntries).set({ seenAt: now }).where(inArray(queueEntries.id, ids));
}

/**
 * A place at the end of the line, or a draw before it: a new entry, or one that had left, run out
 * or bought coming back. An entry still in line is left as it is (null: the caller reads it).
 */
export async function joinLine(tx: Database, entry: { eventId: string; userId: string; draw: number | null; seq: number | null; now: Date }): Promise<QueueEntryRow | null> {
  const [row] = await tx
    .insert(queueEntries)
    .values({ eventId: entry.eventId, userId: entry.userId, state: "waiting", draw: entry.draw, seq: entry.seq, joinedAt: entry.now, seenAt: entry.now, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: [queueEntries.eventId, queueEntries.userId],
      set: {
        state: "waiting",
        draw: entry.draw,
        seq: entry.seq,
        joinedAt: entry.now,
        seenAt: entry.now,
        admissionExpiresAt: null,
        buyingUntil: null,
        updatedAt: entry.now,
      },
      setWhere: sql`${queueEntries.state} not in ('waiting', 'admitted', 'buying')`,
    })
    .returning();
  return row ?? null;
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
