import type { Seat } from "@hancine/contract/booking";
import { SEAT_STATUS_LABELS, SEAT_TYPE_LABELS, type SeatStatus } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";

/** What the map shows for a seat: the API's statuses, plus the buyer's own pick before it is held. */
export type DisplayStatus = SeatStatus | "selected";

export type MapRow = { label: string; seats: Seat[] };

const DISPLAY_LABELS: Record<DisplayStatus, string> = { ...SEAT_STATUS_LABELS, selected: "bạn đang chọn", mine: "đang giữ cho bạn" };

export function statusLabel(status: DisplayStatus): string {
  return DISPLAY_LABELS[status];
}

/** "Ghế E7, VIP, 95.000 ₫, còn trống": every seat's accessible name. */
export function seatName(seat: Pick<Seat, "label" | "type" | "price"> & { companion?: boolean | undefined }, status: DisplayStatus): string {
  const kind =
    seat.type === "wheelchair"
      ? "Chỗ xe lăn"
      : seat.companion
        ? `Ghế người đi kèm (cạnh chỗ xe lăn, chọn cùng chỗ xe lăn), ${SEAT_TYPE_LABELS[seat.type]}`
        : SEAT_TYPE_LABELS[seat.type];
  return `Ghế ${seat.label}, ${kind}, ${formatVnd(seat.price)}, ${statusLabel(status)}`;
}

/** Only available seats (and the buyer's own) can be picked. */
export function isPickable(status: DisplayStatus): boolean {
  return status === "available" || status === "selected" || status === "mine";
}

export type GridKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

const centre = (seat: Seat) => seat.x + seat.span / 2;

/**
 * Where a key moves the focus in the seat grid, or null when it stays. Left/right go to the next
 * seat in the row, jumping over aisles, stopping at the row's ends; up/down go to the seat nearest
 * in column in the row before or after; Home/End go to the row's first or last seat, and with Ctrl
 * to the first seat of the first row or the last of the last.
 */
export function moveInGrid(rows: readonly MapRow[], fromId: string, key: GridKey, ctrl = false): string | null {
  const rowIndex = rows.findIndex((row) => row.seats.some((seat) => seat.id === fromId));
  if (rowIndex < 0) return null;
  const row = [...rows[rowIndex]!.seats].sort((a, b) => a.x - b.x);
  const index = row.findIndex((seat) => seat.id === fromId);
  const from = row[index]!;
  const pick = (seat: Seat | undefined) => (seat && seat.id !== fromId ? seat.id : null);

  switch (key) {
    case "ArrowLeft":
      return pick(row[index - 1]);
    case "ArrowRight":
      return pick(row[index + 1]);
    case "Home":
      return ctrl ? pick(firstSeat(rows)) : pick(row[0]);
    case "End":
      return ctrl ? pick(lastSeat(rows)) : pick(row[row.length - 1]);
    case "ArrowUp":
    case "ArrowDown": {
      const step = key === "ArrowUp" ? -1 : 1;
      for (let r = rowIndex + step; r >= 0 && r < rows.length; r += step) {
        const seats = rows[r]!.seats;
        if (seats.length === 0) continue;
        const nearest = seats.reduce((best, seat) => (Math.abs(centre(seat) - centre(from)) < Math.abs(centre(best) - centre(from)) ? seat : best));
        return nearest.id;
      }
      return null;
    }
  }
}

function firstSeat(rows: readonly MapRow[]): Seat | undefined {
  const row = rows.find((r) => r.seats.length > 0);
  return row && [...row.seats].sort((a, b) => a.x - b.x)[0];
}

function lastSeat(rows: readonly MapRow[]): Seat | undefined {
  const row = [...rows].reverse().find((r) => r.seats.length > 0);
  return row && [...row.seats].sort((a, b) => b.x - a.x)[0];
}
