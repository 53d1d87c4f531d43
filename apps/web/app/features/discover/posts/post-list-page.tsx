import type { Post } from "@hancine/contract/catalog";
import { PageHeader } from "#web/ui/page-header.tsx";
import { paths } from "#web/features/site/paths.ts";
import { PostGrid, type PostCardData } from "./post-card.tsx";
import { POST_KINDS } from "./post-kinds.ts";

/** /cinema-corner/reviews and /cinema-corner/blog: every post of one kind, newest first. */
export function PostListPage({ type, posts }: { type: Post["type"]; posts: PostCardData[] }) {
  const kind = POST_KINDS[type];
  return (
    <>
      <PageHeader crumbs={[{ label: "Góc điện ảnh", href: paths.cinemaCorner() }, { label: kind.title }]} title={kind.title} lead={kind.lead} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {posts.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa có bài viết nào để hiển thị lúc này. Bạn vui lòng quay lại sau nhé.
          </p>
        ) : (
          <PostGrid posts={posts} headingLevel={2} />
        )}
      </div>
    </>
  );
}
