import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import type { SchedulableFilm } from "@hancine/contract/back-office-schedule";
import type { Slot } from "./model/schedule-placement.ts";
import { snapMinutes } from "./model/schedule-time.ts";
import { minuteAtX, ROOM_COLUMN_PX, type Axis } from "./model/timeline-scale.ts";
import type { MoveTarget } from "./model/schedule-keys.ts";

/**
 * Dragging with the pointer: a film from the palette onto a room (create), or a showtime to another
 * time or room (move). Pointer events rather than HTML drag and drop, so the ghost follows the
 * timeline's own scale, snaps to 5 minutes and works with a pen or a finger (a long press starts a
 * drag there; a quick swipe still scrolls). Escape cancels. The keyboard has its own path.
 */
export type DragSource = { kind: "film"; film: SchedulableFilm } | { kind: "showtime"; slot: Slot; grabMin: number };
export type DragState = { source: DragSource; x: number; y: number; target: MoveTarget | null };

const MOUSE_SLOP = 4;
const TOUCH_SLOP = 8;
const LONG_PRESS_MS = 350;
const EDGE = 48;
const EDGE_DWELL_MS = 300;

type Options = {
  axis: Axis;
  scroller: RefObject<HTMLElement | null>;
  bounds: { minStart: number; maxStart: number };
  onDrop: (source: DragSource, target: MoveTarget) => void;
};

export function useScheduleDrag({ axis, scroller, bounds, onDrop }: Options) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const latest = useRef({ axis, bounds, onDrop });
  useEffect(() => {
    latest.current = { axis, bounds, onDrop };
  });
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  /** The room and snapped start under the pointer, or null off the timeline. */
  const targetAt = useCallback((x: number, y: number, source: DragSource): MoveTarget | null => {
    const track = document.elementsFromPoint(x, y).find((el): el is HTMLElement => el instanceof HTMLElement && el.dataset.trackRoom !== undefined);
    if (!track) return null;
    const { axis: a, bounds: b } = latest.current;
    const pointerMin = minuteAtX(a, x - track.getBoundingClientRect().left);
    const start = snapMinutes(pointerMin - (source.kind === "showtime" ? source.grabMin : 0));
    return { roomId: track.dataset.trackRoom!, startMin: Math.min(b.maxStart, Math.max(b.minStart, start)) };
  }, []);

  const begin = useCallback(
    (event: ReactPointerEvent, source: DragSource) => {
      if (event.button !== 0 || cleanup.current) return;
      const pointerId = event.pointerId;
      const touch = event.pointerType === "touch";
      const origin = { x: event.clientX, y: event.clientY };
      let last = origin;
      let active = false;
      let frame = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;

      const update = () => setDrag({ source, x: last.x, y: last.y, target: targetAt(last.x, last.y, source) });
      // Resting near the timeline's left or right edge scrolls it (after a moment, so that passing
      // over the edge on the way in from the palette does not).
      let edgeSince = 0;
      const autoScroll = (time: number) => {
        const box = scroller.current?.getBoundingClientRect();
        let speed = 0;
        if (box && last.y >= box.top && last.y <= box.bottom) {
          const left = box.left + ROOM_COLUMN_PX;
          speed = last.x > box.right - EDGE && last.x <= box.right ? 12 : last.x > left && last.x < left + EDGE ? -12 : 0;
        }
        if (speed === 0) edgeSince = 0;
        else if (edgeSince === 0) edgeSince = time;
        else if (time - edgeSince > EDGE_DWELL_MS && scroller.current) {
          scroller.current.scrollLeft += speed;
          update();
        }
        frame = requestAnimationFrame(autoScroll);
      };
      const activate = () => {
        active = true;
        document.body.style.userSelect = "none";
        update();
        frame = requestAnimationFrame(autoScroll);
      };
      const end = () => {
        clearTimeout(timer);
        cancelAnimationFrame(frame);
        document.body.style.userSelect = "";
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
        window.removeEventListener("pointercancel", cancel);
        window.removeEventListener("keydown", escape, true);
        window.removeEventListener("touchmove", holdStill);
        cleanup.current = null;
        setDrag(null);
      };
      const move = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        last = { x: e.clientX, y: e.clientY };
        const moved = Math.hypot(last.x - origin.x, last.y - origin.y);
        if (!active) {
          if (touch) {
            if (moved > TOUCH_SLOP) end(); // a swipe: the page scrolls
            return;
          }
          if (moved < MOUSE_SLOP) return;
          activate();
        }
        update();
      };
      const up = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        const wasActive = active;
        last = { x: e.clientX, y: e.clientY };
        const target = wasActive ? targetAt(last.x, last.y, source) : null;
        end();
        if (!wasActive) return;
        // The click that follows a drag is not a click on what lies under the pointer.
        const swallow = (click: MouseEvent) => {
          click.stopPropagation();
          click.preventDefault();
        };
        window.addEventListener("click", swallow, { capture: true, once: true });
        setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
        if (target) latest.current.onDrop(source, target);
      };
      const cancel = (e: PointerEvent) => {
        if (e.pointerId === pointerId) end();
      };
      const escape = (e: KeyboardEvent) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        end();
      };
      // Once a finger has started a drag, the page must not scroll under it.
      const holdStill = (e: TouchEvent) => {
        if (active) e.preventDefault();
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
      window.addEventListener("pointercancel", cancel);
      window.addEventListener("keydown", escape, true);
      window.addEventListener("touchmove", holdStill, { passive: false });
      if (touch) timer = setTimeout(activate, LONG_PRESS_MS);
      cleanup.current = end;
    },
    [scroller, targetAt],
  );

  return { drag, begin };
}
