import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newProductForm } from "#web/features/admin/content/product-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The product editor's "Thêm món". */
export const clientAction = formAction(newProductForm, (product) => callApi("POST /admin/products", { body: product }));
