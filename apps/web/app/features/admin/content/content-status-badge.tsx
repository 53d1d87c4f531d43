import { CONTENT_STATE_LABELS, type ContentState } from "@hancine/contract/content-publishing";
import { cx } from "#web/ui/cx.ts";

// Each pair passes AA contrast; the word is always written (never colour alone).
const TONES: Record<ContentState, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-blue-100 text-blue-900",
  published: "bg-green-100 text-green-900",
  ended: "bg-slate-200 text-slate-800",
  archived: "bg-amber-100 text-amber-900",
};

/** Where a banner or promotion is in its life, read now (decision 047). */
export function ContentStatusBadge({ state, className }: { state: ContentState; className?: string }) {
  return (
    <span className={cx("inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold", TONES[state], className)}>
      {CONTENT_STATE_LABELS[state]}
    </span>
  );
}
