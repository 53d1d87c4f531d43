import type { KeyboardEvent, MouseEvent, PointerEvent, RefObject } from "react";
import { formatCount } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import { editableNow, type Room, type ScheduleModel } from "./model/schedule-model.ts";
import type { Slot, Span } from "./model/schedule-placement.ts";
import { clockAt, dayShort, minutesIntoDay, snapMinutes } from "./model/schedule-time.ts";
import { CLEANING_TAIL, placeOf, ShowtimeBlock } from "./showtime-block.tsx";
import { axisWidth, hourMarks, minuteAtX, ROOM_COLUMN_PX, ROW_PX, xOfMinute, type Axis } from "./model/timeline-scale.ts";

/** Where a dragged or keyboard-moved showtime would land, and whether it may. */
export type GhostView = { roomId: string; span: Span; filmName: string; problem: string | null; saving: boolean };

type TimelineProps = {
  model: ScheduleModel;
  axis: Axis;
  scroller: RefObject<HTMLDivElement | null>;
  /** The one showtime in the tab order (roving tabindex). */
  tabbableId: string | null;
  liftedId: string | null;
  ghost: GhostView | null;
  helpId: string;
  onBlockPointerDown: (event: PointerEvent<HTMLButtonElement>, slot: Slot) => void;
  onBlockKeyDown: (event: KeyboardEvent<HTMLButtonElement>, slot: Slot) => void;
  onOpen: (slot: Slot) => void;
  onFocusSlot: (slot: Slot) => void;
  onAdd: (roomId: string, startMin?: number) => void;
};

/**
 * The day as rooms (rows) on a time axis. For assistive technology it is a list of rooms, each
 * with a list of its showtimes (buttons named "Lật Mặt 8, 19:30–21:45, Phòng 2, 42/90 ghế đã bán");
 * the axis, last week's hints, the ghost and the current time are drawn for the eye only.
 */
