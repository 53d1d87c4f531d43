import type { Route } from "./+types/edit-user";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { userEditFormSchema } from "#web/features/admin/users/user-edit-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** An account's role and cinemas, or its access (the users page's dialog): the account by its id in the path. */
export const clientAction = formAction(userEditFormSchema, (patch, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/users/:id", { params: { id: params.id }, body: patch }),
);
