import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { voucherFormSchema } from "#web/features/buy/booking/order-change-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The booking summary's 'Mã khuyến mãi': the code applied to the held order, which comes back priced by the server. */
export const clientAction = formAction(voucherFormSchema, ({ orderId, voucherCode }) =>
  callApi("PATCH /orders/:id", { params: { id: orderId }, body: { voucherCode } }),
);
