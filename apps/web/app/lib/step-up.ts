import type { ApiOutcome } from "./api-client.ts";
import { stepUpMethodsOf } from "./form-errors.ts";
import type { StepUp } from "./forms/use-contract-form.ts";

/**
 * `call`, and when it is refused for want of a recent proof (403 STEP_UP_REQUIRED, issue 33), the
 * step-up dialog and `call` once more (never more: a second refusal is answered as it is). Closed
 * without proving, the first refusal is the answer. For actions that are calls, not forms (a price
 * table, removing a factor); forms get the same from `useContractForm`.
 */
export async function withStepUp<T>(stepUp: StepUp | null, call: () => Promise<ApiOutcome<T>>): Promise<ApiOutcome<T>> {
  const first = await call();
  const methods = first.ok ? null : stepUpMethodsOf(first.error);
  if (!methods || !stepUp) return first;
  return (await stepUp.prove(methods)) ? call() : first;
}
