import { Link } from "react-router";
import type { Film, PostDetail } from "@hancine/contract/catalog";
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
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";
import type { FilmName } from "#web/lib/summaries.ts";

type FilmLink = Pick<Film, "slug" | "imagePortrait" | "age" | "rate"> & FilmName;

/** The film a post is about: poster, name, rating and the way to its showtimes. */
function FilmBox({ film }: { film: FilmLink }) {
  const { t, href } = useI18n();
  return (
    <aside aria-labelledby="post-film" className="flex gap-4 rounded-card border border-slate-200 bg-mist p-4">
      <PosterImage
        src={film.imagePortrait}
        alt={t("site.filmCard.poster", { film: film.name })}
        className="w-20 shrink-0 self-start rounded-card shadow sm:w-24"
      />
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{t("content.posts.aboutFilm")}</p>
        <h2 id="post-film" className="mt-0.5 text-lg font-bold leading-snug text-night-900" lang={film.nameLang}>
          <Link to={href(paths.film(film.slug))} className="hover:text-link">
            {film.name}
          </Link>
        </h2>
        <p className="mt-2 flex items-center gap-2">
          <RatingBadge rate={film.rate} />
          <AgeBadge age={film.age} />
        </p>
        <Link to={href(paths.film(film.slug))} className={buttonClass("primary", "mt-3", "sm")}>
          <TicketIcon width={16} height={16} />
          {t("content.posts.showtimes")}
        </Link>
      </div>
    </aside>
  );
}

/**
 * A review or blog post: title, date, views, image, paragraphs, its film, more posts (also the back
 * office's preview). `lang`: its texts are the chain's Vietnamese ones on an English page.
 */
export function PostArticle({ post, film, more, lang }: { post: PostDetail; film: FilmLink | null; more: PostCardData[]; lang?: "vi" }) {
  const { t, rich, href, locale } = useI18n();
  const kind = POST_KINDS[post.type];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <Breadcrumbs
        items={[
          { label: t("content.corner.title"), href: href(paths.cinemaCorner()) },
          { label: t(kind.title), href: href(kind.listPath) },
          { label: post.title, lang },
        ]}
      />
      <div className="mt-5 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0 max-w-3xl">
          <h1 className="text-2xl font-bold leading-tight text-night-900 sm:text-3xl" lang={lang}>
            {post.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>{rich("content.posts.published", { date: <time dateTime={post.publishedAt}>{dateLong(locale, post.publishedAt)}</time> })}</span>
            <Views views={post.views} />
          </p>
          <CardImage
            src={post.image}
            alt={t("content.posts.image", { title: post.title })}
            eager
            className="mt-5 aspect-video w-full rounded-card object-cover"
          />
          <p className="mt-6 text-lg font-medium leading-relaxed text-night-900" lang={lang}>
            {post.excerpt}
          </p>
          <RichBody body={post.body} lang={lang} className="mt-4 space-y-4 text-[15px] leading-relaxed text-slate-800 sm:text-base" />
        </article>
        <div className="space-y-6">
          {film ? <FilmBox film={film} /> : null}
          <nav aria-label={t("content.corner.title")} className="rounded-card border border-slate-200 p-4">
            <p className="font-bold text-night-900">{t("content.corner.title")}</p>
            <ul className="mt-2 space-y-1.5 text-[15px]">
              {[
                { label: t("content.posts.review"), href: paths.reviews() },
                { label: t("content.posts.blog"), href: paths.blog() },
                { label: t("content.corner.genres"), href: paths.genres() },
                { label: t("content.corner.actors"), href: paths.actors() },
                { label: t("content.corner.directors"), href: paths.directors() },
              ].map((link) => (
                <li key={link.href}>
                  <Link to={href(link.href)} className="text-link hover:underline">
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
          <SectionHeading id="more-posts">{t(kind.more)}</SectionHeading>
          <div className="mt-5">
            <PostGrid posts={more} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
