import { describe, expect, it } from "vitest";
import type { SeatMap } from "@hancine/contract/booking";
import { pickSeatsForGroup } from "./seat-picking.ts";

type Status = SeatMap["rows"][number]["seats"][number]["status"];

/** A map drawn as text: one string per row from the screen, `.` free, `x` taken, `c` a free companion seat, ` ` an aisle. */
function mapOf(...rows: string[]): Pick<SeatMap, "rows" | "columns"> {
  return {
    columns: Math.max(...rows.map((r) => r.length)),
    rows: rows.map((text, y) => {
      const label = String.fromCharCode(65 + y);
      let n = 0;
      const seats = [...text].flatMap((cell, x) => {
        if (cell === " ") return [];
        n += 1;
        const status: Status = cell === "." || cell === "c" ? "available" : "sold";
        return [{ id: `${label}${n}`, label: `${label}${n}`, type: "standard" as const, status, price: 65_000, x, y, span: 1, companion: cell === "c" }];
      });
      return { label, seats };
    }),
  };
}
const labels = (picked: { label: string }[] | null) => picked?.map((s) => s.label) ?? null;

describe("the seats handed to a waiting group", () => {
  it("are none when fewer are free than the group", () => {
    expect(pickSeatsForGroup(mapOf("x..x", "xxxx"), 3)).toBeNull();
  });

  it("sit side by side when a row allows it, in the row nearest the middle", () => {
    // Rows A–E; C is the middle. Three free side by side in A and in D: D is nearer the middle.
    expect(labels(pickSeatsForGroup(mapOf("...xxxxx", "xxxxxxxx", "x.x.x.x.", "xxxx...x", "xxxxxxxx"), 3))).toEqual(["D5", "D6", "D7"]);
  });

  it("never include a companion seat: it goes only with a wheelchair space (decision 082)", () => {
    expect(labels(pickSeatsForGroup(mapOf("xxxccxxx"), 1))).toBeNull();
    expect(labels(pickSeatsForGroup(mapOf("xxc..cxx"), 2))).toEqual(["A4", "A5"]);
  });

  it("take the block nearest the middle of its row", () => {
    expect(labels(pickSeatsForGroup(mapOf("........"), 2))).toEqual(["A4", "A5"]);
  });

  it("do not count seats across an aisle as side by side", () => {
    // ".. ..x" (six columns, the middle between the aisle and A3) has no three in a row: the group gets
    // the three nearest the middle, A3 then A2 and A4 (each a seat and a half away), not A1.
    expect(labels(pickSeatsForGroup(mapOf(".. ..x"), 3))).toEqual(["A2", "A3", "A4"]);
  });

  it("are any free seats when none sit together, in row order", () => {
    expect(labels(pickSeatsForGroup(mapOf(".x.x", "x.xx"), 3))).toEqual(["A1", "A3", "B2"]);
  });
});
