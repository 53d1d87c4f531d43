import { Link, data, useRevalidator } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/cinema";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { isSlug, loadShowtimes } from "../lib/showtimes.server.ts";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { publicUrlOf, shareMeta } from "../lib/share-meta.ts";
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta();
  const { cinema, brand, showtimes } = loaderData;
  return [
    ...pageMeta(
      brand,
      `${cinema.name} – Giá vé và lịch chiếu`,
      `${cinema.name}, ${cinema.address}. Bảng giá vé theo định dạng, loại ghế, khung giờ và lịch chiếu 7 ngày tới.`,
    ),
    ...shareMeta(matches, { type: "website", alt: cinema.name }),
    { "script:ld+json": movieTheaterJsonLd(cinema, showtimes, publicUrlOf(matches)) },
  ];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const [answer, showtimes] = await Promise.all([
    readApi(api, "GET /cinemas/:slug", { params: { slug: params.slug }, timeoutMs: HOME.requestTimeoutMs }),
    loadShowtimes(api, { cinema: params.slug }),
  ]);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  const cinema = answer.result;
  const now = new Date();
  return { brand: site.brand, cinema, showtimes, today: chainDay(now), days: nextDays(now) };
}

export { PageErrorBoundary as ErrorBoundary };

export default function CinemaPage({ loaderData }: Route.ComponentProps) {
  const { cinema, showtimes, today, days } = loaderData;
  const busy = useRevalidator().state === "loading";
  const seats = cinema.auditoriums.reduce((sum, room) => sum + room.seats, 0);

  return (
    <>
      <PageHeader
        crumbs={[{ label: "Rạp / Giá vé", href: paths.theatersPrices() }, { label: cinema.name }]}
        title={cinema.name}
        lead={`${cinema.auditoriums.length} phòng chiếu, ${seats} ghế · ${cinema.cityName}`}
      >
        <ul className="mt-4 space-y-1.5 text-[15px] text-slate-800">
          <li className="flex items-start gap-2">
            <PinIcon width={18} height={18} className="mt-0.5 shrink-0 text-amber-brand-dark" />
            <span>
              <span className="sr-only">Địa chỉ: </span>
              {cinema.address}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon width={18} height={18} className="shrink-0 text-amber-brand-dark" />
            <span>
              <span className="sr-only">Điện thoại: </span>
              <a href={`tel:${cinema.phone.replace(/\s+/g, "")}`} className="font-medium text-link hover:underline">
                {cinema.phone}
              </a>
            </span>
          </li>
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={paths.buyTickets({ by: "cinema", cinema: cinema.slug })} className={buttonClass("primary")}>
            <TicketIcon width={18} height={18} />
            Mua vé tại rạp này
          </Link>
          <a href={mapSearchUrl(cinema.name, cinema.address)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
            <PinIcon width={18} height={18} />
            Xem bản đồ<span className="sr-only"> {cinema.name} trên Google Maps (mở trong thẻ mới)</span>
          </a>
        </div>
        <nav aria-label="Trong trang này" className="mt-5">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[15px] font-medium">
            <li>
              <a href="#gia-ve" className="text-link hover:underline">
                Bảng giá vé
              </a>
            </li>
            <li>
              <a href="#phong-chieu" className="text-link hover:underline">
                Phòng chiếu
              </a>
            </li>
            <li>
              <a href="#lich-chieu" className="text-link hover:underline">
                Lịch chiếu 7 ngày
              </a>
            </li>
          </ul>
        </nav>
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <section id="gia-ve" aria-labelledby="prices-title" className="scroll-mt-4">
          <SectionHeading id="prices-title">Bảng giá vé</SectionHeading>
          <p className="mt-2 text-[15px] text-slate-700">Giá một vé theo định dạng phim, loại ghế, khung giờ bắt đầu suất chiếu và ngày chiếu.</p>
          <div className="mt-4">
            <PriceTables prices={cinema.prices} />
          </div>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {PRICE_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>

        <section id="phong-chieu" aria-labelledby="rooms-title" className="mt-12 scroll-mt-4">
          <SectionHeading id="rooms-title">Phòng chiếu</SectionHeading>
          <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cinema.auditoriums.map((room) => (
              <li key={room.name} className="rounded-card border border-slate-200 bg-white p-4">
                <p className="font-bold text-night-900">{room.name}</p>
                <p className="mt-1 text-sm text-slate-700">{room.seats} ghế</p>
                <p className="mt-1 text-sm text-slate-700">
                  {room.formats.length > 0 ? `Định dạng: ${room.formats.join(", ")}` : "Chưa có suất chiếu tuần này"}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section id="lich-chieu" aria-labelledby="showtimes-title" className="mt-12 scroll-mt-4">
          <SectionHeading id="showtimes-title">Lịch chiếu</SectionHeading>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="film"
              label="Chọn ngày xem"
              busy={busy}
              empty={<>Chưa có suất chiếu nào tại {cinema.name} trong ngày này. Bạn thử chọn ngày khác nhé.</>}
            />
          </div>
        </section>
      </div>
    </>
  );
}
