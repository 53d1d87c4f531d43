import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ~36 ms a hash on this machine kind.
// `Algorithm` is an ambient const enum, unusable as a value under verbatimModuleSyntax: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500 that tells the caller something.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown e-mail, spend the same argon2 work as a real check, so response time does not
 * reveal which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}
