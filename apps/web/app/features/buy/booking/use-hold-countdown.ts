import { useEffect, useRef, useState } from "react";

/**
 * Milliseconds left on a hold, ticking every second, by the server's clock (browser clock plus
 * `clockOffset`). Null before the page has mounted (the server cannot know when it is read) and
 * when there is no hold. `onExpire` runs once when it reaches zero.
 */
export function useHoldCountdown(expiresAt: string | null, clockOffset: number, onExpire: () => void): number | null {
  const [now, setNow] = useState<number | null>(null);
  const expireHandler = useRef(onExpire);
  useEffect(() => {
    expireHandler.current = onExpire;
  });

  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now() + clockOffset);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, clockOffset]);

  const remaining = expiresAt && now !== null ? Date.parse(expiresAt) - now : null;
  const over = remaining !== null && remaining <= 0;

  useEffect(() => {
    if (over) expireHandler.current();
  }, [over]);

  return remaining === null ? null : Math.max(0, remaining);
}
