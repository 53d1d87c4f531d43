import type { Route } from "./+types/sale-event-opening";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { openingChangeForm } from "#web/features/admin/sale-events/opening.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The live screen's "Đổi giờ mở bán" of the event `:id` (before it opens). */
export const clientAction = formAction(openingChangeForm, (change, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/sale-events/:id", { params, body: change }),
);
