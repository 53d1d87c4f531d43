import { describe, expect, it } from "vitest";
import { demoTicketPrice } from "./demo-prices.ts";

describe("demo ticket prices", () => {
  it("start at 45.000 ₫ for a 2D standard seat on a weekday morning", () => {
    expect(demoTicketPrice({ format: "2D", seatType: "standard", dayKind: "weekday", timeBand: "morning" })).toBe(45_000);
  });

  it("cost more for VIP seats, evenings, weekends and premium formats", () => {
    const evening = demoTicketPrice({ format: "2D", seatType: "standard", dayKind: "weekday", timeBand: "evening" });
    const vip = demoTicketPrice({ format: "2D", seatType: "vip", dayKind: "weekday", timeBand: "evening" });
    const weekend = demoTicketPrice({ format: "2D", seatType: "vip", dayKind: "weekend", timeBand: "evening" });
    const imax = demoTicketPrice({ format: "IMAX", seatType: "vip", dayKind: "weekend", timeBand: "evening" });
    expect(evening).toBeGreaterThan(45_000);
    expect(vip).toBeGreaterThan(evening);
    expect(weekend).toBeGreaterThan(vip);
    expect(imax).toBeGreaterThan(weekend);
  });

  it("prices a couple seat for two people, above two standard seats", () => {
    const key = { format: "2D", dayKind: "weekday", timeBand: "evening" } as const;
    expect(demoTicketPrice({ ...key, seatType: "couple" })).toBeGreaterThan(2 * demoTicketPrice({ ...key, seatType: "standard" }));
  });
});
