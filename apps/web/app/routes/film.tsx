import { data, useRevalidator } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/film";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { publicUrlOf, shareMeta, siteMessagesOf } from "../lib/share-meta.ts";
import { movieJsonLd } from "../features/site/seo/structured-data.ts";
import { cityFromCookieHeader } from "../lib/city-cookie.ts";
import { isSlug, loadShowtimes } from "../lib/showtimes.server.ts";
import { nextDays } from "../features/discover/showtimes/showtime-days.ts";
import { wherePhrase } from "../features/site/location/city-name.ts";
import { ShowtimesByDay } from "../features/discover/showtimes/showtimes-by-day.tsx";
import { CityButton } from "../features/site/location/city-button.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { FilmPageHeader } from "../features/discover/film-page/film-page-header.tsx";
import { RateFilmForm } from "../features/discover/film-ratings/rate-film-form.tsx";
import { FilmReviews } from "../features/discover/film-ratings/film-reviews.tsx";
import { RemindMeButton, useMyReminders } from "../features/buy/waitlist/remind-me-button.tsx";
import { filmName } from "../lib/summaries.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

// The dialog code (Radix) loads on first use, not with the page.

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { film, brand, messages } = loaderData;
  const { t } = siteMessagesOf(matches, messages);
  // A share card has no language of its own: an English page whose film has no English synopsis describes it in English.
  const description = film.synopsisLang
    ? t("films.page.metaDescription", { film: film.name, brand, minutes: film.duration, age: film.age })
    : film.synopsis.slice(0, 160);
  return [
    ...pageMeta(brand, t("films.page.metaTitle", { film: film.name }), description),
    ...shareMeta(matches, { type: "video.movie", image: film.imagePortrait, alt: t("site.filmCard.poster", { film: film.name }) }),
    { "script:ld+json": movieJsonLd(film, publicUrlOf(matches), localeOfPath(location.pathname)) },
  ];
};

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const locale = localeOfPath(url.pathname);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const [answer, showtimes, reviews] = await Promise.all([
    readApi(api, "GET /films/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    loadShowtimes(api, { film: params.slug, city }),
    readApi(api, "GET /films/:slug/reviews", { params: { slug: params.slug }, query: { page: "1" }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const { nameEn, synopsisEn, ...detail } = answer.result;
  // An English page shows the English name and synopsis the film editor gives, else the film's own, marked Vietnamese.
  const synopsis =
    locale === "en" && synopsisEn ? { synopsis: synopsisEn } : { synopsis: detail.synopsis, synopsisLang: locale === "en" ? ("vi" as const) : undefined };
  const film = { ...detail, ...filmName({ name: detail.name, nameEn }, locale), ...synopsis };
  const now = new Date();
  return {
    brand: site.brand,
    film,
    city,
    showtimes,
    reviews: reviews.ok ? reviews.result : null,
    today: chainDay(now),
    days: nextDays(now),
    messages: messagesFor(locale, ["films", "showtimes"]),
  };
}

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Film loaderData={loaderData} />
    </MessagesProvider>
  );
}

function Film({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { film, city, showtimes, reviews, today, days } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const busy = useRevalidator().state === "loading";
  const { t, rich } = useI18n();
  // A coming film with nothing on sale yet: "Nhắc tôi" instead of a wait in front of an empty schedule.
  const coming = film.releaseDate > today && showtimes.length === 0;
  const reminders = useMyReminders();
  const name = <strong lang={film.nameLang}>{film.name}</strong>;

  return (
    <>
      <FilmPageHeader film={film} onTrailer={() => openTrailer(film)} />

      <div className="mx-auto max-w-6xl px-4 py-10">
        <section aria-labelledby="synopsis-title" className="max-w-3xl">
          <SectionHeading id="synopsis-title">{t("films.page.synopsis")}</SectionHeading>
          <p className="mt-4 text-[15px] leading-relaxed text-slate-700" lang={film.synopsisLang}>
            {film.synopsis}
          </p>
          <div className="mt-6 empty:hidden">
            <RateFilmForm slug={film.slug} filmName={film.name} filmNameLang={film.nameLang} />
          </div>
        </section>

        <FilmReviews slug={film.slug} filmName={film.name} filmNameLang={film.nameLang} initial={reviews} />

        <section id="lich-chieu" aria-labelledby="showtimes-title" className="mt-12 scroll-mt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SectionHeading id="showtimes-title">{t("films.page.showtimes")}</SectionHeading>
            <CityButton city={city} />
          </div>
          {coming ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-amber-300 bg-amber-50 p-4">
              <p className="min-w-0 flex-1 text-[15px] text-slate-800">{rich("films.page.notOnSale", { film: name })}</p>
              <RemindMeButton
                slug={film.slug}
                name={film.name}
                nameLang={film.nameLang}
                subscribed={reminders?.has(film.slug) ?? false}
                className="w-full sm:w-auto"
              />
            </div>
          ) : null}
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="cinema"
              label={t("films.page.chooseDay")}
              busy={busy}
              empty={rich("films.page.noShowtimes", { film: name, where: wherePhrase(t, city) })}
            />
          </div>
        </section>
      </div>

      {trailerDialog}
    </>
  );
}
