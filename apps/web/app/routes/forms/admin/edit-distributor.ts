import { distributorInputSchema } from "@hancine/contract/film-hire";
import type { Route } from "./+types/edit-distributor";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** "Lưu" in a distributor's dialog on /admin/nha-phat-hanh (admins): the distributor `:slug` as the form has it now. */
export const clientAction = formAction(distributorInputSchema, (distributor, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/distributors/:slug", { params, body: distributor }),
);
