import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newVoucherForm } from "#web/features/admin/content/voucher-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The voucher editor's "Thêm voucher": its validity sent as the instants the contract read. */
export const clientAction = formAction(newVoucherForm, (voucher) =>
  callApi("POST /admin/vouchers", { body: { ...voucher, validFrom: voucher.validFrom.toISOString(), validUntil: voucher.validUntil.toISOString() } }),
);
