import { describe, expect, it } from "vitest";
import type { SeatStatus } from "./booking-constants.ts";
import { checkSeatSelection, strandedSeats, type RuleSeat } from "./seat-rules.ts";

/**
 * One row drawn as text: a digit or letter per column. `.` free seat, `x` sold, `h` held by
 * someone else, `b` blocked, `m` the caller's own hold, space an aisle, `[` `]` a couple seat,
 * `w` a free wheelchair space, `c` a free companion seat.
 * Seats are labelled by their number in the row: "E1", "E2"…
 */
function row(picture: string, y = 4, letter = "E"): RuleSeat[] {
  const status: Record<string, SeatStatus> = { ".": "available", x: "sold", h: "held", b: "blocked", m: "mine" };
  const seats: RuleSeat[] = [];
  let n = 0;
  for (let x = 0; x < picture.length; x++) {
    const c = picture[x]!;
    if (c === " " || c === "]") continue;
    n++;
    if (c === "[") {
      seats.push({ id: `${letter}${n}`, label: `${letter}${n}`, status: "available", x, y, span: 2 });
      continue;
    }
    if (c === "w" || c === "c") {
      seats.push({
        id: `${letter}${n}`,
        label: `${letter}${n}`,
        status: "available",
        x,
        y,
        span: 1,
        type: c === "w" ? "wheelchair" : "standard",
        companion: c === "c",
      });
      continue;
    }
    seats.push({ id: `${letter}${n}`, label: `${letter}${n}`, status: status[c]!, x, y, span: 1 });
  }
  return seats;
}

const ids = (seats: RuleSeat[]) => seats.map((s) => s.id);

describe("strandedSeats", () => {
  it("reports a free seat left between the selection and a sold seat", () => {
    // E1 sold, E2 free, E3 chosen: E2 can no longer be sold to anybody.
    expect(ids(strandedSeats(row("x.....", 4), ["E3"]))).toEqual(["E2"]);
  });

  it("reports a free seat left between the selection and the aisle or the row's end", () => {
    expect(ids(strandedSeats(row("..... ....."), ["E2"]))).toEqual(["E1"]);
    expect(ids(strandedSeats(row("..... ....."), ["E4"]))).toEqual(["E5"]);
    expect(ids(strandedSeats(row("..... ....."), ["E7"]))).toEqual(["E6"]);
  });

  it("reports a gap of one seat between two chosen seats", () => {
    expect(ids(strandedSeats(row(".........."), ["E3", "E5"]))).toEqual(["E4"]);
  });

  it("accepts seats chosen side by side, at the aisle, or leaving two free seats", () => {
    expect(strandedSeats(row(".........."), ["E4", "E5", "E6"])).toEqual([]);
    expect(strandedSeats(row("..... ....."), ["E5"])).toEqual([]);
    expect(strandedSeats(row("..... ....."), ["E1"])).toEqual([]);
    expect(strandedSeats(row("x........."), ["E4"])).toEqual([]);
    expect(strandedSeats(row(".........."), ["E3", "E6"])).toEqual([]);
  });

  it("does not blame the buyer for a lone seat other buyers boxed in", () => {
    // E2 is already stranded between two sold seats; choosing far away is fine.
    expect(strandedSeats(row("x.x......."), ["E7"])).toEqual([]);
  });

  it("counts held and blocked seats as taken, and the caller's own hold as free", () => {
    expect(ids(strandedSeats(row("h....."), ["E3"]))).toEqual(["E2"]);
    expect(ids(strandedSeats(row("b....."), ["E3"]))).toEqual(["E2"]);
    // E1 is the buyer's current hold, which a new order replaces: E2 next to it is not boxed in.
    expect(strandedSeats(row("m....."), ["E3"])).toEqual([]);
  });

  it("filling the gap makes the selection valid again", () => {
    expect(strandedSeats(row("x....."), ["E2", "E3"])).toEqual([]);
  });

  it("never reports an empty couple seat, and treats a couple seat as one wide neighbour", () => {
    const couples = row("[][][] [][][]", 9, "J");
    expect(strandedSeats(couples, ["J2"])).toEqual([]);
    // A single seat next to a couple seat: choosing the couple seat boxes the single in against the aisle.
    const mixed = row(".[]..", 5, "F");
    expect(ids(strandedSeats(mixed, ["F2"]))).toEqual(["F1"]);
  });

  it("looks at each row on its own", () => {
    const seats = [...row("x.....", 0, "A"), ...row("......", 1, "B")];
    expect(ids(strandedSeats(seats, ["A3", "B1"]))).toEqual(["A2"]);
  });

  it("needs no particular order of the seats it is given", () => {
    expect(ids(strandedSeats(row("x.....").reverse(), ["E3"]))).toEqual(["E2"]);
  });
});

