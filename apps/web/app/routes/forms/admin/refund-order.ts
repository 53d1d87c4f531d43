import type { Route } from "./+types/refund-order";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { refundFormSchema } from "#web/features/admin/orders/refund-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** An order's refund (the order page's dialog), the whole order or some tickets: the order by its code in the path. */
export const clientAction = formAction(refundFormSchema, (refund, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /admin/orders/:code/refund", { params: { code: params.code }, body: refund }),
);
