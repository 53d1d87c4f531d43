import type * as NodeCrypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// Wrap the real timingSafeEqual so the test can see that comparisons go through it.
const calls = vi.hoisted(() => ({ timingSafeEqual: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof NodeCrypto>();
  return {
    ...real,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      calls.timingSafeEqual += 1;
      return real.timingSafeEqual(a, b);
    },
  };
});

const { hmacHex, signaturesMatch } = await import("./signatures.ts");

describe("signatures", () => {
  it("signs the UTF-8 bytes of Vietnamese text: the values OpenSSL gives for the same key and text", () => {
    // printf 'orderInfo=Vé xem phim' | openssl dgst -sha256 -hmac 'khóa'   (and -sha512), in a UTF-8 shell
    const data = "orderInfo=Vé xem phim";
    expect(hmacHex("sha256", "khóa", data)).toBe("6f08f64a9fdbb4cf1c9973794ba5cd637c20e896cd4884f0b42ee229a1a03a47");
    expect(hmacHex("sha512", "khóa", data)).toBe(
      "b3608e9ea08c0bfab9b7754a8a1e35871b737465b2c26bbbcb5298e11319c79c0bdde4accfa45344ab913b04dac484f14d80b438017ded03eedf7074517110a8",
    );
  });

  it("RFC 4231 test case 2: HMAC-SHA256 and HMAC-SHA512 of 'what do ya want for nothing?' with key 'Jefe'", () => {
    expect(hmacHex("sha256", "Jefe", "what do ya want for nothing?")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    expect(hmacHex("sha512", "Jefe", "what do ya want for nothing?")).toBe(
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
    );
  });

  it("accepts the same signature in either hex case, through timingSafeEqual", () => {
    const expected = hmacHex("sha512", "secret", "data");
    const before = calls.timingSafeEqual;
    expect(signaturesMatch(expected, expected)).toBe(true);
    expect(signaturesMatch(expected, expected.toUpperCase())).toBe(true);
    expect(calls.timingSafeEqual).toBe(before + 2);
  });

  it("rejects a changed, shortened, non-hex or missing signature", () => {
    const expected = hmacHex("sha256", "secret", "data");
    const flipped = (expected[0] === "a" ? "b" : "a") + expected.slice(1);
    expect(signaturesMatch(expected, flipped)).toBe(false);
    expect(signaturesMatch(expected, expected.slice(0, -2))).toBe(false);
    expect(signaturesMatch(expected, expected.slice(0, -1) + "g")).toBe(false);
    expect(signaturesMatch(expected, undefined)).toBe(false);
    expect(signaturesMatch(expected, ["x"])).toBe(false);
  });
});
