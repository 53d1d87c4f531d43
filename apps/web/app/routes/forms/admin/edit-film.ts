import type { Route } from "./+types/edit-film";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { filmChangesForm } from "#web/features/admin/films/film-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The film editor's "Lưu thay đổi": the film `:id`'s record as the form has it now. */
export const clientAction = formAction(filmChangesForm, (film, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/films/:id", { params, body: film }),
);
