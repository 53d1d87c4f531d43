import { describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { groupOrders } from "./order-history.tsx";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const order = (code: string, status: Order["status"], startsAt: string): Order =>
  ({ id: code, code, status, showtime: { startsAt, endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString() } }) as Order;

describe("'Vé của tôi'", () => {
  it("puts orders still being paid first, then tickets to come soonest first, then the rest latest first", () => {
    const list = [
      order("PAST-OLD", "paid", "2026-10-01T12:00:00Z"),
      order("LATER", "paid", "2026-11-30T12:00:00Z"),
      order("HELD", "held", "2026-11-24T12:00:00Z"),
      order("SOON", "paid", "2026-11-23T13:00:00Z"),
      order("REFUNDED", "refunded", "2026-11-25T12:00:00Z"),
      order("PAST-NEW", "paid", "2026-11-20T12:00:00Z"),
      order("PLAYING", "paid", "2026-11-23T11:00:00Z"), // started an hour ago, ends in an hour
    ];
    const groups = groupOrders(list, NOW);
    expect(groups.open.map((o) => o.code)).toEqual(["HELD"]);
    expect(groups.upcoming.map((o) => o.code)).toEqual(["PLAYING", "SOON", "LATER"]);
    expect(groups.past.map((o) => o.code)).toEqual(["REFUNDED", "PAST-NEW", "PAST-OLD"]);
  });
});
