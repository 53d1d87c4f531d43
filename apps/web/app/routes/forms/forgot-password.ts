import { forgotPasswordSchema } from "@hancine/contract/auth";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/**
 * 'Quên mật khẩu?' (the sign-in dialog and /quen-mat-khau): the e-mail and the ALTCHA widget's answer
 * (its `captcha` field); the answer is the same whether or not the address has an account.
 */
export const clientAction = formAction(forgotPasswordSchema, (request) => callApi("POST /auth/password/forgot", { body: request }));
