import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newBannerForm } from "#web/features/admin/content/banner-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The banner editor's "Thêm banner". */
export const clientAction = formAction(newBannerForm, (banner) => callApi("POST /admin/banners", { body: withMomentsAsText(banner) }));
