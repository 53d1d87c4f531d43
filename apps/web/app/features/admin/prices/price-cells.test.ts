import { describe, expect, it } from "vitest";
import { changedKeys, checkCells, displayPrice, parsePrice, rulesOf, typeCellsFromAdult, typePricesOf } from "./price-cells.ts";

describe("the price editor's cells", () => {
  it("read prices typed the Vietnamese way", () => {
    expect(parsePrice("95.000")).toBe(95_000);
    expect(parsePrice(" 95 000 ₫")).toBe(95_000);
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("9,5")).toBeNaN();
    expect(displayPrice("95000")).toBe("95.000");
    expect(displayPrice("abc")).toBe("abc");
  });

  it("mark bad prices and the missing cells of a block the way the server refuses them", () => {
    const cells = { "2D/standard/weekday/morning": "85.500", "2D/standard/weekday/afternoon": "-1", "2D/vip/weekday/morning": "90.000" };
    const { errors, missing } = checkCells(cells, { formats: ["2D"], seatTypes: ["standard"] });
    expect(errors["2D/standard/weekday/morning"]).toBe("Giá vé phải là bội số của 1.000 ₫ (ví dụ 85.000 ₫).");
    expect(errors["2D/standard/weekday/afternoon"]).toBe("Chỉ nhập số, ví dụ 85.000.");
    // The standard block is required (9 cells, 2 typed); the VIP block was started (9 cells, 1 typed).
    expect(missing).toHaveLength(7 + 8);
    expect(errors["2D/vip/holiday/evening"]).toBe("Cần có giá.");
    expect(errors["3D/standard/weekday/morning"]).toBeUndefined();
  });

  it("save the filled cells and tell which changed", () => {
    const saved = { "2D/standard/weekday/morning": "85.000" };
    const cells = { "2D/standard/weekday/morning": "90000", "2D/standard/weekday/evening": "" };
    expect(rulesOf(cells)).toEqual([{ format: "2D", seatType: "standard", dayKind: "weekday", timeBand: "morning", price: 90_000 }]);
    expect(changedKeys(cells, saved)).toEqual(["2D/standard/weekday/morning"]);
    expect(changedKeys({ "2D/standard/weekday/morning": "85000" }, saved)).toEqual([]);
  });
});

describe("the ticket types' cells", () => {
  const adult = { "2D/standard/weekday/evening": "65.000", "2D/vip/weekday/evening": "75.000" };

  it("fill a type from the adult prices minus an amount, and save only the filled cells", () => {
    const cells = typeCellsFromAdult(adult, "2D", "student", 20_000);
    expect(cells["2D/standard/weekday/evening/student"]).toBe("45.000");
    expect(cells["2D/vip/weekday/evening/student"]).toBe("55.000");
    expect(typePricesOf(cells)).toEqual([
      { format: "2D", seatType: "standard", dayKind: "weekday", timeBand: "evening", ticketType: "student", price: 45_000 },
      { format: "2D", seatType: "vip", dayKind: "weekday", timeBand: "evening", ticketType: "student", price: 55_000 },
    ]);
    expect(changedKeys(cells, adult)).toEqual(["2D/standard/weekday/evening/student", "2D/vip/weekday/evening/student"]);
  });

  it("mark a type above the adult price or without one", () => {
    const cells = { ...adult, "2D/standard/weekday/evening/u22": "70.000", "2D/standard/weekday/morning/senior": "40.000" };
    const { errors } = checkCells(cells, { formats: [], seatTypes: [] });
    expect(errors["2D/standard/weekday/evening/u22"]).toBe("Cao hơn giá người lớn.");
    expect(errors["2D/standard/weekday/morning/senior"]).toBe("Ô này chưa có giá người lớn.");
  });
});
