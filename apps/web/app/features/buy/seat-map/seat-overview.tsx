import { useEffect, useState, type PointerEvent, type RefObject } from "react";
import type { Seat } from "@hancine/contract/booking";
import { cx } from "#web/ui/cx.ts";
import type { DisplayStatus, MapRow } from "./seat-grid.ts";

const DOT: Record<DisplayStatus, string> = {
  available: "bg-slate-300",
  held: "bg-slate-500",
  sold: "bg-slate-500",
  blocked: "bg-slate-500",
  mine: "bg-amber-brand",
  selected: "bg-amber-brand",
};

type Frame = { left: number; top: number; width: number; height: number };

/** The part of the zoomed map the viewport shows, in fractions of the whole map (null until measured). */
function useVisibleFrame(viewportRef: RefObject<HTMLDivElement | null>, level: number): Frame | null {
  const [frame, setFrame] = useState<Frame | null>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () =>
      setFrame({
        left: viewport.scrollLeft / viewport.scrollWidth,
        top: viewport.scrollTop / viewport.scrollHeight,
        width: Math.min(1, viewport.clientWidth / viewport.scrollWidth),
        height: Math.min(1, viewport.clientHeight / viewport.scrollHeight),
      });
    measure();
    viewport.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      viewport.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [viewportRef, level]);
  return frame;
}

/**
 * On a phone, while the map is zoomed in: the whole room in miniature, with a frame around the part
 * shown above it. Tapping the miniature brings that part into view. It repeats what the grid says,
 * so it is hidden from screen readers (the grid and its buttons are the accessible way).
 */
export function SeatOverview({
  rows,
  columns,
  statusOf,
  viewportRef,
  level,
  screenSide = "top",
}: {
  rows: MapRow[];
  columns: number;
  statusOf: (seat: Seat) => DisplayStatus;
  viewportRef: RefObject<HTMLDivElement | null>;
  level: number;
  screenSide?: "top" | "bottom";
}) {
  const frame = useVisibleFrame(viewportRef, level);
  const goTo = (event: PointerEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    viewport.scrollTo({
      left: x * viewport.scrollWidth - viewport.clientWidth / 2,
      top: y * viewport.scrollHeight - viewport.clientHeight / 2,
      behavior: "smooth",
    });
  };
  return (
    <div aria-hidden="true" data-testid="seat-overview" className="mb-2 flex justify-center sm:hidden">
      <div onPointerDown={goTo} className="relative w-44 cursor-pointer touch-none rounded-md border border-slate-200 bg-white px-2 pb-2 pt-1.5">
        {screenSide === "top" ? <div className="mx-auto mb-1 h-0.5 w-4/5 rounded-full bg-night-700" /> : null}
        <div className="grid gap-[2px]" style={{ gridTemplateColumns: `repeat(${columns + 2}, 1fr)` }}>
          {rows.map((row) =>
            row.seats.map((seat) => (
              <span
                key={seat.id}
                className={cx("h-[3px] rounded-[1px]", DOT[statusOf(seat)])}
                style={{ gridColumn: `${seat.x + 2} / span ${seat.span}`, gridRow: rows.indexOf(row) + 1 }}
              />
            )),
          )}
        </div>
        {screenSide === "bottom" ? <div className="mx-auto mt-1 h-0.5 w-4/5 rounded-full bg-night-700" /> : null}
        {frame ? (
          <span
            data-testid="seat-overview-frame"
            className="pointer-events-none absolute rounded-sm border-2 border-amber-brand-dark"
            style={{
              left: `${frame.left * 100}%`,
              top: `${frame.top * 100}%`,
              width: `${frame.width * 100}%`,
              height: `${frame.height * 100}%`,
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
