import type { LayoutSeat, SoldSeat } from "./showtime-orders-repository.ts";

/** Where each sold seat goes in the new room: its claim id → the new seat's id. */
export type SeatPlan = { moves: Map<number, string>; reassigned: number };

/**
 * Plans the seats of a showtime moved to another room. A sold seat keeps its label where the new
 * room has that seat, of the same type and in use; the rest of each order is seated together: the
 * run of free adjacent seats of the type in one row nearest the room's centre, else the free seats
 * of that type nearest the centre. Null when the room has too few seats of a type.
 */
export function planSeats(sold: readonly SoldSeat[], target: readonly LayoutSeat[]): SeatPlan | null {
  const free = new Map(target.filter((seat) => !seat.blocked).map((seat) => [seat.id, seat]));
  const byLabel = new Map(target.map((seat) => [seat.label, seat]));
  const moves = new Map<number, string>();
  const unplaced: SoldSeat[] = [];
  for (const seat of sold) {
    const same = byLabel.get(seat.label);
    if (same && same.type === seat.type && free.has(same.id)) {
      moves.set(seat.claimId, same.id);
      free.delete(same.id);
    } else unplaced.push(seat);
  }
  const groups = new Map<string, SoldSeat[]>();
  for (const seat of unplaced) {
    const key = `${seat.orderId}|${seat.type}`;
    groups.set(key, [...(groups.get(key) ?? []), seat]);
  }
  const centre = centreOf(target);
  for (const group of groups.values()) {
    const seats = adjacentRun(free, group[0]!.type, group.length, centre) ?? nearest(free, group[0]!.type, group.length, centre);
    if (!seats) return null;
    group.forEach((seat, i) => {
      moves.set(seat.claimId, seats[i]!.id);
      free.delete(seats[i]!.id);
    });
  }
  return { moves, reassigned: unplaced.length };
}

function centreOf(seats: readonly LayoutSeat[]): { x: number; y: number } {
  const xs = seats.map((s) => s.x);
  const ys = seats.map((s) => s.y);
  // Two thirds back: the seats people ask for.
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: Math.min(...ys) + ((Math.max(...ys) - Math.min(...ys)) * 2) / 3 };
}

const distance = (seat: LayoutSeat, centre: { x: number; y: number }) => Math.abs(seat.x - centre.x) + Math.abs(seat.y - centre.y) * 1.5;

/** `count` free seats of `type` side by side in one row (consecutive x, no aisle), nearest the centre. */
function adjacentRun(free: Map<string, LayoutSeat>, type: LayoutSeat["type"], count: number, centre: { x: number; y: number }): LayoutSeat[] | null {
  const rows = new Map<number, LayoutSeat[]>();
  for (const seat of free.values()) if (seat.type === type) rows.set(seat.y, [...(rows.get(seat.y) ?? []), seat]);
  let best: { seats: LayoutSeat[]; score: number } | null = null;
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    const step = type === "couple" ? 2 : 1;
    for (let i = 0; i + count <= row.length; i++) {
      const run = row.slice(i, i + count);
      if (!run.every((seat, k) => k === 0 || seat.x - run[k - 1]!.x === step)) continue;
      const score = run.reduce((sum, seat) => sum + distance(seat, centre), 0) / count;
      if (!best || score < best.score) best = { seats: run, score };
    }
  }
  return best?.seats ?? null;
}

function nearest(free: Map<string, LayoutSeat>, type: LayoutSeat["type"], count: number, centre: { x: number; y: number }): LayoutSeat[] | null {
  const candidates = [...free.values()].filter((seat) => seat.type === type).sort((a, b) => distance(a, centre) - distance(b, centre));
  return candidates.length >= count ? candidates.slice(0, count) : null;
}
