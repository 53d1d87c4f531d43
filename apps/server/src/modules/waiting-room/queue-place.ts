import type { QueuePlace, QueueState, SaleEventStatus } from "@hancine/contract/waiting-room";

/** What decides an event's status: `closed` once closed, `scheduled` before the opening, then `paused` or `open`. */
export type EventClock = { opensAt: Date; paused: boolean; closedAt: Date | null };

export function saleEventStatus(event: EventClock, now: Date): SaleEventStatus {
  if (event.closedAt) return "closed";
  if (now < event.opensAt) return "scheduled";
  return event.paused ? "paused" : "open";
}

/** One queue entry as the place's owner sees it. */
export type EntrySnapshot = { id: string; userId: string; eventId: string; state: QueueState; seq: number | null; admissionExpiresAt: Date | null };

/** The event's side of a place: what the admission job announces on `queue_events`. */
export type LineSnapshot = { eventStatus: SaleEventStatus; opensAt: Date; admittedThrough: number; ratePerMinute: number };

/**
 * A place from the entry and the line (no counting: place = seq − admitted_through, 1 = next).
 * An admission past its expiry reads `expired` even before the job marks it. The token is made by
 * `token(entry)` only for an admission still valid: the caller passes it for the entry's owner alone.
 */
export function queuePlaceOf(entry: EntrySnapshot, line: LineSnapshot, now: Date, token: (entry: EntrySnapshot) => string): QueuePlace {
  const admissionLive = entry.state === "admitted" && entry.admissionExpiresAt !== null && entry.admissionExpiresAt > now;
  const state: QueueState = entry.state === "admitted" && !admissionLive ? "expired" : entry.state;
  const place = state === "waiting" && entry.seq !== null ? Math.max(1, entry.seq - line.admittedThrough) : null;
  const estimated = place !== null && line.eventStatus === "open" ? Math.ceil((place / line.ratePerMinute) * 60) : null;
  return {
    eventId: entry.eventId,
    state,
    eventStatus: line.eventStatus,
    opensAt: line.opensAt.toISOString(),
    place,
    estimatedWaitSeconds: estimated,
    admissionToken: admissionLive ? token(entry) : null,
    admissionExpiresAt: admissionLive ? entry.admissionExpiresAt!.toISOString() : null,
  };
}
