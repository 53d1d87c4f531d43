import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from "@hancine/contract/mfa";

/** One step either side of now is accepted: a phone's clock a little off, a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secretBase32: string, label = "") =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new random secret: 160 bits (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/HanCine:<email>?…` URI the QR code carries. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code of the step `at` falls in (what an app shows at that time; tests and the demo's helpers compute it). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The 30 s step whose code `code` is, within one step of `at`, when it is later than `lastStep`
 * (a code is accepted once only: replaying it, or an older one, is refused); otherwise null.
 * otpauth compares the codes in constant time.
 */
export function acceptedTotpStep(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
