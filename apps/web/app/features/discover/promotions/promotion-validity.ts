import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { dateLong } from "#web/lib/i18n/dates.ts";

export type PromotionDates = { validFrom: string; validUntil: string };
export type PromotionState = "running" | "upcoming" | "ended";

const noon = (day: string) => `${day}T12:00:00+07:00`;

/** "01/11/2026 – 31/12/2026" / "1 Nov 2026 – 31 Dec 2026" (the dates are whole days in the chain's zone). */
export function validityText({ validFrom, validUntil }: PromotionDates, locale: Locale = "vi"): string {
  return `${dateLong(locale, noon(validFrom))} – ${dateLong(locale, noon(validUntil))}`;
}

/** Where `today` (YYYY-MM-DD, chain zone) stands in the promotion's dates. */
export function promotionState({ validFrom, validUntil }: PromotionDates, today: string): PromotionState {
  if (today < validFrom) return "upcoming";
  if (today > validUntil) return "ended";
  return "running";
}

/** The state badge's words ("Đang diễn ra" / "On now"). */
export const STATE_LABELS: Record<PromotionState, WebMessageKey> = {
  running: "content.promotion.running",
  upcoming: "content.promotion.upcoming",
  ended: "content.promotion.ended",
};

/** The state badge's colours: green while it runs, grey otherwise. */
export const STATE_BADGE_CLASSES: Record<PromotionState, string> = {
  running: "bg-green-100 text-green-800",
  upcoming: "bg-slate-100 text-slate-700",
  ended: "bg-slate-100 text-slate-700",
};
