import type { AccessibilityFeature } from "@hancine/contract/accessibility";
import { cx } from "./cx.ts";
import { useI18n } from "../lib/i18n/messages.tsx";

/** Each feature's words in the page's language (the contract's ACCESSIBILITY_LABELS, by key). */
export const ACCESSIBILITY_NAMES = {
  audio_description: { short: "site.access.audioDescription", long: "site.access.audioDescriptionLong" },
  hoh_subtitles: { short: "site.access.hohSubtitles", long: "site.access.hohSubtitlesLong" },
  sensory_friendly: { short: "site.access.sensoryFriendly", long: "site.access.sensoryFriendlyLong" },
} as const satisfies Record<AccessibilityFeature, { short: string; long: string }>;

/** Each feature's look: a colour with its words as text (never colour alone); every pair passes AA contrast. */
const COLOURS: Record<AccessibilityFeature, string> = {
  audio_description: "border-violet-700 bg-violet-50 text-violet-900",
  hoh_subtitles: "border-teal-700 bg-teal-50 text-teal-900",
  sensory_friendly: "border-amber-700 bg-amber-50 text-amber-900",
};

/**
 * A showtime's accessibility features as small badges ("Mô tả âm thanh", "Phụ đề khiếm thính",
 * "Suất dịu nhẹ"). A screen reader hears the full meaning; the tooltip shows it too.
 */
export function AccessibilityBadges({
  features,
  className,
  align = "center",
}: {
  features: readonly AccessibilityFeature[];
  className?: string;
  /** Centred under a showtime's time button; from the start in a list of facts (the booking page). */
  align?: "center" | "start";
}) {
  const { t } = useI18n();
  if (features.length === 0) return null;
  return (
    <span className={cx("flex flex-wrap gap-1", align === "center" ? "justify-center" : "justify-start", className)} data-testid="accessibility-badges">
      {features.map((feature) => (
        <span
          key={feature}
          title={t(ACCESSIBILITY_NAMES[feature].long)}
          className={cx("inline-flex items-center rounded border px-1 text-[11px] font-bold leading-4", COLOURS[feature])}
        >
          <span aria-hidden="true">{t(ACCESSIBILITY_NAMES[feature].short)}</span>
          <span className="sr-only">{t(ACCESSIBILITY_NAMES[feature].long)}</span>
        </span>
      ))}
    </span>
  );
}
