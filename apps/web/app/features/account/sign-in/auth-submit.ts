import { createSignupSchema, forgotPasswordSchema, loginSchema, type User } from "@hancine/contract/auth";
import { callApi, type ApiError } from "#web/lib/api-client.ts";
import { checkWith, FIELD_SUMMARY, formFailureOf, type FieldErrors } from "#web/lib/form-errors.ts";

/** What a form shows after a submit: field messages and/or one message for the whole form. */
export type SubmitFailure = { fields: FieldErrors; message: string | null; captchaUsed: boolean };
export type SubmitOutcome<T> = { ok: true; value: T } | ({ ok: false } & SubmitFailure);

/** Empty inputs are sent as missing, so the messages say "Vui lòng nhập …" rather than "too short". */
function formValues(form: HTMLFormElement, names: string[]): Record<string, string | undefined> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "") || undefined]));
}

function failure(error: ApiError, captchaUsed: boolean): SubmitOutcome<never> {
  return { ok: false, ...formFailureOf(error), captchaUsed };
}

export function readLogin(form: HTMLFormElement) {
  return formValues(form, ["email", "password"]);
}

export async function submitLogin(values: Record<string, string | undefined>): Promise<SubmitOutcome<User>> {
  const checked = checkWith(loginSchema, values);
  if (!checked.ok) return { ok: false, fields: checked.fields, message: FIELD_SUMMARY, captchaUsed: false };
  const answer = await callApi("POST /auth/login", { body: checked.data });
  return answer.ok ? { ok: true, value: answer.result.user } : failure(answer.error, false);
}

export function readSignup(form: HTMLFormElement) {
  const values: Record<string, unknown> = formValues(form, ["fullName", "email", "phone", "gender", "dateOfBirth", "password", "confirmPassword"]);
  values.acceptTerms = new FormData(form).get("acceptTerms") === "on";
  return values;
}

export async function submitSignup(values: Record<string, unknown>, captcha: () => Promise<string | undefined>): Promise<SubmitOutcome<User>> {
  const checked = checkWith(createSignupSchema(), values);
  if (!checked.ok) return { ok: false, fields: checked.fields, message: FIELD_SUMMARY, captchaUsed: false };
  // The server wants the raw inputs (it normalises them itself), plus the solved captcha.
  const answer = await callApi("POST /auth/signup", { body: { ...checked.input, captcha: await captcha() } });
  return answer.ok ? { ok: true, value: answer.result.user } : failure(answer.error, true);
}

export async function submitForgotPassword(email: string | undefined, captcha: () => Promise<string | undefined>): Promise<SubmitOutcome<true>> {
  const checked = checkWith(forgotPasswordSchema, { email });
  if (!checked.ok) return { ok: false, fields: checked.fields, message: FIELD_SUMMARY, captchaUsed: false };
  const answer = await callApi("POST /auth/password/forgot", { body: { email: checked.data.email, captcha: await captcha() } });
  return answer.ok ? { ok: true, value: true } : failure(answer.error, true);
}
