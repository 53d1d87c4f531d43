import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The admission a waiting room gives (decision 055): `base64url(payload).base64url(HMAC-SHA256)`,
 * payload `{ e: eventId, q: entryId, u: userId, x: expiry (ms since the epoch) }`. The key is derived
 * from the session secret, so every instance signs and checks alike. A valid signature only says the
 * server made it; the hold still moves the entry `admitted → buying` once in the database.
 */
export type AdmissionKey = Buffer;
export type Admission = { e: string; q: string; u: string; x: number };

export function admissionKey(sessionSecret: string): AdmissionKey {
  return createHmac("sha256", sessionSecret).update("hancine:admission:v1").digest();
}

const macOf = (key: AdmissionKey, encodedPayload: string) => createHmac("sha256", key).update(encodedPayload).digest();

export function signAdmission(key: AdmissionKey, admission: Admission): string {
  const payload = Buffer.from(JSON.stringify({ e: admission.e, q: admission.q, u: admission.u, x: admission.x })).toString("base64url");
  return `${payload}.${macOf(key, payload).toString("base64url")}`;
}

/** The admission a token carries when its signature is the server's (constant-time compare); null otherwise. */
export function readAdmission(key: AdmissionKey, token: string): Admission | null {
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const given = Buffer.from(parts[1], "base64url");
  const expected = macOf(key, parts[0]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8")) as Partial<Admission>;
    if (typeof value.e !== "string" || typeof value.q !== "string" || typeof value.u !== "string" || typeof value.x !== "number") return null;
    return { e: value.e, q: value.q, u: value.u, x: value.x };
  } catch {
    return null;
  }
}
