import type { SeatType } from "./catalog.ts";

/**
 * A room's seat layout as the back office's editor draws it and `PUT /admin/auditoriums/:id/layout`
 * receives it: one entry per grid row (row 0 at the top of the drawing), each with its seats on the
 * grid's columns (aisles are columns without a seat). The rules below (no zod, so the editor loads
 * them too) decide row labels, seat numbers and what is wrong with a draft; the server applies the
 * same rules before it saves, so the editor and the API never disagree (decision 038).
 */

/** The largest grid the editor offers and the API accepts. */
export const LAYOUT_LIMITS = { rows: 30, columns: 40 } as const;

export const SCREEN_SIDES = ["top", "bottom"] as const;
export type ScreenSide = (typeof SCREEN_SIDES)[number];

/** Seat numbers within a row: from the left end (the usual) or from the right. */
export const NUMBERINGS = ["left-to-right", "right-to-left"] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/** `companion`: a seat for the companion of a wheelchair user, beside a wheelchair space (issue 35). */
export type DraftSeat = { x: number; type: SeatType; span: number; blocked: boolean; companion?: boolean | undefined };
/** `label` empty: named automatically (A, B, C… from the screen, skipping I and O). */
export type DraftRow = { label: string; seats: DraftSeat[] };
export type LayoutDraft = { screenSide: ScreenSide; numbering: Numbering; columns: number; rows: DraftRow[] };

/** A seat as saved: its row's label, its number in the row and its label ("C5"). */
export type NumberedSeat = DraftSeat & { rowLabel: string; number: number; label: string; y: number };

export type LayoutCounts = Record<SeatType, number> & { blocked: number; total: number };

/** Row letters as cinemas use them: I and O are left out, they read as 1 and 0. */
const ROW_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

export const ROW_LABEL_PATTERN = /^[A-Z]{1,2}$/;

/** The `index`-th automatic row label: A … Z without I and O, then AA, AB … */
export function autoRowLabel(index: number): string {
  const n = ROW_LETTERS.length;
  if (index < n) return ROW_LETTERS[index]!;
  return ROW_LETTERS[Math.floor(index / n) - 1]! + ROW_LETTERS[index % n]!;
}

export const normalRowLabel = (label: string) => label.trim().toUpperCase();

/**
 * Each row's label (empty for a row without seats): the one typed, else the next automatic label
 * no other row uses, counting from the row nearest the screen.
 */
export function rowLabels(draft: Pick<LayoutDraft, "rows" | "screenSide">): string[] {
  const typed = new Set(
    draft.rows
      .filter((row) => row.seats.length > 0)
      .map((row) => normalRowLabel(row.label))
      .filter(Boolean),
  );
  const labels = draft.rows.map((row) => (row.seats.length > 0 ? normalRowLabel(row.label) : ""));
  const fromScreen = draft.rows.map((_, y) => y);
  if (draft.screenSide === "bottom") fromScreen.reverse();
  let next = 0;
  for (const y of fromScreen) {
    if (draft.rows[y]!.seats.length === 0 || labels[y]) continue;
    while (typed.has(autoRowLabel(next))) next++;
    labels[y] = autoRowLabel(next++);
  }
  return labels;
}

const rowName = (label: string, y: number) => (label ? `Hàng ${label}` : `Hàng thứ ${y + 1}`);

/**
 * What is wrong with a draft, by field (`rows.2.label`, `rows.2.seats.5`, `rows`), in Vietnamese;
 * empty when it can be saved.
 */
