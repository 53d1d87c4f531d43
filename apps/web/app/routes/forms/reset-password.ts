import { resetPasswordSchema } from "@hancine/contract/auth";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/**
 * /dat-lai-mat-khau: the new password, with the e-mail link's token (a hidden field); the answer signs
 * this browser in and every other device out.
 */
export const clientAction = formAction(resetPasswordSchema, (reset) => callApi("POST /auth/password/reset", { body: reset }));
