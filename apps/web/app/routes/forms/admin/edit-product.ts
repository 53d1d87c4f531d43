import type { Route } from "./+types/edit-product";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { productChangesForm } from "#web/features/admin/content/product-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The product editor's "Lưu món": the product `:id` as the form has it now. */
export const clientAction = formAction(productChangesForm, (product, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/products/:id", { params, body: product }),
);
