import { data, useRevalidator } from "react-router";
import { AGE_RATING_MEANING } from "@hancine/contract/browser-constants";
import type { FilmDetail } from "@hancine/contract/catalog";
import { chainDay, formatDate } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/film";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { publicUrlOf, shareMeta } from "../lib/share-meta.ts";
import { movieJsonLd } from "../features/seo/structured-data.ts";
import { cityFromCookieHeader } from "../lib/city-cookie.ts";
import { isSlug, loadShowtimes } from "../lib/showtimes.server.ts";
import { nextDays } from "../features/showtimes/showtime-days.ts";
import { wherePhrase } from "../features/showtimes/where-phrase.ts";
import { ShowtimesByDay } from "../features/showtimes/showtimes-by-day.tsx";
import { AgeBadge } from "../ui/age-badge.tsx";
import { buttonClass } from "../ui/button.tsx";
import { CityButton } from "../ui/city-button.tsx";
import { PlayIcon, TicketIcon } from "../ui/icons.tsx";
import { RatingBadge } from "../ui/rating-badge.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { useTrailerDialog } from "../features/trailer-dialog/use-trailer-dialog.tsx";
import { PosterImage } from "../ui/poster-image.tsx";

// The dialog code (Radix) loads on first use, not with the page.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta();
  const { film, brand } = loaderData;
  return [
    ...pageMeta(brand, `${film.name} – Lịch chiếu và đặt vé`, film.synopsis.slice(0, 160)),
    ...shareMeta(matches, { type: "video.movie", image: film.imagePortrait, alt: `Poster phim ${film.name}` }),
    { "script:ld+json": movieJsonLd(film, publicUrlOf(matches)) },
  ];
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const [answer, showtimes] = await Promise.all([
    readApi(api, "GET /films/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    loadShowtimes(api, { film: params.slug, city }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const film = answer.result;
  const now = new Date();
  return { brand: site.brand, film, city, showtimes, today: chainDay(now), days: nextDays(now) };
}

function Facts({ film }: { film: FilmDetail }) {
  const people = (list: FilmDetail["cast"]) => list.map((p) => p.name).join(", ");
  const rows: [string, string][] = [
    ["Thể loại", film.genres.join(", ")],
    ["Thời lượng", `${film.duration} phút`],
    ["Khởi chiếu", formatDate(`${film.releaseDate}T12:00:00+07:00`)],
    ["Quốc gia", film.country],
    ["Đạo diễn", people(film.directors)],
    ["Diễn viên", people(film.cast)],
  ];
  return (
    <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-300">{term}</dt>
            <dd className="text-white">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function FilmPage({ loaderData }: Route.ComponentProps) {
  const { film, city, showtimes, today, days } = loaderData;
  const { openTrailer, trailerDialog } = useTrailerDialog();
  const busy = useRevalidator().state === "loading";

  return (
    <>
      <section aria-labelledby="film-title" className="relative overflow-hidden bg-night-900 text-white">
        <img src={film.backdrop} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full object-cover opacity-30" />
        <div className="absolute inset-0 bg-gradient-to-r from-night-950 via-night-950/85 to-night-950/40" aria-hidden="true" />
        <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:gap-8 md:py-12">
          <PosterImage src={film.imagePortrait} alt={`Poster phim ${film.name}`} className="w-36 shrink-0 self-start rounded-card shadow-[0_12px_30px_-10px_rgba(0,0,0,.7)] sm:w-56" eager />
          <div className="min-w-0 flex-1">
            <h1 id="film-title" className="text-2xl font-bold leading-tight sm:text-4xl">
              {film.name}
            </h1>
            {film.originalName ? <p className="mt-1 text-slate-300">{film.originalName}</p> : null}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <RatingBadge rate={film.rate} className="h-7 bg-white/10 px-2 text-sm" />
              <span className="flex items-center gap-2">
                <AgeBadge age={film.age} className="h-7 text-sm" />
                <span className="text-sm text-slate-200">{AGE_RATING_MEANING[film.age]}</span>
              </span>
            </div>
            <Facts film={film} />
            <div className="mt-6 flex flex-wrap gap-3">
              <a href="#lich-chieu" className={buttonClass("primary")}>
                <TicketIcon width={18} height={18} />
                Mua vé
              </a>
              {film.trailerUrl ? (
                <button type="button" aria-haspopup="dialog" onClick={() => openTrailer(film)} className={buttonClass("outline-light")}>
                  <PlayIcon width={16} height={16} />
                  Xem trailer
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10">
        <section aria-labelledby="synopsis-title" className="max-w-3xl">
          <SectionHeading id="synopsis-title">Nội dung phim</SectionHeading>
          <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{film.synopsis}</p>
        </section>

        <section id="lich-chieu" aria-labelledby="showtimes-title" className="mt-12 scroll-mt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SectionHeading id="showtimes-title">Lịch chiếu</SectionHeading>
            <CityButton city={city} />
          </div>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="cinema"
              label="Chọn ngày xem"
              busy={busy}
              empty={
                <>
                  Chưa có suất chiếu <strong>{film.name}</strong> trong ngày này {wherePhrase(city)}. Bạn thử chọn ngày khác hoặc đổi khu vực nhé.
                </>
              }
            />
          </div>
        </section>
      </div>

      {trailerDialog}
    </>
  );
}
