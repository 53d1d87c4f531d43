import { describe, expect, it } from "vitest";
import { latestPeriod } from "./report-period.ts";

describe("latestPeriod", () => {
  // 2026-11-30 is a Monday; 07:00 in Vietnam is 00:00 UTC.
  it("is yesterday once today's hour has come, else the day before", () => {
    expect(latestPeriod("daily", 7, new Date("2026-11-30T00:00:00Z"))).toEqual({
      from: "2026-11-29",
      to: "2026-11-29",
      dueAt: new Date("2026-11-30T00:00:00Z"),
    });
    expect(latestPeriod("daily", 7, new Date("2026-11-29T23:59:00Z"))).toEqual({
      from: "2026-11-28",
      to: "2026-11-28",
      dueAt: new Date("2026-11-29T00:00:00Z"),
    });
  });

  it("is last Monday to Sunday from Monday's hour on", () => {
    expect(latestPeriod("weekly", 8, new Date("2026-11-30T01:00:00Z"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
      dueAt: new Date("2026-11-30T01:00:00Z"),
    });
    expect(latestPeriod("weekly", 8, new Date("2026-11-30T00:59:00Z"))).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    // Thursday 2026-12-03: still the week of 23–29/11.
    expect(latestPeriod("weekly", 8, new Date("2026-12-03T10:00:00Z"))).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
  });
});
