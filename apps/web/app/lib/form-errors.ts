import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import type { ApiError } from "./api-client.ts";

export type FieldErrors = Record<string, string>;

/** The form-wide message when some fields are wrong (each field says what). */
export const FIELD_SUMMARY = "Một số thông tin chưa hợp lệ. Bạn hãy sửa các ô được đánh dấu nhé.";

/** An API error as a form shows it: the fields' messages and the summary, else the error's own message. */
export function formFailureOf(error: ApiError): { fields: FieldErrors; message: string } {
  const fields = error.fields ?? {};
  return { fields, message: Object.keys(fields).length > 0 ? FIELD_SUMMARY : error.message };
}

/** First message per field of a zod error, keyed like the server's `error.fields`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Checks values with the contract's schema in the browser before sending them (same rules, same
 * messages). `input` is the values themselves, now known to be the schema's input (for a server that
 * wants the raw inputs); `data` is what the schema made of them.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S>; input: z.input<S> } | { ok: false; fields: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data, input: values as z.input<S> } : { ok: false, fields: fieldErrorsOf(parsed.error) };
}

/** Moves focus to the first field with an error, in the form's order. */
export function focusFirstError(form: HTMLFormElement | null, fields: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && fields[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/**
 * Field errors of a form, each cleared as soon as the person edits that field
 * (pass `clearOnEdit` as the form's onChange).
 */
export function useFieldErrors() {
  const [fields, setFields] = useState<FieldErrors>({});
  const clearOnEdit = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && fields[name]) setFields(({ [name]: _cleared, ...rest }) => rest);
  };
  return { fields, setFields, clearOnEdit };
}

/**
 * What every form of the site keeps around a submit: `busy` while a request runs (a second submit
 * is ignored), field errors cleared as the person edits, one form-wide message (a string, or the
 * account forms' `{ text, tone }`). `fail` shows a failure and moves the focus to the first wrong field.
 */
export function useFormSubmission<Message = string>() {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const { fields, setFields, clearOnEdit } = useFieldErrors();
  const [message, setMessage] = useState<Message | null>(null);

  const fail = (failedFields: FieldErrors, failure: Message | null) => {
    setFields(failedFields);
    setMessage(failure);
    focusFirstError(form.current, failedFields);
  };

  /** Runs `send` unless one is already running (then null), clearing the message first. */
  const run = async <T>(send: () => Promise<T>): Promise<T | null> => {
    if (busy) return null;
    setBusy(true);
    setMessage(null);
    try {
      return await send();
    } finally {
      setBusy(false);
    }
  };

  /**
   * What every form spreads on its `<form>`: the ref, no browser validation (ours speaks Vietnamese),
   * errors cleared on edit, `aria-busy`, and a submit that hands the form to `submit` unless one runs.
   */
  const formProps = (submit: (element: HTMLFormElement) => unknown) => ({
    ref: form,
    noValidate: true,
    onChange: clearOnEdit,
    "aria-busy": busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!busy) void submit(event.currentTarget);
    },
  });

  return { busy, fields, setFields, message, setMessage, fail, run, formProps };
}
