import type { Route } from "./+types/edit-post";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { postChangesForm } from "#web/features/admin/content/post-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The post editor's "Lưu bài viết": the post `:id` as the form has it now. */
export const clientAction = formAction(postChangesForm, (post, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/posts/:id", { params, body: withMomentsAsText(post) }),
);
