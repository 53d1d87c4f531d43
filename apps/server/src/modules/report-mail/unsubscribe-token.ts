import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The unsubscribe link of a report e-mail: `<subscription id>.<HMAC-SHA256 of it>` under a key derived
 * from the session secret, so any instance checks it and nobody can forge one for another's
 * subscription. It only stops e-mails, so it never expires; a new subscription has a new id.
 */
const keyOf = (sessionSecret: string) => createHmac("sha256", sessionSecret).update("hancine:report-unsubscribe:v1").digest();
const macOf = (sessionSecret: string, id: string) => createHmac("sha256", keyOf(sessionSecret)).update(id).digest();

export function unsubscribeToken(sessionSecret: string, subscriptionId: string): string {
  return `${subscriptionId}.${macOf(sessionSecret, subscriptionId).toString("base64url")}`;
}

/** The subscription id a token names when the server signed it; null otherwise. */
export function subscriptionOfToken(sessionSecret: string, token: string): string | null {
  const [id, mac, ...rest] = token.split(".");
  if (!id || !mac || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = macOf(sessionSecret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
