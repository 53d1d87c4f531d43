import type { Route } from "./+types/edit-promotion";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { promotionChangesForm } from "#web/features/admin/content/promotion-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The promotion editor's "Lưu khuyến mãi": the promotion `:id` as the form has it now. */
export const clientAction = formAction(promotionChangesForm, (promotion, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/promotions/:id", { params, body: withMomentsAsText(promotion) }),
);
