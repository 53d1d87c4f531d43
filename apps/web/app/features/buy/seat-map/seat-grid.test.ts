import { describe, expect, it } from "vitest";
import type { Seat } from "@hancine/contract/booking";
import { compileCatalogue } from "@hancine/contract/i18n/compile-catalogue";
import { purchaseEn } from "@hancine/contract/i18n/en/purchase";
import { purchaseVi } from "@hancine/contract/i18n/vi/purchase";
import { translator } from "#web/lib/i18n/messages.tsx";
import { isPickable, moveInGrid, seatName, type MapRow } from "./seat-grid.ts";

const vi = translator("vi", compileCatalogue(purchaseVi)).t;
const en = translator("en", compileCatalogue(purchaseEn)).t;
import { freshChanges, parseSeatChanges } from "./use-seat-events.ts";

function seat(label: string, x: number, y: number, span = 1, type: Seat["type"] = "standard"): Seat {
  return { id: label, label, type, status: "available", price: 75000, x, y, span, companion: false };
}

// Row A: A1 A2 | aisle | A3 A4 A5   Row B: empty (a gap row)   Row C: couple seats C1 (0–1), C2 (3–4)
const rows: MapRow[] = [
  { label: "A", seats: [seat("A1", 0, 0), seat("A2", 1, 0), seat("A3", 3, 0), seat("A4", 4, 0), seat("A5", 5, 0)] },
  { label: "B", seats: [] },
  { label: "C", seats: [seat("C1", 0, 2, 2, "couple"), seat("C2", 3, 2, 2, "couple")] },
];

describe("moveInGrid", () => {
  it("moves left and right within a row, over the aisle, and stops at the ends", () => {
    expect(moveInGrid(rows, "A2", "ArrowRight")).toBe("A3");
    expect(moveInGrid(rows, "A3", "ArrowLeft")).toBe("A2");
    expect(moveInGrid(rows, "A1", "ArrowLeft")).toBeNull();
    expect(moveInGrid(rows, "A5", "ArrowRight")).toBeNull();
  });

  it("moves up and down to the nearest seat by column, skipping an empty row", () => {
    expect(moveInGrid(rows, "A1", "ArrowDown")).toBe("C1");
    expect(moveInGrid(rows, "A4", "ArrowDown")).toBe("C2");
    // C2 covers columns 3–4: A3 and A4 are equally near; the left one wins.
    expect(moveInGrid(rows, "C2", "ArrowUp")).toBe("A3");
    expect(moveInGrid(rows, "A3", "ArrowUp")).toBeNull();
    expect(moveInGrid(rows, "C1", "ArrowDown")).toBeNull();
  });

  it("goes to the row's ends with Home and End, and to the map's with Ctrl", () => {
    expect(moveInGrid(rows, "A3", "Home")).toBe("A1");
    expect(moveInGrid(rows, "A3", "End")).toBe("A5");
    expect(moveInGrid(rows, "A3", "End", true)).toBe("C2");
    expect(moveInGrid(rows, "C2", "Home", true)).toBe("A1");
    expect(moveInGrid(rows, "A1", "Home")).toBeNull();
  });

  it("does not move from a seat that is not on the map", () => {
    expect(moveInGrid(rows, "Z9", "ArrowRight")).toBeNull();
  });
});

describe("seat names", () => {
  it("read the seat, its type, its price and its status", () => {
    expect(seatName(vi, { label: "E7", type: "vip", price: 95000 }, "available")).toBe("Ghế E7, VIP, 95.000\u00a0₫, còn trống");
    expect(seatName(vi, { label: "H1", type: "couple", price: 190000 }, "sold")).toBe("Ghế H1, Đôi, 190.000\u00a0₫, đã bán");
    expect(seatName(vi, { label: "E8", type: "standard", price: 75000 }, "selected")).toBe("Ghế E8, Thường, 75.000\u00a0₫, bạn đang chọn");
    // A wheelchair space and its companion seat say what they are, and that they go together.
    expect(seatName(vi, { label: "A7", type: "wheelchair", price: 75000 }, "available")).toBe("Ghế A7, Chỗ xe lăn, 75.000\u00a0₫, còn trống");
    expect(seatName(vi, { label: "A6", type: "standard", price: 75000, companion: true }, "available")).toBe(
      "Ghế A6, Ghế người đi kèm (cạnh chỗ xe lăn, chọn cùng chỗ xe lăn), Thường, 75.000\u00a0₫, còn trống",
    );
  });

  it("read in English on the English site", () => {
    expect(seatName(en, { label: "E7", type: "vip", price: 95000 }, "available")).toBe("Seat E7, VIP, 95.000\u00a0₫, available");
    expect(seatName(en, { label: "H1", type: "couple", price: 190000 }, "mine")).toBe("Seat H1, Couple, 190.000\u00a0₫, held for you");
    expect(seatName(en, { label: "A6", type: "standard", price: 75000, companion: true }, "sold")).toBe(
      "Seat A6, Companion seat (beside a wheelchair space, chosen with it), Standard, 75.000\u00a0₫, sold",
    );
  });

  it("let only free seats and the buyer's own be picked", () => {
    expect(["available", "selected", "mine", "held", "sold", "blocked"].filter((s) => isPickable(s as never))).toEqual(["available", "selected", "mine"]);
  });
});

describe("parseSeatChanges", () => {
  it("keeps well-formed changes and drops anything else", () => {
    expect(parseSeatChanges('[{"id":"a","status":"held"},{"id":"b","status":"weird"},{"id":3,"status":"sold"}]')).toEqual([{ id: "a", status: "held" }]);
    expect(parseSeatChanges("not json")).toEqual([]);
    expect(parseSeatChanges('{"id":"a"}')).toEqual([]);
  });
});

describe("freshChanges", () => {
  it("drops a seat's change that arrives after a newer one, and keeps changes of other seats", () => {
    const lastSeq = new Map<string, number>();
    expect(freshChanges([{ id: "E7", status: "available", seq: 12 }], lastSeq)).toEqual([{ id: "E7", status: "available", seq: 12 }]);
    // The hold (11) was announced by a slower server after the release (12) that followed it.
    expect(
      freshChanges(
        [
          { id: "E7", status: "held", seq: 11 },
          { id: "E8", status: "held", seq: 11 },
        ],
        lastSeq,
      ),
    ).toEqual([{ id: "E8", status: "held", seq: 11 }]);
    expect(freshChanges([{ id: "E7", status: "sold", seq: 13 }], lastSeq)).toEqual([{ id: "E7", status: "sold", seq: 13 }]);
  });

  it("applies changes without a number as they come", () => {
    const lastSeq = new Map([["E7", 20]]);
    expect(freshChanges([{ id: "E7", status: "held" }], lastSeq)).toEqual([{ id: "E7", status: "held" }]);
  });

  it("reads the number from the event, ignoring one that is not a whole number", () => {
    expect(parseSeatChanges('[{"id":"a","status":"held","seq":7},{"id":"b","status":"sold","seq":"x"}]')).toEqual([
      { id: "a", status: "held", seq: 7 },
      { id: "b", status: "sold" },
    ]);
  });
});
