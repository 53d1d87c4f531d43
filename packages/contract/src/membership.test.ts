import { describe, expect, it } from "vitest";
import { membershipFor } from "./membership.ts";

describe("membership tiers", () => {
  it("starts every customer as a member, with the way to Bạc", () => {
    expect(membershipFor(0, 0)).toEqual({
      spendVnd: 0,
      paidOrders: 0,
      tier: { key: "member", name: "Thành viên" },
      next: { name: "Bạc", remainingVnd: 1_500_000 },
    });
  });
  it("moves up at each threshold and stops at the top", () => {
    expect(membershipFor(1_500_000, 9).tier.name).toBe("Bạc");
    expect(membershipFor(3_999_000, 20).next).toEqual({ name: "Vàng", remainingVnd: 1_000 });
    expect(membershipFor(9_000_000, 40)).toMatchObject({ tier: { name: "Kim cương" }, next: null });
  });
});
