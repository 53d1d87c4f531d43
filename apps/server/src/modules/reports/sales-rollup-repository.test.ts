import { describe, expect, it } from "vitest";
import { rollupPeriods } from "./sales-rollup-repository.ts";

describe("rollupPeriods: which rows of sales_rollup sum to a range of days", () => {
  it("reads the whole months of a year by month and its two ends by day", () => {
    expect(rollupPeriods("2025-11-30", "2026-11-29")).toEqual({
      months: ["2025-12-01", "2026-10-01"],
      days: [
        ["2025-11-30", "2025-11-30"],
        ["2026-11-01", "2026-11-29"],
      ],
    });
  });
  it("reads a range of whole months by month only, February and year ends included", () => {
    expect(rollupPeriods("2024-01-01", "2024-02-29")).toEqual({ months: ["2024-01-01", "2024-02-01"], days: [] });
    expect(rollupPeriods("2025-12-01", "2025-12-31")).toEqual({ months: ["2025-12-01", "2025-12-01"], days: [] });
  });
  it("reads a range holding no whole month by day", () => {
    expect(rollupPeriods("2026-10-31", "2026-11-29")).toEqual({ months: null, days: [["2026-10-31", "2026-11-29"]] });
    expect(rollupPeriods("2026-11-23", "2026-11-23")).toEqual({ months: null, days: [["2026-11-23", "2026-11-23"]] });
    expect(rollupPeriods("2026-02-02", "2026-02-28")).toEqual({ months: null, days: [["2026-02-02", "2026-02-28"]] });
  });
  it("reads a month whole when the range starts on its first day and ends inside the next", () => {
    expect(rollupPeriods("2026-10-01", "2026-11-05")).toEqual({ months: ["2026-10-01", "2026-10-01"], days: [["2026-11-01", "2026-11-05"]] });
  });
});
