import { describe, expect, it } from "vitest";
import { pickupSlots } from "./snack-orders.ts";

// Hồ Chí Minh City is UTC+7 all year.
const vn = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+07:00`);
const clock = (iso: string) => new Date(iso).toLocaleTimeString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", hour: "2-digit", minute: "2-digit", hour12: false });

describe("pickupSlots", () => {
  it("offers every quarter hour from 15 minutes ahead to the counter's 23:00 closing", () => {
    const slots = pickupSlots(vn("18:07")).map(clock);
    expect(slots[0]).toBe("18:30");
    expect(slots.at(-1)).toBe("23:00");
    expect(slots).toHaveLength(19);
  });
  it("starts at opening (09:00) before it, and offers nothing after 22:45", () => {
    expect(pickupSlots(vn("07:00")).map(clock)[0]).toBe("09:00");
    expect(pickupSlots(vn("22:45")).map(clock)).toEqual(["23:00"]);
    expect(pickupSlots(vn("22:46"))).toEqual([]);
  });
});
