import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react";

// useLayoutEffect warns when rendered on the server; the zoom only matters in the browser.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;
const STEP = 1.25;
/**
 * Cells narrower than this (CSS px) make seats hard to tap: a phone starts zoomed in to it. A seat
 * button is 84 % of its cell, so 29 px cells give the 24 × 24 px target WCAG 2.2 asks for.
 */
const COMFORTABLE_SEAT_PX = 29;
const FIT_MAX_SEAT_PX = 36;

const clamp = (value: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(value * 100) / 100));

/**
 * The seat size before the browser has measured the map (`level` null): CSS gives what the first
 * measurement will, so nothing moves when it arrives — the room fitted to the width, with cells of
 * at least COMFORTABLE_SEAT_PX (a phone: zoomed in).
 */
export const AUTO_SEAT_SIZE = `max(${COMFORTABLE_SEAT_PX}px, clamp(14px, calc((100cqw - 1.5rem) / var(--cols)), ${FIT_MAX_SEAT_PX}px))`;

/** The level AUTO_SEAT_SIZE gives a map of `gridColumns` columns at the viewport's present width. */
function autoLevel(viewport: HTMLDivElement, gridColumns: number): number {
  const fitted = Math.min(FIT_MAX_SEAT_PX, (viewport.clientWidth - 24) / gridColumns);
  // Not rounded: the same size AUTO_SEAT_SIZE gives, to the pixel.
  return fitted >= COMFORTABLE_SEAT_PX ? ZOOM_MIN : Math.min(ZOOM_MAX, COMFORTABLE_SEAT_PX / Math.max(14, fitted));
}

/**
 * Zoom of the seat map: level 1 fits the room to the width; +/− step by 25 %; two fingers pinch.
 * On a narrow screen the map opens zoomed in so seats are big enough to tap, scrolled to the
 * middle of the room (the seats most people want). `level` is null in the server's HTML and until
 * the first measurement: CSS decides meanwhile (AUTO_SEAT_SIZE, phone-only parts by breakpoint).
 */
export function useZoom(gridColumns: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [level, setLevel] = useState<number | null>(null);
  // Until the visitor zooms, the size stays AUTO_SEAT_SIZE's (`auto`): the first measurement then
  // changes no style. Giving the same size as a number made the browser recompute the style of every
  // seat and lay the map out again inside the hydration task (12–20 ms on the bench's phone, × 4).
  const [auto, setAuto] = useState(true);
  // Where the middle of the view should land once the new zoom is laid out (fractions of the map).
  const anchor = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const first = autoLevel(viewport, gridColumns);
    if (first > ZOOM_MIN) anchor.current = { x: 0.5, y: 0 };
    setLevel(first);
  }, [gridColumns]);

  // While automatic, the level follows the width (a phone turned on its side), as the size does.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!auto || !viewport) return;
    const follow = () => setLevel(autoLevel(viewport, gridColumns));
    window.addEventListener("resize", follow);
    return () => window.removeEventListener("resize", follow);
  }, [auto, gridColumns]);

  useBrowserLayoutEffect(() => {
    const viewport = viewportRef.current;
    const target = anchor.current;
    if (!viewport || !target) return;
    anchor.current = null;
    viewport.scrollLeft = target.x * viewport.scrollWidth - viewport.clientWidth / 2;
    if (target.y > 0) viewport.scrollTop = target.y * viewport.scrollHeight - viewport.clientHeight / 2;
  }, [level]);

  /** The level shown now: while automatic, what AUTO_SEAT_SIZE gives at the present width. */
  const current = () => (auto && viewportRef.current ? autoLevel(viewportRef.current, gridColumns) : level);

  // Keep the middle of what is shown in the middle when zooming with the buttons.
  const zoomTo = (next: number) => {
    const viewport = viewportRef.current;
    const target = clamp(next);
    if (target === current() || level === null) return;
    if (viewport) {
      anchor.current = {
        x: (viewport.scrollLeft + viewport.clientWidth / 2) / viewport.scrollWidth,
        y: (viewport.scrollTop + viewport.clientHeight / 2) / viewport.scrollHeight,
      };
    }
    setAuto(false);
    setLevel(target);
  };

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; level: number } | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const pinchHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType !== "touch") return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = current();
      if (pointers.current.size === 2 && now !== null) pinch.current = { distance: distance(), level: now };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const start = pinch.current;
      if (start && start.distance > 0) {
        setAuto(false);
        setLevel(clamp((start.level * distance()) / start.distance));
      }
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return {
    viewportRef,
    level,
    /** The seat size for CSS: AUTO_SEAT_SIZE until the visitor zooms, then the chosen level of the fitted size. */
    seatSize: level === null || auto ? AUTO_SEAT_SIZE : `calc(clamp(14px, calc((100cqw - 1.5rem) / var(--cols)), 36px) * ${level})`,
    zoomIn: () => zoomTo((current() ?? ZOOM_MIN) * STEP),
    zoomOut: () => zoomTo((current() ?? ZOOM_MIN) / STEP),
    /** The whole room at the width of the screen. */
    fit: () => zoomTo(ZOOM_MIN),
    pinchHandlers,
  };
}
