import { redirect } from "react-router";
import { NATIONWIDE_SLUG } from "@hancine/contract/city-slugs";
import { HOME, type FilmTab } from "@hancine/contract/home-constants";
import type { Route } from "./+types/home";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader, cityQuery } from "../lib/city-cookie.ts";
import { toFilmSummary, toPostSummary, toPromotionSummary, type FilmSummary } from "../lib/summaries.ts";
import { BannerCarousel } from "../features/home/banner-carousel/banner-carousel.tsx";
import { fallbackBanners } from "../features/home/banner-carousel/fallback-banners.ts";
import { bannerIn } from "../features/home/banner-carousel/banner-language.ts";
import { FilmSection } from "../features/home/film-section/film-section.tsx";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { LazyPart, lazyPart } from "../ui/lazy-part.tsx";
import { ENGLISH_PAGES, pathIn } from "../lib/i18n/locale-paths.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { chosenLanguage } from "../lib/i18n/language-cookie.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.site.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return [{ title: t("home.meta.title", { brand }) }, { name: "description", content: t("home.meta.description", { brand }) }];
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  // A visitor who chose English with the switch and comes back by the address bar or a bookmark
  // (not by a link, and never a crawler: no cookie) lands on the English home (decision 092).
  if (locale === "vi" && chosenLanguage(request.headers.get("cookie")) === "en" && request.headers.get("sec-fetch-site") === "none") {
    throw redirect(pathIn("en", "/"), { headers: { Vary: "Cookie" } });
  }
  const messages = messagesFor(locale, ["home"]);
  const i18n = translator(locale, messages, ENGLISH_PAGES);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const byCity = cityQuery(city);
  const timeout = HOME.requestTimeoutMs;

  // The spec's four calls first, each on its own: one failing never takes the others down.
  const [banners, showing, coming, comments, imax, promotions, blog, quickBooking, appPromo] = await Promise.all([
    readResult(api, "GET /banners", [], { timeoutMs: timeout }),
    readResult(api, "GET /films/showing", [], { query: byCity, timeoutMs: timeout }),
    readResult(api, "GET /films/comming", [], { query: byCity, timeoutMs: timeout }),
    readResult(api, "GET /film-comment", [], { timeoutMs: timeout }),
    readResult(api, "GET /films/imax", [], { query: byCity, timeoutMs: timeout }),
    readResult(api, "GET /promotions", [], { timeoutMs: timeout }),
    readResult(api, "GET /posts", [], { query: { type: "blog" }, timeoutMs: timeout }),
    readResult(api, "GET /quick-booking", null, { query: byCity, timeoutMs: timeout }),
    readResult(api, "GET /app-promo", null, { timeoutMs: timeout }),
  ]);

  const summary = (film: (typeof showing)[number]) => toFilmSummary(film, locale);
  const films: Record<FilmTab, FilmSummary[]> = {
    nowShowing: showing.slice(0, HOME.filmsPerTab).map(summary),
    comingSoon: coming.slice(0, HOME.filmsPerTab).map(summary),
    movieImax: imax.slice(0, HOME.filmsPerTab).map(summary),
  };
  // One item past the 'Xem thêm' threshold is enough to know whether the link shows.
  const keep = HOME.commentarySeeMoreAfter + 1;
  return {
    site,
    city,
    banners: banners.length > 0 ? banners.map((banner) => bannerIn(locale, banner)) : fallbackBanners(i18n),
    appScreens: appPromo?.screens ?? null,
    films,
    comments: comments.slice(0, keep),
    blog: blog.slice(0, keep).map((post) => toPostSummary(post, locale)),
    promotions: promotions.slice(0, HOME.promotionCards).map((promotion) => toPromotionSummary(promotion, locale)),
    // Only the first step's options are needed before the visitor chooses anything.
    quickBooking: quickBooking && { films: quickBooking.films, cinemas: [], dates: [], showtimes: [] },
    messages,
  };
}

// In the HTML from the server; their code loads and hydrates after the first screen's (decision 025):
// the quick-booking bar (nothing in it moves before a visitor uses it) and everything below the fold.
const QuickBookingBar = lazyPart(() => import("../features/home/quick-booking/quick-booking-bar.tsx").then((m) => m.QuickBookingBar));
const FilmCommentary = lazyPart(() => import("../features/home/film-commentary/film-commentary.tsx").then((m) => m.FilmCommentary));
const PromotionsCarousel = lazyPart(() => import("../features/home/promotions-carousel/promotions-carousel.tsx").then((m) => m.PromotionsCarousel));
const AppPromotion = lazyPart(() => import("../features/home/app-promotion/app-promotion.tsx").then((m) => m.AppPromotion));
const HomeDescription = lazyPart(() => import("../features/home/home-description/home-description.tsx").then((m) => m.HomeDescription));
const LAZY_PARTS = [QuickBookingBar, FilmCommentary, PromotionsCarousel, AppPromotion, HomeDescription];

// Not run when the page hydrates; on a client-side navigation to it, the parts' code comes with the data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ...LAZY_PARTS.map((part) => part.preload())]);
  return data;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <HomePage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function HomePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { site, city, banners, films, comments, blog, promotions, quickBooking } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const { t } = useI18n();

  return (
    <>
      <h1 className="sr-only">{t("home.heading", { brand: site.brand })}</h1>
      <BannerCarousel banners={banners} />
      <LazyPart>
        <QuickBookingBar key={city} city={city === NATIONWIDE_SLUG ? undefined : city} initial={quickBooking} />
      </LazyPart>
      <FilmSection lists={films} city={city} onTrailer={openTrailer} />
      <LazyPart>
        <FilmCommentary comments={comments} blog={blog} />
        <PromotionsCarousel promotions={promotions} />
        <AppPromotion site={site} screens={loaderData.appScreens} />
        <HomeDescription brand={site.brand} />
      </LazyPart>
      {trailerDialog}
    </>
  );
}
