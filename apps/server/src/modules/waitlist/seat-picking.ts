import type { SeatMap } from "@hancine/contract/booking";

type MapSeat = SeatMap["rows"][number]["seats"][number];

/**
 * The seats to hand a waiting group of `count`: side by side in one row when the free seats allow it
 * (the row nearest the middle of the house first, the block nearest the middle of its row), else any
 * `count` free seats, nearest the middle first. Null when fewer than `count` seats are free.
 * Free = available and priced.
 */
export function pickSeatsForGroup(map: Pick<SeatMap, "rows" | "columns">, count: number): MapSeat[] | null {
  const rows = map.rows.map((row, index) => ({
    index,
    // A companion seat goes only with a wheelchair space (decision 082): never handed to a waiting group.
    seats: row.seats.filter((seat) => seat.status === "available" && seat.price > 0 && !seat.companion).sort((a, b) => a.x - b.x),
  }));
  const free = rows.reduce((sum, row) => sum + row.seats.length, 0);
  if (count < 1 || free < count) return null;
  const middleRow = (map.rows.length - 1) / 2;
  const middleX = map.columns / 2;
  const centre = (seat: MapSeat) => seat.x + seat.span / 2;
  const byRowNearness = [...rows].sort((a, b) => Math.abs(a.index - middleRow) - Math.abs(b.index - middleRow) || a.index - b.index);

  for (const row of byRowNearness) {
    let best: MapSeat[] | null = null;
    let bestDistance = Infinity;
    let run: MapSeat[] = [];
    const consider = () => {
      for (let start = 0; start + count <= run.length; start++) {
        const block = run.slice(start, start + count);
        const distance = Math.abs((centre(block[0]!) + centre(block[block.length - 1]!)) / 2 - middleX);
        if (distance < bestDistance) [best, bestDistance] = [block, distance];
      }
    };
    for (const seat of row.seats) {
      const last = run[run.length - 1];
      if (last && seat.x !== last.x + last.span) {
        consider();
        run = [];
      }
      run.push(seat);
    }
    consider();
    if (best) return best;
  }

  const all = byRowNearness.flatMap((row) => [...row.seats].sort((a, b) => Math.abs(centre(a) - middleX) - Math.abs(centre(b) - middleX)));
  return all.slice(0, count).sort((a, b) => a.y - b.y || a.x - b.x);
}
