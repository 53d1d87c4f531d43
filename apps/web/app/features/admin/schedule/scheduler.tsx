import { useCallback, useEffect, useId, useMemo, useRef, useState, type PointerEvent } from "react";
import { useRevalidator } from "react-router";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { CopyDayDialog } from "./dialogs/copy-day-dialog.tsx";
import { CreateDialog } from "./dialogs/create-dialog.tsx";
import { FillRoomDialog } from "./dialogs/fill-room-dialog.tsx";
import { FilmPalette } from "./film-palette.tsx";
import { filmNameOf } from "./model/lift-placement.ts";
import { MoveBar } from "./move-bar.tsx";
import { MoveConfirmDialog } from "./dialogs/move-confirm-dialog.tsx";
import { NoticeBar } from "./notice-bar.tsx";
import { ScheduleHeader } from "./schedule-header.tsx";
import { buildModel, editableNow } from "./model/schedule-model.ts";
import type { Slot } from "./model/schedule-placement.ts";
import { ScheduleTable } from "./schedule-table.tsx";
import { ScheduleToolbar, TimelineLegend } from "./schedule-toolbar.tsx";
import { ShowtimeDialog } from "./dialogs/showtime-dialog.tsx";
import { Timeline, type GhostView } from "./timeline.tsx";
import { ROOM_COLUMN_PX, xOfMinute } from "./model/timeline-scale.ts";
import { useScheduleDrag } from "./use-schedule-drag.ts";
import { useSchedulerState, type Lift } from "./use-scheduler-state.ts";

