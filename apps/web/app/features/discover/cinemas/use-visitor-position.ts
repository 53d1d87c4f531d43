import { useCallback, useEffect, useState } from "react";
import type { Position } from "./nearby.ts";

/**
 * The visitor's position, asked only when they press "Rạp gần bạn" (never on load), kept for the
 * visit in sessionStorage, rounded to about 100 m: enough to order cinemas, no more.
 */
export type VisitorPosition = { status: "idle" | "asking" | "refused" | "failed" | "unsupported" } | { status: "known"; position: Position };

const KEY = "hancine.position";
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

function remembered(): Position | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as Position | null;
    return value && Number.isFinite(value.latitude) && Number.isFinite(value.longitude) ? value : null;
  } catch {
    return null;
  }
}

export function useVisitorPosition(): { state: VisitorPosition; ask: () => void; forget: () => void } {
  const [state, setState] = useState<VisitorPosition>({ status: "idle" });
  useEffect(() => {
    const position = remembered();
    if (position) setState({ status: "known", position });
  }, []);

  const ask = useCallback(() => {
    if (!("geolocation" in navigator)) return setState({ status: "unsupported" });
    setState({ status: "asking" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: round(coords.latitude), longitude: round(coords.longitude) };
        window.sessionStorage.setItem(KEY, JSON.stringify(position));
        setState({ status: "known", position });
      },
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? "refused" : "failed" }),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }, []);

  const forget = useCallback(() => {
    window.sessionStorage.removeItem(KEY);
    setState({ status: "idle" });
  }, []);

  return { state, ask, forget };
}
