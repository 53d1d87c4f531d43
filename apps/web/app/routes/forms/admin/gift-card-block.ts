import { giftCardBlockSchema } from "@hancine/contract/gift-cards";
import type { Route } from "./+types/gift-card-block";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A lost card blocked by a manager, with the reason. */
export const clientAction = formAction(giftCardBlockSchema, (block, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /admin/gift-cards/:id/block", { params: { id: params.id }, body: block }),
);
