import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newPromotionForm } from "#web/features/admin/content/promotion-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The promotion editor's "Thêm khuyến mãi". */
export const clientAction = formAction(newPromotionForm, (promotion) => callApi("POST /admin/promotions", { body: withMomentsAsText(promotion) }));
