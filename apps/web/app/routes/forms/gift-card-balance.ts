import { giftCardCredentialsSchema } from "@hancine/contract/gift-cards";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** 'Kiểm tra số dư': a gift card's balance for its code and PIN. */
export const clientAction = formAction(giftCardCredentialsSchema, (credentials) => callApi("POST /gift-cards/balance", { body: credentials }));
