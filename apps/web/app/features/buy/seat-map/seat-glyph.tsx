import type { SeatType } from "@hancine/contract/catalog";
import { cx } from "#web/ui/cx.ts";
import type { DisplayStatus } from "./seat-grid.ts";

/*
 * A seat drawn with its type and status, never by colour alone: VIP seats have a thick back, couple
 * seats are twice as wide, wheelchair spaces carry their symbol; picked seats a tick, held seats a
 * clock, sold seats a cross, seats not for sale a hatch.
 */
const TYPE_STYLE: Record<SeatType, string> = {
  standard: "border-slate-500 bg-white",
  vip: "border-violet-700 border-t-[5px] bg-violet-50",
  couple: "border-pink-700 bg-pink-50",
  wheelchair: "border-sky-700 bg-sky-50",
};

const STATUS_STYLE: Record<Exclude<DisplayStatus, "available">, string> = {
  selected: "border-amber-brand-dark bg-amber-brand text-night-900",
  mine: "border-amber-brand-dark bg-amber-brand text-night-900",
  held: "border-slate-400 bg-slate-200 text-slate-700",
  sold: "border-slate-700 bg-slate-600 text-white",
  blocked: "border-slate-400 text-slate-600 [background:repeating-linear-gradient(45deg,#cbd5e1_0_2px,#f8fafc_2px_6px)]",
};

const svg = {
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

export function StatusIcon({ status, type, className }: { status: DisplayStatus; type: SeatType; className?: string }) {
  if (status === "selected" || status === "mine")
    return (
      <svg {...svg} className={className}>
        <path d="m3.5 8.5 3 3 6-7" />
      </svg>
    );
  if (status === "held")
    return (
      <svg {...svg} strokeWidth={1.8} className={className}>
        <circle cx="8" cy="8" r="5.5" />
        <path d="M8 5v3.2l2 1.3" />
      </svg>
    );
  if (status === "sold")
    return (
      <svg {...svg} className={className}>
        <path d="m4.5 4.5 7 7m0-7-7 7" />
      </svg>
    );
  if (status === "available" && type === "wheelchair")
    return (
      <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" className={cx("text-sky-800", className)}>
        <circle cx="8" cy="2.6" r="1.6" />
        <path d="M7 5h2v3h3v1.6H7.9L7 5Zm-1.2 2.4.4 1.7a2.9 2.9 0 1 0 4 3.1l1.5.6a4.5 4.5 0 1 1-5.9-5.4Zm6.6 4.3 1.3 2.3-1.3.7-1.3-2.3 1.3-.7Z" />
      </svg>
    );
  return null;
}

/** A companion seat beside a wheelchair space (issue 35): the wheelchair's colour with a dashed edge, so not by colour alone. */
const COMPANION_STYLE = "border-dashed border-sky-700 bg-sky-50";

/** The seat's look (border, fill, back) for its type and status. */
export function seatLook(type: SeatType, status: DisplayStatus, companion = false): string {
  return cx(
    "border-2",
    status === "available" ? (companion ? COMPANION_STYLE : TYPE_STYLE[type]) : STATUS_STYLE[status],
    type === "vip" && (status !== "available" || companion) && "border-t-[5px]",
  );
}

/** A small seat for the legend. */
export function SeatSwatch({ type, status, companion = false }: { type: SeatType; status: DisplayStatus; companion?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex h-6 shrink-0 items-center justify-center rounded-t-md rounded-b-sm",
        type === "couple" ? "w-12" : "w-6",
        seatLook(type, status, companion),
      )}
    >
      <StatusIcon status={status} type={type} className="size-3.5" />
    </span>
  );
}
