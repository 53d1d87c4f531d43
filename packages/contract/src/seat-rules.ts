/**
 * The seat-selection rules, shared by the seat map (immediate feedback) and the server (the word
 * that counts). No zod here: the browser bundle imports this module.
 */
import { MAX_SEATS_PER_ORDER, type SeatStatus } from "./booking-constants.ts";

/** What the rules read of a seat: its place on the grid and its status as other buyers see it. */
export type RuleSeat = {
  id: string;
  label: string;
  status: SeatStatus;
  x: number;
  y: number;
  span: number;
  /** A wheelchair space (`wheelchair`) and a companion seat beside it go together (issue 35). */
  type?: string | undefined;
  companion?: boolean | undefined;
};

export type SeatSelectionProblem = {
  kind: "unavailable" | "too_many" | "stranded" | "companion_alone";
  /** The seats concerned: taken ones, or the seats that would be left stranded. Empty for too_many. */
  seatIds: string[];
  /** A Vietnamese sentence for the buyer: what happened and what to do. */
  message: string;
};

/**
 * A seat is taken for the rules when another buyer has it. `mine` (the caller's own current hold)
 * counts as free: a new order for the showtime replaces that hold.
 */
function takenByOthers(status: SeatStatus): boolean {
  return status === "held" || status === "sold" || status === "blocked";
}

export function tooManySeatsMessage(): string {
  return `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} ghế. Bạn hãy bỏ bớt ghế trước khi chọn thêm nhé.`;
}

export function unavailableSeatsMessage(seatLabels: readonly string[]): string {
  return `Ghế ${seatLabels.join(", ")} vừa có người chọn. Bạn hãy chọn ghế khác nhé.`;
}

export function strandedSeatsMessage(seatLabels: readonly string[]): string {
  const which = seatLabels.join(", ");
  return (
    `Ghế ${which} sẽ bị bỏ trống một mình, kẹp giữa các ghế đã có người hoặc sát lối đi, nên không ai mua được. ` +
    `Bạn hãy chọn thêm ghế ${which} hoặc dời sang các ghế liền nhau nhé.`
  );
}

export function companionAloneMessage(seatLabels: readonly string[]): string {
  return (
    `Ghế ${seatLabels.join(", ")} dành cho người đi kèm người dùng xe lăn, chỉ bán cùng một chỗ xe lăn trong cùng đơn. ` +
    `Bạn hãy chọn thêm chỗ xe lăn bên cạnh, hoặc chọn ghế khác nhé.`
  );
}

/** Companion seats in a selection without any wheelchair space: a companion seat is sold only with one. */
export function companionsAlone(seats: readonly RuleSeat[], selectedIds: Iterable<string>): RuleSeat[] {
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const chosen = [...selectedIds].map((id) => byId.get(id)).filter((seat): seat is RuleSeat => seat !== undefined);
  if (chosen.some((seat) => seat.type === "wheelchair")) return [];
  return chosen.filter((seat) => seat.companion === true);
}

/**
 * The single seats that `selectedIds` would leave empty on their own: a free seat of span 1 whose
 * neighbours on both sides are taken (by others or by this selection) or are an aisle / the row's
 * end, and at least one of those neighbours is in the selection. A lone seat that others already
 * boxed in is not the buyer's doing and is not reported. An empty couple seat is never stranded: it
 * is sold as a pair. Seats are neighbours when one ends where the other starts (x + span).
 */
export function strandedSeats(seats: readonly RuleSeat[], selectedIds: Iterable<string>): RuleSeat[] {
  const selected = new Set(selectedIds);
  const occupied = (seat: RuleSeat) => selected.has(seat.id) || takenByOthers(seat.status);

  const rows = new Map<number, RuleSeat[]>();
  for (const seat of seats) rows.set(seat.y, [...(rows.get(seat.y) ?? []), seat]);

  const stranded: RuleSeat[] = [];
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    row.forEach((seat, i) => {
      // A wheelchair space or a companion seat left empty waits for its own buyers: never stranded.
      if (seat.span !== 1 || occupied(seat) || seat.companion === true || seat.type === "wheelchair") return;
      const before = row[i - 1];
      const after = row[i + 1];
      const left = before && before.x + before.span === seat.x ? before : null; // null: aisle or row end
      const right = after && seat.x + seat.span === after.x ? after : null;
      const boxedIn = (!left || occupied(left)) && (!right || occupied(right));
      // Wheelchair spaces and companion seats are where the room put them: taking them strands nobody.
      const strands = (neighbour: RuleSeat | null) =>
        neighbour !== null && selected.has(neighbour.id) && !neighbour.companion && neighbour.type !== "wheelchair";
      const byThisSelection = strands(left) || strands(right);
      if (boxedIn && byThisSelection) stranded.push(seat);
    });
  }
  return stranded.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The first rule `selectedIds` breaks, or null when the selection can be held: every seat exists
 * and is free (or the caller's own), at most MAX_SEATS_PER_ORDER seats (a couple seat counts as
 * one), and no single seat left stranded.
 */
export function checkSeatSelection(seats: readonly RuleSeat[], selectedIds: readonly string[]): SeatSelectionProblem | null {
  const byId = new Map(seats.map((seat) => [seat.id, seat]));
  const unique = [...new Set(selectedIds)];

  const unavailable = unique.filter((id) => {
    const seat = byId.get(id);
    return !seat || takenByOthers(seat.status);
  });
  if (unavailable.length > 0) {
    return { kind: "unavailable", seatIds: unavailable, message: unavailableSeatsMessage(unavailable.map((id) => byId.get(id)?.label ?? id)) };
  }
  if (unique.length > MAX_SEATS_PER_ORDER) return { kind: "too_many", seatIds: [], message: tooManySeatsMessage() };

  const alone = companionsAlone(seats, unique);
  if (alone.length > 0) {
    return { kind: "companion_alone", seatIds: alone.map((seat) => seat.id), message: companionAloneMessage(alone.map((seat) => seat.label)) };
  }

  const stranded = strandedSeats(seats, unique);
  if (stranded.length > 0) {
    return { kind: "stranded", seatIds: stranded.map((seat) => seat.id), message: strandedSeatsMessage(stranded.map((s) => s.label)) };
  }
  return null;
}
