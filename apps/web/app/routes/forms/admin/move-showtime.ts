import type { Route } from "./+types/move-showtime";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { moveShowtimeFormSchema } from "#web/features/admin/schedule/model/showtime-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A showtime moved to another time or room (its dialog's form): the showtime by its id in the path. */
export const clientAction = formAction(moveShowtimeFormSchema, (move, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/showtimes/:id", { params: { id: params.id }, body: move }),
);
