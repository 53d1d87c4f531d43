import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/best-films-of-month";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { toFilmSummary } from "../lib/summaries.ts";
import { FilmCard } from "../features/home/film-section/film-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

// The dialog code (Radix) loads on first use, not with the page.

const TOP = 10;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(loaderData?.brand, t("content.bestFilms.title", { month: loaderData?.month ?? "" }).trim(), t("content.bestFilms.metaDescription"));
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const [year, month] = chainDay(new Date()).split("-");
  const showing = await readResult(api, "GET /films/showing", [], { timeoutMs: HOME.requestTimeoutMs });
  const collator = new Intl.Collator("vi");
  const ranked = [...showing].sort((a, b) => b.rate - a.rate || collator.compare(a.name, b.name)).slice(0, TOP);
  return {
    brand: site.brand,
    // "11/2026"; "November 2026".
    month:
      locale === "vi"
        ? `${month}/${year}`
        : new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(Number(year), Number(month) - 1, 1)),
    films: ranked.map((film) => toFilmSummary(film, locale)),
    messages: messagesFor(locale, ["content"]),
  };
}

export default function BestFilmsOfMonth({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <BestFilmsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function BestFilmsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { month, films } = loaderData;
  const { t, href } = useI18n();
  const { openTrailer, trailerDialog } = useTrailerDialog();
  return (
    <>
      <PageHeader
        crumbs={[{ label: t("content.offers.events"), href: href(paths.events()) }, { label: t("content.events.bestFilms") }]}
        title={t("content.bestFilms.title", { month })}
        lead={t("content.bestFilms.lead", { count: films.length })}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {films.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("content.bestFilms.failed")}
          </p>
        ) : (
          <ol className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-5" aria-label={t("content.bestFilms.ranking")}>
            {films.map((film, i) => (
              <li key={film.id} className="relative">
                <span
                  className="absolute -left-1.5 -top-2 z-10 flex size-9 items-center justify-center rounded-full bg-amber-brand text-base font-bold text-night-900 shadow"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="sr-only">{t("content.bestFilms.rank", { rank: i + 1 })}</span>
                <FilmCard film={film} onTrailer={openTrailer} eager={i < 2} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {trailerDialog}
    </>
  );
}
