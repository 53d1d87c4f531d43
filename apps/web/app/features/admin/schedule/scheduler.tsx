import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useRevalidator } from "react-router";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay, SchedulableFilm } from "@hancine/contract/back-office-schedule";
import { CopyDayDialog } from "./dialogs/copy-day-dialog.tsx";
import { CreateDialog, type CreateRequest } from "./dialogs/create-dialog.tsx";
import { FillRoomDialog } from "./dialogs/fill-room-dialog.tsx";
import { FilmPalette, type DropSettings } from "./film-palette.tsx";
import { describeTarget, filmNameOf, placementFor } from "./model/lift-placement.ts";
import { MoveBar } from "./move-bar.tsx";
import { MoveConfirmDialog } from "./dialogs/move-confirm-dialog.tsx";
import { createShowtime, moveShowtime } from "./schedule-actions.ts";
import { NoticeBar, type Notice } from "./notice-bar.tsx";
import { ScheduleHeader } from "./schedule-header.tsx";
import { nextFocus, nudge, type MoveTarget } from "./model/schedule-keys.ts";
import { buildModel, editableNow, formatFor, LAST_START } from "./model/schedule-model.ts";
import type { Slot } from "./model/schedule-placement.ts";
import { ScheduleTable } from "./schedule-table.tsx";
import { moveOutcome } from "./model/schedule-text.ts";
import { clockAt, minutesIntoDay } from "./model/schedule-time.ts";
import { ScheduleToolbar, TimelineLegend } from "./schedule-toolbar.tsx";
import { ShowtimeDialog } from "./dialogs/showtime-dialog.tsx";
import { Timeline, type GhostView } from "./timeline.tsx";
import { axisFor, DEFAULT_ZOOM, ROOM_COLUMN_PX, xOfMinute, zoomStep } from "./model/timeline-scale.ts";
import { useScheduleDrag, type DragSource } from "./use-schedule-drag.ts";

type Dialog =
  | { kind: "create"; request: CreateRequest }
  | { kind: "details"; slotId: string }
  | { kind: "confirm-move"; slotId: string; target: MoveTarget }
  | { kind: "copy" }
  | { kind: "fill" };

