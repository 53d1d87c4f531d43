import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { User } from "@hancine/contract/auth";
import type { Passkey } from "@hancine/contract/mfa";
import { callApi } from "./api-client.ts";
import { passkeyFailureMessage, secondFactorMessage } from "./second-factor.ts";
import type { StepUp } from "./forms/use-contract-form.ts";
import { withStepUp } from "./step-up.ts";

/** A passkey ceremony's end: what the API answered, or why it stopped, in Vietnamese. */
export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

// SimpleWebAuthn (some 5 KB) loads when a passkey button is pressed, never with a page.
const webAuthn = () => import("@simplewebauthn/browser");

/**
 * The server's WebAuthn options as SimpleWebAuthn's browser side reads them. The server made them with
 * SimpleWebAuthn's own generate…Options; the contract keeps them loose (`{ challenge, … }`), since
 * their shape is WebAuthn's, not ours, so this is the one place they are taken as that shape.
 */
function optionsJSON<T>(options: { challenge: string }): T {
  if (!isWebAuthnOptions<T>(options)) throw new Error("WebAuthn options without a challenge");
  return options;
}

/** Options the server made carry their challenge (a base64url string): all this side checks of WebAuthn's shape. */
function isWebAuthnOptions<T>(options: { challenge: unknown }): options is { challenge: string } & T {
  return typeof options.challenge === "string" && options.challenge.length > 0;
}

/** The browser's answer as a plain object (SimpleWebAuthn's interfaces have no index signature; the contract's loose object has). */
const plainAssertion = ({ response, clientExtensionResults, ...rest }: AuthenticationResponseJSON) => ({
  ...rest,
  response: { ...response },
  clientExtensionResults: { ...clientExtensionResults },
});
const plainAttestation = ({ response, clientExtensionResults, ...rest }: RegistrationResponseJSON) => ({
  ...rest,
  response: { ...response },
  clientExtensionResults: { ...clientExtensionResults },
});

/** Signing in's second step with a passkey: the server's challenge, the browser's prompt, the server's check. */
export async function provePasskey(): Promise<PasskeyOutcome<{ user: User }>> {
  const options = await callApi("POST /auth/mfa/passkeys/authentication-options");
  if (!options.ok) return { ok: false, message: secondFactorMessage(options.error) };
  let response;
  try {
    const { startAuthentication } = await webAuthn();
    response = plainAssertion(await startAuthentication({ optionsJSON: optionsJSON<PublicKeyCredentialRequestOptionsJSON>(options.result) }));
  } catch (error) {
    return { ok: false, message: passkeyFailureMessage(error) };
  }
  const verified = await callApi("POST /auth/mfa/passkeys/verify", { body: { response } });
  return verified.ok ? { ok: true, value: verified.result } : { ok: false, message: secondFactorMessage(verified.error) };
}

/**
 * A new passkey for the signed-in account; `recoveryCodes` when it is the account's first factor.
 * Adding one to an account that has a factor may ask for a recent proof first (`stepUp`).
 */
export async function registerPasskey(name: string, stepUp: StepUp | null): Promise<PasskeyOutcome<{ passkey: Passkey; recoveryCodes: string[] | null }>> {
  const options = await withStepUp(stepUp, () => callApi("POST /auth/mfa/passkeys/registration-options"));
  if (!options.ok) return { ok: false, message: options.error.message };
  let response;
  try {
    const { startRegistration } = await webAuthn();
    response = plainAttestation(await startRegistration({ optionsJSON: optionsJSON<PublicKeyCredentialCreationOptionsJSON>(options.result) }));
  } catch (error) {
    return { ok: false, message: passkeyFailureMessage(error) };
  }
  const saved = await callApi("POST /auth/mfa/passkeys", { body: { ...(name.trim() && { name: name.trim() }), response } });
  return saved.ok ? { ok: true, value: saved.result } : { ok: false, message: saved.error.message };
}
