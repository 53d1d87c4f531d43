import { changePasswordSchema } from "@hancine/contract/auth";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The account page's password change: every other device is signed out by the server. */
export const clientAction = formAction(changePasswordSchema, (change) => callApi("POST /me/password", { body: change }));