/** The showtime scheduler of one cinema and day: palette, timeline (or table), dialogs and tools. */
export function Scheduler({ day, cinemas, renderedAt }: { day: ScheduleDay; cinemas: readonly AdminCinema[]; renderedAt: string }) {
  const revalidator = useRevalidator();
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const model = useMemo(
    () =>
      buildModel(
        day,
        cinemas.find((c) => c.slug === day.cinema.slug),
        now,
      ),
    [day, cinemas, now],
  );
  const [focusId, setFocusId] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const helpId = useId();
  // A drop or a keyboard move calls the API itself and reads the day again; the dialogs' forms go
  // through their form routes, whose actions do that (decision 069).
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);

  const focusSlot = (id: string) => {
    setFocusId(id);
    const element = document.querySelector<HTMLElement>(`[data-showtime-id="${CSS.escape(id)}"]`);
    element?.focus({ preventScroll: true });
    // Wholly in sight, clear of the sticky room names (the block's scroll margins).
    element?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  const state = useSchedulerState({ day, model, reload, focusSlot });
  const { zoom, axis, bounds, view, moving, saving, dialog, notice, spoken, settings, slotById, roomName, placementOf } = state;

  // A new day opens at its first showtime, or at the current time today.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const live = model.slots.filter((s) => !s.cancelled).map((s) => s.startMin);
    const first = model.nowMin > axis.startMin && model.nowMin < axis.endMin ? model.nowMin - 60 : live.length > 0 ? Math.min(...live) - 30 : axis.startMin;
    box.scrollLeft = Math.max(0, xOfMinute(axis, first));
    // Only when the day or the zoom changes, not on every reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day.date, day.cinema.slug, zoom, view]);

  // In move mode the ghost stays in sight: the timeline scrolls along with the arrow keys.
  useEffect(() => {
    const box = scroller.current;
    const slot = moving && model.slots.find((s) => s.id === moving.slotId);
    if (!box || !moving || !slot) return;
    const left = xOfMinute(axis, moving.target.startMin);
    const right = xOfMinute(axis, moving.target.startMin + (slot.blockedMin - slot.startMin));
    const visible = box.clientWidth - ROOM_COLUMN_PX;
    if (left < box.scrollLeft) box.scrollLeft = Math.max(0, left - 24);
    else if (right > box.scrollLeft + visible) box.scrollLeft = Math.min(left - 24, right - visible + 24);
  }, [moving, model.slots, axis]);

  const { drag, begin } = useScheduleDrag({ axis, scroller, bounds, onDrop: state.onDrop });

  const onBlockPointerDown = (event: PointerEvent<HTMLButtonElement>, slot: Slot) => {
    if (!editableNow(slot, model.nowMin).move || moving) return;
    const box = event.currentTarget.getBoundingClientRect();
    begin(event, { kind: "showtime", slot, grabMin: (event.clientX - box.left) / axis.pxPerMinute });
  };

  // The ghost: a drag in progress, else a keyboard move, else what is being saved.
  const confirming = dialog?.kind === "confirm-move" ? dialog : null;
  const lift: Lift | null = drag?.target
    ? { source: drag.source, target: drag.target, saving: false }
    : confirming && slotById(confirming.slotId)
      ? { source: { kind: "showtime", slot: slotById(confirming.slotId)!, grabMin: 0 }, target: confirming.target, saving: false }
      : moving && slotById(moving.slotId)
        ? { source: { kind: "showtime", slot: slotById(moving.slotId)!, grabMin: 0 }, target: moving.target, saving: false }
        : saving;
  const placement = lift ? placementOf(lift.source, lift.target) : null;
  const ghost: GhostView | null =
    lift && placement
      ? { roomId: lift.target.roomId, span: placement.span, filmName: filmNameOf(lift.source), problem: placement.problem, saving: lift.saving }
      : null;
  const liftedId = lift?.source.kind === "showtime" ? lift.source.slot.id : null;
  const ordered = model.rooms.flatMap((r) => model.slots.filter((s) => s.roomId === r.id).sort((a, b) => a.startMin - b.startMin));
  const tabbableId = focusId && model.slots.some((s) => s.id === focusId) ? focusId : (ordered[0]?.id ?? null);
  const movingSlot = moving ? slotById(moving.slotId) : undefined;
  const dialogSlot = dialog && (dialog.kind === "details" || dialog.kind === "confirm-move") ? slotById(dialog.slotId) : undefined;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ScheduleHeader model={model} cinemas={cinemas} />
      <ScheduleToolbar
        view={view}
        onView={state.setView}
        zoom={zoom}
        onZoom={state.zoomBy}
        onCopy={() => state.openDialog({ kind: "copy" })}
        onFill={() => state.openDialog({ kind: "fill" })}
        canEdit={day.date >= model.today}
      />
      <NoticeBar notice={notice} onHide={state.hideNotice} />
      {movingSlot && moving && (
        <MoveBar
          day={day.date}
          slot={movingSlot}
          target={moving.target}
          roomName={roomName(moving.target.roomId)}
          onSave={() => state.commitMove(movingSlot, moving.target)}
          onStop={state.stopMoving}
        />
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[232px_minmax(0,1fr)]">
        <FilmPalette
          films={day.films}
          day={day.date}
          colourOf={model.colourOf}
          settings={settings}
          onSettings={state.setSettings}
          onPointerDown={(event, film) => begin(event, { kind: "film", film })}
          onChoose={(film) => state.openDialog({ kind: "create", request: { filmId: film.id } })}
        />
        <section aria-labelledby="schedule-timeline-title" className="min-w-0">
          <h2 id="schedule-timeline-title" className="sr-only">
            {view === "table" ? "Bảng suất chiếu" : "Lịch theo phòng"}
          </h2>
          {view === "table" ? (
            <ScheduleTable model={model} onOpen={(slot) => state.openDialog({ kind: "details", slotId: slot.id })} />
          ) : (
            <Timeline
              model={model}
              axis={axis}
              scroller={scroller}
              tabbableId={tabbableId}
              liftedId={liftedId}
              ghost={ghost}
              helpId={helpId}
              onBlockPointerDown={onBlockPointerDown}
              onBlockKeyDown={(event, slot) => {
                if (state.keyDown(slot, event)) event.preventDefault();
              }}
              onOpen={(slot) => (moving ? undefined : state.openDialog({ kind: "details", slotId: slot.id }))}
              onFocusSlot={(slot) => setFocusId(slot.id)}
              onAdd={(roomId, startMin) => state.openDialog({ kind: "create", request: { roomId, ...(startMin !== undefined && { startMin }) } })}
            />
          )}
          {view === "timeline" && <TimelineLegend helpId={helpId} />}
        </section>
      </div>
      {drag && !drag.target && drag.source.kind === "film" && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 rounded-card bg-night-900 px-3 py-1.5 text-sm font-bold text-white shadow-lg"
          style={{ left: drag.x + 12, top: drag.y + 12 }}
        >
          {drag.source.film.name} · thả vào một phòng
        </div>
      )}
      <div role="status" aria-live="polite" className="sr-only" data-testid="announcer">
        {spoken}
      </div>
      {dialog?.kind === "create" && (
        <CreateDialog
          model={model}
          request={dialog.request}
          settings={settings}
          onClose={state.closeDialog}
          onCreated={(showtime, summary) => state.created(showtime.id, summary)}
        />
      )}
      {dialog?.kind === "details" && dialogSlot && (
        <ShowtimeDialog
          model={model}
          slot={dialogSlot}
          onClose={state.closeDialog}
          onKeyboardMove={(slot) => {
            state.closeDialog();
            state.startKeyboardMove(slot);
          }}
          onChanged={(summary) => state.tell("success", summary)}
        />
      )}
      {dialog?.kind === "confirm-move" && dialogSlot && (
        <MoveConfirmDialog
          model={model}
          slot={dialogSlot}
          target={dialog.target}
          onClose={state.closeDialog}
          onConfirm={() => state.move(dialogSlot, dialog.target)}
        />
      )}
      {dialog?.kind === "copy" && <CopyDayDialog model={model} onClose={state.closeDialog} onChanged={state.announce} />}
      {dialog?.kind === "fill" && <FillRoomDialog model={model} settings={settings} onClose={state.closeDialog} onChanged={state.announce} />}
    </div>
  );
}
