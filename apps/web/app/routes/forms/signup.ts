import { signupSchema } from "@hancine/contract/auth";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/**
 * Creating an account (the header's dialog): the ALTCHA widget's answer is the form's `captcha` field,
 * which the schema reads with the rest; the session cookie comes back with the answer.
 */
export const clientAction = formAction(signupSchema, (signup) => callApi("POST /auth/signup", { body: signup }));
