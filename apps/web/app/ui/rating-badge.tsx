import { cx } from "./cx.ts";
import { StarIcon } from "./icons.tsx";
import { useI18n } from "../lib/i18n/messages.tsx";

export function formatRating(rate: number): string {
  return rate.toFixed(1);
}

/** Audience rating out of 10, e.g. "★ 8.6". */
export function RatingBadge({ rate, className }: { rate: number; className?: string }) {
  const { t } = useI18n();
  return (
    <span className={cx("inline-flex h-6 items-center gap-1 rounded bg-night-950/80 px-1.5 text-xs font-bold leading-none text-white", className)}>
      <StarIcon width={14} height={14} className="text-amber-brand" />
      <span className="sr-only">{t("site.rating.label")}</span>
      {formatRating(rate)}
      <span className="sr-only">{t("site.rating.outOfTen")}</span>
    </span>
  );
}
