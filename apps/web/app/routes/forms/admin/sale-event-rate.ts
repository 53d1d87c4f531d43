import type { Route } from "./+types/sale-event-rate";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { rateChangeForm } from "#web/features/admin/sale-events/opening.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The live screen's "Đổi tốc độ" of the event `:id`. */
export const clientAction = formAction(rateChangeForm, (change, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/sale-events/:id", { params, body: change }),
);
