import { cx } from "./cx.ts";
import { StarIcon } from "./icons.tsx";

export function formatRating(rate: number): string {
  return rate.toFixed(1);
}

/** Audience rating out of 10, e.g. "★ 8.6". */
export function RatingBadge({ rate, className }: { rate: number; className?: string }) {
  return (
    <span className={cx("inline-flex h-6 items-center gap-1 rounded bg-night-950/80 px-1.5 text-xs font-bold leading-none text-white", className)}>
      <StarIcon width={14} height={14} className="text-amber-brand" />
      <span className="sr-only">Điểm đánh giá: </span>
      {formatRating(rate)}
      <span className="sr-only"> trên 10</span>
    </span>
  );
}
