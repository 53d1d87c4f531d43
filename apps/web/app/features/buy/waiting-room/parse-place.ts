import { QUEUE_STATES, SALE_EVENT_STATUSES, type QueuePlace } from "@hancine/contract/waiting-room";

const isIntOrNull = (value: unknown) => value === null || Number.isInteger(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === "string";

/** A `place` event's data, checked: anything malformed is dropped (null) rather than shown. */
export function parsePlace(data: string): QueuePlace | null {
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== "object") return null;
    const place = value as Record<string, unknown>;
    const ok =
      typeof place.eventId === "string" &&
      (QUEUE_STATES as readonly unknown[]).includes(place.state) &&
      (SALE_EVENT_STATUSES as readonly unknown[]).includes(place.eventStatus) &&
      typeof place.opensAt === "string" &&
      isIntOrNull(place.place) &&
      isIntOrNull(place.estimatedWaitSeconds) &&
      isStringOrNull(place.admissionToken) &&
      isStringOrNull(place.admissionExpiresAt);
    return ok ? (value as QueuePlace) : null;
  } catch {
    return null;
  }
}
