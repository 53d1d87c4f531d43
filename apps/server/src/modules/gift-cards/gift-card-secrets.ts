import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { GIFT_CARD_CODE_LENGTH, GIFT_CARD_PIN_LENGTH } from "@hancine/contract/gift-cards";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from a card is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new card's code: 16 characters drawn by the system's CSPRNG (80 bits). */
export function newGiftCardCode(): string {
  return Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** A new card's PIN: 6 digits by the system's CSPRNG. */
export function newGiftCardPin(): string {
  return String(randomInt(10 ** GIFT_CARD_PIN_LENGTH)).padStart(GIFT_CARD_PIN_LENGTH, "0");
}

function keyOf(sessionSecret: string, purpose: "code" | "pin"): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "hancine", `hancine gift-card ${purpose}`, 32));
}

/**
 * What the database keeps of a code (normalised first): HMAC-SHA256 under a key derived from
 * SESSION_SECRET, so a copy of the database alone finds no card, and a look-up is one index probe.
 */
export function giftCardCodeHash(sessionSecret: string, code: string): string {
  return createHmac("sha256", keyOf(sessionSecret, "code")).update(code).digest("base64url");
}

/** What the database keeps of a PIN: keyed like the code and bound to its card, so two equal PINs differ. */
export function giftCardPinHash(sessionSecret: string, cardId: string, pin: string): string {
  return createHmac("sha256", keyOf(sessionSecret, "pin")).update(`${cardId}:${pin}`).digest("base64url");
}

export function pinMatches(sessionSecret: string, cardId: string, pin: string, stored: string): boolean {
  const given = Buffer.from(giftCardPinHash(sessionSecret, cardId, pin));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
