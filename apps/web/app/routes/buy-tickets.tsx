import { useEffect, useRef, useState } from "react";
import { Link, redirect, useNavigate, useNavigation } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/buy-tickets";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader, cityQuery } from "../lib/city-cookie.ts";
import { isSlug, loadShowtimes } from "../lib/showtimes.server.ts";
import { groupShowtimes } from "../features/discover/showtimes/group-showtimes.ts";
import { ShowtimeList } from "../features/discover/showtimes/showtime-list.tsx";
import { AccessibilitySelect, ShowtimesByDay } from "../features/discover/showtimes/showtimes-by-day.tsx";
import { filterChoices, filterShowtimes, NO_FILTER } from "../features/discover/showtimes/showtime-filters.ts";
import type { AccessibilityFeature } from "@hancine/contract/accessibility";
import { ACCESSIBILITY_NAMES } from "../ui/accessibility-badges.tsx";
import { byDistance, distanceText } from "../features/discover/cinemas/nearby.ts";
import { NearbyButton } from "../features/discover/cinemas/nearby-button.tsx";
import { useVisitorPosition } from "../features/discover/cinemas/use-visitor-position.ts";
import { wherePhrase } from "../features/site/location/city-name.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { filmName } from "../lib/summaries.ts";
import { dayFrom, dayLabel, dayParts, nextDays } from "../features/discover/showtimes/showtime-days.ts";
import { AgeBadge } from "../ui/age-badge.tsx";
import { CityButton } from "../features/site/location/city-button.tsx";
import { cx } from "../ui/cx.ts";
import { paths } from "../features/site/paths.ts";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs.tsx";
import { PosterImage } from "../ui/poster-image.tsx";

const WAYS = [
  { id: "film", label: "buy.way.film" },
  { id: "cinema", label: "buy.way.cinema" },
  { id: "date", label: "buy.way.date" },
] as const;
type Way = (typeof WAYS)[number]["id"];

const wayOf = (value: string | null): Way => WAYS.find((way) => way.id === value)?.id ?? "film";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = siteMessagesOf(matches, loaderData?.messages);
  return [{ title: t("buy.metaTitle", { brand: loaderData?.brand ?? "HanCine" }) }, { name: "description", content: t("buy.metaDescription") }];
};

export async function loader({ context, request, url: pageUrl }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(pageUrl.pathname);
  // The home page's quick booking (and old links) name a showtime: go straight to its seat map.
  const showtime = url.searchParams.get("showtime");
  if (showtime) throw redirect(`${locale === "en" ? "/en" : ""}${paths.booking(showtime.slice(0, 64))}`);

  const { api, site } = servicesOf(context);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const now = new Date();
  const days = nextDays(now);
  const by = wayOf(url.searchParams.get("by"));
  const film = isSlug(url.searchParams.get("film")) ? url.searchParams.get("film") : null;
  const cinema = isSlug(url.searchParams.get("cinema")) ? url.searchParams.get("cinema") : null;
  const date = dayFrom(url.searchParams.get("date"), days) ?? days[0]!;

  const [films, cinemas, showtimes] = await Promise.all([
    readResult(api, "GET /films/showing", [], { query: cityQuery(city), timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /cinemas", [], { query: cityQuery(city), timeoutMs: HOME.requestTimeoutMs }),
    by === "film" && film
      ? loadShowtimes(api, { film, city })
      : by === "cinema" && cinema
        ? loadShowtimes(api, { cinema })
        : by === "date"
          ? loadShowtimes(api, { city, date })
          : Promise.resolve([]),
  ]);

  return {
    brand: site.brand,
    city,
    today: chainDay(now),
    days,
    by,
    film,
    cinema,
    date,
    // An English page names each film in English when the film editor gave it a name (else its own, marked Vietnamese).
    films: films.map(({ slug, name, nameEn, imagePortrait, age }) => ({ slug, ...filmName({ name, nameEn }, locale), imagePortrait, age })),
    cinemas: cinemas.map(({ slug, name, address, location }) => ({ slug, name, address, location })),
    showtimes,
    // The page's words, and the showtimes' and cinemas' parts it shows (decisions 092, 097).
    messages: messagesFor(locale, ["buy-tickets", "showtimes", "cinemas"]),
  };
}

type Data = Route.ComponentProps["loaderData"];

function Prompt({ children }: { children: React.ReactNode }) {
  return <p className="rounded-card bg-mist px-4 py-6 text-center text-slate-700">{children}</p>;
}

function ResultsHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="mb-3 mt-8 scroll-mt-4 text-lg font-bold text-night-900 outline-none sm:text-xl">
      {children}
    </h2>
  );
}

