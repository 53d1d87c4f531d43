import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { pointsFormSchema } from "#web/features/buy/booking/order-change-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The booking summary's 'Dùng điểm thưởng': the points held for the order at once, which comes back priced by the server. */
export const clientAction = formAction(pointsFormSchema, ({ orderId, points }) => callApi("PATCH /orders/:id", { params: { id: orderId }, body: { points } }));
