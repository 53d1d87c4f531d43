import { Link } from "react-router";
import type { Film, PostDetail } from "@hancine/contract/catalog";
import { formatDate } from "@hancine/contract/format";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { Breadcrumbs } from "#web/ui/breadcrumbs.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { TicketIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { RatingBadge } from "#web/ui/rating-badge.tsx";
import { RichBody } from "#web/ui/rich-body.tsx";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { PostGrid, Views, type PostCardData } from "./post-card.tsx";
import { POST_KINDS } from "./post-kinds.ts";
import { CardImage } from "#web/ui/card-image.tsx";
import { PosterImage } from "#web/ui/poster-image.tsx";

type FilmLink = Pick<Film, "slug" | "name" | "imagePortrait" | "age" | "rate">;

/** The film a post is about: poster, name, rating and the way to its showtimes. */
function FilmBox({ film }: { film: FilmLink }) {
  return (
    <aside aria-labelledby="post-film" className="flex gap-4 rounded-card border border-slate-200 bg-mist p-4">
      <PosterImage src={film.imagePortrait} alt={`Poster phim ${film.name}`} className="w-20 shrink-0 self-start rounded-card shadow sm:w-24" />
      <div className="min-w-0">
        <p className="text-sm text-slate-600">Bài viết về phim</p>
        <h2 id="post-film" className="mt-0.5 text-lg font-bold leading-snug text-night-900">
          <Link to={paths.film(film.slug)} className="hover:text-link">
            {film.name}
          </Link>
        </h2>
        <p className="mt-2 flex items-center gap-2">
          <RatingBadge rate={film.rate} />
          <AgeBadge age={film.age} />
        </p>
        <Link to={paths.film(film.slug)} className={buttonClass("primary", "mt-3", "sm")}>
          <TicketIcon width={16} height={16} />
          Lịch chiếu và mua vé
        </Link>
      </div>
    </aside>
  );
}

/** A review or blog post: title, date, views, image, paragraphs, its film, more posts. */
export function PostArticle({ post, film, more }: { post: PostDetail; film: FilmLink | null; more: PostCardData[] }) {
  const kind = POST_KINDS[post.type];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <Breadcrumbs items={[{ label: "Góc điện ảnh", href: paths.cinemaCorner() }, { label: kind.title, href: kind.listPath }, { label: post.title }]} />
      <div className="mt-5 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 max-w-3xl">
          <h1 className="text-2xl font-bold leading-tight text-night-900 sm:text-3xl">{post.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              Đăng ngày <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </span>
            <Views views={post.views} />
          </p>
          <CardImage src={post.image} alt={`Ảnh minh họa bài viết: ${post.title}`} eager className="mt-5 aspect-video w-full rounded-card object-cover" />
          <p className="mt-6 text-lg font-medium leading-relaxed text-night-900">{post.excerpt}</p>
          <RichBody body={post.body} className="mt-4 space-y-4 text-[15px] leading-relaxed text-slate-800 sm:text-base" />
        </article>
        <div className="space-y-6">
          {film ? <FilmBox film={film} /> : null}
          <nav aria-label="Góc điện ảnh" className="rounded-card border border-slate-200 p-4">
            <p className="font-bold text-night-900">Góc điện ảnh</p>
            <ul className="mt-2 space-y-1.5 text-[15px]">
              {[
                { label: "Bình luận phim", href: paths.reviews() },
                { label: "Blog điện ảnh", href: paths.blog() },
                { label: "Thể loại phim", href: paths.genres() },
                { label: "Diễn viên", href: paths.actors() },
                { label: "Đạo diễn", href: paths.directors() },
              ].map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-link hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {more.length > 0 ? (
        <section aria-labelledby="more-posts" className="mt-14">
          <SectionHeading id="more-posts">{post.type === "review" ? "Bình luận phim khác" : "Bài viết khác"}</SectionHeading>
          <div className="mt-5">
            <PostGrid posts={more} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