function ByFilm({ data, busy }: { data: Data; busy: boolean }) {
  const { films, film, city, days, today, showtimes } = data;
  const { t, rich, href, locale } = useI18n();
  const chosen = films.find((f) => f.slug === film) ?? (showtimes[0] && filmName(showtimes[0].film, locale));
  return (
    <>
      <h2 className="sr-only">{t("buy.film.heading")}</h2>
      {films.length === 0 ? (
        <Prompt>{t("buy.film.none", { where: wherePhrase(t, city) })}</Prompt>
      ) : (
        // Snapping keeps the page's margin before the first poster (scroll-px-4), and a phone sees the
        // edge of a fourth poster: the strip says it scrolls.
        <ul
          className="relative -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
          aria-label={t("buy.film.list")}
        >
          {films.map((f) => {
            const selected = f.slug === film;
            return (
              <li key={f.slug} className="w-[6.25rem] shrink-0 snap-start sm:w-32 lg:w-[calc((100%-7*0.75rem)/8)]">
                <Link
                  to={href(paths.buyTickets({ by: "film", film: f.slug }))}
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  className={cx("group block rounded-card p-1 transition-colors", selected ? "bg-amber-brand" : "hover:bg-mist")}
                >
                  {/* The age label sits on the poster, so the whole name fits under it (no clipped titles). */}
                  <span className="relative block">
                    <PosterImage src={f.imagePortrait} alt="" className="aspect-[2/3] w-full rounded-md object-cover shadow" />
                    {/* Read after the name (below), so the link's name starts with the film's. */}
                    <span aria-hidden="true">
                      <AgeBadge age={f.age} className="absolute left-1 top-1 h-5 min-w-7 text-[11px] shadow" />
                    </span>
                  </span>
                  <span className="mt-1.5 block px-0.5 text-sm font-medium leading-snug text-night-900 [overflow-wrap:anywhere]">
                    <span lang={f.nameLang}>{f.name}</span>
                    <span className="sr-only">, {f.age}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {film && chosen ? (
        <section aria-labelledby="results-title">
          <ResultsHeading id="results-title">{rich("buy.film.results", { film: <span lang={chosen.nameLang}>{chosen.name}</span> })}</ResultsHeading>
          <ShowtimesByDay
            key={film}
            days={days}
            today={today}
            showtimes={showtimes}
            groupBy="cinema"
            label={t("buy.chooseDay")}
            busy={busy}
            empty={t("buy.film.empty", { where: wherePhrase(t, city) })}
          />
        </section>
      ) : films.length > 0 ? (
        <div className="mt-6">
          <Prompt>{t("buy.film.prompt")}</Prompt>
        </div>
      ) : null}
    </>
  );
}

function ByCinema({ data, busy }: { data: Data; busy: boolean }) {
  const { cinemas, cinema, city, days, today, showtimes } = data;
  const i18n = useI18n();
  const { t, rich, href, chainLang } = i18n;
  const chosen = cinemas.find((c) => c.slug === cinema) ?? (showtimes[0] && { name: showtimes[0].cinema.name, address: "" });
  const nearby = useVisitorPosition();
  const listed = nearby.state.status === "known" ? byDistance(cinemas, nearby.state.position) : cinemas.map((c) => ({ ...c, km: null as number | null }));
  return (
    <>
      <h2 className="sr-only">{t("buy.cinema.heading")}</h2>
      {cinemas.length === 0 ? <Prompt>{t("buy.cinema.none", { where: wherePhrase(t, city) })}</Prompt> : <NearbyButton {...nearby} className="mb-3" />}
      {cinemas.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("buy.cinema.list")}>
          {listed.map((c) => {
            const selected = c.slug === cinema;
            return (
              <li key={c.slug}>
                <Link
                  to={href(paths.buyTickets({ by: "cinema", cinema: c.slug }))}
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  className={cx(
                    "block h-full rounded-card border px-3 py-2.5 transition-colors",
                    selected ? "border-amber-brand bg-amber-50" : "border-slate-200 hover:border-night-700 hover:bg-mist",
                  )}
                >
                  <span lang={chainLang} className="block font-bold text-night-900">
                    {c.name}
                  </span>
                  {c.km !== null ? <span className="block text-sm font-bold text-night-700">{distanceText(i18n, c.km)}</span> : null}
                  <span lang={chainLang} className="hidden text-sm leading-snug text-slate-600 sm:block">
                    {c.address}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {cinema && chosen ? (
        <section aria-labelledby="results-title">
          <ResultsHeading id="results-title">{rich("buy.cinema.results", { cinema: <span lang={chainLang}>{chosen.name}</span> })}</ResultsHeading>
          <ShowtimesByDay
            key={cinema}
            days={days}
            today={today}
            showtimes={showtimes}
            groupBy="film"
            label={t("buy.chooseDay")}
            busy={busy}
            empty={t("buy.cinema.empty")}
          />
        </section>
      ) : cinemas.length > 0 ? (
        <div className="mt-6">
          <Prompt>{t("buy.cinema.prompt")}</Prompt>
        </div>
      ) : null}
    </>
  );
}

function ByDate({ data, busy }: { data: Data; busy: boolean }) {
  const { days, today, date, city, showtimes: all } = data;
  const i18n = useI18n();
  const { t, href } = i18n;
  const [accessibility, setAccessibility] = useState<AccessibilityFeature | null>(null);
  const showtimes = filterShowtimes(all, { ...NO_FILTER, accessibility });
  const films = groupShowtimes(i18n, showtimes, "film");
  const posters = new Map(data.films.map((f) => [f.slug, f.imagePortrait]));
  return (
    <>
      <h2 className="sr-only">{t("buy.date.heading")}</h2>
      <ul className="relative flex gap-2 overflow-x-auto pb-2" aria-label={t("buy.date.list")}>
        {days.map((day) => {
          const { weekday, date: dm } = dayParts(i18n, day, today);
          const selected = day === date;
          return (
            <li key={day} className="shrink-0">
              <Link
                to={href(paths.buyTickets({ by: "date", date: day }))}
                preventScrollReset
                aria-current={selected ? "date" : undefined}
                className={cx(
                  "flex min-w-16 flex-col items-center rounded-card border px-3 py-1.5 leading-tight transition-colors",
                  selected ? "border-night-900 bg-night-900 text-white" : "border-slate-200 text-night-900 hover:bg-mist",
                )}
              >
                <span className="text-sm font-bold">{weekday}</span>
                <span className="sr-only">, </span>
                <span className="text-xs">{dm}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="results-title" aria-busy={busy} className={cx("transition-opacity", busy && "opacity-60")}>
        <ResultsHeading id="results-title">
          {date === today
            ? t("buy.date.today", { where: wherePhrase(t, city) })
            : t("buy.date.day", { day: dayLabel(i18n, date, today), where: wherePhrase(t, city) })}
        </ResultsHeading>
        <div className="mb-3 flex">
          <AccessibilitySelect choices={filterChoices(all).accessibility} value={accessibility} onChange={setAccessibility} />
        </div>
        {films.length === 0 ? (
          <Prompt>
            {accessibility
              ? t("buy.date.noneWithFeature", { feature: t(ACCESSIBILITY_NAMES[accessibility].short), where: wherePhrase(t, city) })
              : t("buy.date.none", { where: wherePhrase(t, city) })}
          </Prompt>
        ) : (
          <ul className="space-y-4">
            {films.map((group) => {
              const poster = posters.get(group.key);
              return (
                <li key={group.key} className="flex gap-4 rounded-card border border-slate-200 bg-white p-4 sm:gap-6 sm:p-5">
                  {poster ? (
                    <PosterImage src={poster} alt="" className="hidden aspect-[2/3] w-24 shrink-0 self-start rounded-md object-cover shadow sm:block md:w-32" />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <h3 className="flex items-center gap-2 text-lg font-bold leading-snug text-night-900">
                      <Link to={href(paths.film(group.key))} lang={group.lang} className="hover:text-link">
                        {group.name}
                      </Link>
                      {group.film ? <AgeBadge age={group.film.age} /> : null}
                    </h3>
                    <ShowtimeList
                      headingLevel={4}
                      framed={false}
                      groups={groupShowtimes(
                        i18n,
                        group.formats.flatMap((f) => f.showtimes),
                        "cinema",
                      )}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

/** 'Mua vé': three ways in (by film, by cinema, by date) for the chosen location. */
export default function BuyTickets({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <BuyTicketsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function BuyTicketsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { city, by, film, cinema, date } = loaderData;
  const { t, href } = useI18n();
  const here = href(paths.buyTickets());
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "loading";
  // The tab follows a click at once; its results follow when the loader answers.
  const pending = navigation.location?.pathname === here ? wayOf(new URLSearchParams(navigation.location.search).get("by")) : null;

  // A choice brings its results into view (and to screen readers) once they have loaded.
  const chose = useRef(false);
  const selection = `${by}|${film}|${cinema}|${date}`;
  useEffect(() => {
    if (!chose.current) return;
    chose.current = false;
    const heading = document.getElementById("results-title");
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [selection]);

  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-8 md:py-10"
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest(`a[href^="${here}"]`)) chose.current = true;
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">{t("buy.title")}</h1>
        <CityButton city={city} />
      </div>
      <Tabs
        value={pending ?? by}
        onValueChange={(value) =>
          navigate(href(paths.buyTickets({ by: wayOf(value), film: film ?? undefined, cinema: cinema ?? undefined })), {
            preventScrollReset: true,
            replace: true,
          })
        }
        className="mt-4"
      >
        <TabList aria-label={t("buy.ways")} className="border-b border-slate-200 pb-px">
          {WAYS.map((way) => (
            <Tab key={way.id} value={way.id} className="px-4 text-base">
              {t(way.label)}
            </Tab>
          ))}
        </TabList>
        {WAYS.map((way) => (
          <TabPanel key={way.id} value={way.id} className="pt-5">
            {way.id !== by ? (
              <p className="py-6 text-center text-slate-600" role="status">
                {t("buy.loading")}
              </p>
            ) : way.id === "film" ? (
              <ByFilm data={loaderData} busy={busy} />
            ) : way.id === "cinema" ? (
              <ByCinema data={loaderData} busy={busy} />
            ) : (
              <ByDate data={loaderData} busy={busy} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
