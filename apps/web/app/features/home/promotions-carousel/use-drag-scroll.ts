import { useRef, useState, type MouseEvent, type PointerEvent } from "react";

/** Pointer travel (px) before a press becomes a drag; below it a click stays a click. */
const DRAG_THRESHOLD_PX = 4;

/**
 * Drag a horizontal scroller with the mouse: the content moves `speed` times the pointer's travel.
 * A drag never follows the link it started on. Touch and pen keep the browser's native scrolling.
 */
export function useDragScroll(speed: number) {
  const drag = useRef<{ startX: number; startScroll: number; moved: boolean } | null>(null);
  const justDragged = useRef(false);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    if (drag.current?.moved) justDragged.current = true;
    drag.current = null;
    setDragging(false);
  };

  return {
    dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        justDragged.current = false;
        if (event.pointerType !== "mouse" || event.button !== 0) return;
        drag.current = { startX: event.clientX, startScroll: event.currentTarget.scrollLeft, moved: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const state = drag.current;
        if (!state) return;
        const dx = event.clientX - state.startX;
        if (!state.moved) {
          if (Math.abs(dx) < DRAG_THRESHOLD_PX) return;
          state.moved = true;
          setDragging(true);
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        event.preventDefault();
        event.currentTarget.scrollLeft = state.startScroll - dx * speed;
      },
      onPointerUp: end,
      onPointerCancel: end,
      onLostPointerCapture: end,
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!justDragged.current) return;
        justDragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onDragStart(event: MouseEvent<HTMLElement>) {
        event.preventDefault();
      },
    },
  };
}
