import { describe, expect, it } from "vitest";
import { autoRowLabel, layoutCounts, layoutProblems, numberingOf, numberSeats, rowLabels, type LayoutDraft } from "./seat-layout-rules.ts";

const row = (label: string, xs: number[]) => ({ label, seats: xs.map((x) => ({ x, type: "standard" as const, span: 1, blocked: false })) });
const draft = (rows: LayoutDraft["rows"], extra: Partial<LayoutDraft> = {}): LayoutDraft => ({
  screenSide: "top",
  numbering: "left-to-right",
  columns: 10,
  rows,
  ...extra,
});

describe("row labels", () => {
  it("skips I and O, then goes on with two letters", () => {
    expect(Array.from({ length: 10 }, (_, i) => autoRowLabel(i)).join("")).toBe("ABCDEFGHJK");
    expect(autoRowLabel(13)).toBe("P");
    expect([autoRowLabel(23), autoRowLabel(24), autoRowLabel(25)]).toEqual(["Z", "AA", "AB"]);
  });

  it("counts from the screen, leaves empty rows unnamed and never reuses a typed name", () => {
    expect(rowLabels(draft([row("", [0]), row("", []), row("B", [0]), row("", [0])]))).toEqual(["A", "", "B", "C"]);
    expect(rowLabels(draft([row("", [0]), row("", [0]), row("", [0])], { screenSide: "bottom" }))).toEqual(["C", "B", "A"]);
    expect(rowLabels(draft([row(" a ", [0]), row("", [0])]))).toEqual(["A", "B"]);
  });
});

describe("numbering", () => {
  it("numbers each row's seats across aisles, left to right or right to left, a couple seat once", () => {
    const couple = {
      label: "",
      seats: [
        { x: 0, type: "couple" as const, span: 2, blocked: false },
        { x: 3, type: "couple" as const, span: 2, blocked: false },
      ],
    };
    const seats = numberSeats(draft([row("", [0, 1, 3]), couple]));
    expect(seats.map((s) => s.label)).toEqual(["A1", "A2", "A3", "B1", "B2"]);
    const rtl = numberSeats(draft([row("", [0, 1, 3])], { numbering: "right-to-left" }));
    expect(rtl.map((s) => [s.x, s.label])).toEqual([
      [0, "A3"],
      [1, "A2"],
      [3, "A1"],
    ]);
    expect(numberingOf(rtl)).toBe("right-to-left");
    expect(numberingOf(seats)).toBe("left-to-right");
  });

  it("counts seats by type, blocked ones included", () => {
    const seats = [
      { type: "vip" as const, blocked: true },
      { type: "vip" as const, blocked: false },
      { type: "couple" as const, blocked: false },
    ];
    expect(layoutCounts(seats)).toEqual({ standard: 0, vip: 2, couple: 1, wheelchair: 0, blocked: 1, total: 3 });
  });
});

describe("problems", () => {
  it("finds nothing wrong with a plain room", () => {
    expect(layoutProblems(draft([row("", [0, 1, 2]), row("", [0, 1, 2])]))).toEqual({});
  });

  it("names the row by its label, and by its place when the label itself is wrong", () => {
    expect(layoutProblems(draft([row("", [0]), row("", [0, 0])]))).toEqual({ "rows.1.seats.1": "Hàng B: hai ghế cùng chiếm cột 1." });
    expect(layoutProblems(draft([row("Ơ", [0])]))).toEqual({ "rows.0.label": "Hàng thứ 1: tên hàng gồm 1–2 chữ cái in hoa, không dấu (A–Z)." });
  });
});
