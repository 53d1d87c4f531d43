import { data, Link, useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-post-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { PostEditor } from "#web/features/admin/content/post-editor.tsx";
import { loadPostFilms } from "#web/features/admin/content/post-films.server.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { POST_KINDS } from "#web/features/discover/posts/post-kinds.ts";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { paths } from "#web/features/site/paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.title ?? "Bài viết"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = servicesOf(context).api;
  const [post, films] = await Promise.all([
    readApi(api, "GET /admin/posts/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs }),
    loadPostFilms(api, HOME.requestTimeoutMs),
  ]);
  if (post.status === 404 || post.status === 400) throw data(null, { status: 404 });
  if (!post.ok) throw data(null, { status: post.status === 403 ? 403 : 503 });
  return { post: post.result, films };
}

/** `/admin/posts/:id`: edit, schedule, publish or archive a review or blog post. */
export default function AdminPostEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { post, films } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created;
  const live = post.state === "published";
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.posts()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách bài viết
        </Link>
      </p>
      <h1 id="post-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Sửa bài viết: {post.title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <ContentStatusBadge state={post.state} />
        <span>{t(POST_KINDS[post.type].title)}</span>
        {live ? (
          <Link
            to={post.type === "review" ? paths.review(post.slug) : paths.blogPost(post.slug)}
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            Xem trên trang khách
          </Link>
        ) : null}
      </p>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm bài viết “${created}”.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <PostEditor key={post.id} post={post} films={films} />
      </div>
    </div>
  );
}
