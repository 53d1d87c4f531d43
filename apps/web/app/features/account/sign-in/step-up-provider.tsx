import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from "react";
import type { MfaMethod } from "@hancine/contract/mfa";
import { StepUpContext, type StepUp } from "#web/lib/forms/use-contract-form.ts";

// The dialog and its form load when an action first asks for a fresh proof.
const StepUpDialog = lazy(() => import("./step-up-dialog.tsx").then((m) => ({ default: m.StepUpDialog })));

/**
 * Gives the pages below it a step-up (issue 33): an action refused with STEP_UP_REQUIRED opens the
 * dialog asking for the second factor; its answer (proven, or closed) resolves `prove`.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<readonly MfaMethod[] | null>(null);
  const settle = useRef<((proven: boolean) => void) | null>(null);
  const stepUp = useMemo<StepUp>(
    () => ({
      prove: (methods) =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setAsking(methods);
        }),
    }),
    [],
  );
  const done = (proven: boolean) => {
    settle.current?.(proven);
    settle.current = null;
    setAsking(null);
  };
  return (
    <StepUpContext.Provider value={stepUp}>
      {children}
      {asking ? (
        <Suspense fallback={null}>
          <StepUpDialog methods={asking} onDone={done} />
        </Suspense>
      ) : null}
    </StepUpContext.Provider>
  );
}
