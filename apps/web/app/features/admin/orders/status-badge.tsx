import { cx } from "#web/ui/cx.ts";

export function StatusBadge({ label, className }: { label: string; className: string }) {
  return <span className={cx("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold", className)}>{label}</span>;
}
