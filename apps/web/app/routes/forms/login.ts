import { loginSchema } from "@hancine/contract/auth";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** Signing in (the header's dialog and the account page): the session cookie comes back with the answer. */
export const clientAction = formAction(loginSchema, (login) => callApi("POST /auth/login", { body: login }));
