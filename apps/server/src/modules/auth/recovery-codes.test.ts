import { describe, expect, it } from "vitest";
import { recoveryCodeSchema } from "@hancine/contract/mfa";
import { hashRecoveryCode, matchingRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";

describe("recovery codes", () => {
  it("are ten distinct xxxxx-xxxxx codes without look-alike letters", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it("match as typed (any case, spaces, no dash), by their hash", () => {
    const [code] = newRecoveryCodes();
    const rows = [
      { id: 1, codeHash: hashRecoveryCode("aaaaa-aaaaa") },
      { id: 2, codeHash: hashRecoveryCode(code!) },
    ];
    const typed = recoveryCodeSchema.parse(` ${code!.replace("-", "").toUpperCase()} `);
    expect(matchingRecoveryCode(rows, typed)?.id).toBe(2);
    expect(matchingRecoveryCode(rows, "bbbbb-bbbbb")).toBeUndefined();
  });
});
