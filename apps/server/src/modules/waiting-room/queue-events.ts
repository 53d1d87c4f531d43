import { SALE_EVENT_STATUSES, type SaleEventStatus } from "@hancine/contract/waiting-room";
import type { Database } from "#server/db/client.ts";
import { notifyChannel } from "#server/db/notifications.ts";
import { forgetSaleEvent } from "./sale-event-cache.ts";
import { findSaleEvent, type SaleEventRow } from "./sale-events-repository.ts";
import { saleEventStatus } from "./queue-place.ts";

/** The PostgreSQL channel carrying a line's progress between server processes (decision 055). */
export const QUEUE_CHANNEL = "queue_events";

/** What every open place of the event needs to compute itself: no query per stream. */
export type QueueMessage = { eventId: string; admittedThrough: number; ratePerMinute: number; status: SaleEventStatus };

export function queueMessageOf(
  event: Pick<SaleEventRow, "id" | "admittedThrough" | "ratePerMinute" | "opensAt" | "paused" | "closedAt">,
  now: Date,
): QueueMessage {
  return { eventId: event.id, admittedThrough: event.admittedThrough, ratePerMinute: event.ratePerMinute, status: saleEventStatus(event, now) };
}

/** A notification's payload, or null when it is not one of ours. */
export function readQueueMessage(payload: string): QueueMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<QueueMessage>;
    if (typeof value.eventId !== "string" || typeof value.admittedThrough !== "number" || typeof value.ratePerMinute !== "number") return null;
    if (!SALE_EVENT_STATUSES.includes(value.status as SaleEventStatus)) return null;
    return { eventId: value.eventId, admittedThrough: value.admittedThrough, ratePerMinute: value.ratePerMinute, status: value.status as SaleEventStatus };
  } catch {
    return null;
  }
}

/**
 * Sends the line's progress to every instance (this one's copy of the event forgotten at once). Call it
 * after the change committed (like seat events, decision 014): a lost notification only delays the
 * streams until the next one or a poll, and other instances' copies by at most a second.
 */
export async function publishQueueMessage(db: Database, message: QueueMessage): Promise<void> {
  forgetSaleEvent(db, message.eventId);
  try {
    await notifyChannel(db, QUEUE_CHANNEL, JSON.stringify(message));
  } catch (error) {
    process.emitWarning(`queue progress committed but not announced: ${String(error)}`);
  }
}

/** After a change to the event itself (rate, pause, close — the back office): every open place hears of it. */
export async function announceSaleEvent(db: Database, eventId: string, now: Date): Promise<void> {
  const event = await findSaleEvent(db, eventId);
  if (event) await publishQueueMessage(db, queueMessageOf(event, now));
}
