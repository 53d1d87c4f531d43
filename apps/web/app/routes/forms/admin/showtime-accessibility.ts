import type { Route } from "./+types/showtime-accessibility";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { accessibilityFormSchema } from "#web/features/admin/schedule/model/showtime-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A showtime's accessibility features (its dialog's "Hỗ trợ tiếp cận" form): the showtime by its id in the path. */
export const clientAction = formAction(accessibilityFormSchema, (body, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/showtimes/:id/accessibility", { params: { id: params.id }, body }),
);
