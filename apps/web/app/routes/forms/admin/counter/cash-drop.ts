import type { Route } from "./+types/cash-drop";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { cashDropForm } from "#web/features/admin/counter/counter-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The counter's "Chuyển két": cash taken from the shift `:id`'s drawer to the safe. */
export const clientAction = formAction(cashDropForm, (drop, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /box-office/shifts/:id/cash-drops", { params, body: drop }),
);
