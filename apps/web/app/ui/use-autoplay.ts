import { useCallback, useEffect, useState, type FocusEvent } from "react";

/**
 * Auto-advancing slides that pause while hovered, while focus is inside, while the browser tab is
 * hidden and when the visitor presses pause (WCAG 2.2.2); stopped from the start for visitors who
 * prefer reduced motion. Moving by hand restarts the interval.
 */
export function useAutoplay(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [stopped, setStopped] = useState(false);

  // Visitors who ask for less motion start with the slides stopped; the play button starts them.
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  const paused = hovered || focused || hidden || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    goTo,
    next,
    previous,
    paused,
    /** The visitor's own pause (the button), as opposed to hover/focus pauses. */
    stopped,
    toggleStopped: () => setStopped((s) => !s),
    rootProps,
  };
}