describe("checkSeatSelection", () => {
  const seats = row("..... ..........", 4);

  it("accepts a good selection", () => {
    expect(checkSeatSelection(seats, ["E6", "E7"])).toBeNull();
  });

  it("refuses more than 8 seats, a couple seat counting as one", () => {
    const nine = ["E6", "E7", "E8", "E9", "E10", "E11", "E12", "E13", "E14"];
    expect(checkSeatSelection(seats, nine)).toMatchObject({ kind: "too_many", message: expect.stringContaining("tối đa 8 ghế") });
    expect(checkSeatSelection(seats, nine.slice(0, 8))).toBeNull();
    const couples = row("[][][][][][][][][][]", 9, "J");
    expect(checkSeatSelection(couples, ["J1", "J2", "J3", "J4", "J5", "J6", "J7", "J8"])).toBeNull();
  });

  it("names seats other buyers have taken, or that do not exist", () => {
    const problem = checkSeatSelection(row("xx...."), ["E1", "E3", "Z9"]);
    expect(problem).toMatchObject({ kind: "unavailable", seatIds: ["E1", "Z9"] });
    expect(problem?.message).toBe("Ghế E1, Z9 vừa có người chọn. Bạn hãy chọn ghế khác nhé.");
  });

  it("explains a stranded seat in Vietnamese, naming it", () => {
    const problem = checkSeatSelection(seats, ["E2"]);
    expect(problem).toMatchObject({ kind: "stranded", seatIds: ["E1"] });
    expect(problem?.message).toContain("Ghế E1 sẽ bị bỏ trống một mình");
  });

  it("counts a seat chosen twice once", () => {
    expect(checkSeatSelection(seats, ["E6", "E6"])).toBeNull();
  });
});

describe("wheelchair spaces and companion seats", () => {
  it("refuse a companion seat without a wheelchair space in the same selection, naming it", () => {
    const seats = row("....cww");
    const problem = checkSeatSelection(seats, ["E4", "E5"]);
    expect(problem).toMatchObject({ kind: "companion_alone", seatIds: ["E5"] });
    expect(problem?.message).toContain("Ghế E5 dành cho người đi kèm");
    expect(checkSeatSelection(seats, ["E5", "E6"])).toBeNull();
    expect(checkSeatSelection(seats, ["E6"])).toBeNull();
  });

  it("never count an empty companion seat or wheelchair space as stranded", () => {
    // E4 chosen beside the companion seat E5: E5 waits for a wheelchair user's companion.
    expect(ids(strandedSeats(row("...xcww"), ["E3"]))).toEqual([]);
    expect(checkSeatSelection(row("...xcww"), ["E3"])).toBeNull();
    expect(ids(strandedSeats(row(".x.cx"), ["E3"]))).toEqual([]);
    expect(ids(strandedSeats(row(".x.wx"), ["E3"]))).toEqual([]);
  });

  it("never blame a wheelchair space and its companion seat for the seat left between them and the aisle", () => {
    // E1 | aisle | E2 E3(c) E4(w) E5(w): the pair E3 + E4 leaves E2 by the aisle, as the room was drawn.
    expect(checkSeatSelection(row(". .cww"), ["E3", "E4"])).toBeNull();
    // An ordinary seat taken beside it still strands it.
    expect(ids(strandedSeats(row(". ..ww"), ["E3"]))).toEqual(["E2"]);
  });
});
