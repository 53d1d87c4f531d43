import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { Seat } from "@hancine/contract/booking";
import { cx } from "#web/ui/cx.ts";
import { StatusIcon, seatLook } from "./seat-glyph.tsx";
import { isPickable, moveInGrid, seatName, type DisplayStatus, type GridKey, type MapRow } from "./seat-grid.ts";
import { SeatOverview } from "./seat-overview.tsx";
import { useZoom, ZOOM_MAX, ZOOM_MIN } from "./use-zoom.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type SeatMapProps = {
  rows: MapRow[];
  columns: number;
  statusOf: (seat: Seat) => DisplayStatus;
  /** Seats to point out (a seat the selection would leave stranded). */
  flagged: ReadonlySet<string>;
  onToggle: (seat: Seat) => void;
  /** The seat under the keyboard focus (the page announces live changes to it). */
  onFocusSeat?: (seatId: string) => void;
  /** The grid's accessible name, e.g. "Sơ đồ ghế Phòng 3". */
  label: string;
  /** Where the room's screen is: above the first row (the usual) or below the last. */
  screenSide?: "top" | "bottom";
};

const GRID_KEYS = new Set<string>(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

const numberOf = (seat: Seat) => seat.label.replace(/^[A-Z]+/, "");

/**
 * The auditorium drawn from its layout grid: the screen above or below the rows (as the room's layout says), row letters on both sides,
 * aisles as gaps. A grid for assistive technology: one seat is in the tab order (roving tabindex),
 * arrow keys, Home and End move between seats, Space or Enter picks one. Zoom with the +/− buttons
 * or by pinching; pan by scrolling the map.
 */
export function SeatMap({ rows, columns, statusOf, flagged, onToggle, onFocusSeat, label, screenSide = "top" }: SeatMapProps) {
  const hintId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const zoom = useZoom(columns + 2);
  const { t } = useI18n();
  // Before the first measurement (the server's HTML), phones are taken as zoomed in: the phone-only
  // parts (overview, 'Toàn phòng') hide from larger screens by breakpoint.
  const zoomedIn = zoom.level === null || zoom.level > ZOOM_MIN;
  const allSeats = rows.flatMap((row) => row.seats);
  const [focusId, setFocusId] = useState<string | null>(null);
  const firstFocus =
    allSeats.find((seat) => statusOf(seat) === "selected" || statusOf(seat) === "mine") ??
    allSeats.find((seat) => statusOf(seat) === "available") ??
    allSeats[0];
  const current = focusId && allSeats.some((seat) => seat.id === focusId) ? focusId : (firstFocus?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!GRID_KEYS.has(event.key) || !current) return;
    event.preventDefault();
    const next = moveInGrid(rows, current, event.key as GridKey, event.ctrlKey || event.metaKey);
    if (!next) return;
    setFocusId(next);
    buttons.current.get(next)?.focus();
  };

  // Row letter columns on both sides, then one column per grid unit.
  const template = `var(--seat-size) repeat(${columns}, var(--seat-size)) var(--seat-size)`;

  return (
    <div>
      <div className="mb-2 flex items-center justify-end gap-2">
        <span className="mr-auto hidden text-sm text-slate-600 sm:inline" id={hintId}>
          {t("purchase.map.keys")}
        </span>
        <span className="mr-auto text-xs text-slate-600 sm:hidden">{zoomedIn ? t("purchase.map.swipe") : t("purchase.map.zoomHint")}</span>
        {zoomedIn ? (
          <button
            type="button"
            onClick={zoom.fit}
            className="inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-card border border-slate-300 px-3 text-sm font-medium text-night-900 hover:bg-mist sm:hidden"
          >
            {t("purchase.map.whole")}
          </button>
        ) : null}
        <button
          type="button"
          onClick={zoom.zoomOut}
          disabled={zoom.level !== null && zoom.level <= ZOOM_MIN}
          aria-label={t("purchase.map.zoomOut")}
          className="inline-flex size-10 items-center justify-center rounded-card border border-slate-300 text-xl font-bold text-night-900 hover:bg-mist disabled:opacity-40"
        >
          −
        </button>
        <button
          type="button"
          onClick={zoom.zoomIn}
          disabled={zoom.level !== null && zoom.level >= ZOOM_MAX}
          aria-label={t("purchase.map.zoomIn")}
          className="inline-flex size-10 items-center justify-center rounded-card border border-slate-300 text-xl font-bold text-night-900 hover:bg-mist disabled:opacity-40"
        >
          +
        </button>
      </div>

      {zoomedIn ? (
        <SeatOverview rows={rows} columns={columns} statusOf={statusOf} viewportRef={zoom.viewportRef} level={zoom.level ?? 0} screenSide={screenSide} />
      ) : null}
      <div
        ref={zoom.viewportRef}
        {...zoom.pinchHandlers}
        data-testid="seat-map-viewport"
        className="relative overflow-auto rounded-card border border-slate-200 bg-mist/60 py-4 [container-type:inline-size] [touch-action:pan-x_pan-y]"
        style={{ ["--cols" as string]: columns + 2 }}
      >
        <div
          className="mx-auto w-max px-3"
          style={{
            ["--seat-size" as string]: zoom.seatSize,
          }}
        >
          {screenSide === "top" ? <Screen side="top" /> : null}
          <p className="sr-only">{t("purchase.map.screenSide", { side: screenSide, row: (screenSide === "top" ? rows[0] : rows.at(-1))?.label ?? "A" })}</p>
          <div
            role="grid"
            aria-label={label}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            // The room's plan keeps the steady font: the brand font's arrival does not lay out hundreds of
            // seats again (decision 058: 45 → 12 ms for the swap on a 200-seat room).
            className="flex flex-col gap-[calc(var(--seat-size)*0.15)] font-steady"
          >
            {rows.map((row) => (
              <div key={row.label} role="row" className="grid items-center" style={{ gridTemplateColumns: template }}>
                <span
                  role="rowheader"
                  aria-label={t("purchase.map.row", { row: row.label })}
                  className="sticky left-0 z-10 self-stretch bg-mist/90 text-center text-[calc(var(--seat-size)*0.5)] font-bold leading-[calc(var(--seat-size))] text-slate-500"
                  style={{ gridColumn: 1 }}
                >
                  {row.label}
                </span>
                {row.seats.map((seat) => {
                  const status = statusOf(seat);
                  const pickable = isPickable(status);
                  const picked = status === "selected" || status === "mine";
                  return (
                    <div
                      key={seat.id}
                      role="gridcell"
                      className="flex p-[calc(var(--seat-size)*0.08)]"
                      style={{ gridColumn: `${seat.x + 2} / span ${seat.span}` }}
                    >
                      <button
                        ref={(el) => {
                          if (el) buttons.current.set(seat.id, el);
                          else buttons.current.delete(seat.id);
                        }}
                        type="button"
                        tabIndex={seat.id === current ? 0 : -1}
                        aria-pressed={pickable ? picked : undefined}
                        aria-disabled={pickable ? undefined : true}
                        aria-invalid={flagged.has(seat.id) || undefined}
                        data-seat={seat.label}
                        data-status={status}
                        onFocus={() => {
                          setFocusId(seat.id);
                          onFocusSeat?.(seat.id);
                        }}
                        onClick={() => onToggle(seat)}
                        // No colour transition: with one on each of hundreds of seats, Chromium started 1,250 CSS
                        // transitions (border colours) while the map loaded, in a task of 180 ms (726 simulated).
                        className={cx(
                          "flex aspect-auto h-[calc(var(--seat-size)*0.84)] w-full items-center justify-center rounded-t-[30%] rounded-b-[12%] text-[calc(var(--seat-size)*0.38)] font-bold leading-none",
                          seatLook(seat.type, status, seat.companion),
                          pickable ? "cursor-pointer hover:brightness-95" : "cursor-not-allowed",
                          flagged.has(seat.id) && "outline-dashed outline-[3px] outline-offset-1 outline-red-600",
                        )}
                      >
                        {/* The name comes from this text (read by screen readers, hidden on screen); the number shown is decoration. */}
                        <span className="sr-only">{seatName(t, seat, status)}</span>
                        <StatusIcon status={status} type={seat.type} className="size-[70%] max-h-5 max-w-5" />
                        {status === "available" && seat.type !== "wheelchair" ? (
                          <span aria-hidden="true" className={cx("text-slate-600", zoomedIn ? "inline" : "hidden sm:inline")}>
                            {numberOf(seat)}
                          </span>
                        ) : null}
                      </button>
                    </div>
                  );
                })}
                <span
                  aria-hidden="true"
                  className="sticky right-0 z-10 self-stretch bg-mist/90 text-center text-[calc(var(--seat-size)*0.5)] font-bold leading-[calc(var(--seat-size))] text-slate-500"
                  style={{ gridColumn: columns + 2 }}
                >
                  {row.label}
                </span>
              </div>
            ))}
          </div>
          {screenSide === "bottom" ? <Screen side="bottom" /> : null}
        </div>
      </div>
    </div>
  );
}

/** The screen drawn as a curve, above the first row or below the last (decoration: the grid says it in words). */
function Screen({ side }: { side: "top" | "bottom" }) {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className={cx("mx-auto w-[80%] text-center", side === "top" ? "mb-5" : "mt-5 flex flex-col-reverse")}>
      <div className={cx("h-2 border-night-700", side === "top" ? "rounded-[50%/100%_100%_0_0] border-t-4" : "rounded-[50%/0_0_100%_100%] border-b-4")} />
      <p className={cx("text-xs font-bold uppercase tracking-[0.3em] text-slate-600", side === "top" ? "mt-1" : "mb-1")}>{t("purchase.map.screen")}</p>
    </div>
  );
}
