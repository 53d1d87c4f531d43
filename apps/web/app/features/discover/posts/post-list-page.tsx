import type { Post } from "@hancine/contract/catalog";
import { PageHeader } from "#web/ui/page-header.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { PostGrid, type PostCardData } from "./post-card.tsx";
import { POST_KINDS } from "./post-kinds.ts";

/** /cinema-corner/reviews and /cinema-corner/blog: every post of one kind, newest first. */
export function PostListPage({ type, posts }: { type: Post["type"]; posts: PostCardData[] }) {
  const { t, href } = useI18n();
  const kind = POST_KINDS[type];
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.corner.title"), href: href(paths.cinemaCorner()) }, { label: t(kind.title) }]}
        title={t(kind.title)}
        lead={t(kind.lead)}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {posts.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("content.posts.none")}
          </p>
        ) : (
          <PostGrid posts={posts} headingLevel={2} />
        )}
      </div>
    </>
  );
}
