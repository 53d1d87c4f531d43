import { Link } from "react-router";
import type { Cinema } from "@hancine/contract/catalog";
import { CARD_IMAGE_SIZE } from "@hancine/contract/browser-constants";
import { hasVietnamese } from "@hancine/contract/i18n/vietnamese-letters";
import type { SearchResult } from "@hancine/contract/quick-booking";
import { PinIcon } from "#web/ui/icons.tsx";
import { EyeIcon } from "#web/ui/more-icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import type { ReactNode } from "react";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { postPath, type PostCardData } from "../posts/post-card.tsx";
import type { PromotionCardData } from "../promotions/promotion-card.tsx";

/** What the search page shows: the API's groups, each item in the page's language (`lang`: the chain's Vietnamese on an English page). */
export type SearchFound = {
  films: FilmSummary[];
  people: NonNullable<SearchResult["people"]>;
  cinemas: Pick<Cinema, "id" | "slug" | "name" | "address">[];
  posts: PostCardData[];
  promotions: PromotionCardData[];
};

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
export function SearchResults({ result, renderFilm }: { result: SearchFound; renderFilm: (film: FilmSummary) => ReactNode }) {
  const { t, href, chainLang } = useI18n();
  // A person's name is marked Vietnamese on an English page when it is written with Vietnamese letters.
  const nameLang = (name: string) => (chainLang && hasVietnamese(name) ? chainLang : undefined);
  return (
    <>
      <Group id="search-films" title={t("content.search.films")} count={result.films.length}>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-7 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
          {result.films.map((film) => (
            <li key={film.id}>{renderFilm(film)}</li>
          ))}
        </ul>
      </Group>
      <Group id="search-people" title={t("content.search.people")} count={result.people.length}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {result.people.map((person) => (
            <li key={person.slug}>
              <Link
                to={href(`${person.roles.includes("director") ? paths.directors() : paths.actors()}#${person.slug}`)}
                className="block rounded-card border border-slate-200 p-4 hover:border-night-700 hover:bg-mist"
              >
                <span className="block font-bold text-night-900" lang={nameLang(person.name)}>
                  {person.name}
                </span>
                <span className="block text-sm text-slate-600">
                  {person.roles.map((role) => (role === "director" ? t("content.search.director") : t("content.search.actor"))).join(", ")} ·{" "}
                  <span lang={chainLang}>{person.films.join(", ")}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-cinemas" title={t("content.search.cinemas")} count={result.cinemas.length}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {result.cinemas.map((cinema) => (
            <li key={cinema.id}>
              <Link to={href(paths.cinema(cinema.slug))} className="flex gap-3 rounded-card border border-slate-200 p-4 hover:border-night-700 hover:bg-mist">
                <PinIcon className="mt-0.5 shrink-0 text-amber-brand-dark" />
                <span lang={chainLang}>
                  <span className="block font-bold text-night-900">{cinema.name}</span>
                  <span className="block text-sm text-slate-600">{cinema.address}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-posts" title={t("content.search.posts")} count={result.posts.length}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.posts.map((post) => (
            <li key={post.id}>
              <Link to={href(postPath(post))} className="group block">
                <img
                  src={post.image}
                  alt={t("content.posts.image", { title: post.title })}
                  width={CARD_IMAGE_SIZE.width}
                  height={CARD_IMAGE_SIZE.height}
                  loading="lazy"
                  className="aspect-video w-full rounded-card object-cover"
                />
                <span className="mt-2 block font-bold leading-snug text-night-900 group-hover:text-link" lang={post.lang}>
                  {post.title}
                </span>
                <span className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <EyeIcon width={16} height={16} />
                  {t("content.posts.views", { views: post.views })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
      <Group id="search-promotions" title={t("content.search.promotions")} count={result.promotions.length}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.promotions.map((promotion) => (
            <li key={promotion.id}>
              <Link to={href(paths.promotion(promotion.slug))} className="group block">
                <img
                  src={promotion.image}
                  alt={t("content.promotion.image", { title: promotion.title })}
                  width={CARD_IMAGE_SIZE.width}
                  height={CARD_IMAGE_SIZE.height}
                  loading="lazy"
                  className="aspect-video w-full rounded-card object-cover"
                />
                <span className="mt-2 block font-bold leading-snug text-night-900 group-hover:text-link" lang={promotion.lang}>
                  {promotion.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Group>
    </>
  );
}
