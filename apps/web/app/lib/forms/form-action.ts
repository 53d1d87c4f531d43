import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { ApiError, ApiOutcome } from "#web/lib/api-client.ts";
import { formFailureOf } from "#web/lib/form-errors.ts";

/**
 * What a form route's clientAction answers: Conform's reply (the fields' and the form's errors, for
 * `useContractForm`), and the API's result or error for the page to act on.
 */
export type FormReply<T> = { reply: SubmissionResult<string[]> } & ({ ok: true; value: T } | { ok: false; error?: ApiError });

/** The server's `error.fields` keys (`items.0.qty`) as Conform names its fields (`items[0].qty`). */
export function conformNameOf(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/**
 * A form route's clientAction (decision 069): the submitted form read with the contract's schema (the
 * browser already checked it; a form that skipped that check is answered the same way), then `send`
 * with the schema's output, and the API's field errors and message handed back to the form.
 * `send` also gets the form route's params (the record being edited: `form/admin/films/:id`); type
 * them in `send` (`(film, params: Route.ClientActionArgs["params"]) => …`).
 */
export function formAction<S extends z.ZodType, T, P = Record<string, never>>(schema: S, send: (value: z.output<S>, params: P) => Promise<ApiOutcome<T>>) {
  return async ({ request, params }: { request: Request; params: P }): Promise<FormReply<T>> => {
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return { ok: false, reply: submission.reply() };
    const answer = await send(submission.value as z.output<S>, params);
    if (answer.ok) return { ok: true, value: answer.result, reply: submission.reply() };
    const failure = formFailureOf(answer.error);
    const fieldErrors = Object.fromEntries(Object.entries(failure.fields).map(([path, message]) => [conformNameOf(path), [message]]));
    return { ok: false, error: answer.error, reply: submission.reply({ fieldErrors, formErrors: [failure.message] }) };
  };
}
