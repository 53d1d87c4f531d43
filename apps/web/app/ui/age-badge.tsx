import { AGE_RATING_MEANING, type AgeRating } from "@hancine/contract/browser-constants";
import { cx } from "./cx.ts";

// Conventional colours, always with the label as text (never colour alone); each pair passes AA contrast.
const COLOURS: Record<AgeRating, string> = {
  P: "bg-green-700 text-white",
  K: "bg-blue-600 text-white",
  T13: "bg-yellow-400 text-night-900",
  T16: "bg-orange-400 text-night-900",
  T18: "bg-red-600 text-white",
};

export function AgeBadge({ age, className }: { age: AgeRating; className?: string }) {
  return (
    <span
      className={cx("inline-flex h-6 min-w-8 items-center justify-center rounded px-1.5 text-xs font-bold leading-none", COLOURS[age], className)}
      title={AGE_RATING_MEANING[age]}
    >
      <span className="sr-only">Phân loại độ tuổi: </span>
      {age}
    </span>
  );
}
