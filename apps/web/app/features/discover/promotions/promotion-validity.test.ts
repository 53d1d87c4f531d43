import { describe, expect, it } from "vitest";
import { promotionState, validityText } from "./promotion-validity.ts";

describe("promotion validity", () => {
  const dates = { validFrom: "2026-11-01", validUntil: "2026-12-31" };

  it("reads as Vietnamese dates", () => {
    expect(validityText(dates)).toBe("01/11/2026 – 31/12/2026");
  });

  it("reads as English dates on an English page", () => {
    expect(validityText(dates, "en")).toBe("1 Nov 2026 – 31 Dec 2026");
  });

  it("counts the first and the last day as running", () => {
    expect(promotionState(dates, "2026-10-31")).toBe("upcoming");
    expect(promotionState(dates, "2026-11-01")).toBe("running");
    expect(promotionState(dates, "2026-12-31")).toBe("running");
    expect(promotionState(dates, "2027-01-01")).toBe("ended");
  });
});
