import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from "@hancine/contract/mfa";

/** One code: 10 characters from 31 (≈ 50 bits), written `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What the database keeps of a code (already normalised by the contract's schema to `xxxxx-xxxxx`). */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** The stored code `code` is, compared in constant time against every unused one. */
export function matchingRecoveryCode<T extends { codeHash: string }>(unused: T[], code: string): T | undefined {
  const hash = Buffer.from(hashRecoveryCode(code), "hex");
  let found: T | undefined;
  for (const row of unused) if (timingSafeEqual(Buffer.from(row.codeHash, "hex"), hash) && !found) found = row;
  return found;
}
