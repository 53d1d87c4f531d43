import { formatCount, formatDate } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-posts";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { apiListQuery, listQueryOf } from "#web/features/admin/content/content-list-controls.tsx";
import { ContentListPage, EditLink } from "#web/features/admin/content/content-list-page.tsx";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { POST_KINDS } from "#web/features/discover/posts/post-kinds.ts";
import { ContentListUnavailable } from "#web/features/admin/content/content-list-unavailable.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Bài viết – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const answer = await readApi(servicesOf(context).api, "GET /admin/posts", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs });
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403 };
}

/** `/admin/posts` (Nội dung › Bài viết): reviews and blog posts, newest first, with their status, dates and views. */
export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list, q, denied } = loaderData;
  if (denied || !list) {
    return <ContentListUnavailable title="Bài viết" what="bài viết" denied={denied} />;
  }
  const posts = list.items;
  return (
    <ContentListPage
      title="Bài viết"
      lead={<p className="text-slate-600">Bình luận phim và blog điện ảnh trong mục Góc điện ảnh, mới nhất trước.</p>}
      add={{ to: adminPaths.newPost(), label: "+ Viết bài mới" }}
      search={{ id: "posts-search", label: "Tìm bài viết theo tiêu đề", placeholder: "Tìm theo tiêu đề hoặc đoạn mở đầu" }}
      caption="Bài viết, mới nhất trước"
      minWidth="min-w-[48rem]"
      columns={[
        { label: "Bài viết" },
        { label: "Loại" },
        { label: "Trạng thái" },
        { label: "Ngày đăng", nowrap: true },
        { label: "Lượt xem", end: true, nowrap: true },
        { label: "Thao tác", end: true, nowrap: true },
      ]}
      noun="bài viết"
      list={list}
      q={q}
    >
      {posts.map((post) => (
        <tr key={post.id} className="border-b border-slate-100 last:border-0">
          <td className="px-3 py-2">
            <div className="flex items-center gap-3">
              <img src={post.image} alt="" width={128} height={72} className="h-12 w-20 shrink-0 rounded object-cover" loading="lazy" />
              <p className="font-bold text-night-900">{post.title}</p>
            </div>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">{t(POST_KINDS[post.type].title)}</td>
          <td className="px-3 py-2">
            <ContentStatusBadge state={post.state} />
            {post.state === "scheduled" && post.publishAt ? (
              <p className="mt-1 whitespace-nowrap text-xs text-slate-600">Hiện lúc {momentText(post.publishAt)}</p>
            ) : null}
            {post.unpublishAt && post.state !== "ended" && post.state !== "archived" ? (
              <p className="mt-1 whitespace-nowrap text-xs text-slate-600">Gỡ lúc {momentText(post.unpublishAt)}</p>
            ) : null}
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-right text-sm tabular-nums text-slate-700">{formatCount(post.views)}</td>
          <td className="px-3 py-2 text-right">
            <EditLink to={adminPaths.post(post.id)} name={post.title} />
          </td>
        </tr>
      ))}
    </ContentListPage>
  );
}
