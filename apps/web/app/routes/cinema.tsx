import { Link, data, useRevalidator } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/cinema";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { isSlug, loadShowtimes } from "../lib/showtimes.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { publicUrlOf, shareMeta, siteMessagesOf } from "../lib/share-meta.ts";
import { movieTheaterJsonLd } from "../features/site/seo/structured-data.ts";
import { nextDays } from "../features/discover/showtimes/showtime-days.ts";
import { ShowtimesByDay } from "../features/discover/showtimes/showtimes-by-day.tsx";
import { PRICE_NOTES, PriceTables } from "../features/discover/cinemas/price-table.tsx";
import { mapSearchUrl } from "../features/discover/cinemas/map-link.ts";
import { buttonClass } from "../ui/button.tsx";
import { PinIcon, TicketIcon } from "../ui/icons.tsx";
import { PhoneIcon } from "../ui/more-icons.tsx";
import { PageErrorBoundary } from "../ui/page-error-boundary.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";
import { cityLabel } from "../features/site/location/city-name.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { cinema, brand, showtimes, messages } = loaderData;
  const { t } = siteMessagesOf(matches, messages);
  return [
    ...pageMeta(
      brand,
      t("cinemas.page.metaTitle", { cinema: cinema.name }),
      t("cinemas.page.metaDescription", { cinema: cinema.name, address: cinema.address }),
    ),
    ...shareMeta(matches, { type: "website", alt: cinema.name }),
    { "script:ld+json": movieTheaterJsonLd(cinema, showtimes, publicUrlOf(matches), localeOfPath(location.pathname)) },
  ];
};

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const [answer, showtimes] = await Promise.all([
    readApi(api, "GET /cinemas/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    loadShowtimes(api, { cinema: params.slug }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const cinema = answer.result;
  const now = new Date();
  return { brand: site.brand, cinema, showtimes, today: chainDay(now), days: nextDays(now), messages: messagesFor(locale, ["cinemas", "showtimes"]) };
}

export { PageErrorBoundary as ErrorBoundary };

export default function CinemaPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Cinema loaderData={loaderData} />
    </MessagesProvider>
  );
}

/** A cinema's page; its name, address and rooms are the chain's own words (marked Vietnamese on an English page). */
function Cinema({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { cinema, showtimes, today, days } = loaderData;
  const busy = useRevalidator().state === "loading";
  const seats = cinema.auditoriums.reduce((sum, room) => sum + room.seats, 0);
  const i18n = useI18n();
  const { t, rich, href, chainLang } = i18n;
  const name = <span lang={chainLang}>{cinema.name}</span>;
  const city = cityLabel(i18n, cinema.city, cinema.cityName);

  return (
    <>
      <PageHeader
        crumbs={[
          { label: t("cinemas.list.crumb"), href: href(paths.theatersPrices()) },
          { label: cinema.name, lang: chainLang },
        ]}
        title={name}
        lead={rich("cinemas.page.lead", { rooms: cinema.auditoriums.length, seats, city: <span lang={city.lang}>{city.name}</span> })}
      >
        <ul className="mt-4 space-y-1.5 text-[15px] text-slate-800">
          <li className="flex items-start gap-2">
            <PinIcon width={18} height={18} className="mt-0.5 shrink-0 text-amber-brand-dark" />
            <span>
              <span className="sr-only">{t("cinemas.page.address")}</span>
              <span lang={chainLang}>{cinema.address}</span>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon width={18} height={18} className="shrink-0 text-amber-brand-dark" />
            <span>
              <span className="sr-only">{t("cinemas.page.phone")}</span>
              <a href={`tel:${cinema.phone.replace(/\s+/g, "")}`} className="font-medium text-link hover:underline">
                {cinema.phone}
              </a>
            </span>
          </li>
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={href(paths.buyTickets({ by: "cinema", cinema: cinema.slug }))} className={buttonClass("primary")}>
            <TicketIcon width={18} height={18} />
            {t("cinemas.page.buyHere")}
          </Link>
          <a href={mapSearchUrl(cinema.name, cinema.address)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
            <PinIcon width={18} height={18} />
            {t("cinemas.page.map")}
            <span className="sr-only">{rich("cinemas.page.mapOf", { cinema: name })}</span>
          </a>
        </div>
        <nav aria-label={t("cinemas.page.onThisPage")} className="mt-5">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[15px] font-medium">
            <li>
              <a href="#gia-ve" className="text-link hover:underline">
                {t("cinemas.page.prices")}
              </a>
            </li>
            <li>
              <a href="#phong-chieu" className="text-link hover:underline">
                {t("cinemas.page.rooms")}
              </a>
            </li>
            <li>
              <a href="#lich-chieu" className="text-link hover:underline">
                {t("cinemas.page.week")}
              </a>
            </li>
          </ul>
        </nav>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <section id="gia-ve" aria-labelledby="prices-title" className="scroll-mt-4">
          <SectionHeading id="prices-title">{t("cinemas.page.prices")}</SectionHeading>
          <p className="mt-2 text-[15px] text-slate-700">{t("cinemas.page.pricesLead")}</p>
          <div className="mt-4">
            <PriceTables prices={cinema.prices} />
          </div>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {PRICE_NOTES.map((note) => (
              <li key={note}>{t(note)}</li>
            ))}
          </ul>
        </section>

        <section id="phong-chieu" aria-labelledby="rooms-title" className="mt-12 scroll-mt-4">
          <SectionHeading id="rooms-title">{t("cinemas.page.rooms")}</SectionHeading>
          <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cinema.auditoriums.map((room) => (
              <li key={room.name} className="rounded-card border border-slate-200 bg-white p-4">
                <p className="font-bold text-night-900" lang={chainLang}>
                  {room.name}
                </p>
                <p className="mt-1 text-sm text-slate-700">{t("cinemas.page.roomSeats", { seats: room.seats })}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {room.formats.length > 0 ? t("cinemas.page.roomFormats", { formats: room.formats.join(", ") }) : t("cinemas.page.roomIdle")}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section id="lich-chieu" aria-labelledby="showtimes-title" className="mt-12 scroll-mt-4">
          <SectionHeading id="showtimes-title">{t("cinemas.page.showtimes")}</SectionHeading>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="film"
              label={t("cinemas.page.chooseDay")}
              busy={busy}
              empty={rich("cinemas.page.noShowtimes", { cinema: name })}
            />
          </div>
        </section>
      </div>
    </>
  );
}
