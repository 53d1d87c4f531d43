import { useRevalidator } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/movies";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader, cityQuery } from "../lib/city-cookie.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { toFilmSummary } from "../lib/summaries.ts";
import { FilmCard } from "../features/home/film-section/film-card.tsx";
import { wherePhrase } from "../features/site/location/city-name.ts";
import { CityButton } from "../features/site/location/city-button.tsx";
import { cx } from "../ui/cx.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs.tsx";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { RemindMeButton, useMyReminders } from "../features/buy/waitlist/remind-me-button.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

// The dialog code (Radix) loads on first use, not with the page.

const LISTS = [
  { id: "showing", label: "films.list.showing", none: "films.list.noneShowing" },
  { id: "coming", label: "films.list.coming", none: "films.list.noneComing" },
  { id: "imax", label: "films.list.imax", none: "films.list.noneImax" },
] as const;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(brand, t("films.list.metaTitle"), t("films.list.metaDescription", { brand }));
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const t = HOME.requestTimeoutMs;
  const [showing, coming, imax] = await Promise.all(
    LISTS.map((list) => readResult(api, `GET /films/${list.id === "coming" ? "comming" : list.id}`, [], { query: cityQuery(city), timeoutMs: t })),
  );
  const summary = (film: NonNullable<typeof showing>[number]) => toFilmSummary(film, locale);
  return {
    brand: site.brand,
    city,
    films: { showing: showing!.map(summary), coming: coming!.map(summary), imax: imax!.map(summary) },
    messages: messagesFor(locale, ["films"]),
  };
}

export default function Movies({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <MoviesPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function MoviesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { city, films } = loaderData;
  const busy = useRevalidator().state === "loading";
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const reminders = useMyReminders();
  const { t } = useI18n();
  return (
    <>
      <PageHeader crumbs={[{ label: t("films.list.title") }]} title={t("films.list.title")} lead={t("films.list.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <Tabs defaultValue="showing">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-px">
            <TabList aria-label={t("films.list.tabsLabel")}>
              {LISTS.map((list) => (
                <Tab key={list.id} value={list.id}>
                  {t(list.label)} <span className="hidden text-sm text-slate-600 sm:inline">({films[list.id].length})</span>
                </Tab>
              ))}
            </TabList>
            <CityButton city={city} />
          </div>
          {LISTS.map((list) => (
            <TabPanel key={list.id} value={list.id} className={cx("pt-6 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
              {films[list.id].length === 0 ? (
                <p className="rounded-card bg-mist px-4 py-6 text-center text-slate-700">{t(list.none, { where: wherePhrase(t, city) })}</p>
              ) : (
                <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
                  {films[list.id].map((film, i) => (
                    <li key={film.id}>
                      <FilmCard film={film} onTrailer={openTrailer} eager={i < 4} />
                      {list.id === "coming" ? (
                        <RemindMeButton
                          slug={film.slug}
                          name={film.name}
                          nameLang={film.nameLang}
                          subscribed={reminders?.has(film.slug) ?? false}
                          size="sm"
                          className="mt-2"
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
          ))}
        </Tabs>
      </div>
      {trailerDialog}
    </>
  );
}
