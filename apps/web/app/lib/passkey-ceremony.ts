import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { User } from "@hancine/contract/auth";
import type { Passkey } from "@hancine/contract/mfa";
import { callApi } from "./api-client.ts";
import { passkeyFailureMessage, secondFactorMessage } from "./second-factor.ts";

/** A passkey ceremony's end: what the API answered, or why it stopped, in Vietnamese. */
export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

// SimpleWebAuthn (some 5 KB) loads when a passkey button is pressed, never with a page.
const webAuthn = () => import("@simplewebauthn/browser");

/** Signing in's second step with a passkey: the server's challenge, the browser's prompt, the server's check. */
export async function provePasskey(): Promise<PasskeyOutcome<{ user: User }>> {
  const options = await callApi("POST /auth/mfa/passkeys/authentication-options");
  if (!options.ok) return { ok: false, message: secondFactorMessage(options.error) };
  let response;
  try {
    const { startAuthentication } = await webAuthn();
    // The server built these with SimpleWebAuthn's generateAuthenticationOptions: the contract keeps them loose.
    response = await startAuthentication({ optionsJSON: options.result as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    return { ok: false, message: passkeyFailureMessage(error) };
  }
  const verified = await callApi("POST /auth/mfa/passkeys/verify", { body: { response } });
  return verified.ok ? { ok: true, value: verified.result } : { ok: false, message: secondFactorMessage(verified.error) };
}

/** A new passkey for the signed-in account; `recoveryCodes` when it is the account's first factor. */
export async function registerPasskey(name: string): Promise<PasskeyOutcome<{ passkey: Passkey; recoveryCodes: string[] | null }>> {
  const options = await callApi("POST /auth/mfa/passkeys/registration-options");
  if (!options.ok) return { ok: false, message: options.error.message };
  let response;
  try {
    const { startRegistration } = await webAuthn();
    response = await startRegistration({ optionsJSON: options.result as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    return { ok: false, message: passkeyFailureMessage(error) };
  }
  const saved = await callApi("POST /auth/mfa/passkeys", { body: { ...(name.trim() && { name: name.trim() }), response } });
  return saved.ok ? { ok: true, value: saved.result } : { ok: false, message: saved.error.message };
}
