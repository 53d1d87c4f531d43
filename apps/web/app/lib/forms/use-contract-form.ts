import { INTENT } from "@conform-to/dom";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, useContext, useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { MfaMethod } from "@hancine/contract/mfa";
import { FIELD_SUMMARY, stepUpMethodsOf, type FieldErrors } from "#web/lib/form-errors.ts";
import type { FormReply } from "./form-action.ts";
import { keepFocusOnSubmitPress } from "./submit-press.ts";
import { useFieldText } from "./field-texts.tsx";

/**
 * Step-up (issue 33): a sensitive action (a large refund, a price table, a role, a factor) refused with
 * 403 STEP_UP_REQUIRED asks for the second factor again, then is sent once more. A page's
 * `StepUpProvider` shows the dialog; `prove` answers whether the person proved it. Kept with the form
 * hook, which every form asks: one file less in the list the lazy dialogs carry into first-load code.
 */
export type StepUp = { prove: (methods: readonly MfaMethod[]) => Promise<boolean> };
export const StepUpContext = createContext<StepUp | null>(null);
/** The page's step-up, or null outside a provider (a refused action then just says why). */
export const useStepUp = () => useContext(StepUpContext);

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

type ContractFormOptions<S extends FormSchema, T> = {
  /** The contract's schema the server validates with: the browser checks the same rules, in the same words. */
  schema: S;
  /** The form route whose clientAction sends it, e.g. `href("/form/login")`. */
  action: string;
  /** Called once per successful answer, with the API's result and the form (to reset it, say). */
  onSuccess?: (value: T, form: HTMLFormElement | null) => void;
};

/**
 * A form described by the contract (decision 069): Conform checks each field with the contract's
 * schema when the person leaves it and again as they correct it, refuses a submit with the first wrong
 * field focused, and otherwise hands the form to its route's clientAction through a fetcher; the API's
 * field errors come back on the same fields. After a successful action React Router reloads the page's
 * data. Returns what the `<Form>` spreads, each field's first error by name, the form-wide message and
 * `busy` while the action runs.
 */
export function useContractForm<S extends FormSchema, T>({ schema, action, onSuccess }: ContractFormOptions<S, T>) {
  const fetcher = useFetcher<FormReply<T>>();
  const [attempted, setAttempted] = useState(false);
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    lastResult: fetcher.state === "idle" ? fetcher.data?.reply : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onSuccess?.(answer.value, document.forms.namedItem(form.id));
    // Once per answer: `answer` is a new object for each action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  // Refused for want of a recent second factor (issue 33): once proven again, the same form is sent
  // once more (a second refusal stays on the form, in the server's words).
  const stepUp = useStepUp();
  const sent = useRef<{ data: FormData; retried: boolean } | null>(null);
  useEffect(() => {
    const methods = answer && !answer.ok ? stepUpMethodsOf(answer.error) : null;
    const last = sent.current;
    if (!methods || !stepUp || !last || last.retried) return;
    last.retried = true;
    void stepUp.prove(methods).then((proven) => {
      if (proven) void fetcher.submit(last.data, { method: "post", action });
    });
    // Once per answer, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  // The schema's own Vietnamese, in English on an English page (decision 094); the API's answers are already in the page's language.
  const inPageLanguage = useFieldText();
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(form.allErrors)) if (name !== "" && messages?.[0]) errors[name] = inPageLanguage(messages[0]);
  const fieldsWrong = Object.keys(errors).length > 0;
  const summary = form.errors?.[0] ?? (attempted && fieldsWrong ? FIELD_SUMMARY : null);
  const message = summary === null ? null : inPageLanguage(summary);
  const busy = fetcher.state !== "idle";

  const formProps = {
    ...getFormProps(form),
    method: "post" as const,
    action,
    "aria-busy": busy,
    onMouseDown: keepFocusOnSubmitPress,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // Conform checks a field as it is left by submitting with an intent button: not the person's submit.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter?.getAttribute("name") !== INTENT) setAttempted(true);
      if (busy) return event.preventDefault();
      form.onSubmit(event);
      if (submitter?.getAttribute("name") !== INTENT) sent.current = { data: new FormData(event.currentTarget, submitter), retried: false };
    },
  };

  return { Form: fetcher.Form, formProps, form, fields, errors, message, busy, answer };
}
