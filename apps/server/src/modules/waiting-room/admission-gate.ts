import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { buyingEntry, startBuying } from "./admission-repository.ts";
import { readAdmission, type AdmissionKey } from "./admission-token.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** Time to pay once seats are held, on top of the hold: a `buying` entry may change seats until then. */
const PAYMENT_MINUTES = 15;

/** How a hold on a sale event's showtime got in: its admission token (used once), or a turn already `buying`. */
export type AdmissionGate = { eventId: string; entryId: string | null };

const queueRequired = (eventId: string, message?: ErrorText) => new DomainError("QUEUE_REQUIRED", { message, details: { saleEventId: eventId } });

/**
 * Before a hold (decision 055): a showtime of a sale event not closed (`eventId`, read with the
 * hold's seats) is held only with a valid admission token of this account and this event (signature,
 * expiry), or by an account whose turn is already `buying` (changing seats). Answers null for any
 * other showtime; else what to claim in the hold's transaction (`claimAdmission`). 403 QUEUE_REQUIRED
 * otherwise, before anything is locked.
 */
export async function checkAdmission(
  db: Database,
  key: AdmissionKey,
  hold: { userId: string; eventId: string | null; token: string | undefined; now: Date },
): Promise<AdmissionGate | null> {
  const { eventId } = hold;
  if (!eventId) return null;
  if (hold.token === undefined) {
    if (!(await buyingEntry(db, eventId, hold.userId, hold.now, false))) throw queueRequired(eventId);
    return { eventId, entryId: null };
  }
  const admission = readAdmission(key, hold.token);
  if (!admission || admission.u !== hold.userId || admission.e !== eventId) {
    throw queueRequired(eventId, msg("error.QUEUE_REQUIRED.admissionMismatch"));
  }
  if (admission.x <= hold.now.getTime()) throw queueRequired(eventId, msg("error.QUEUE_REQUIRED.admissionExpired"));
  return { eventId, entryId: admission.q };
}

/**
 * In the hold's transaction: the token's entry moves `admitted → buying` (one use: a second finds no
 * admitted row and is refused), or the account's `buying` turn is confirmed still running.
 */
export async function claimAdmission(tx: Database, gate: AdmissionGate, hold: { userId: string; now: Date; holdMinutes: number }): Promise<void> {
  if (gate.entryId === null) {
    if (!(await buyingEntry(tx, gate.eventId, hold.userId, hold.now, true))) throw queueRequired(gate.eventId);
    return;
  }
  const buyingUntil = new Date(hold.now.getTime() + (hold.holdMinutes + PAYMENT_MINUTES) * 60_000);
  const claimed = await startBuying(tx, { entryId: gate.entryId, eventId: gate.eventId, userId: hold.userId, buyingUntil, now: hold.now });
  if (!claimed) throw queueRequired(gate.eventId, msg("error.QUEUE_REQUIRED.admissionUsed"));
}
