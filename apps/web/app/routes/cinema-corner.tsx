import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/cinema-corner";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PostGrid, toPostCard } from "../features/discover/posts/post-card.tsx";
import { POST_KINDS } from "../features/discover/posts/post-kinds.ts";
import { HubTiles } from "../ui/hub-tiles.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

const LATEST = 3;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.corner.title"), t("content.corner.lead"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const t = HOME.requestTimeoutMs;
  const [reviews, blog, genres, directors, cast] = await Promise.all([
    readResult(api, "GET /posts", [], { query: { type: "review" }, timeoutMs: t }),
    readResult(api, "GET /posts", [], { query: { type: "blog" }, timeoutMs: t }),
    readResult(api, "GET /genres", [], { timeoutMs: t }),
    readResult(api, "GET /people", [], { query: { role: "director" }, timeoutMs: t }),
    readResult(api, "GET /people", [], { query: { role: "cast" }, timeoutMs: t }),
  ]);
  return {
    brand: site.brand,
    reviews: reviews.slice(0, LATEST).map((post) => toPostCard(post, locale)),
    blog: blog.slice(0, LATEST).map((post) => toPostCard(post, locale)),
    counts: { reviews: reviews.length, blog: blog.length, genres: genres.length, directors: directors.length, cast: cast.length },
    messages: messagesFor(locale, ["content"]),
  };
}

export default function CinemaCorner({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Corner loaderData={loaderData} />
    </MessagesProvider>
  );
}

function Corner({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { reviews, blog, counts } = loaderData;
  const { t, href } = useI18n();
  const tiles = [
    { title: t("content.corner.genres"), detail: t("content.corner.genreCount", { count: counts.genres }), href: href(paths.genres()) },
    { title: t("content.corner.actors"), detail: t("content.corner.actorCount", { count: counts.cast }), href: href(paths.actors()) },
    { title: t("content.corner.directors"), detail: t("content.corner.directorCount", { count: counts.directors }), href: href(paths.directors()) },
  ];
  const lists = [
    { id: "corner-reviews", kind: POST_KINDS.review, posts: reviews, total: counts.reviews },
    { id: "corner-blog", kind: POST_KINDS.blog, posts: blog, total: counts.blog },
  ];
  return (
    <>
      <PageHeader crumbs={[{ label: t("content.corner.title") }]} title={t("content.corner.title")} lead={t("content.corner.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <HubTiles tiles={tiles} />
        {lists.map((list) => (
          <section key={list.id} aria-labelledby={list.id} className="mt-12">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <SectionHeading id={list.id}>{t(list.kind.title)}</SectionHeading>
              <Link to={href(list.kind.listPath)} className="font-medium text-link hover:underline">
                {t("content.corner.all", { count: list.total })}
              </Link>
            </div>
            <div className="mt-5">
              {list.posts.length > 0 ? (
                <PostGrid posts={list.posts} />
              ) : (
                <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("content.corner.noPosts")}</p>
              )}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
