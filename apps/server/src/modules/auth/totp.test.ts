import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpUri } from "./totp.ts";

// RFC 6238 Appendix B: the SHA-1 seed "12345678901234567890" (ASCII), 8 digits, 30 s steps.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
];

describe("TOTP (RFC 6238)", () => {
  it("computes the RFC's own test vectors (Appendix B, SHA-1)", () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(new TOTP({ algorithm: "SHA1", digits: 8, period: 30, secret: RFC_SECRET }).generate({ timestamp: seconds * 1000 }), `T=${seconds}`).toBe(code);
    }
  });

  it("the product's 6-digit codes are the vectors' last six digits (the same truncation, mod 10^6)", () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000)), `T=${seconds}`).toBe(code.slice(2));
  });

  it("the RFC's seed in base32 is the ASCII of 12345678901234567890", () => {
    expect(Buffer.from("12345678901234567890").toString("hex")).toBe("3132333435363738393031323334353637383930");
    expect(new TOTP({ secret: RFC_SECRET }).secret.hex.toLowerCase()).toBe("3132333435363738393031323334353637383930");
  });

  it("accepts the code of now and one step either side, once only", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-05-01T03:00:10Z");
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now), now, null)).toBe(step);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 60_000)), now, null)).toBeNull();
    // Replay: the same step, or an older one, after it was accepted.
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now), now, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it("makes 160-bit secrets and the URI the apps scan", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, "lan@hancine.vn");
    expect(uri).toContain("otpauth://totp/HanCine:lan%40hancine.vn?");
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("issuer=HanCine");
    expect(uri).toContain("digits=6");
    expect(uri).toContain("period=30");
  });
});
