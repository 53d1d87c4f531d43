import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { openShiftForm } from "#web/features/admin/counter/counter-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The counter's "Mở ca": the cinema and the opening float. */
export const clientAction = formAction(openShiftForm, (shift) => callApi("POST /box-office/shifts", { body: shift }));