export function layoutProblems(draft: LayoutDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const labels = rowLabels(draft);
  const seen = new Map<string, number>();
  let seats = 0;
  let blocked = 0;
  draft.rows.forEach((row, y) => {
    if (row.seats.length === 0) return;
    const typed = normalRowLabel(row.label);
    const name = rowName(labels[y]!, y);
    if (typed && !ROW_LABEL_PATTERN.test(typed)) problems[`rows.${y}.label`] = `${rowName("", y)}: tên hàng gồm 1–2 chữ cái in hoa, không dấu (A–Z).`;
    else if (seen.has(labels[y]!))
      problems[`rows.${y}.label`] = `Tên hàng ${labels[y]} đã dùng cho hàng thứ ${seen.get(labels[y]!)! + 1}. Mỗi hàng cần một tên riêng.`;
    seen.set(labels[y]!, y);
    const ordered = row.seats.map((seat, index) => ({ seat, index })).sort((a, b) => a.seat.x - b.seat.x);
    let end = -1;
    for (const { seat, index } of ordered) {
      const field = `rows.${y}.seats.${index}`;
      seats++;
      if (seat.blocked) blocked++;
      if (seat.type === "couple" && seat.span !== 2) problems[field] = `${name}, cột ${seat.x + 1}: ghế đôi chiếm đúng hai ô liền nhau.`;
      else if (seat.type !== "couple" && seat.span !== 1) problems[field] = `${name}, cột ${seat.x + 1}: chỉ ghế đôi mới chiếm hai ô.`;
      else if (seat.x < 0 || seat.x + seat.span > draft.columns) problems[field] = `${name}: ghế ở cột ${seat.x + 1} nằm ngoài lưới ${draft.columns} cột.`;
      else if (seat.x < end) problems[field] = `${name}: hai ghế cùng chiếm cột ${seat.x + 1}.`;
      else if (seat.companion && !(seat.type === "standard" || seat.type === "vip"))
        problems[field] = `${name}, cột ${seat.x + 1}: ghế người đi kèm phải là ghế thường hoặc ghế VIP.`;
      else if (seat.companion && !row.seats.some((other) => other.type === "wheelchair" && (other.x + other.span === seat.x || seat.x + 1 === other.x)))
        problems[field] = `${name}, cột ${seat.x + 1}: ghế người đi kèm phải nằm ngay cạnh một chỗ xe lăn cùng hàng.`;
      end = Math.max(end, seat.x + seat.span);
    }
  });
  if (seats === 0) problems.rows = "Sơ đồ cần ít nhất một ghế.";
  else if (seats === blocked) problems.rows = "Phòng cần ít nhất một ghế bán được (không bị chặn).";
  return problems;
}

/** The draft's seats with their rows, numbers and labels, row by row from the top (a valid draft). */
export function numberSeats(draft: LayoutDraft): NumberedSeat[] {
  const labels = rowLabels(draft);
  return draft.rows.flatMap((row, y) => {
    const ordered = [...row.seats].sort((a, b) => a.x - b.x);
    if (draft.numbering === "right-to-left") ordered.reverse();
    const rowLabel = labels[y]!;
    return ordered
      .map((seat, i) => ({
        x: seat.x,
        type: seat.type,
        span: seat.span,
        blocked: seat.blocked,
        companion: seat.companion ?? false,
        rowLabel,
        number: i + 1,
        label: `${rowLabel}${i + 1}`,
        y,
      }))
      .sort((a, b) => a.x - b.x);
  });
}

/** Seats by type (blocked ones included), how many are blocked, and all of them. */
export function layoutCounts(seats: readonly Pick<DraftSeat, "type" | "blocked">[]): LayoutCounts {
  const counts: LayoutCounts = { standard: 0, vip: 0, couple: 0, wheelchair: 0, blocked: 0, total: 0 };
  for (const seat of seats) {
    counts[seat.type]++;
    if (seat.blocked) counts.blocked++;
    counts.total++;
  }
  return counts;
}

/** Which way a saved layout's rows are numbered: read from its first row with two seats or more. */
export function numberingOf(seats: readonly Pick<NumberedSeat, "x" | "y" | "number">[]): Numbering {
  const byRow = new Map<number, Pick<NumberedSeat, "x" | "number">[]>();
  for (const seat of seats) byRow.set(seat.y, [...(byRow.get(seat.y) ?? []), seat]);
  for (const row of [...byRow.keys()].sort((a, b) => a - b).map((y) => byRow.get(y)!)) {
    if (row.length < 2) continue;
    const [left, right] = [...row].sort((a, b) => a.x - b.x);
    return left!.number < right!.number ? "left-to-right" : "right-to-left";
  }
  return "left-to-right";
}
