import type { SeatType } from "@hancine/contract/catalog";

/**
 * Auditorium seat layouts built from a compact description, the way a cinema's floor plan reads:
 * rows A, B, C… from the screen backwards; each row split into blocks by aisles.
 */
export type SeatLayoutSpec = {
  /** Number of rows; rows are lettered A, B, C… contiguously (as Vietnamese cinemas do). */
  rows: number;
  /** Seats per block, left to right; an aisle (one empty column) separates blocks. E.g. [4, 8, 4]. */
  blocks: readonly number[];
  /** How many front rows stay standard before the VIP rows start. Default: about 40% of the rows. */
  standardFrontRows?: number;
  /** Last row made of couple seats (span 2). Blocks must then have even sizes. Default true. */
  coupleLastRow?: boolean;
  /** Wheelchair spaces at the right end of row A. Default 2. */
  wheelchairSpaces?: number;
  /** Mark the seat just left of the wheelchair spaces a companion seat, when no aisle parts them (the demo's rooms). Default false. */
  companionSeats?: boolean;
};

export type LayoutSeat = {
  rowLabel: string;
  number: number;
  label: string;
  type: SeatType;
  /** Grid column, counting aisle gaps; a couple seat covers x and x + 1. */
  x: number;
  /** Grid row: 0 is the row nearest the screen. */
  y: number;
  span: 1 | 2;
  /** A companion seat beside a wheelchair space (decision 082). */
  companion?: boolean;
};

const ROW_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Grid columns where seats may sit, aisle gaps skipped: [4, 8, 4] → 0–3, 5–12, 14–17. */
function seatColumns(blocks: readonly number[]): number[][] {
  const columns: number[][] = [];
  let x = 0;
  for (const size of blocks) {
    columns.push(Array.from({ length: size }, (_, i) => x + i));
    x += size + 1;
  }
  return columns;
}

export function buildSeatLayout(spec: SeatLayoutSpec): LayoutSeat[] {
  const { rows, blocks } = spec;
  if (rows < 2 || rows > ROW_LETTERS.length) throw new Error(`A layout needs 2–26 rows, not ${rows}`);
  const coupleLastRow = spec.coupleLastRow ?? true;
  if (coupleLastRow && blocks.some((size) => size % 2 !== 0)) {
    throw new Error("Couple seats need blocks of even size so no pair straddles an aisle");
  }
  const standardFrontRows = spec.standardFrontRows ?? Math.round(rows * 0.4);
  const wheelchairSpaces = spec.wheelchairSpaces ?? 2;
  const columns = seatColumns(blocks);
  const seats: LayoutSeat[] = [];

  for (let y = 0; y < rows; y++) {
    const rowLabel = ROW_LETTERS[y] as string;
    const isCoupleRow = coupleLastRow && y === rows - 1;
    let number = 0;
    if (isCoupleRow) {
      for (const block of columns) {
        for (let i = 0; i < block.length; i += 2) {
          number++;
          seats.push({ rowLabel, number, label: `${rowLabel}${number}`, type: "couple", x: block[i] as number, y, span: 2 });
        }
      }
      continue;
    }
    const rowColumns = columns.flat();
    const type: SeatType = y < standardFrontRows ? "standard" : "vip";
    for (const [index, x] of rowColumns.entries()) {
      number++;
      // Wheelchair spaces sit at the end of the front row, next to the side entrance.
      const isWheelchair = y === 0 && index >= rowColumns.length - wheelchairSpaces;
      const firstSpace = rowColumns[rowColumns.length - wheelchairSpaces];
      const isCompanion =
        spec.companionSeats === true && y === 0 && wheelchairSpaces > 0 && index === rowColumns.length - wheelchairSpaces - 1 && firstSpace === x + 1;
      seats.push({
        rowLabel,
        number,
        label: `${rowLabel}${number}`,
        type: isWheelchair ? "wheelchair" : type,
        x,
        y,
        span: 1,
        ...(isCompanion && { companion: true }),
      });
    }
  }
  return seats;
}

/** The chain's standard room sizes; seat counts are those of the built layout. */
export const LAYOUTS = {
  /** 90 seats: 8 rows of 2 | 8 | 2. */
  small: { rows: 8, blocks: [2, 8, 2] },
  /** 152 seats: 10 rows of 4 | 8 | 4. */
  medium: { rows: 10, blocks: [4, 8, 4] },
  /** 207 seats: 12 rows of 4 | 10 | 4. */
  large: { rows: 12, blocks: [4, 10, 4] },
  /** 216 seats: rows A–N of 4 | 8 | 4, the deepest room. */
  imax: { rows: 14, blocks: [4, 8, 4], standardFrontRows: 5 },
  /** 112 motion seats: 4DX seats are singles, so no couple row. */
  fourDx: { rows: 8, blocks: [4, 6, 4], coupleLastRow: false },
} as const satisfies Record<string, SeatLayoutSpec>;

export type LayoutName = keyof typeof LAYOUTS;
