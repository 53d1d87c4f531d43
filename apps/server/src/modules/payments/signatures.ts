import { createHmac, timingSafeEqual } from "node:crypto";

/** Lower-case hex HMAC of a UTF-8 string. */
export function hmacHex(algorithm: "sha256" | "sha512", secret: string, data: string): string {
  return createHmac(algorithm, Buffer.from(secret, "utf8")).update(Buffer.from(data, "utf8")).digest("hex");
}

const HEX = /^[0-9a-fA-F]+$/;

/**
 * Compares a signature we computed with one we received, in constant time over equal-length buffers.
 * Gateways differ in hex case, so both are read as bytes. A length mismatch or non-hex input is a
 * plain "no" (the length of a signature is no secret).
 */
export function signaturesMatch(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== "string" || !HEX.test(receivedHex) || receivedHex.length !== expectedHex.length) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const received = Buffer.from(receivedHex, "hex");
  return expected.length === received.length && timingSafeEqual(expected, received);
}
