import { describe, expect, it } from "vitest";
import { formatGiftCardCode, giftCardCredentialsSchema, normaliseGiftCardCode } from "@hancine/contract/gift-cards";
import { giftCardCodeHash, giftCardPinHash, newGiftCardCode, newGiftCardPin, pinMatches } from "./gift-card-secrets.ts";

const SECRET = "a-session-secret-long-enough-for-the-tests-0123";

describe("gift card codes and PINs", () => {
  it("are 16 characters of Crockford's base32 and 6 digits, and differ every time", () => {
    const codes = new Set(Array.from({ length: 1000 }, newGiftCardCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const pins = Array.from({ length: 1000 }, newGiftCardPin);
    for (const pin of pins) expect(pin).toMatch(/^\d{6}$/);
    // 10^6 possible PINs: 1,000 draws repeat a few at most, never collapse onto a handful.
    expect(new Set(pins).size).toBeGreaterThan(990);
  });

  it("reads a code as a person types it from the card: spaces, dashes, lower case and look-alike letters", () => {
    expect(normaliseGiftCardCode("hc7k 2qmd-0a1b-ioL9")).toBe("HC7K2QMD0A1B1019");
    expect(formatGiftCardCode("HC7K2QMD0A1B1019")).toBe("HC7K-2QMD-0A1B-1019");
    expect(giftCardCredentialsSchema.safeParse({ code: "hc7k-2qmd-0a1b-1019", pin: "012345" }).success).toBe(true);
    // U is not in the alphabet (Crockford): a typo, not a card.
    expect(giftCardCredentialsSchema.safeParse({ code: "UC7K-2QMD-0A1B-1019", pin: "012345" }).success).toBe(false);
    expect(giftCardCredentialsSchema.safeParse({ code: "HC7K-2QMD-0A1B-1019", pin: "12345" }).success).toBe(false);
  });

  it("keeps only keyed hashes: another secret or another card gives another hash", () => {
    const code = newGiftCardCode();
    expect(giftCardCodeHash(SECRET, code)).toBe(giftCardCodeHash(SECRET, code));
    expect(giftCardCodeHash(SECRET, code)).not.toBe(giftCardCodeHash(`${SECRET}x`, code));
    expect(giftCardCodeHash(SECRET, code)).not.toContain(code);
    const stored = giftCardPinHash(SECRET, "card-1", "123456");
    expect(giftCardPinHash(SECRET, "card-2", "123456")).not.toBe(stored);
    expect(pinMatches(SECRET, "card-1", "123456", stored)).toBe(true);
    expect(pinMatches(SECRET, "card-1", "123457", stored)).toBe(false);
    expect(pinMatches(`${SECRET}x`, "card-1", "123456", stored)).toBe(false);
  });
});
