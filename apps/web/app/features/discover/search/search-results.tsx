import { Link } from "react-router";
import type { SearchResult } from "@hancine/contract/quick-booking";
import { CARD_IMAGE_SIZE } from "@hancine/contract/browser-constants";
import { formatCount } from "@hancine/contract/format";
import { PinIcon } from "#web/ui/icons.tsx";
import { EyeIcon } from "#web/ui/more-icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import type { ReactNode } from "react";
import type { FilmSummary } from "#web/lib/summaries.ts";

function Group({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <SectionHeading id={id}>
        {title} <span className="text-base font-medium text-slate-500">({count})</span>
      </SectionHeading>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The groups of /api/v1/search (films, people, cinemas, posts, promotions); a film card is whatever the page passes in (with its actions). */
export function SearchResults({ result, renderFilm }: { result: SearchResult; renderFilm: (film: FilmSummary) => ReactNode }) {
  return (
    <>
      <Group id="search-films" title="Phim" count={result.films.length}>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-7 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
          {result.films.map((film) => (
            <li key={film.id}>{renderFilm(film)}</li>
          ))}
        </ul>
      </Group>
      <Group id="search-people" title="Đạo diễn, diễn viên" count={result.people?.length ?? 0}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {(result.people ?? []).map((person) => (
            <li key={person.slug}>
              <Link
                to={`${person.roles.includes("director") ? paths.directors() : paths.actors()}#${person.slug}`}
                className="block rounded-card border border-slate-200 p-4 hover:border-night-700 hover:bg-mist"
              >
                <span className="block font-bold text-night-900">{person.name}</span>
                <span className="block text-sm text-slate-600">
                  {person.roles.map((role) => (role === "director" ? "Đạo diễn" : "Diễn viên")).join(", ")} · {person.films.join(", ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-cinemas" title="Rạp" count={result.cinemas.length}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {result.cinemas.map((cinema) => (
            <li key={cinema.id}>
              <Link to={paths.cinema(cinema.slug)} className="flex gap-3 rounded-card border border-slate-200 p-4 hover:border-night-700 hover:bg-mist">
                <PinIcon className="mt-0.5 shrink-0 text-amber-brand-dark" />
                <span>
                  <span className="block font-bold text-night-900">{cinema.name}</span>
                  <span className="block text-sm text-slate-600">{cinema.address}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-posts" title="Bài viết" count={result.posts.length}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.posts.map((post) => (
            <li key={post.id}>
              <Link to={post.type === "blog" ? paths.blogPost(post.slug) : paths.review(post.slug)} className="group block">
                <img
                  src={post.image}
                  alt={`Ảnh minh họa bài viết: ${post.title}`}
                  width={CARD_IMAGE_SIZE.width}
                  height={CARD_IMAGE_SIZE.height}
                  loading="lazy"
                  className="aspect-video w-full rounded-card object-cover"
                />
                <span className="mt-2 block font-bold leading-snug text-night-900 group-hover:text-link">{post.title}</span>
                <span className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <EyeIcon width={16} height={16} />
                  {formatCount(post.views)} lượt xem
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-promotions" title="Khuyến mãi" count={result.promotions.length}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.promotions.map((promotion) => (
            <li key={promotion.id}>
              <Link to={paths.promotion(promotion.slug)} className="group block">
                <img
                  src={promotion.image}
                  alt={`Ảnh khuyến mãi: ${promotion.title}`}
                  width={CARD_IMAGE_SIZE.width}
                  height={CARD_IMAGE_SIZE.height}
                  loading="lazy"
                  className="aspect-video w-full rounded-card object-cover"
                />
                <span className="mt-2 block font-bold leading-snug text-night-900 group-hover:text-link">{promotion.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
    </>
  );
}
