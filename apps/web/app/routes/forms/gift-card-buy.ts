import { buyGiftCardSchema } from "@hancine/contract/gift-cards";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** 'Mua thẻ quà tặng': the card's amount, design, recipient, message and day → a held gift-card order. */
export const clientAction = formAction(buyGiftCardSchema, (card) => callApi("POST /gift-cards", { body: card }));
