import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { User } from "@hancine/contract/auth";
import type { Passkey, PasskeyRegistration } from "@hancine/contract/mfa";
import type { AppDeps } from "#server/app-deps.ts";
import type { Config } from "#server/config.ts";
import { DomainError } from "#server/domain-error.ts";
import { describeUserAgent } from "./client-device.ts";
import { requireRecentProofOf } from "./mfa-rule.ts";
import { findPasskey, insertPasskey, passkeysOf, recordPasskeyUse, type PasskeyRow } from "./passkeys-repository.ts";
import type { RequestMeta } from "./request-meta.ts";
import { assertNotLocked, factorAdded, hasAnyFactor, proveSession, refuseSecondFactor } from "./second-factor-session.ts";
import { saveWebauthnChallenge, takeWebauthnChallenge, type CurrentUser } from "./sessions-repository.ts";
import { toUser } from "./users-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** A WebAuthn ceremony must be answered within this long (the browser's own timeout is one minute). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RP_NAME = "HanCine";

/** The relying party is the site's own public origin (PUBLIC_URL): a passkey made for it opens nothing elsewhere. */
const relyingParty = (config: Config) => ({ rpID: new URL(config.publicUrl).hostname, origin: new URL(config.publicUrl).origin });

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const expired = () => new DomainError("MFA_INVALID", { message: msg("error.MFA_INVALID.passkeyExpired") });

/** WebAuthn options as the contract carries them (JSON for @simplewebauthn/browser). */
type OptionsJson = { challenge: string; [field: string]: unknown };

/** Creation options for a new passkey; its challenge waits on the session. */
export async function passkeyRegistrationOptions(deps: AppDeps, current: CurrentUser): Promise<OptionsJson> {
  await requireRecentProofOf(deps, current);
  const { rpID } = relyingParty(deps.config);
  const existing = await passkeysOf(deps.database.db, current.user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: current.user.email,
    userDisplayName: current.user.fullName,
    userID: new TextEncoder().encode(current.user.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await saveWebauthnChallenge(deps.database.db, current.session.id, options.challenge, new Date(deps.clock().getTime() + CHALLENGE_TTL_MS));
  return { ...options };
}

/** Verifies the authenticator's answer (attestation "none") and keeps its public key. */
export async function registerPasskey(
  deps: AppDeps,
  current: CurrentUser,
  input: PasskeyRegistration,
  meta: RequestMeta,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  await requireRecentProofOf(deps, current);
  const db = deps.database.db;
  const now = deps.clock();
  const challenge = await db.transaction((tx) => takeWebauthnChallenge(tx, current.session.id, now));
  if (!challenge) throw expired();
  const { rpID, origin } = relyingParty(deps.config);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new DomainError("MFA_INVALID", { message: msg("error.MFA_INVALID.passkeyNotVerified") });
  }
  if (!verified.verified) throw new DomainError("MFA_INVALID", { message: msg("error.MFA_INVALID.passkeyNotVerified") });
  const { credential } = verified.registrationInfo;
  const device = describeUserAgent(meta.userAgent);
  const name = input.name || `${device.browser} trên ${device.os}`;
  return db.transaction(async (tx) => {
    const firstFactor = !(await hasAnyFactor(tx, current.user.id));
    const row = await insertPasskey(tx, {
      id: credential.id,
      userId: current.user.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: now,
    });
    if (!row) throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.passkeyRegistered") });
    const recoveryCodes = await factorAdded(tx, current, { ...meta, now, method: "passkey", firstFactor });
    return { passkey: toPasskey(row), recoveryCodes };
  });
}

/** Request options naming the account's passkeys; 409-free: an account without passkeys gets MFA_INVALID with a clear message. */
export async function passkeyAuthenticationOptions(deps: AppDeps, current: CurrentUser): Promise<OptionsJson> {
  const existing = await passkeysOf(deps.database.db, current.user.id);
  if (existing.length === 0) throw new DomainError("MFA_INVALID", { message: msg("error.MFA_INVALID.noPasskey") });
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    allowCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    userVerification: "preferred",
  });
  await saveWebauthnChallenge(deps.database.db, current.session.id, options.challenge, new Date(deps.clock().getTime() + CHALLENGE_TTL_MS));
  return { ...options };
}

/** Verifies a passkey's signature over the session's challenge (counter checked); locked like the codes. */
export async function verifyPasskey(deps: AppDeps, current: CurrentUser, response: AuthenticationResponseJSON, meta: RequestMeta): Promise<User> {
  await assertNotLocked(deps, current, meta);
  const db = deps.database.db;
  const now = deps.clock();
  const challenge = await db.transaction((tx) => takeWebauthnChallenge(tx, current.session.id, now));
  if (!challenge) throw expired();
  const row = await findPasskey(db, current.user.id, response.id);
  const { rpID, origin } = relyingParty(deps.config);
  let newCounter: number | null = null;
  if (row) {
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: { id: row.id, publicKey: new Uint8Array(row.publicKey), counter: row.counter, transports: transportsOf(row) },
        requireUserVerification: false,
      });
      if (result.verified) newCounter = result.authenticationInfo.newCounter;
    } catch {
      newCounter = null;
    }
  }
  if (newCounter === null) return refuseSecondFactor(deps, current, meta, "passkey", msg("error.MFA_INVALID.passkeyFailed"));
  await db.transaction(async (tx) => {
    await recordPasskeyUse(tx, row!.id, newCounter, now);
    await proveSession(tx, current, { ...meta, now, method: "passkey" });
  });
  return toUser(current.user);
}
