import type { Seat } from "@hancine/contract/booking";
import { strandedSeats, type RuleSeat } from "@hancine/contract/seat-rules";

/**
 * "Chọn giúp tôi": the best `count` seats side by side for someone who does not want to study the
 * map — in one row, free, not a couple or wheelchair place, leaving no single seat stranded (the
 * same rule the server applies), as near as possible to the middle of the room, about two thirds
 * of the way back from the screen where the picture fills the eye. Null when no row has room.
 * The server still decides when the seats are held.
 */
export function suggestSeats(seats: readonly RuleSeat[] & readonly Pick<Seat, "type">[], count: number, screenSide: "top" | "bottom" = "top"): string[] | null {
  // A companion seat goes with a wheelchair space (decision 082): never suggested.
  const ordinary = (seat: RuleSeat & Pick<Seat, "type">) => seat.span === 1 && (seat.type === "standard" || seat.type === "vip") && !seat.companion;
  const free = (seat: RuleSeat) => seat.status === "available" || seat.status === "mine";
  if (count < 1 || seats.length === 0) return null;

  const xs = seats.flatMap((seat) => [seat.x, seat.x + seat.span]);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const ys = seats.map((seat) => seat.y);
  const [front, back] = [Math.min(...ys), Math.max(...ys)];
  // Two thirds back from the screen: counted from the top row, or from the bottom row when the screen is below.
  const idealY = screenSide === "top" ? front + (back - front) * (2 / 3) : back - (back - front) * (2 / 3);
  const width = Math.max(1, Math.max(...xs) - Math.min(...xs));
  const depth = Math.max(1, back - front);

  const rows = new Map<number, (RuleSeat & Pick<Seat, "type">)[]>();
  for (const seat of seats) rows.set(seat.y, [...(rows.get(seat.y) ?? []), seat]);

  let best: { ids: string[]; score: number } | null = null;
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    for (let start = 0; start + count <= row.length; start++) {
      const block = row.slice(start, start + count);
      const sideBySide = block.every((seat, i) => i === 0 || block[i - 1]!.x + block[i - 1]!.span === seat.x);
      if (!sideBySide || !block.every((seat) => ordinary(seat) && free(seat))) continue;
      const ids = block.map((seat) => seat.id);
      if (strandedSeats(seats, ids).length > 0) continue;
      const middle = (block[0]!.x + block.at(-1)!.x + 1) / 2;
      // Off-centre sideways matters a little more than a row nearer or further.
      const score = (1.2 * Math.abs(middle - centreX)) / width + Math.abs(block[0]!.y - idealY) / depth;
      if (!best || score < best.score) best = { ids, score };
    }
  }
  return best?.ids ?? null;
}
