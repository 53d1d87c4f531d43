import type { Route } from "./+types/edit-banner";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { bannerChangesForm } from "#web/features/admin/content/banner-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The banner editor's "Lưu banner": the banner `:id` as the form has it now. */
export const clientAction = formAction(bannerChangesForm, (banner, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/banners/:id", { params, body: withMomentsAsText(banner) }),
);
