import { and, eq, isNull, sql } from "drizzle-orm";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { saleEvents, saleEventShowtimes } from "#server/db/schema/waiting-room.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";

export type SaleEventRow = typeof saleEvents.$inferSelect;

type PublicEventRow = RawRow<Pick<SaleEventRow, "id" | "name" | "opensAt" | "ratePerMinute" | "paused" | "closedAt">> & {
  filmId: string;
  filmSlug: string;
  filmName: string;
  poster: string;
  showtimeIds: string[] | null;
};

/** A sale event with its film and showtimes (closed ones too); null for an unknown id. */
export async function findPublicSaleEvent(db: Database, id: string): Promise<PublicEventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows(
    db,
    sql<PublicEventRow>`select e.id, e.name, e.opens_at as "opensAt", e.rate_per_minute as "ratePerMinute", e.paused, e.closed_at as "closedAt",
        f.id as "filmId", f.slug as "filmSlug", f.title as "filmName", f.poster,
        (select array_agg(es.showtime_id::text order by s.starts_at, es.showtime_id) from sale_event_showtimes es join showtimes s on s.id = es.showtime_id
          where es.event_id = e.id) as "showtimeIds"
      from sale_events e join films f on f.id = e.film_id
     where e.id = ${id}`,
  );
  return row ?? null;
}

/** The event row (no lock); null for an unknown id. */
export async function findSaleEvent(db: Database, id: string): Promise<SaleEventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(saleEvents).where(eq(saleEvents.id, id));
  return row ?? null;
}

/** The event that is not closed whose showtimes include this one, or null: its holds go through the queue. */
export async function liveEventOfShowtime(db: Database, showtimeId: string): Promise<string | null> {
  if (!isUuid(showtimeId)) return null;
  const [row] = await db
    .select({ id: saleEvents.id })
    .from(saleEventShowtimes)
    .innerJoin(saleEvents, eq(saleEvents.id, saleEventShowtimes.eventId))
    .where(and(eq(saleEventShowtimes.showtimeId, showtimeId), isNull(saleEvents.closedAt)));
  return row?.id ?? null;
}

/** Events not closed whose opening has come: the admission job's work. */
export async function openEventIds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: saleEvents.id })
    .from(saleEvents)
    .where(and(isNull(saleEvents.closedAt), sql`${saleEvents.opensAt} <= ${now.toISOString()}::timestamptz`));
  return rows.map((row) => row.id);
}

/** The event row locked for this transaction, unless another instance holds it (then null: it does the work). */
export async function lockEventSkipping(tx: Database, id: string): Promise<SaleEventRow | null> {
  const [row] = await tx
    .select()
    .from(saleEvents)
    .where(and(eq(saleEvents.id, id), isNull(saleEvents.closedAt)))
    .for("update", { skipLocked: true });
  return row ?? null;
}

export async function saveAdmissionProgress(
  tx: Database,
  id: string,
  progress: { admittedThrough: number; lastSeq: number; drawnAt: Date; now: Date },
): Promise<void> {
  await tx
    .update(saleEvents)
    .set({ admittedThrough: progress.admittedThrough, lastSeq: progress.lastSeq, drawnAt: progress.drawnAt, updatedAt: progress.now })
    .where(eq(saleEvents.id, id));
}
