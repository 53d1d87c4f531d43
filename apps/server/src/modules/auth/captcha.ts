import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { recordCaptchaSolution } from "./captcha-solutions-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** A challenge must be solved and submitted within this time. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/**
 * Proof-of-work size: the browser tries on average ~1 250 counters of 1 000 PBKDF2 rounds — about a
 * second on a phone, and a real cost for a bot sending thousands of signups.
 */
const DIFFICULTY = { algorithm: "PBKDF2/SHA-256", cost: 1_000, counterMin: 500, counterMax: 2_000 } as const;

const MESSAGES = {
  missing: msg("error.VALIDATION_FAILED.captchaMissing"),
  invalid: msg("error.VALIDATION_FAILED.captchaInvalid"),
  expired: msg("error.VALIDATION_FAILED.captchaExpired"),
  used: msg("error.VALIDATION_FAILED.captchaUsed"),
} as const;

/** Separate keys for the challenge signature and the derived-key signature, both from the session secret. */
function secrets(sessionSecret: string) {
  const derive = (label: string) => createHmac("sha256", sessionSecret).update(label).digest("hex");
  return { challenge: derive("altcha-challenge-v2"), key: derive("altcha-derived-key-v2") };
}

/**
 * A signed ALTCHA challenge (v2 proof of work). Its expiry travels in the signed `data` and is
 * checked against the app's clock, not altcha-lib's wall clock, so tests can move time.
 */
export async function newCaptchaChallenge(deps: AppDeps): Promise<Challenge> {
  const { challenge, key } = secrets(deps.config.sessionSecret);
  return createChallenge({
    algorithm: DIFFICULTY.algorithm,
    cost: DIFFICULTY.cost,
    counter: randomInt(DIFFICULTY.counterMax, DIFFICULTY.counterMin),
    deriveKey,
    data: { exp: Math.floor((deps.clock().getTime() + CAPTCHA_TTL_MS) / 1000) },
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

/** The widget submits base64(JSON({ challenge, solution })). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      data: z.looseObject({ exp: z.number() }),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().max(1000) }),
});

function parsePayload(raw: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(raw, "base64").toString("utf8"))).data;
  } catch {
    return undefined;
  }
}

function refuse(message: ErrorText): never {
  throw new DomainError("VALIDATION_FAILED", { fields: { captcha: message } });
}

/**
 * Refuses the request (400, `fields.captcha`) unless it carries a solved, unexpired challenge of
 * ours that was never used before. The used-solutions table makes "once" hold across instances:
 * the primary key lets exactly one of two concurrent requests insert the signature.
 */
export async function assertCaptcha(deps: AppDeps, captcha: string | undefined): Promise<void> {
  if (!deps.config.captchaEnabled) return;
  if (!captcha) refuse(MESSAGES.missing);
  const payload = parsePayload(captcha);
  if (!payload) refuse(MESSAGES.invalid);

  const { challenge, key } = secrets(deps.config.sessionSecret);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    // A malformed challenge (e.g. an unknown algorithm) is a bad captcha, not a server error.
    verified = false;
  }
  if (!verified) refuse(MESSAGES.invalid);

  const now = deps.clock();
  const expiresAt = new Date(payload.challenge.parameters.data.exp * 1000);
  if (expiresAt <= now) refuse(MESSAGES.expired);

  if (!(await recordCaptchaSolution(deps.database.db, payload.challenge.signature, expiresAt))) refuse(MESSAGES.used);
}
