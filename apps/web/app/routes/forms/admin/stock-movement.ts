import { stockMovementSchema } from "@hancine/contract/stock";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A delivery, count or waste recorded on the stock page (decision 077). */
export const clientAction = formAction(stockMovementSchema, (movement) => callApi("POST /admin/stock/movements", { body: movement }));
