import type { Route } from "./+types/close-shift";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { closeShiftForm } from "#web/features/admin/counter/counter-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The counter's "Đóng ca": the cash counted in the shift `:id`'s drawer → the shift's report. */
export const clientAction = formAction(closeShiftForm, (close, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /box-office/shifts/:id/close", { params, body: close }),
);
