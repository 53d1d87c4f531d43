import type { MfaMethod } from "@hancine/contract/mfa";
import type { ApiError } from "./api-client.ts";

export type FieldErrors = Record<string, string>;

/** The form-wide message when some fields are wrong (each field says what). */
export const FIELD_SUMMARY = "Một số thông tin chưa hợp lệ. Bạn hãy sửa các ô được đánh dấu nhé.";

/** An API error as a form shows it: the fields' messages and the summary, else the error's own message. */
export function formFailureOf(error: ApiError): { fields: FieldErrors; message: string } {
  const fields = error.fields ?? {};
  return { fields, message: Object.keys(fields).length > 0 ? FIELD_SUMMARY : error.message };
}

/** The ways a refusal for want of a recent second factor (STEP_UP_REQUIRED) offers to prove it again; null for any other answer. */
export function stepUpMethodsOf(error: ApiError | undefined): MfaMethod[] | null {
  if (error?.code !== "STEP_UP_REQUIRED") return null;
  return error.details?.methods ?? ["totp", "passkey", "recovery"];
}
