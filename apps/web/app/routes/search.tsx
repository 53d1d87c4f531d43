import { Form } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { hasVietnamese } from "@hancine/contract/i18n/vietnamese-letters";
import type { SearchResult } from "@hancine/contract/quick-booking";
import type { Route } from "./+types/search";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { FilmCard } from "../features/home/film-section/film-card.tsx";
import { SearchResults, type SearchFound } from "../features/discover/search/search-results.tsx";
import { SearchIcon } from "../ui/icons.tsx";
import { paths } from "../features/site/paths.ts";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { toPostCard } from "../features/discover/posts/post-card.tsx";
import { toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { toFilmSummary } from "../lib/summaries.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

// The dialog code (Radix) loads on first use, not with the page.

const MAX_QUERY = 100;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  const brand = loaderData?.brand ?? "HanCine";
  return [
    { title: loaderData?.q ? `${t("content.search.metaTitle", { q: loaderData.q })} – ${brand}` : `${t("content.search.title")} – ${brand}` },
    { name: "robots", content: "noindex" },
  ];
};

/** What the page shows of the API's answer, in the page's language (the chain's own texts marked Vietnamese on an English page). */
function found(result: SearchResult, locale: "vi" | "en"): SearchFound {
  return {
    films: result.films.map((film) => toFilmSummary(film, locale)),
    people: result.people ?? [],
    cinemas: result.cinemas.map(({ id, slug, name, address }) => ({ id, slug, name, address })),
    posts: result.posts.map((post) => toPostCard(post, locale)),
    promotions: result.promotions.map((promotion) => toPromotionCard(promotion, locale)),
  };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const messages = messagesFor(locale, ["content"]);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  // What the visitor typed, marked Vietnamese on an English page when it is (a film's name with its accents).
  const qLang = locale === "en" && hasVietnamese(q) ? ("vi" as const) : undefined;
  if (!q) return { brand: site.brand, q, qLang, result: null, messages };
  const result = await readResult(api, "GET /search", null, { query: { q }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, q, qLang, result: result && found(result, locale), messages };
}

function total(result: SearchFound): number {
  return result.films.length + result.people.length + result.cinemas.length + result.posts.length + result.promotions.length;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <SearchPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function SearchPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { q, qLang, result } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const { t, rich, href } = useI18n();
  const query = <span lang={qLang}>{q}</span>;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{q ? rich("content.search.heading", { q: query }) : t("content.search.title")}</h1>
      <Form action={href(paths.search())} method="get" role="search" className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("site.search.label")}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY}
            placeholder={t("site.search.placeholder")}
            className="h-12 w-full rounded-card border border-slate-300 pl-10 pr-3 text-[15px] focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/30"
          />
        </div>
        <button type="submit" className="h-12 rounded-card bg-amber-brand px-5 font-bold text-night-900 hover:bg-amber-brand-dark">
          {t("site.search.submit")}
        </button>
      </Form>

      <div aria-live="polite">
        {!q ? (
          <p className="mt-8 text-slate-600">{t("content.search.hint")}</p>
        ) : result === null ? (
          <p role="alert" className="mt-8 rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("content.search.failed")}
          </p>
        ) : total(result) === 0 ? (
          <p className="mt-8 text-slate-700">{rich("content.search.none", { q: query })}</p>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600">{t("content.search.found", { count: total(result) })}</p>
            <SearchResults result={result} renderFilm={(film) => <FilmCard film={film} onTrailer={openTrailer} />} />
          </>
        )}
      </div>
      {trailerDialog}
    </div>
  );
}
