import type { Route } from "./+types/house-seats";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { houseSeatsFormSchema } from "#web/features/admin/house-seats/house-seats-form-schema.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The seats a manager keeps for the counter (the house seats page's form): the showtime by its id in the path. */
export const clientAction = formAction(houseSeatsFormSchema, (house, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/showtimes/:id/house-seats", { params: { id: params.id }, body: house }),
);
