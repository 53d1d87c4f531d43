import type { KeyboardEvent, PointerEvent } from "react";
import { formatTime } from "@hancine/contract/format";
import { ACCESSIBILITY_LABELS } from "@hancine/contract/accessibility";
import { cx } from "#web/ui/cx.ts";
import type { FilmColour } from "./model/film-colours.ts";
import type { Slot, Span } from "./model/schedule-placement.ts";
import { seatsLine, showtimeName, span as spanText } from "./model/schedule-text.ts";
import { ROOM_COLUMN_PX, xOfMinute, type Axis } from "./model/timeline-scale.ts";

/** The hatched tail of a showtime: the room's cleaning time, until the room is free again. */
export const CLEANING_TAIL = "bg-[repeating-linear-gradient(135deg,#cbd5e1_0_3px,#f8fafc_3px_7px)]";

/** Where a span sits on its row (px): its film part and its cleaning tail. */
export function placeOf(axis: Axis, span: Span) {
  const left = xOfMinute(axis, span.startMin);
  return { left, film: xOfMinute(axis, span.endMin) - left, total: xOfMinute(axis, span.blockedMin) - left };
}

type BlockProps = {
  slot: Slot;
  roomName: string;
  axis: Axis;
  colour: FilmColour;
  tabbable: boolean;
  /** Being dragged or moved by keyboard: its ghost shows where it goes. */
  lifted: boolean;
  /** Not started nor cancelled: it can be dragged. */
  movable: boolean;
  describedBy: string;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>, slot: Slot) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, slot: Slot) => void;
  onOpen: (slot: Slot) => void;
  onFocus: (slot: Slot) => void;
};

/** One showtime on its room's row: the film part is the focusable button, the cleaning tail follows it. */
export function ShowtimeBlock({ slot, roomName, axis, colour, tabbable, lifted, movable, describedBy, onPointerDown, onKeyDown, onOpen, onFocus }: BlockProps) {
  const s = slot.showtime;
  const place = placeOf(axis, slot);
  const fill = s.seats > 0 ? Math.min(1, s.sold / s.seats) : 0;
  return (
    <li className={cx("absolute top-1.5 bottom-6 flex", slot.cancelled ? "z-0" : "z-10")} style={{ left: place.left, width: Math.max(place.total, 8) }}>
      <button
        type="button"
        data-showtime-id={slot.id}
        tabIndex={tabbable ? 0 : -1}
        aria-label={showtimeName(s, roomName)}
        aria-describedby={describedBy}
        onPointerDown={(event) => onPointerDown(event, slot)}
        onKeyDown={(event) => onKeyDown(event, slot)}
        onClick={() => onOpen(slot)}
        onFocus={() => onFocus(slot)}
        title={`${s.film.name} · ${spanText(s)} · dọn phòng xong ${formatTime(s.blockedUntil)}`}
        className={cx(
          "relative flex h-full min-w-0 shrink-0 touch-manipulation select-none flex-col overflow-hidden rounded-l-md border border-l-4 px-1.5 py-1 text-left leading-tight text-slate-900 [-webkit-touch-callout:none]",
          "focus-visible:z-20 focus-visible:outline-offset-1",
          slot.cancelled
            ? "border-dashed border-slate-400 bg-white text-slate-600"
            : cx(colour.block, colour.edge, movable ? "cursor-grab hover:brightness-95 active:cursor-grabbing" : "cursor-pointer"),
          lifted && "opacity-45",
        )}
        style={{ width: Math.max(place.film, 8), scrollMarginLeft: ROOM_COLUMN_PX + 12, scrollMarginRight: 12 + place.total - place.film }}
      >
        {/* The spaces between the lines keep the words apart in the text read out (label in name). */}
        <span className={cx("truncate text-[13px] font-bold", slot.cancelled && "line-through")}>{s.film.name}</span>{" "}
        <span className="truncate text-xs tabular-nums">
          {spanText(s)}
          {slot.cancelled ? " · đã huỷ" : ""}
        </span>{" "}
        <span className="truncate text-xs">
          {s.format} · {s.language}
          {s.accessibilityFeatures.length > 0 ? ` · ${s.accessibilityFeatures.map((f) => ACCESSIBILITY_LABELS[f].short).join(" · ")}` : ""} ·{" "}
          <span className="tabular-nums">{seatsLine(s)}</span>
        </span>
        {!slot.cancelled && (
          <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-[3px] bg-slate-900/10">
            <span className="block h-full bg-slate-900/55" style={{ width: `${fill * 100}%` }} />
          </span>
        )}
      </button>
      {!slot.cancelled && place.total > place.film && (
        <span
          aria-hidden="true"
          title="Dọn phòng"
          className={cx("h-full rounded-r-md border border-l-0 border-slate-300", CLEANING_TAIL)}
          style={{ width: place.total - place.film }}
        />
      )}
    </li>
  );
}
