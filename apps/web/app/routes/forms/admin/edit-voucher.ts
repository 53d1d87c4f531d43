import type { Route } from "./+types/edit-voucher";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { voucherChangesForm } from "#web/features/admin/content/voucher-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The voucher editor's "Lưu voucher": the voucher `:id` (its code) as the form has it now. */
export const clientAction = formAction(voucherChangesForm, (voucher, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/vouchers/:id", {
    params,
    body: { ...voucher, validFrom: voucher.validFrom?.toISOString(), validUntil: voucher.validUntil?.toISOString() },
  }),
);
