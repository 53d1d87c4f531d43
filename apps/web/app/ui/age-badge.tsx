import type { AgeRating } from "@hancine/contract/browser-constants";
import { useI18n } from "../lib/i18n/messages.tsx";
import { cx } from "./cx.ts";

// Conventional colours, always with the label as text (never colour alone); each pair passes AA contrast.
const COLOURS: Record<AgeRating, string> = {
  P: "bg-green-700 text-white",
  K: "bg-blue-600 text-white",
  T13: "bg-yellow-400 text-night-900",
  T16: "bg-orange-400 text-night-900",
  T18: "bg-red-600 text-white",
};

/** What each label means (`title`, and the film page's header). */
export const AGE_MEANING_KEYS = { P: "site.age.P", K: "site.age.K", T13: "site.age.T13", T16: "site.age.T16", T18: "site.age.T18" } as const;

export function AgeBadge({ age, className }: { age: AgeRating; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={cx("inline-flex h-6 min-w-8 items-center justify-center rounded px-1.5 text-xs font-bold leading-none", COLOURS[age], className)}
      title={t(AGE_MEANING_KEYS[age])}
    >
      <span className="sr-only">{t("site.age.label")}</span>
      {age}
    </span>
  );
}
