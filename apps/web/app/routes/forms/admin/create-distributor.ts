import { distributorInputSchema } from "@hancine/contract/film-hire";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** "Thêm nhà phát hành" on /admin/nha-phat-hanh (admins). */
export const clientAction = formAction(distributorInputSchema, (distributor) => callApi("POST /admin/distributors", { body: distributor }));
