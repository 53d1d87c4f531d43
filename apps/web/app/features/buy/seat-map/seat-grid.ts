import type { Seat } from "@hancine/contract/booking";
import type { SeatStatus } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/** What the map shows for a seat: the API's statuses, plus the buyer's own pick before it is held. */
export type DisplayStatus = SeatStatus | "selected";

export type MapRow = { label: string; seats: Seat[] };

/** "còn trống" / "available": a status as the map says it, in the page's language. */
export function statusLabel(t: I18n["t"], status: DisplayStatus): string {
  return t("purchase.seat.status", { status });
}

/** "Ghế E7, VIP, 95.000 ₫, còn trống" / "Seat E7, VIP, 95.000 ₫, available": every seat's accessible name. */
export function seatName(t: I18n["t"], seat: Pick<Seat, "label" | "type" | "price"> & { companion?: boolean | undefined }, status: DisplayStatus): string {
  const type = t("purchase.seat.type", { type: seat.type });
  const kind = seat.type === "wheelchair" ? t("purchase.seat.wheelchair") : seat.companion ? t("purchase.seat.companion", { type }) : type;
  return t("purchase.seat.name", { seat: seat.label, kind, price: formatVnd(seat.price), status: statusLabel(t, status) });
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
