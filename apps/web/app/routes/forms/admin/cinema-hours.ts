import type { Route } from "./+types/cinema-hours";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { cinemaHoursFormSchema } from "#web/features/admin/rooms/cinema-hours-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A cinema's opening hours (the rooms page's form, decision 091): the cinema by its slug in the path. */
export const clientAction = formAction(cinemaHoursFormSchema, (body, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/cinemas/:slug", { params: { slug: params.slug }, body }),
);
