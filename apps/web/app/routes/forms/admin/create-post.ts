import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newPostForm } from "#web/features/admin/content/post-draft.ts";
import { withMomentsAsText } from "#web/features/admin/content/publishing-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The post editor's "Thêm bài viết": a new review or blog post. */
export const clientAction = formAction(newPostForm, (post) => callApi("POST /admin/posts", { body: withMomentsAsText(post) }));
