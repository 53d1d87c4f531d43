import { Link } from "react-router";
import type { Post } from "@hancine/contract/catalog";
import { formatCount, formatDate } from "@hancine/contract/format";
import { EyeIcon } from "#web/ui/more-icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { CardImage } from "#web/ui/card-image.tsx";

export type PostCardData = Pick<Post, "id" | "slug" | "type" | "title" | "excerpt" | "image" | "views" | "publishedAt">;

export const toPostCard = ({ id, slug, type, title, excerpt, image, views, publishedAt }: Post): PostCardData => ({
  id,
  slug,
  type,
  title,
  excerpt,
  image,
  views,
  publishedAt,
});

/** "1.234 lượt xem" with the eye icon. */
export function Views({ views }: { views: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <EyeIcon width={16} height={16} />
      {formatCount(views)} lượt xem
    </span>
  );
}

export const postPath = (post: Pick<Post, "type" | "slug">) => (post.type === "blog" ? paths.blogPost(post.slug) : paths.review(post.slug));

/** A post in a list: image, title, excerpt, date and views; the whole card opens the post. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col" data-testid="post-card">
      <div className="aspect-video overflow-hidden rounded-card bg-mist shadow-[0_6px_18px_-10px_rgba(11,22,51,.45)]">
        <CardImage src={post.image} alt={`Ảnh minh họa bài viết: ${post.title}`} />
      </div>
      <Heading className="mt-3 text-base font-bold leading-snug text-night-900 sm:text-lg">
        <Link to={postPath(post)} className="after:absolute after:inset-0 group-hover:text-link">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-1.5 line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <Views views={post.views} />
      </p>
    </article>
  );
}

export function PostGrid({ posts, headingLevel }: { posts: PostCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
