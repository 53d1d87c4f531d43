import { describe, expect, it } from "vitest";
import { suggestSeats } from "./suggest-seats.ts";

/**
 * Rooms drawn by hand: one string per row from the screen back, one character per seat column.
 * "." free, "x" taken, "c" a couple seat (two columns), "w" a wheelchair place, " " an aisle.
 */
function room(...rows: string[]) {
  return rows.flatMap((line, y) => {
    const seats = [];
    for (let x = 0; x < line.length; x++) {
      const mark = line[x]!;
      if (mark === " ") continue;
      const label = `${String.fromCharCode(65 + y)}${x + 1}`;
      const couple = mark === "c";
      seats.push({
        id: label,
        label,
        x,
        y,
        span: couple ? 2 : 1,
        status: mark === "x" ? ("sold" as const) : ("available" as const),
        type: couple ? ("couple" as const) : mark === "w" ? ("wheelchair" as const) : ("standard" as const),
      });
      if (couple) x++;
    }
    return seats;
  });
}

describe("Chọn giúp tôi", () => {
  it("picks two seats in the middle, about two thirds back from the screen", () => {
    const seats = room("..........", "..........", "..........", "..........");
    // Rows A–D: two thirds back is row C; columns 5 and 6 (of 10) are the middle.
    expect(suggestSeats(seats, 2)).toEqual(["C5", "C6"]);
  });

  it("counts two thirds back from the bottom when the room's screen is below the last row", () => {
    const seats = room("..........", "..........", "..........", "..........");
    // The screen under row D: two thirds back from it is row B.
    expect(suggestSeats(seats, 2, "bottom")).toEqual(["B5", "B6"]);
  });

  it("moves along the row rather than leave a single seat stranded between taken ones", () => {
    // C4 and C7 taken: C5-C6 fits exactly between them.
    const seats = room("..........", "..........", "...x..x...", "..........");
    expect(suggestSeats(seats, 2)).toEqual(["C5", "C6"]);
    // Three do not fit between C4 and C7; the row in front has them in its middle.
    expect(suggestSeats(seats, 3)).toEqual(["B4", "B5", "B6"]);
  });

  it("never leaves one seat alone against an aisle, never offers couple or wheelchair places, keeps the block side by side", () => {
    // Row A: 3 seats, aisle, 3 seats. Two seats on either side would strand the third against the aisle or wall.
    const seats = room("... ...", "ccc w  ");
    expect(suggestSeats(seats, 2)).toBeNull();
    expect(suggestSeats(seats, 3)).toEqual(["A1", "A2", "A3"]);
  });

  it("says nothing can be found when the room has no such block", () => {
    expect(suggestSeats(room("x.x.x", "xx.xx"), 2)).toBeNull();
  });
});
