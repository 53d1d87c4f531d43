import { createContext, useContext } from "react";
import type { MfaMethod } from "@hancine/contract/mfa";
import type { ApiError, ApiOutcome } from "./api-client.ts";

/**
 * Step-up (issue 33): a sensitive action (a large refund, a price table, a role, a factor) answered
 * 403 STEP_UP_REQUIRED asks the person for their second factor again, then is sent once more.
 * The page's provider (`StepUpProvider`) shows the dialog; `prove` answers whether they proved it.
 */
export type StepUp = { prove: (methods: readonly MfaMethod[]) => Promise<boolean> };

export const StepUpContext = createContext<StepUp | null>(null);

/** The page's step-up, or null outside a provider (a refused action then just says why). */
export const useStepUp = () => useContext(StepUpContext);

/** The ways the refusal offers to prove again (every one when it does not say). */
export function stepUpMethodsOf(error: ApiError | undefined): MfaMethod[] | null {
  if (error?.code !== "STEP_UP_REQUIRED") return null;
  return error.details?.methods ?? ["totp", "passkey", "recovery"];
}

/**
 * `call`, and when it is refused for want of a recent proof, the step-up dialog and `call` once more
 * (never more: a second refusal is answered as it is). Cancelled, the first refusal is the answer.
 */
export async function withStepUp<T>(stepUp: StepUp | null, call: () => Promise<ApiOutcome<T>>): Promise<ApiOutcome<T>> {
  const first = await call();
  const methods = first.ok ? null : stepUpMethodsOf(first.error);
  if (!methods || !stepUp) return first;
  return (await stepUp.prove(methods)) ? call() : first;
}
