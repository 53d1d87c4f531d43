import { useState, type FormEvent } from "react";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** First message per field of a zod error, keyed like the server's `error.fields`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Checks values with the contract's schema in the browser before sending them (same rules, same messages). */
export function checkWith<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; fields: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrorsOf(parsed.error) };
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
