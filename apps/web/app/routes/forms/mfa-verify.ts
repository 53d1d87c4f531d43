import { mfaVerifySchema } from "@hancine/contract/mfa";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { explainSecondFactor } from "#web/lib/second-factor.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** Signing in's second step and the step-up dialog: a code from the authenticator app, or a recovery code. */
export const clientAction = formAction(mfaVerifySchema, async (proof) => explainSecondFactor(await callApi("POST /auth/mfa/verify", { body: proof })));
