import { NATIONWIDE } from "@hancine/contract/cities";
import { HOME, type FilmTab } from "@hancine/contract/home-constants";
import type { Route } from "./+types/home";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader, cityQuery } from "../lib/city-cookie.ts";
import { toFilmSummary, toPostSummary, toPromotionSummary, type FilmSummary } from "../lib/summaries.ts";
import { BannerCarousel } from "../features/home/banner-carousel/banner-carousel.tsx";
import { FALLBACK_BANNERS } from "../features/home/banner-carousel/fallback-banners.ts";
import { FilmSection } from "../features/home/film-section/film-section.tsx";
import { useTrailerDialog } from "../features/discover/trailer-dialog/use-trailer-dialog.tsx";
import { LazyPart, lazyPart } from "../ui/lazy-part.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const brand = loaderData?.site.brand ?? "HanCine";
  return [
    { title: `${brand} – Đặt vé xem phim online` },
    { name: "description", content: `Lịch chiếu, đặt vé xem phim online, khuyến mãi và góc điện ảnh tại hệ thống rạp ${brand}.` },
  ];
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
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

  const films: Record<FilmTab, FilmSummary[]> = {
    nowShowing: showing.slice(0, HOME.filmsPerTab).map(toFilmSummary),
    comingSoon: coming.slice(0, HOME.filmsPerTab).map(toFilmSummary),
    movieImax: imax.slice(0, HOME.filmsPerTab).map(toFilmSummary),
  };
  // One item past the 'Xem thêm' threshold is enough to know whether the link shows.
  const keep = HOME.commentarySeeMoreAfter + 1;
  return {
    site,
    city,
    banners: banners.length > 0 ? banners : FALLBACK_BANNERS,
    appScreens: appPromo?.screens ?? null,
    films,
    comments: comments.slice(0, keep),
    blog: blog.slice(0, keep).map(toPostSummary),
    promotions: promotions.slice(0, HOME.promotionCards).map(toPromotionSummary),
    // Only the first step's options are needed before the visitor chooses anything.
    quickBooking: quickBooking && { films: quickBooking.films, cinemas: [], dates: [], showtimes: [] },
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
  const { site, city, banners, films, comments, blog, promotions, quickBooking } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();

  return (
    <>
      <h1 className="sr-only">{site.brand} – Đặt vé xem phim online</h1>
      <BannerCarousel banners={banners} />
      <LazyPart>
        <QuickBookingBar key={city} city={city === NATIONWIDE.slug ? undefined : city} initial={quickBooking} />
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
