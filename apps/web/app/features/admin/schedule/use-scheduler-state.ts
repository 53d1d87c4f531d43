import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ScheduleDay, SchedulableFilm } from "@hancine/contract/back-office-schedule";
import type { CreateRequest } from "./dialogs/create-dialog.tsx";
import type { DropSettings } from "./film-palette.tsx";
import { describeTarget, filmNameOf, placementFor } from "./model/lift-placement.ts";
import type { Notice } from "./notice-bar.tsx";
import { createShowtime, moveShowtime } from "./schedule-actions.ts";
import { nextFocus, nudge, type MoveTarget } from "./model/schedule-keys.ts";
import { editableNow, formatFor, LAST_START, type ScheduleModel } from "./model/schedule-model.ts";
import type { Slot } from "./model/schedule-placement.ts";
import { moveOutcome } from "./model/schedule-text.ts";
import { clockAt, minutesIntoDay } from "./model/schedule-time.ts";
import { axisFor, DEFAULT_ZOOM, zoomStep } from "./model/timeline-scale.ts";
import type { DragSource } from "./use-schedule-drag.ts";

export type Dialog =
  | { kind: "create"; request: CreateRequest }
  | { kind: "details"; slotId: string }
  | { kind: "confirm-move"; slotId: string; target: MoveTarget }
  | { kind: "copy" }
  | { kind: "fill" };

/** A showtime on its way somewhere: dragged, moved by keys, or being saved. */
export type Lift = { source: DragSource; target: MoveTarget; saving: boolean };

/** The keys of a key press the scheduler reads (a React or DOM KeyboardEvent has them). */
export type KeyPress = { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

type Options = {
  day: ScheduleDay;
  model: ScheduleModel;
  /** Reads the day again from the server (after a change, or when someone else changed it). */
  reload: () => Promise<void>;
  /** Gives a showtime's block the keyboard focus and brings it into sight. */
  focusSlot: (id: string) => void;
};

/**
 * The scheduler's state and what changes it: the zoom and view, a showtime moved with the keys (and
 * what a screen reader hears at each step), the dialog open, the notice after a save or a refusal,
 * and the create and move requests. The page draws it; the DOM work (focus, scrolling) is its own.
 */
export function useSchedulerState({ day, model, reload, focusSlot }: Options) {
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const axis = useMemo(() => {
    const hints = day.lastWeek.map((h) => ({ startMin: minutesIntoDay(day.date, h.startsAt), endMin: minutesIntoDay(day.date, h.endsAt) }));
    return axisFor([...model.slots.map((s) => ({ startMin: s.startMin, endMin: s.blockedMin })), ...hints], zoom);
  }, [day, model.slots, zoom]);
  const bounds = useMemo(() => ({ minStart: axis.startMin, maxStart: LAST_START }), [axis.startMin]);

  const [view, setView] = useState<"timeline" | "table">("timeline");
  const [moving, setMoving] = useState<{ slotId: string; target: MoveTarget } | null>(null);
  const [saving, setSaving] = useState<Lift | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [spoken, setSpoken] = useState("");
  const [settings, setSettings] = useState<DropSettings>({ format: "room", language: "Phụ đề" });
  /**
   * The showtime to focus once the reloaded day shows it (where it was moved to, for a move); after a
   * dialog, once the dialog has given the focus back to what opened it.
   */
  const focusAfterReload = useRef<{ id: string; at?: MoveTarget; afterDialog?: boolean } | null>(null);

  const announce = useCallback((text: string) => setSpoken((old) => (old === text ? `${text}\u00a0` : text)), []);
  // The notice bar is a live region of its own: what it says is read out once.
  const tell = useCallback((tone: Notice["tone"], text: string) => setNotice({ tone, text }), []);
  const slotById = (id: string) => model.slots.find((s) => s.id === id);
  const roomName = (id: string) => model.roomById.get(id)?.name ?? "Phòng";

  // After a reload, the new or moved showtime takes focus (keyboard users continue from it).
  useEffect(() => {
    const wish = focusAfterReload.current;
    const slot = wish && model.slots.find((s) => s.id === wish.id);
    if (!wish || !slot || (wish.at && (wish.at.roomId !== slot.roomId || wish.at.startMin !== slot.startMin))) return;
    focusAfterReload.current = null;
    // A dialog that just closed gives the focus back to its opener a moment later (ui/modal.tsx): then it moves on.
    if (wish.afterDialog) setTimeout(() => focusSlot(wish.id), 0);
    else focusSlot(wish.id);
  });

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

  /** A key pressed on a showtime's block; answers whether the key was used (its default action is then prevented). */
  const keyDown = (slot: Slot, event: KeyPress): boolean => {
    if (moving?.slotId === slot.id) {
      const source: DragSource = { kind: "showtime", slot, grabMin: 0 };
      if (event.key === "Escape") {
        setMoving(null);
        announce(`Thôi dời ${slot.filmName}.`);
        return true;
      }
      if (event.key === "Enter") {
        commitMove(slot, moving.target);
        return true;
      }
      if (event.key.startsWith("Arrow")) {
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
        return true;
      }
      return false;
    }
    if ((event.key === "m" || event.key === "M") && !event.ctrlKey && !event.metaKey && !event.altKey) {
      startKeyboardMove(slot);
      return true;
    }
    const next = nextFocus(
      model.rooms.map((r) => r.id),
      model.slots,
      slot.id,
      event.key,
    );
    if (next) focusSlot(next);
    return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key);
  };

  return {
    zoom,
    zoomBy: (direction: 1 | -1) => setZoom((z) => zoomStep(z, direction)),
    axis,
    bounds,
    view,
    setView,
    settings,
    setSettings,
    moving,
    stopMoving: () => setMoving(null),
    saving,
    dialog,
    openDialog: (next: Dialog) => setDialog(next),
    closeDialog: () => setDialog(null),
    notice,
    hideNotice: () => setNotice(null),
    spoken,
    announce,
    tell,
    slotById,
    roomName,
    placementOf,
    /** A showtime the create dialog made (its form's action has read the day again): the dialog closes and focus goes to it. */
    created: (showtimeId: string, summary: string) => {
      setDialog(null);
      focusAfterReload.current = { id: showtimeId, afterDialog: true };
      tell("success", summary);
    },
    move,
    commitMove,
    onDrop,
    startKeyboardMove,
    keyDown,
  };
}

export type SchedulerState = ReturnType<typeof useSchedulerState>;
