import { cancelShowtimeSchema } from "@hancine/contract/back-office-schedule";
import type { Route } from "./+types/cancel-showtime";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A showtime cancelled with a reason for its buyers (its dialog's form): the showtime by its id in the path. */
export const clientAction = formAction(cancelShowtimeSchema, (cancel, params: Route.ClientActionArgs["params"]) =>
  callApi("POST /admin/showtimes/:id/cancel", { params: { id: params.id }, body: cancel }),
);
