import { z } from "zod";
import type { FieldErrors } from "#web/lib/form-errors.ts";

/*
 * Forms whose inputs hold what the person typed for a live preview keep them controlled (masks such
 * as "95.000" need it), with one exception: a <select>. Conform checks a field again on its `input`
 * event, before React's `change` for a select, and a controlled select drawn in between goes back to
 * its old value; the editors' selects are therefore `defaultValue` with an `onChange` for the preview.
 */

/**
 * A form as Conform hands it over: each field's text, a list where a name is sent several times
 * (checkboxes, hidden lists), a group for dotted names (`rule.benefit.kind` is `rule → benefit → kind`).
 */
export type FormFields = Record<string, unknown>;

/** A field's text; "" when the form did not send it. */
export function textOf(form: FormFields, name: string): string {
  const value = form[name];
  return typeof value === "string" ? value : "";
}

/** Fields taken as typed, by their names: `{ title: "…", slug: "…" }`. */
export function textsOf(form: FormFields, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
}

/** The values of a name sent none, once or several times (a group of checkboxes). */
export function listOf(form: FormFields, name: string): string[] {
  const value = form[name];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The fields under a dotted name (`groupOf(form, "rule")` holds `rule.benefit…`); none when it was not sent. */
export function groupOf(form: FormFields, name: string): FormFields {
  const value = form[name];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

/**
 * The contract's schema over a form whose inputs are not the API's body one to one (decision 069's
 * last point): `read` takes the form as typed ("20.000", a day and a time apart, the publishing choice)
 * and gives what the API reads; the contract then checks it in its own words, its issues on the
 * form's fields by their paths. It is `z.preprocess(read, schema)`, written as a transform so that
 * Conform's coercion (an empty field made missing) stays out of the contract: `read` says what an
 * empty field means, and an empty title reaches the contract as "" ("Vui lòng nhập tiêu đề.").
 * A problem `read` reports itself (`ctx.addIssue`) is answered alone, as a preprocess's would be.
 */
export function fromForm<S extends z.ZodType>(schema: S, read: (form: FormFields, ctx: z.RefinementCtx) => unknown) {
  return z.record(z.string(), z.unknown()).transform((form, ctx): z.output<S> => {
    const before = ctx.issues.length;
    const body = read(form, ctx);
    if (ctx.issues.length > before) return z.NEVER;
    const checked = schema.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

/**
 * The first error at a field or inside it (`formats[1]`, `copy.headline`), for a field that shows the
 * errors of its parts: a list's entries, a group's keys.
 */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  return Object.entries(errors).find(([key]) => key.startsWith(`${name}[`) || key.startsWith(`${name}.`))?.[1];
}
