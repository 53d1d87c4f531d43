import { totpConfirmSchema } from "@hancine/contract/mfa";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { explainSecondFactor } from "#web/lib/second-factor.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The security page: the first code of a new authenticator app, which turns it on. */
export const clientAction = formAction(totpConfirmSchema, async (code) => explainSecondFactor(await callApi("POST /auth/mfa/totp/confirm", { body: code })));
