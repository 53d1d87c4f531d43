import { Link } from "react-router";
import type { Post } from "@hancine/contract/catalog";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { EyeIcon } from "#web/ui/more-icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { CardImage } from "#web/ui/card-image.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { chainTexts, type ChainLang } from "#web/lib/summaries.ts";

export type PostCardData = Pick<Post, "id" | "slug" | "type" | "title" | "excerpt" | "image" | "views" | "publishedAt"> & ChainLang;

/** A post for a card in a page's language: its English title and excerpt on an English page when the editor gives them. */
export const toPostCard = (post: Post, locale: Locale = "vi"): PostCardData => {
  const { id, slug, type, image, views, publishedAt } = post;
  const texts = chainTexts(locale, { title: post.title, excerpt: post.excerpt }, { title: post.titleEn, excerpt: post.excerptEn });
  return { id, slug, type, image, views, publishedAt, ...texts };
};

/** "1.234 lượt xem" / "1,234 views" with the eye icon. */
export function Views({ views }: { views: number }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-1.5">
      <EyeIcon width={16} height={16} />
      {t("content.posts.views", { views })}
    </span>
  );
}

export const postPath = (post: Pick<Post, "type" | "slug">) => (post.type === "blog" ? paths.blogPost(post.slug) : paths.review(post.slug));

/** A post in a list: image, title, excerpt, date and views; the whole card opens the post. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const { t, href, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col" data-testid="post-card">
      <div className="aspect-video overflow-hidden rounded-card bg-mist shadow-[0_6px_18px_-10px_rgba(11,22,51,.45)]">
        <CardImage src={post.image} alt={t("content.posts.image", { title: post.title })} />
      </div>
      <Heading className="mt-3 text-base font-bold leading-snug text-night-900 sm:text-lg" lang={post.lang}>
        <Link to={href(postPath(post))} className="after:absolute after:inset-0 group-hover:text-link">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-1.5 line-clamp-3 text-sm text-slate-700" lang={post.lang}>
        {post.excerpt}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <time dateTime={post.publishedAt}>{dateLong(locale, post.publishedAt)}</time>
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
