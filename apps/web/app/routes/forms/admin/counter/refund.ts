import type { Route } from "./+types/refund";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { counterRefundForm } from "#web/features/admin/counter/counter-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The counter's refund of the order `:code` (its tickets chosen, or the whole order), a manager approving for staff. */
export const clientAction = formAction(counterRefundForm, (refund, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /box-office/orders/:code/refund", { params, body: refund }),
);
