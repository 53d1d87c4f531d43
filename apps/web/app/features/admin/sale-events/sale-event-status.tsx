import type { SaleEventStatus } from "@hancine/contract/waiting-room";
import { cx } from "#web/ui/cx.ts";

export const SALE_EVENT_STATUS_LABELS: Record<SaleEventStatus, string> = {
  scheduled: "Chờ mở bán",
  open: "Đang cho vào",
  paused: "Tạm dừng",
  closed: "Đã kết thúc",
};

// Each pair passes AA contrast; the word is always written (never colour alone).
const TONES: Record<SaleEventStatus, string> = {
  scheduled: "bg-blue-100 text-blue-900",
  open: "bg-green-100 text-green-900",
  paused: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-800",
};

/** Where a sale event of the waiting room is (decision 055). */
export function SaleEventStatusBadge({ status, className }: { status: SaleEventStatus; className?: string }) {
  return (
    <span className={cx("inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold", TONES[status], className)}>
      {SALE_EVENT_STATUS_LABELS[status]}
    </span>
  );
}
