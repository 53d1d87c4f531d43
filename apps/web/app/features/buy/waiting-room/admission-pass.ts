/**
 * The admission the waiting room gave, carried to the booking page in this tab's sessionStorage,
 * one entry per sale event: `{ token, expiresAt, showtimeIds }`. Not in the address: a token in a
 * URL lands in the history, in shared links and in Referer headers; sessionStorage dies with the tab.
 * A booking page opened elsewhere (another tab) asks the server instead (GET …/queue/me).
 */
import { callApi } from "#web/lib/api-client.ts";

export type AdmissionPass = { eventId: string; token: string; expiresAt: string; showtimeIds: string[] };

const PREFIX = "hancine.admission.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off: the booking page asks the server
  }
}

export function saveAdmissionPass(pass: AdmissionPass): void {
  try {
    storage()?.setItem(PREFIX + pass.eventId, JSON.stringify(pass));
  } catch {
    // full or refused: the booking page asks the server
  }
}

export function forgetAdmissionPass(eventId: string): void {
  storage()?.removeItem(PREFIX + eventId);
}

function read(key: string, now: number): AdmissionPass | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? "null");
    if (!value || typeof value !== "object") return null;
    const pass = value as Partial<AdmissionPass>;
    if (typeof pass.eventId !== "string" || typeof pass.token !== "string" || typeof pass.expiresAt !== "string" || !Array.isArray(pass.showtimeIds))
      return null;
    return Date.parse(pass.expiresAt) > now ? (pass as AdmissionPass) : null;
  } catch {
    return null;
  }
}

/** A live pass of the event, if this tab has one. */
export function admissionPassOfEvent(eventId: string, now = Date.now()): AdmissionPass | null {
  return read(PREFIX + eventId, now);
}

/** A live pass that covers this showtime, if this tab has one. */
export function admissionPassFor(showtimeId: string, now = Date.now()): AdmissionPass | null {
  const store = storage();
  if (!store) return null;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const pass = read(key, now);
    if (pass?.showtimeIds.includes(showtimeId)) return pass;
  }
  return null;
}

/** The visitor's turn as the server has it (GET …/queue/me): for a booking page this tab's storage knows nothing about. */
export async function askAdmission(eventId: string): Promise<Pick<AdmissionPass, "eventId" | "token"> | null> {
  const reply = await callApi("GET /sale-events/:id/queue/me", { params: { id: eventId } });
  return reply.ok && reply.result.state === "admitted" && reply.result.admissionToken ? { eventId, token: reply.result.admissionToken } : null;
}
