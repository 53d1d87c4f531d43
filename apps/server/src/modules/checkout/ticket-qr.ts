import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * What a ticket's QR code carries: "HC1.<ticket code>.<signature>". The signature is an HMAC with a
 * key derived from the session secret, so a scanner holding the key can tell a real ticket from a
 * made-up one without asking the database; the database still decides whether it may enter.
 * "HC1" names the format, so a later one can change it without confusing old tickets.
 */
const PREFIX = "HC1";
/** Same alphabet as booking codes: no 0/O, 1/I/L, so a code typed at the counter is not misread. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_LENGTH = 10;
/** 12 bytes (96 bits) of HMAC-SHA256, base64url: 16 characters, short enough for a small QR. */
const SIGNATURE_BYTES = 12;
const CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

export type QrKey = Buffer;

export function ticketQrKey(sessionSecret: string): QrKey {
  return createHmac("sha256", sessionSecret).update("hancine:ticket-qr:v1").digest();
}

/** A ticket code such as "7K2QXM9PAB" (31^10 ≈ 8 × 10^14). */
export function newTicketCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function signatureOf(key: QrKey, code: string): Buffer {
  return createHmac("sha256", key).update(`${PREFIX}.${code}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function ticketQrPayload(key: QrKey, code: string): string {
  return `${PREFIX}.${code}.${signatureOf(key, code).toString("base64url")}`;
}

export type ReadTicket = { kind: "signed"; code: string } | { kind: "typed"; code: string } | { kind: "forged" } | { kind: "unreadable" };

/**
 * A scanned or typed value: a signed QR payload (checked in constant time), or a bare ticket code
 * typed by staff at the counter (they are signed in; the code alone is as hard to guess as the QR).
 */
export function readTicketQr(key: QrKey, value: string): ReadTicket {
  const text = value.trim();
  const typed = text.toUpperCase().replace(/[\s-]/g, "");
  if (CODE_PATTERN.test(typed)) return { kind: "typed", code: typed };
  const parts = text.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX || !CODE_PATTERN.test(parts[1]!)) return { kind: "unreadable" };
  const given = Buffer.from(parts[2]!, "base64url");
  const expected = signatureOf(key, parts[1]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: "forged" };
  return { kind: "signed", code: parts[1]! };
}
