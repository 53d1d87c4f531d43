import type { AdminRoom } from "@hancine/contract/back-office-rooms";
import type { SeatType } from "@hancine/contract/catalog";
import { LAYOUT_LIMITS, numberingOf, type DraftRow, type DraftSeat, type LayoutDraft } from "@hancine/contract/seat-layout-rules";

/**
 * The seat-layout editor's model: the draft the API receives (rows of seats on grid columns), and
 * the edits the tools make to it. Pure functions, no React: every edit returns a new draft.
 */

export type Tool = SeatType | "aisle" | "blocked" | "companion";

/** The tools in shortcut order: key 1 is the first. */
export const TOOLS: readonly { tool: Tool; label: string; hint: string }[] = [
  { tool: "standard", label: "Thường", hint: "Ghế thường" },
  { tool: "vip", label: "VIP", hint: "Ghế VIP" },
  { tool: "couple", label: "Đôi", hint: "Ghế đôi: tô hai ô thành một cặp" },
  { tool: "wheelchair", label: "Xe lăn", hint: "Chỗ cho xe lăn" },
  { tool: "aisle", label: "Lối đi", hint: "Ô trống: lối đi, không có ghế" },
  { tool: "blocked", label: "Chặn", hint: "Ghế hỏng, không bán; tô lại để mở" },
  { tool: "companion", label: "Đi kèm", hint: "Ghế người đi kèm, ngay cạnh chỗ xe lăn cùng hàng: chỉ bán cùng chỗ xe lăn; tô lại để bỏ" },
];

export const toolLabel = (tool: Tool) => TOOLS.find((t) => t.tool === tool)!.label;

/** The editor's starting draft: the room's current layout, row by row. */
export function draftFromRoom(room: Pick<AdminRoom, "layout">): LayoutDraft {
  const { layout } = room;
  const rows: DraftRow[] = Array.from({ length: Math.max(1, layout.rows) }, () => ({ label: "", seats: [] }));
  for (const seat of layout.seats) {
    const row = rows[seat.y]!;
    row.label = seat.rowLabel;
    row.seats.push({ x: seat.x, type: seat.type, span: seat.span, blocked: seat.blocked, ...(seat.companion && { companion: true }) });
  }
  return { screenSide: layout.screenSide, numbering: numberingOf(layout.seats), columns: Math.max(1, layout.columns), rows };
}

/** The seat covering column `x` of a row (a couple seat covers two), if any. */
export function seatAt(row: DraftRow, x: number): DraftSeat | undefined {
  return row.seats.find((seat) => seat.x <= x && x < seat.x + seat.span);
}

const withRow = (draft: LayoutDraft, y: number, seats: DraftSeat[]): LayoutDraft => ({
  ...draft,
  rows: draft.rows.map((row, i) => (i === y ? { ...row, seats: seats.sort((a, b) => a.x - b.x) } : row)),
});

/** The row's seats without the one covering `x`; a couple seat broken that way leaves a seat of `rest` on its other cell. */
function without(seats: DraftSeat[], x: number, rest: SeatType | null): DraftSeat[] {
  const hit = seats.find((seat) => seat.x <= x && x < seat.x + seat.span);
  if (!hit) return seats;
  const others = seats.filter((seat) => seat !== hit);
  if (hit.span === 2 && rest) others.push({ x: hit.x === x ? x + 1 : hit.x, type: rest, span: 1, blocked: hit.blocked });
  return others;
}

/** How a stroke of the "Chặn" tool acts: it blocks, or (started on a blocked seat) it opens. */
export type BlockMode = "block" | "unblock";

export function blockModeAt(draft: LayoutDraft, y: number, x: number): BlockMode {
  return seatAt(draft.rows[y]!, x)?.blocked ? "unblock" : "block";
}

/**
 * The draft with one cell painted:
 * - a seat type makes it a working seat of that type (painting half a couple seat splits it into two);
 * - "Đôi" pairs the cell with its right neighbour (the left one at the row's end or beside another couple);
 * - "Lối đi" empties it (a whole couple seat);
 * - "Chặn" blocks the seat there (an empty cell becomes a blocked ordinary seat), or opens it in "unblock" mode;
 * - "Đi kèm" makes an ordinary or VIP seat a companion seat, or (already one) an ordinary seat again; an empty cell becomes one.
 */
