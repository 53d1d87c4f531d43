import { settleRefundSchema } from "@hancine/contract/back-office-orders";
import type { Route } from "./+types/settle-refund";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A failed refund paid back another way (the refunds page's dialog): the refund by its id in the path. */
export const clientAction = formAction(settleRefundSchema, (settle, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /admin/refunds/:id/settle", { params: { id: params.id }, body: settle }),
);
