/**
 * Membership tiers by spend on paid orders in the last 12 months, refunds taken off (VND): a member
 * goes up and down as that year rolls on (docs/decisions/050). No zod: the account page imports it.
 */
export const MEMBERSHIP_TIERS = [
  { key: "member", name: "Thành viên", fromVnd: 0 },
  { key: "silver", name: "Bạc", fromVnd: 1_500_000 },
  { key: "gold", name: "Vàng", fromVnd: 4_000_000 },
  { key: "diamond", name: "Kim cương", fromVnd: 8_000_000 },
] as const;

export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export type Membership = {
  spendVnd: number;
  paidOrders: number;
  tier: { key: MembershipTier["key"]; name: string };
  /** The next tier and how much more spend reaches it; null at the top. */
  next: { name: string; remainingVnd: number } | null;
};

export function membershipFor(spendVnd: number, paidOrders: number): Membership {
  const index = MEMBERSHIP_TIERS.findLastIndex((tier) => spendVnd >= tier.fromVnd);
  const tier = MEMBERSHIP_TIERS[Math.max(0, index)]!;
  const next = MEMBERSHIP_TIERS[index + 1];
  return {
    spendVnd,
    paidOrders,
    tier: { key: tier.key, name: tier.name },
    next: next ? { name: next.name, remainingVnd: next.fromVnd - spendVnd } : null,
  };
}
