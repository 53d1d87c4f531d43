import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { seatClaims } from "#server/db/schema/booking.ts";

/**
 * House seats (decision 076) are rows of seat_claims of the kind `house`, with no order, from when the
 * manager kept them until their release time: the exclusion constraint seat_claims_no_overlap then
 * refuses any hold of one online, and at the release time they stop counting by themselves.
 */

const iso = (d: Date) => d.toISOString();
const liveAt = (now: Date) => or(isNull(seatClaims.heldUntil), gt(seatClaims.heldUntil, now));

/** The showtime's house seats still kept at `now`, with their release time. */
export async function liveHouseSeats(db: Database, showtimeId: string, now: Date): Promise<{ seatId: string; releaseAt: Date | null }[]> {
  const rows = await db
    .select({ seatId: seatClaims.seatId, releaseAt: seatClaims.heldUntil })
    .from(seatClaims)
    .where(and(eq(seatClaims.showtimeId, showtimeId), eq(seatClaims.kind, "house"), liveAt(now)));
  return rows;
}

/** Ends the house claims of these seats now (all of the showtime's when `seatIds` is null); returns the seats freed. The caller holds the seats' locks. */
export async function endHouseClaims(tx: Database, showtimeId: string, seatIds: readonly string[] | null, now: Date): Promise<string[]> {
  if (seatIds?.length === 0) return [];
  const rows = await tx
    .update(seatClaims)
    // Whoever ends a claim announces what the seat became: the release job has nothing left to say of it.
    .set({ heldUntil: sql`greatest(${seatClaims.heldFrom}, ${iso(now)}::timestamptz)`, releaseAnnouncedAt: now })
    .where(
      and(eq(seatClaims.showtimeId, showtimeId), eq(seatClaims.kind, "house"), liveAt(now), ...(seatIds ? [inArray(seatClaims.seatId, [...seatIds])] : [])),
    )
    .returning({ seatId: seatClaims.seatId });
  return rows.map((row) => row.seatId);
}

/** Keeps these seats for the counter from `now` until `releaseAt` (the exclusion constraint refuses one someone holds). */
export async function insertHouseClaims(tx: Database, showtimeId: string, seatIds: readonly string[], now: Date, releaseAt: Date): Promise<void> {
  if (seatIds.length === 0) return;
  await tx
    .insert(seatClaims)
    .values(seatIds.map((seatId) => ({ showtimeId, seatId, orderId: null, heldFrom: now, heldUntil: releaseAt, priceVnd: 0, kind: "house" })));
}

/**
 * Claims the house seats whose release time has passed and that nobody has announced yet (decision
 * 084): each row is set once — a second instance's update waits for the row's lock, then finds it
 * set and skips it. Returns the seats claimed, by showtime.
 */
export async function claimReleasedHouseSeats(tx: Database, now: Date, limit: number): Promise<{ showtimeId: string; seatId: string }[]> {
  const due = tx
    .select({ id: seatClaims.id })
    .from(seatClaims)
    .where(and(eq(seatClaims.kind, "house"), isNull(seatClaims.releaseAnnouncedAt), lte(seatClaims.heldUntil, now)))
    .limit(limit);
  return tx
    .update(seatClaims)
    .set({ releaseAnnouncedAt: now })
    .where(and(inArray(seatClaims.id, due), isNull(seatClaims.releaseAnnouncedAt)))
    .returning({ showtimeId: seatClaims.showtimeId, seatId: seatClaims.seatId });
}

/** Of these seats of the showtime, those nobody claims at `now` (no hold, sale, block or house claim running). */
export async function unclaimedSeats(tx: Database, showtimeId: string, seatIds: readonly string[], now: Date): Promise<string[]> {
  if (seatIds.length === 0) return [];
  const claimed = await tx
    .select({ seatId: seatClaims.seatId })
    .from(seatClaims)
    .where(
      and(
        eq(seatClaims.showtimeId, showtimeId),
        inArray(seatClaims.seatId, [...seatIds]),
        sql`${seatClaims.heldFrom} <= ${iso(now)}::timestamptz`,
        liveAt(now),
      ),
    );
  const taken = new Set(claimed.map((row) => row.seatId));
  return seatIds.filter((id) => !taken.has(id));
}
