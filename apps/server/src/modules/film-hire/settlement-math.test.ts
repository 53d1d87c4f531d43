import { describe, expect, it } from "vitest";
import { percentOfWeek, releaseFriday, rowFigures, weekBounds } from "./settlement-math.ts";

describe("settlement arithmetic", () => {
  it("takes the last step started by the week", () => {
    expect([1, 2, 3, 9].map((w) => percentOfWeek([1, 2, 3], [55, 50, 45], w))).toEqual([55, 50, 45, 45]);
  });

  it("starts week 1 on the Friday on or before the release", () => {
    // 2026-11-27 is a Friday; 2026-11-25 a Wednesday; 2026-11-29 a Sunday.
    expect(releaseFriday("2026-11-27")).toBe("2026-11-27");
    expect(releaseFriday("2026-11-25")).toBe("2026-11-20");
    expect(releaseFriday("2026-11-29")).toBe("2026-11-27");
    expect(weekBounds("2026-11-27", 2, "2026-12-04", { from: "2026-11-01", to: "2026-12-31" })).toEqual({ start: "2026-12-04", end: "2026-12-10" });
    expect(weekBounds("2026-11-27", 1, "2026-11-26", { from: "2026-11-01", to: "2026-11-30" })).toEqual({ start: "2026-11-26", end: "2026-11-30" });
  });

  it("computes VAT inside the gross, the net and the rent, with the minimum as a floor", () => {
    // 1 100 000 gross at 10 %: VAT 100 000, net 1 000 000; 55 % → 550 000.
    expect(rowFigures({ admissions: 10, grossVnd: 1_100_000, vatPercent: 10, percent: 55, minimumPerTicketVnd: null })).toEqual({
      admissions: 10,
      grossBoxOffice: 1_100_000,
      vat: 100_000,
      netBoxOffice: 1_000_000,
      percent: 55,
      filmRent: 550_000,
      minimumApplied: false,
    });
    // 10 tickets at a minimum of 60 000 = 600 000 > 550 000.
    expect(rowFigures({ admissions: 10, grossVnd: 1_100_000, vatPercent: 10, percent: 55, minimumPerTicketVnd: 60_000 })).toMatchObject({
      filmRent: 600_000,
      minimumApplied: true,
    });
    // 52.5 % of 999 999 = 524 999.475 → 524 999.
    expect(rowFigures({ admissions: 1, grossVnd: 999_999, vatPercent: 0, percent: 52.5, minimumPerTicketVnd: null }).filmRent).toBe(524_999);
  });
});