export function Timeline(props: TimelineProps) {
  const { model, axis, scroller } = props;
  const width = axisWidth(axis);
  const showNow = model.nowMin >= axis.startMin && model.nowMin <= axis.endMin;
  return (
    <div ref={scroller} className="relative overflow-x-auto rounded-card border border-slate-300 bg-white" data-testid="timeline">
      <div className="relative" style={{ width: ROOM_COLUMN_PX + width }}>
        <TimeAxis axis={axis} day={model.day.date} nowMin={showNow ? model.nowMin : null} />
        <ul aria-label={`Phòng chiếu của ${model.day.cinema.name}, ${dayShort(model.day.date)}`}>
          {model.rooms.map((room) => (
            <RoomRow key={room.id} room={room} {...props} showNow={showNow} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function gridBackground(axis: Axis) {
  const hour = 60 * axis.pxPerMinute;
  return {
    backgroundImage: "linear-gradient(to right, #cbd5e1 1px, transparent 1px), linear-gradient(to right, #eef2f7 1px, transparent 1px)",
    backgroundSize: `${hour}px 100%, ${hour / 4}px 100%`,
  };
}

function TimeAxis({ axis, day, nowMin }: { axis: Axis; day: string; nowMin: number | null }) {
  const quarter = 15 * axis.pxPerMinute;
  return (
    <div aria-hidden="true" className="flex h-10 border-b border-slate-300 bg-slate-50 text-xs text-slate-700">
      <div className="sticky left-0 z-30 flex shrink-0 items-end border-r border-slate-300 bg-slate-50 px-3 pb-1 font-bold" style={{ width: ROOM_COLUMN_PX }}>
        Phòng
      </div>
      <div className="relative h-full" style={{ width: axisWidth(axis) }}>
        <div
          className="absolute inset-x-0 bottom-0 h-1.5"
          style={{ backgroundImage: "linear-gradient(to right, #94a3b8 1px, transparent 1px)", backgroundSize: `${quarter}px 100%` }}
        />
        {hourMarks(axis)
          .filter((m) => m < axis.endMin)
          .map((m) => (
            <span key={m} className="absolute top-0 h-full border-l border-slate-400 pl-1 pt-1 tabular-nums" style={{ left: xOfMinute(axis, m) }}>
              {clockAt(day, m)}
            </span>
          ))}
        {axis.endMin > 24 * 60 && (
          <span className="absolute top-[18px] text-[11px] font-bold leading-3 text-slate-700" style={{ left: xOfMinute(axis, 24 * 60) + 4 }}>
            hôm sau
          </span>
        )}
        {nowMin !== null && (
          <span
            className="absolute bottom-0 z-10 -translate-x-1/2 rounded bg-red-700 px-1 font-bold text-white tabular-nums"
            style={{ left: xOfMinute(axis, nowMin) }}
          >
            {clockAt(day, nowMin)}
          </span>
        )}
      </div>
    </div>
  );
}

function RoomRow({
  room,
  model,
  axis,
  tabbableId,
  liftedId,
  ghost,
  helpId,
  showNow,
  onBlockPointerDown,
  onBlockKeyDown,
  onOpen,
  onFocusSlot,
  onAdd,
}: TimelineProps & { room: Room; showNow: boolean }) {
  const slots = model.slots.filter((s) => s.roomId === room.id).sort((a, b) => Number(a.cancelled) - Number(b.cancelled) || a.startMin - b.startMin);
  const hints = model.day.lastWeek.filter((h) => h.auditoriumId === room.id);
  const clickEmpty = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !(event.target as HTMLElement).dataset.hint) return;
    const start = snapMinutes(minuteAtX(axis, event.clientX - event.currentTarget.getBoundingClientRect().left), 15);
    onAdd(room.id, start);
  };
  return (
    <li className="flex border-b border-slate-200 last:border-b-0" style={{ height: ROW_PX }}>
      <div
        className="sticky left-0 z-30 flex shrink-0 flex-col justify-center gap-0.5 border-r border-slate-300 bg-white px-3"
        style={{ width: ROOM_COLUMN_PX }}
      >
        <h3 className="truncate text-sm font-bold text-night-900">{room.name}</h3>
        <p className="truncate text-xs text-slate-600" title={`${formatCount(room.seats)} ghế, dọn phòng ${room.cleaningMinutes} phút sau mỗi suất`}>
          {formatCount(room.seats)} ghế · dọn {room.cleaningMinutes} phút
        </p>
        <button
          type="button"
          onClick={() => onAdd(room.id)}
          aria-label={`Xếp suất vào ${room.name}`}
          className="mt-0.5 inline-flex h-6 w-fit items-center rounded border border-slate-300 px-2 text-xs font-bold text-night-900 hover:bg-slate-100"
        >
          + Xếp suất
        </button>
      </div>
      {/* Clicking an empty part of the row offers a new showtime there (the room's button does the same by keyboard). */}
      <div data-track-room={room.id} className="relative shrink-0 cursor-copy" style={{ width: axisWidth(axis), ...gridBackground(axis) }} onClick={clickEmpty}>
        {showNow && model.nowMin > axis.startMin && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 bg-slate-500/10" style={{ width: xOfMinute(axis, model.nowMin) }} />
        )}
        {hints.map((hint) => {
          const startMin = minutesIntoDay(model.day.date, hint.startsAt);
          const endMin = minutesIntoDay(model.day.date, hint.endsAt);
          return (
            <div
              key={`${hint.startsAt}-${hint.filmName}`}
              aria-hidden="true"
              data-hint="true"
              title={`Tuần trước: ${hint.filmName}, ${clockAt(model.day.date, startMin)}–${clockAt(model.day.date, endMin)}, lấp đầy ${Math.round(hint.occupancy * 100)}%`}
              className="absolute inset-y-1 overflow-hidden rounded-md border border-dashed border-slate-400 bg-slate-50/70"
              style={{ left: xOfMinute(axis, startMin), width: xOfMinute(axis, endMin) - xOfMinute(axis, startMin) }}
            >
              <span data-hint="true" className="absolute bottom-0.5 left-1 right-1 truncate text-[11px] leading-4 text-slate-700">
                Tuần trước {Math.round(hint.occupancy * 100)}% · {hint.filmName}
              </span>
            </div>
          );
        })}
        <ul aria-label={`Suất chiếu ở ${room.name}`} className="contents">
          {slots.map((slot) => (
            <ShowtimeBlock
              key={slot.id}
              slot={slot}
              roomName={room.name}
              axis={axis}
              colour={model.colourOf(slot.showtime.film.id)}
              tabbable={slot.id === tabbableId}
              lifted={slot.id === liftedId}
              movable={editableNow(slot, model.nowMin).move}
              describedBy={helpId}
              onPointerDown={onBlockPointerDown}
              onKeyDown={onBlockKeyDown}
              onOpen={onOpen}
              onFocus={onFocusSlot}
            />
          ))}
        </ul>
        {ghost?.roomId === room.id && <Ghost ghost={ghost} axis={axis} day={model.day.date} />}
        {showNow && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 z-20 w-0.5 bg-red-600" style={{ left: xOfMinute(axis, model.nowMin) }} />
        )}
      </div>
    </li>
  );
}

function Ghost({ ghost, axis, day }: { ghost: GhostView; axis: Axis; day: string }) {
  const place = placeOf(axis, ghost.span);
  const bad = ghost.problem !== null;
  return (
    <div
      aria-hidden="true"
      data-testid="ghost"
      data-state={bad ? "conflict" : ghost.saving ? "saving" : "free"}
      className="pointer-events-none absolute top-1.5 bottom-6 z-40 flex shadow-lg"
      style={{ left: place.left, width: place.total }}
    >
      <div
        className={cx(
          "flex h-full shrink-0 flex-col overflow-hidden rounded-l-md border-2 border-dashed px-1.5 py-0.5 text-xs leading-tight",
          bad ? "border-red-700 bg-red-100 text-red-900" : "border-night-900 bg-amber-100 text-night-900",
        )}
        style={{ width: place.film }}
      >
        <span className="truncate font-bold">{ghost.filmName}</span>
        <span className="truncate tabular-nums">
          {clockAt(day, ghost.span.startMin)}–{clockAt(day, ghost.span.endMin)}
        </span>
        <span className="truncate font-bold">
          {bad ? "Trùng lịch – không thả được" : ghost.saving ? "Đang lưu…" : `Trống · dọn xong ${clockAt(day, ghost.span.blockedMin)}`}
        </span>
      </div>
      <div
        className={cx("h-full rounded-r-md border-2 border-l-0 border-dashed", bad ? "border-red-700 bg-red-200" : cx("border-night-900", CLEANING_TAIL))}
        style={{ width: place.total - place.film }}
      />
    </div>
  );
}
