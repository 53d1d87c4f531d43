import { giftCardLookupSchema } from "@hancine/contract/gift-cards";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The order desk's gift card look-up by code (POST: the code stays out of URLs and logs). */
export const clientAction = formAction(giftCardLookupSchema, (lookup) => callApi("POST /admin/gift-cards/lookup", { body: lookup }));
