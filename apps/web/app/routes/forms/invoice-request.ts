import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { invoiceRequestFormSchema } from "#web/features/buy/invoice-request/invoice-request-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A paid order's 'Yêu cầu xuất hoá đơn VAT': the answer is the request, issued or on its way. */
export const clientAction = formAction(invoiceRequestFormSchema, ({ orderId, ...company }) =>
  callApi("POST /orders/:id/invoice-request", { params: { id: orderId }, body: company }),
);
