import type { Locale } from "@hancine/contract/i18n/catalogue";
import { MEMBERSHIP_TIERS, type Membership } from "@hancine/contract/membership";

/** The tiers' names in English (decision 096); the Vietnamese are the contract's (`MEMBERSHIP_TIERS`). */
const TIER_EN: Record<(typeof MEMBERSHIP_TIERS)[number]["key"], string> = { member: "Member", silver: "Silver", gold: "Gold", diamond: "Diamond" };

/** A tier's name by its key, or by its Vietnamese name (what `Membership.next` carries). */
export function tierName(keyOrName: string, locale: Locale): string {
  const tier = MEMBERSHIP_TIERS.find((t) => t.key === keyOrName || t.name === keyOrName);
  if (!tier) return keyOrName;
  return locale === "en" ? TIER_EN[tier.key] : tier.name;
}

/** The membership answer with its tiers named in `locale`. */
export function membershipIn(membership: Membership, locale: Locale): Membership {
  if (locale === "vi") return membership;
  return {
    ...membership,
    tier: { ...membership.tier, name: tierName(membership.tier.key, locale) },
    next: membership.next ? { ...membership.next, name: tierName(membership.next.name, locale) } : null,
  };
}
