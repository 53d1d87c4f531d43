import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FormReply } from "#web/lib/forms/form-action.ts";
import type { CaptchaHandle } from "./captcha-widget.tsx";

type ContractForm = {
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  busy: boolean;
  answer: FormReply<unknown> | undefined;
};

/**
 * What a form with the ALTCHA widget adds to `useContractForm`: the widget's answer is its own hidden
 * `captcha` input, read by the contract's schema with the rest of the form. A submit that passes the
 * form's checks before the proof of work is done waits for the one under way (never starting a second
 * one, decision 020) and then goes on; the form reads busy meanwhile. An answer the API has seen is
 * used up, whatever the API said: after a refusal the widget asks a new challenge.
 * Returns the form's props (spread after `useContractForm`'s), `busy` including that wait, and the
 * widget's ref.
 */
export function useCaptchaSubmit({ formProps, busy, answer }: ContractForm) {
  const captcha = useRef<CaptchaHandle>(null);
  const [waiting, setWaiting] = useState(false);
  // Refs, not state: the submit that follows the wait runs before React has re-rendered.
  const waitingNow = useRef(false);
  const waited = useRef(false);

  useEffect(() => {
    if (answer && !answer.ok && answer.error) captcha.current?.reset();
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (waitingNow.current) return event.preventDefault();
    const afterWait = waited.current;
    waited.current = false;
    formProps.onSubmit(event);
    // Refused by the checks, already solved, or solved as far as it goes (the API then says what is missing).
    if (event.defaultPrevented || afterWait || new FormData(event.currentTarget).get("captcha")) return;
    event.preventDefault();
    const form = event.currentTarget;
    waitingNow.current = true;
    setWaiting(true);
    const solving = captcha.current?.payload() ?? Promise.resolve(undefined);
    // A widget that fails sends nothing: the API then asks for the check, and the form is free again.
    void solving
      .catch(() => undefined)
      .then(async (payload) => {
        // The widget writes its input as it re-renders, a moment after saying it is solved.
        if (payload && !new FormData(form).get("captcha")) await new Promise((resolve) => window.setTimeout(resolve));
        waitingNow.current = false;
        setWaiting(false);
        waited.current = true;
        form.requestSubmit();
      });
  };

  return { captcha, busy: busy || waiting, formProps: { "aria-busy": busy || waiting, onSubmit } };
}
