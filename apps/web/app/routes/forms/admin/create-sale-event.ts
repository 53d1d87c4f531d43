import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newSaleEventForm } from "#web/features/admin/sale-events/opening.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** "Tạo đợt mở bán": a film's sale through the waiting room. */
export const clientAction = formAction(newSaleEventForm, (event) => callApi("POST /admin/sale-events", { body: event }));