/** A showtime on its way somewhere: dragged, moved by keys, or being saved. */
type Lift = { source: DragSource; target: MoveTarget; saving: boolean };

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
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const axis = useMemo(() => {
    const hints = day.lastWeek.map((h) => ({ startMin: minutesIntoDay(day.date, h.startsAt), endMin: minutesIntoDay(day.date, h.endsAt) }));
    return axisFor([...model.slots.map((s) => ({ startMin: s.startMin, endMin: s.blockedMin })), ...hints], zoom);
  }, [day, model.slots, zoom]);
  const bounds = useMemo(() => ({ minStart: axis.startMin, maxStart: LAST_START }), [axis.startMin]);

  const [view, setView] = useState<"timeline" | "table">("timeline");
  const [focusId, setFocusId] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ slotId: string; target: MoveTarget } | null>(null);
  const [saving, setSaving] = useState<Lift | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [spoken, setSpoken] = useState("");
  const [settings, setSettings] = useState<DropSettings>({ format: "room", language: "Phụ đề" });
  const scroller = useRef<HTMLDivElement>(null);
  /** The showtime to focus once the reloaded day shows it (where it was moved to, for a move). */
  const focusAfterReload = useRef<{ id: string; at?: MoveTarget } | null>(null);
  const helpId = useId();

  const announce = useCallback((text: string) => setSpoken((old) => (old === text ? `${text}\u00a0` : text)), []);
  // The notice bar is a live region of its own: what it says is read out once.
  const tell = useCallback((tone: Notice["tone"], text: string) => setNotice({ tone, text }), []);
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const slotById = (id: string) => model.slots.find((s) => s.id === id);
  const roomName = (id: string) => model.roomById.get(id)?.name ?? "Phòng";

  const focusSlot = (id: string) => {
    setFocusId(id);
    const element = document.querySelector<HTMLElement>(`[data-showtime-id="${CSS.escape(id)}"]`);
    element?.focus({ preventScroll: true });
    // Wholly in sight, clear of the sticky room names (the block's scroll margins).
    element?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  // After a reload, the new or moved showtime takes focus (keyboard users continue from it).
  useEffect(() => {
    const wish = focusAfterReload.current;
    const slot = wish && model.slots.find((s) => s.id === wish.id);
    if (!wish || !slot || (wish.at && (wish.at.roomId !== slot.roomId || wish.at.startMin !== slot.startMin))) return;
    focusAfterReload.current = null;
    focusSlot(wish.id);
  });

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

  const placementOf = (source: DragSource, target: MoveTarget) => placementFor(model, source, target);

  const create = async (film: SchedulableFilm, target: MoveTarget) => {
    const room = model.roomById.get(target.roomId)!;
    const format = formatFor(film, room, settings.format);
    setSaving({ source: { kind: "film", film }, target, saving: true });
    const outcome = await createShowtime(model, { filmId: film.id, roomId: room.id, startMin: target.startMin, format, language: settings.language });
    if (outcome.ok) {
      focusAfterReload.current = { id: outcome.result.id };
      tell(
        "success",
        `Đã xếp ${film.name}, ${clockAt(day.date, target.startMin)}–${clockAt(day.date, target.startMin + film.durationMinutes)}, ${room.name} (${format}, ${settings.language}).`,
      );
      await reload();
    } else {
      tell("error", outcome.message);
      if (outcome.reload) await reload();
    }
    setSaving(null);
  };

  const move = async (slot: Slot, target: MoveTarget) => {
    setDialog(null);
    setMoving(null);
    setSaving({ source: { kind: "showtime", slot, grabMin: 0 }, target, saving: true });
    const outcome = await moveShowtime(model, slot.id, target, slot);
    if (outcome.ok) {
      // In another room it is a new element: focus follows it once the day is reloaded.
      focusAfterReload.current = { id: slot.id, at: target };
      tell("success", `Đã dời ${slot.filmName} sang ${clockAt(day.date, target.startMin)}, ${roomName(target.roomId)}.${moveOutcome(outcome.result)}`);
      await reload();
    } else {
      tell("error", outcome.message);
      if (outcome.reload) await reload();
    }
    setSaving(null);
  };

  /** A move by drag or keys: refused before sending when it cannot go there; confirmed first when tickets are sold. */
  const commitMove = (slot: Slot, target: MoveTarget) => {
    if (target.roomId === slot.roomId && target.startMin === slot.startMin) {
      setMoving(null);
      announce("Suất vẫn ở chỗ cũ.");
      return;
    }
    const placement = placementOf({ kind: "showtime", slot, grabMin: 0 }, target);
    if (placement?.problem) {
      tell("error", `Không dời được ${slot.filmName} sang ${clockAt(day.date, target.startMin)}, ${roomName(target.roomId)}: ${placement.problem}`);
      return;
    }
    if (slot.showtime.sold > 0) setDialog({ kind: "confirm-move", slotId: slot.id, target });
    else void move(slot, target);
  };

  const onDrop = (source: DragSource, target: MoveTarget) => {
    const placement = placementOf(source, target);
    if (!placement) return;
    if (placement.problem) {
      tell("error", `Không thả được ${filmNameOf(source)} vào ${roomName(target.roomId)} lúc ${clockAt(day.date, target.startMin)}: ${placement.problem}`);
      return;
    }
    if (source.kind === "film") void create(source.film, target);
    else commitMove(source.slot, target);
  };
  const { drag, begin } = useScheduleDrag({ axis, scroller, bounds, onDrop });

  const startKeyboardMove = (slot: Slot) => {
    const can = editableNow(slot, model.nowMin);
    setView("timeline");
    if (!can.move) {
      tell("error", slot.cancelled ? "Suất đã huỷ nên không dời được." : "Suất đã bắt đầu nên không dời được.");
      return;
    }
    setMoving({ slotId: slot.id, target: { roomId: slot.roomId, startMin: slot.startMin } });
    setTimeout(() => focusSlot(slot.id), 0);
    announce(`Đang dời ${slot.filmName}. Mũi tên trái, phải: 5 phút, giữ Shift: 30 phút. Lên, xuống: đổi phòng. Enter: lưu. Esc: thôi.`);
  };

  const onBlockKeyDown = (event: KeyboardEvent<HTMLButtonElement>, slot: Slot) => {
    if (moving?.slotId === slot.id) {
      const source: DragSource = { kind: "showtime", slot, grabMin: 0 };
      if (event.key === "Escape") {
        event.preventDefault();
        setMoving(null);
        announce(`Thôi dời ${slot.filmName}.`);
      } else if (event.key === "Enter") {
        event.preventDefault();
        commitMove(slot, moving.target);
      } else if (event.key.startsWith("Arrow")) {
        event.preventDefault();
        const next = nudge(
          model.rooms.map((r) => r.id),
          moving.target,
          event.key,
          event.shiftKey,
          bounds,
        );
        if (next) {
          setMoving({ slotId: slot.id, target: next });
          announce(describeTarget(model, source, next));
        }
      }
      return;
    }
    if ((event.key === "m" || event.key === "M") && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startKeyboardMove(slot);
      return;
    }
    const next = nextFocus(
      model.rooms.map((r) => r.id),
      model.slots,
      slot.id,
      event.key,
    );
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) event.preventDefault();
    if (next) focusSlot(next);
  };

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
        onView={setView}
        zoom={zoom}
        onZoom={(direction) => setZoom((z) => zoomStep(z, direction))}
        onCopy={() => setDialog({ kind: "copy" })}
        onFill={() => setDialog({ kind: "fill" })}
        canEdit={day.date >= model.today}
      />
      <NoticeBar notice={notice} onHide={() => setNotice(null)} />
      {movingSlot && moving && (
        <MoveBar
          day={day.date}
          slot={movingSlot}
          target={moving.target}
          roomName={roomName(moving.target.roomId)}
          onSave={() => commitMove(movingSlot, moving.target)}
          onStop={() => setMoving(null)}
        />
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[232px_minmax(0,1fr)]">
        <FilmPalette
          films={day.films}
          day={day.date}
          colourOf={model.colourOf}
          settings={settings}
          onSettings={setSettings}
          onPointerDown={(event, film) => begin(event, { kind: "film", film })}
          onChoose={(film) => setDialog({ kind: "create", request: { filmId: film.id } })}
        />
        <section aria-labelledby="schedule-timeline-title" className="min-w-0">
          <h2 id="schedule-timeline-title" className="sr-only">
            {view === "table" ? "Bảng suất chiếu" : "Lịch theo phòng"}
          </h2>
          {view === "table" ? (
            <ScheduleTable model={model} onOpen={(slot) => setDialog({ kind: "details", slotId: slot.id })} />
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
              onBlockKeyDown={onBlockKeyDown}
              onOpen={(slot) => (moving ? undefined : setDialog({ kind: "details", slotId: slot.id }))}
              onFocusSlot={(slot) => setFocusId(slot.id)}
              onAdd={(roomId, startMin) => setDialog({ kind: "create", request: { roomId, ...(startMin !== undefined && { startMin }) } })}
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
          onClose={() => setDialog(null)}
          onReload={reload}
          onCreated={(showtime, summary) => {
            setDialog(null);
            focusAfterReload.current = { id: showtime.id };
            tell("success", summary);
            void reload();
          }}
        />
      )}
      {dialog?.kind === "details" && dialogSlot && (
        <ShowtimeDialog
          model={model}
          slot={dialogSlot}
          onClose={() => setDialog(null)}
          onReload={reload}
          onKeyboardMove={(slot) => {
            setDialog(null);
            startKeyboardMove(slot);
          }}
          onChanged={(summary) => {
            tell("success", summary);
            void reload();
          }}
        />
      )}
      {dialog?.kind === "confirm-move" && dialogSlot && (
        <MoveConfirmDialog
          model={model}
          slot={dialogSlot}
          target={dialog.target}
          onClose={() => setDialog(null)}
          onConfirm={() => move(dialogSlot, dialog.target)}
        />
      )}
      {dialog?.kind === "copy" && (
        <CopyDayDialog model={model} onClose={() => setDialog(null)} onReload={reload} onChanged={(summary) => (announce(summary), void reload())} />
      )}
      {dialog?.kind === "fill" && (
        <FillRoomDialog
          model={model}
          settings={settings}
          onClose={() => setDialog(null)}
          onReload={reload}
          onChanged={(summary) => (announce(summary), void reload())}
        />
      )}
    </div>
  );
}
