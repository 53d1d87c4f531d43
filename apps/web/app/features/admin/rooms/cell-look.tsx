import type { DraftSeat } from "@hancine/contract/seat-layout-rules";
import type { SeatType } from "@hancine/contract/catalog";
import { cx } from "#web/ui/cx.ts";
import type { Tool } from "./editor-state.ts";

/*
 * The editor draws seats as the public seat map does (same colours by type: VIP with a thick back,
 * couple seats pink and joined over two cells, wheelchair places with their symbol) and never by
 * colour alone: blocked seats are hatched with a cross, aisles are dashed empty cells.
 */
const TYPE_LOOK: Record<SeatType, string> = {
  standard: "border-slate-500 bg-white text-slate-700",
  vip: "border-violet-700 border-t-[4px] bg-violet-50 text-violet-900",
  couple: "border-pink-700 bg-pink-50 text-pink-900",
  wheelchair: "border-sky-700 bg-sky-50 text-sky-900",
};

const BLOCKED = "[background:repeating-linear-gradient(45deg,#cbd5e1_0_2px,#f8fafc_2px_6px)] text-slate-800";
const AISLE = "border border-dashed border-slate-300 bg-transparent";

export type CellPart = "single" | "left" | "right";

export function cellLook(seat: DraftSeat | undefined, part: CellPart): string {
  if (!seat) return cx(AISLE, "rounded-md");
  return cx(
    "border-2",
    TYPE_LOOK[seat.type],
    // A companion seat: the wheelchair's colour with a dashed edge (as on the public seat map).
    seat.companion && "border-dashed border-sky-700 bg-sky-50 text-sky-900",
    seat.blocked && BLOCKED,
    part === "single" && "rounded-t-lg rounded-b-sm",
    // The two cells of a couple seat read as one seat: joined over the gap between them.
    part === "left" && "w-[calc(var(--cell)+3px)]! rounded-l-lg border-r-0",
    part === "right" && "rounded-r-lg border-l-0",
  );
}

export function CellGlyph({ seat, part, number }: { seat: DraftSeat | undefined; part: CellPart; number: number | undefined }) {
  if (!seat) return null;
  if (seat.blocked)
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
        <path d="m4 4 8 8m0-8-8 8" />
      </svg>
    );
  if (seat.type === "wheelchair") return <WheelchairIcon className="size-4" />;
  if (part === "right") return null;
  return (
    <span aria-hidden="true" className={part === "left" ? "relative z-10 translate-x-[calc(var(--cell)/2)]" : undefined}>
      {number}
    </span>
  );
}

export function WheelchairIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" className={className}>
      <circle cx="8" cy="2.6" r="1.6" />
      <path d="M7 5h2v3h3v1.6H7.9L7 5Zm-1.2 2.4.4 1.7a2.9 2.9 0 1 0 4 3.1l1.5.6a4.5 4.5 0 1 1-5.9-5.4Zm6.6 4.3 1.3 2.3-1.3.7-1.3-2.3 1.3-.7Z" />
    </svg>
  );
}

/** A tool's sample: the seat it paints, drawn like the cells. */
export function ToolSwatch({ tool }: { tool: Tool }) {
  if (tool === "aisle") return <span aria-hidden="true" className={cx(AISLE, "inline-block size-5 shrink-0 rounded-md")} />;
  if (tool === "blocked")
    return (
      <span
        aria-hidden="true"
        className={cx("inline-flex size-5 shrink-0 items-center justify-center rounded-t-md rounded-b-sm border-2 border-slate-500", BLOCKED)}
      >
        <svg viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round">
          <path d="m4 4 8 8m0-8-8 8" />
        </svg>
      </span>
    );
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex h-5 shrink-0 items-center justify-center rounded-t-md rounded-b-sm border-2",
        tool === "companion" ? "border-dashed border-sky-700 bg-sky-50" : TYPE_LOOK[tool],
        tool === "couple" ? "w-8" : "w-5",
      )}
    >
      {tool === "wheelchair" ? <WheelchairIcon className="size-3.5" /> : null}
    </span>
  );
}