export function paint(draft: LayoutDraft, y: number, x: number, tool: Tool, blockMode: BlockMode = "block"): LayoutDraft {
  const row = draft.rows[y];
  if (!row || x < 0 || x >= draft.columns) return draft;
  const here = seatAt(row, x);
  switch (tool) {
    case "aisle":
      return here ? withRow(draft, y, without(row.seats, x, null)) : draft;
    case "blocked": {
      if (blockMode === "unblock")
        return here?.blocked
          ? withRow(
              draft,
              y,
              row.seats.map((seat) => (seat === here ? { ...seat, blocked: false } : seat)),
            )
          : draft;
      if (here?.blocked) return draft;
      if (here)
        return withRow(
          draft,
          y,
          row.seats.map((seat) => (seat === here ? { ...seat, blocked: true } : seat)),
        );
      return withRow(draft, y, [...row.seats, { x, type: "standard", span: 1, blocked: true }]);
    }
    case "companion": {
      if (!here) return withRow(draft, y, [...row.seats, { x, type: "standard", span: 1, blocked: false, companion: true }]);
      if (here.type !== "standard" && here.type !== "vip") return draft;
      return withRow(
        draft,
        y,
        row.seats.map((seat) => {
          if (seat !== here) return seat;
          const { companion, ...rest } = seat;
          return companion ? rest : { ...rest, companion: true };
        }),
      );
    }
    case "couple": {
      if (here?.type === "couple")
        return here.blocked
          ? withRow(
              draft,
              y,
              row.seats.map((seat) => (seat === here ? { ...seat, blocked: false } : seat)),
            )
          : draft;
      const inside = (c: number) => c >= 0 && c < draft.columns;
      const partner = [x + 1, x - 1].find((c) => inside(c) && seatAt(row, c)?.type !== "couple") ?? [x + 1, x - 1].find(inside);
      if (partner === undefined) return draft;
      const left = Math.min(x, partner);
      const seats = without(without(row.seats, x, "standard"), partner, "standard");
      return withRow(draft, y, [...seats, { x: left, type: "couple", span: 2, blocked: false }]);
    }
    default: {
      if (here && here.span === 1 && here.type === tool && !here.blocked) return draft;
      return withRow(draft, y, [...without(row.seats, x, tool), { x, type: tool, span: 1, blocked: false }]);
    }
  }
}

export function setRowLabel(draft: LayoutDraft, y: number, label: string): LayoutDraft {
  const clean = label
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 2);
  return { ...draft, rows: draft.rows.map((row, i) => (i === y ? { ...row, label: clean } : row)) };
}

/** Every row named automatically again (A, B, C… from the screen, without I and O). */
export const autoLabels = (draft: LayoutDraft): LayoutDraft => ({ ...draft, rows: draft.rows.map((row) => ({ ...row, label: "" })) });

/** One more row at the back (the end away from the screen), empty: paint its seats. */
export function addRow(draft: LayoutDraft): LayoutDraft {
  if (draft.rows.length >= LAYOUT_LIMITS.rows) return draft;
  const row: DraftRow = { label: "", seats: [] };
  return { ...draft, rows: draft.screenSide === "top" ? [...draft.rows, row] : [row, ...draft.rows] };
}

/** The row at the back removed (with its seats). */
export function removeRow(draft: LayoutDraft): LayoutDraft {
  if (draft.rows.length <= 1) return draft;
  return { ...draft, rows: draft.screenSide === "top" ? draft.rows.slice(0, -1) : draft.rows.slice(1) };
}

export function addColumn(draft: LayoutDraft): LayoutDraft {
  return draft.columns >= LAYOUT_LIMITS.columns ? draft : { ...draft, columns: draft.columns + 1 };
}

/** The rightmost column removed, with the seats on it. */
export function removeColumn(draft: LayoutDraft): LayoutDraft {
  if (draft.columns <= 1) return draft;
  const columns = draft.columns - 1;
  return { ...draft, columns, rows: draft.rows.map((row) => ({ ...row, seats: row.seats.filter((seat) => seat.x + seat.span <= columns) })) };
}

/** What a cell holds, in words: "VIP", "Đôi", "lối đi"; blocked seats say so. */
export function cellWords(seat: DraftSeat | undefined): string {
  if (!seat) return "lối đi";
  const type = seat.companion ? `${toolLabel(seat.type)}, ghế người đi kèm` : toolLabel(seat.type);
  return seat.blocked ? `${type}, đang chặn` : type;
}

export const sameDraft = (a: LayoutDraft, b: LayoutDraft) => JSON.stringify(a) === JSON.stringify(b);
