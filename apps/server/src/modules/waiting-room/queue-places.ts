import { randomInt } from "node:crypto";
import type { QueuePlace } from "@hancine/contract/waiting-room";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound, rateLimited } from "#server/domain-error.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { signAdmission, type AdmissionKey } from "./admission-token.ts";
import { joinLine, leaveLine, touchEntryOf, type QueueEntryRow } from "./queue-entries-repository.ts";
import { queuePlaceOf, saleEventStatus, type EntrySnapshot } from "./queue-place.ts";
import { cachedSaleEvent } from "./sale-event-cache.ts";
import type { SaleEventRow } from "./sale-events-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

export const SALE_EVENT_NOT_FOUND = msg("error.NOT_FOUND.saleEvent");
const NOT_IN_LINE = msg("error.NOT_FOUND.notInLine");
const EVENT_CLOSED = msg("error.SALES_CLOSED.saleEnded");
/** Joins asked from one client address per minute (many people may share one address on a mobile network). */
const JOINS_PER_CLIENT = 120;
const JOIN_WINDOW_MS = 60_000;
/** Draws are 48-bit: ties (one in 10^14 per pair) fall back to the entry id. */
const DRAW_RANGE = 2 ** 48 - 1;

/** The place of an entry, its admission token signed for its owner (the only one who ever reads it). */
export function placeFrom(key: AdmissionKey, entry: QueueEntryRow, event: SaleEventRow, now: Date): QueuePlace {
  return queuePlaceOf(
    entry,
    { eventStatus: saleEventStatus(event, now), opensAt: event.opensAt, admittedThrough: event.admittedThrough, ratePerMinute: event.ratePerMinute },
    now,
    (e) => tokenFor(key, e),
  );
}

export const tokenFor = (key: AdmissionKey, entry: EntrySnapshot) =>
  signAdmission(key, { e: entry.eventId, q: entry.id, u: entry.userId, x: entry.admissionExpiresAt!.getTime() });

async function eventOrNotFound(deps: AppDeps, eventId: string): Promise<SaleEventRow> {
  const event = await cachedSaleEvent(deps.database.db, eventId);
  if (!event) throw notFound(SALE_EVENT_NOT_FOUND);
  return event;
}

/**
 * `POST /sale-events/:id/queue`: one place per account. Asking again keeps the place (and counts
 * as being here); an account that left, ran out of its admission or bought joins again at the end.
 * Before the draw a place is a random draw; after it, the next number (one statement: `joinLine`).
 */
export async function joinQueue(deps: AppDeps, key: AdmissionKey, userId: string, eventId: string, ip: string | null): Promise<QueuePlace> {
  const db = deps.database.db;
  const now = deps.clock();
  const event = await eventOrNotFound(deps, eventId);
  if (event.closedAt) throw new DomainError("SALES_CLOSED", { message: EVENT_CLOSED });
  const wait = await countHits(db, [{ key: `queue-join-client:${ip ?? "unknown"}`, limit: JOINS_PER_CLIENT }], JOIN_WINDOW_MS, now);
  if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.queueJoins"));

  // null: the account is still in line (or another tab joined at the same moment): its place is kept.
  const entry = (await joinLine(db, { eventId, userId, draw: randomInt(DRAW_RANGE), now })) ?? (await touchEntryOf(db, eventId, userId, now))!;
  return placeFrom(key, entry, event, now);
}

/** `GET /sale-events/:id/queue/me`: the account's place; asking counts as being here (`seen_at`). */
export async function myPlace(deps: AppDeps, key: AdmissionKey, userId: string, eventId: string): Promise<QueuePlace> {
  const { entry, event, now } = await entryWithEvent(deps, userId, eventId);
  return placeFrom(key, entry, event, now);
}

/** The event and the account's entry (404 without one), the owner counted as here (a poll, a stream opening). */
export async function entryWithEvent(deps: AppDeps, userId: string, eventId: string): Promise<{ entry: QueueEntryRow; event: SaleEventRow; now: Date }> {
  const now = deps.clock();
  const event = await eventOrNotFound(deps, eventId);
  const entry = await touchEntryOf(deps.database.db, eventId, userId, now);
  if (!entry) throw notFound(NOT_IN_LINE);
  return { entry, event, now };
}

/** `DELETE /sale-events/:id/queue`: leaves the line, or gives up an admission not used yet. False when neither. */
export async function leaveQueue(deps: AppDeps, userId: string, eventId: string): Promise<boolean> {
  await eventOrNotFound(deps, eventId);
  return leaveLine(deps.database.db, eventId, userId, deps.clock());
}
