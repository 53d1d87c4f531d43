import type { Route } from "./+types/product-recipe";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { recipeFormSchema } from "#web/features/admin/stock/recipe-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The product page's "Lưu công thức": the combo `:id`'s stock items (decision 077). */
export const clientAction = formAction(recipeFormSchema, (recipe, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/products/:id/recipe", { params, body: recipe }),
);
