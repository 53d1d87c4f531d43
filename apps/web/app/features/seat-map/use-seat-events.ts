import { useEffect, useRef } from "react";
import { SEAT_STATUSES, type SeatStatus } from "@hancine/contract/booking-constants";

export type SeatChange = { id: string; status: SeatStatus };

/** A `seats` event's data, checked: anything malformed is dropped rather than applied. */
export function parseSeatChanges(data: string): SeatChange[] {
  try {
    const value: unknown = JSON.parse(data);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is SeatChange =>
        typeof item === "object" && item !== null && typeof item.id === "string" && (SEAT_STATUSES as readonly string[]).includes(item.status),
    );
  } catch {
    return [];
  }
}

/**
 * Live seat changes of a showtime (Server-Sent Events, `GET /api/v1/showtimes/:id/events`).
 * The browser reconnects by itself; after a reconnect, and when the server sends `resync`,
 * `onReconnect` runs so the page reloads the whole map and catches what it missed.
 */
export function useSeatEvents(showtimeId: string, onChanges: (changes: SeatChange[]) => void, onReconnect: () => void) {
  const handlers = useRef({ onChanges, onReconnect });
  useEffect(() => {
    handlers.current = { onChanges, onReconnect };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/v1/showtimes/${encodeURIComponent(showtimeId)}/events`);
    let openedBefore = false;
    source.addEventListener("open", () => {
      if (openedBefore) handlers.current.onReconnect();
      openedBefore = true;
    });
    source.addEventListener("resync", () => handlers.current.onReconnect());
    source.addEventListener("seats", (event) => {
      const changes = parseSeatChanges((event as MessageEvent<string>).data);
      if (changes.length > 0) handlers.current.onChanges(changes);
    });
    return () => source.close();
  }, [showtimeId]);
}
