import { useEffect, useRef } from "react";
import { SEAT_STATUSES, type SeatStatus } from "@hancine/contract/booking-constants";

export type SeatChange = { id: string; status: SeatStatus; seq?: number };

/** A `seats` event's data, checked: anything malformed is dropped rather than applied. */
export function parseSeatChanges(data: string): SeatChange[] {
  try {
    const value: unknown = JSON.parse(data);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is SeatChange =>
          typeof item === "object" && item !== null && typeof item.id === "string" && (SEAT_STATUSES as readonly string[]).includes(item.status),
      )
      .map((item) => ({ id: item.id, status: item.status, ...(Number.isInteger(item.seq) && { seq: item.seq }) }));
  } catch {
    return [];
  }
}

/**
 * Drops changes older than one already applied to the same seat (`seq` numbers a seat's changes in
 * the order they happened; two servers' announcements may arrive the other way round).
 * `lastSeq` remembers the newest `seq` seen per seat.
 */
export function freshChanges(changes: SeatChange[], lastSeq: Map<string, number>): SeatChange[] {
  return changes.filter((change) => {
    if (change.seq === undefined) return true;
    if ((lastSeq.get(change.id) ?? -1) > change.seq) return false;
    lastSeq.set(change.id, change.seq);
    return true;
  });
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
    const lastSeq = new Map<string, number>();
    source.addEventListener("open", () => {
      if (openedBefore) handlers.current.onReconnect();
      openedBefore = true;
    });
    source.addEventListener("resync", () => handlers.current.onReconnect());
    source.addEventListener("seats", (event) => {
      const changes = freshChanges(parseSeatChanges((event as MessageEvent<string>).data), lastSeq);
      if (changes.length > 0) handlers.current.onChanges(changes);
    });
    return () => source.close();
  }, [showtimeId]);
}
