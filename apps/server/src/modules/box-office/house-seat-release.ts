import type { AppDeps } from "#server/app-deps.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { lockSeats } from "../booking/seat-locks-repository.ts";
import { claimReleasedHouseSeats, unclaimedSeats } from "./house-seats-repository.ts";

const BATCH = 500;

/**
 * The background job that tells open seat maps a house seat is on sale (decision 084): a house claim
 * stops counting by itself at its release time (decision 076), but nothing changed in a row, so nobody
 * heard. Every few seconds the claims whose release has passed are claimed once (release_announced_at,
 * safe with several instances), and each seat still free is announced `available` after its lock is taken
 * (so its event is numbered after any hold or sale that got there first, which announced itself).
 * Returns how many seats were announced.
 */
export async function announceReleasedHouseSeats(deps: Pick<AppDeps, "database" | "clock">): Promise<number> {
  const now = deps.clock();
  return transactionAnnouncingSeats(deps.database.db, async (tx) => {
    const released = await claimReleasedHouseSeats(tx, now, BATCH);
    const byShowtime = new Map<string, string[]>();
    for (const row of released) byShowtime.set(row.showtimeId, [...(byShowtime.get(row.showtimeId) ?? []), row.seatId]);
    let announced = 0;
    for (const [showtimeId, seatIds] of byShowtime) {
      const sorted = [...new Set(seatIds)].sort();
      await lockSeats(tx, showtimeId, sorted);
      const free = await unclaimedSeats(tx, showtimeId, sorted, now);
      await announceSeatChanges(tx, { showtimeId, seats: free.map((id) => ({ id, status: "available" as const })) });
      announced += free.length;
    }
    return announced;
  });
}
