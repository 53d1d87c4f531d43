import type { Route } from "./+types/film-hire-terms";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { hireTermsFormSchema } from "#web/features/admin/film-hire/hire-terms-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The film page's "Lưu điều khoản": the film `:id`'s hire terms, replaced whole (decision 087). */
export const clientAction = formAction(hireTermsFormSchema, (terms, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/films/:id/hire-terms", { params, body: terms }),
);
