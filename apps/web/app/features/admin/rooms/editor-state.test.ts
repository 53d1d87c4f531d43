import { describe, expect, it } from "vitest";
import type { DraftSeat, LayoutDraft } from "@hancine/contract/seat-layout-rules";
import { addRow, blockModeAt, paint, removeColumn, removeRow, seatAt, setRowLabel } from "./editor-state.ts";

/** One row drawn by hand: "." standard, "v" VIP, "[" a couple seat (two cells), "x" blocked standard, " " aisle. */
function draftOf(...lines: string[]): LayoutDraft {
  return {
    screenSide: "top",
    numbering: "left-to-right",
    columns: Math.max(...lines.map((line) => line.length)),
    rows: lines.map((line) => ({
      label: "",
      seats: [...line].flatMap((mark, x): DraftSeat[] => {
        if (mark === "[") return [{ x, type: "couple" as const, span: 2, blocked: false }];
        if (mark === "." || mark === "x") return [{ x, type: "standard" as const, span: 1, blocked: mark === "x" }];
        if (mark === "v") return [{ x, type: "vip" as const, span: 1, blocked: false }];
        return [];
      }),
    })),
  };
}

function drawn(draft: LayoutDraft): string[] {
  return draft.rows.map((row) =>
    Array.from({ length: draft.columns }, (_, x) => {
      const seat = seatAt(row, x);
      if (!seat) return " ";
      if (seat.type === "couple") return seat.x === x ? "[" : "]";
      const mark = seat.type === "vip" ? "v" : seat.type === "wheelchair" ? "w" : ".";
      return seat.blocked ? "x" : mark;
    }).join(""),
  );
}

describe("painting", () => {
  it("paints seat types, aisles and blocks cell by cell", () => {
    let draft = draftOf("....");
    draft = paint(draft, 0, 1, "vip");
    draft = paint(draft, 0, 2, "aisle");
    draft = paint(draft, 0, 3, "blocked");
    expect(drawn(draft)).toEqual([".v x"]);
    draft = paint(draft, 0, 2, "blocked");
    expect(drawn(draft)).toEqual([".vxx"]);
    // Painting a type on a blocked seat puts it back in use.
    expect(drawn(paint(draft, 0, 3, "wheelchair"))).toEqual([".vxw"]);
  });

  it("pairs a couple seat with the cell to its right, or its left at the row's end or beside another couple", () => {
    expect(drawn(paint(draftOf("    "), 0, 1, "couple"))).toEqual([" [] "]);
    expect(drawn(paint(draftOf("    "), 0, 3, "couple"))).toEqual(["  []"]);
    expect(drawn(paint(draftOf("  [ "), 0, 1, "couple"))).toEqual(["[][]"]);
    // Painting the second cell of a couple with the couple tool changes nothing.
    const pair = paint(draftOf("    "), 0, 0, "couple");
    expect(paint(pair, 0, 1, "couple")).toBe(pair);
  });

  it("splits a couple seat painted with a single type, and removes it whole as an aisle", () => {
    expect(drawn(paint(draftOf("[ "), 0, 1, "vip"))).toEqual(["vv"]);
    expect(drawn(paint(draftOf("[ "), 0, 0, "aisle"))).toEqual(["  "]);
    expect(paint(draftOf("[ "), 0, 1, "blocked").rows[0]!.seats).toEqual([{ x: 0, type: "couple", span: 2, blocked: true }]);
  });

  it("opens blocked seats when a stroke of 'Chặn' starts on one", () => {
    const draft = draftOf("xx.");
    expect(blockModeAt(draft, 0, 0)).toBe("unblock");
    const opened = [0, 1, 2].reduce((d, x) => paint(d, 0, x, "blocked", "unblock"), draft);
    expect(drawn(opened)).toEqual(["..."]);
  });
});

describe("grid", () => {
  it("adds and removes rows at the back, away from the screen", () => {
    const top = addRow(draftOf("..", ".."));
    expect(top.rows).toHaveLength(3);
    expect(top.rows[2]!.seats).toEqual([]);
    const bottom = addRow({ ...draftOf("..", "v."), screenSide: "bottom" });
    expect(drawn(bottom)).toEqual(["  ", "..", "v."]);
    expect(drawn(removeRow(bottom))).toEqual(["..", "v."]);
  });

  it("drops the seats of a removed column, a couple seat across it whole", () => {
    expect(drawn(removeColumn(draftOf("..[ ")))).toEqual([".. "]);
  });

  it("keeps row names to one or two capital letters", () => {
    expect(setRowLabel(draftOf("."), 0, "đ1a").rows[0]!.label).toBe("A");
    expect(setRowLabel(draftOf("."), 0, "abc").rows[0]!.label).toBe("AB");
  });
});

describe("the companion-seat tool", () => {
  it("marks an ordinary seat beside a wheelchair space as a companion seat, and unmarks it when painted again", async () => {
    const { paint, cellWords } = await import("./editor-state.ts");
    const draft = {
      screenSide: "top" as const,
      numbering: "left-to-right" as const,
      columns: 3,
      rows: [
        {
          label: "",
          seats: [
            { x: 0, type: "standard" as const, span: 1, blocked: false },
            { x: 1, type: "wheelchair" as const, span: 1, blocked: false },
          ],
        },
      ],
    };
    const marked = paint(draft, 0, 0, "companion");
    expect(marked.rows[0]!.seats[0]).toEqual({ x: 0, type: "standard", span: 1, blocked: false, companion: true });
    expect(cellWords(marked.rows[0]!.seats[0])).toBe("Thường, ghế người đi kèm");
    expect(paint(marked, 0, 0, "companion").rows[0]!.seats[0]).toEqual({ x: 0, type: "standard", span: 1, blocked: false });
    // A wheelchair space is not a companion seat.
    expect(paint(draft, 0, 1, "companion")).toBe(draft);
  });
});
