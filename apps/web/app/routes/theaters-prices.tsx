import { useRevalidator } from "react-router";
import { NATIONWIDE } from "@hancine/contract/cities";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/theaters-prices";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader, locationName } from "../lib/city-cookie.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { CinemaCard } from "../features/discover/cinemas/cinema-card.tsx";
import { byDistance } from "../features/discover/cinemas/nearby.ts";
import { NearbyButton } from "../features/discover/cinemas/nearby-button.tsx";
import { useVisitorPosition } from "../features/discover/cinemas/use-visitor-position.ts";
import { cinemasByCity, type CityGroup } from "../features/discover/cinemas/cinemas-by-city.ts";
import { CityButton } from "../features/site/location/city-button.tsx";
import { cx } from "../ui/cx.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Hệ thống rạp và giá vé",
    `Địa chỉ, số điện thoại, bảng giá vé và lịch chiếu của các rạp ${loaderData?.brand ?? "HanCine"} trên toàn quốc.`,
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const [cinemas, cities] = await Promise.all([
    readResult(api, "GET /cinemas", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /cities", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  const groups = cinemasByCity(
    cinemas.map(({ slug, name, address, phone, city, cityName, location }) => ({ slug, name, address, phone, city, cityName, location })),
    cities,
  );
  return { brand: site.brand, city, groups, total: cinemas.length };
}

function CityCinemas({ group, level = "h2" }: { group: CityGroup; level?: "h2" | "h3" }) {
  const id = `city-${group.slug}`;
  const Heading = level;
  return (
    <section aria-labelledby={id} className="mb-6 break-inside-avoid">
      <Heading id={id} className="flex items-baseline gap-2 text-lg font-bold text-night-900">
        {group.name}
        <span className="text-sm font-normal text-slate-600">{group.cinemas.length} rạp</span>
      </Heading>
      <ul className="mt-3 space-y-3">
        {group.cinemas.map((cinema) => (
          <li key={cinema.slug}>
            <CinemaCard cinema={cinema} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** City blocks flow in columns, so a city with one cinema does not leave a hole beside it. */
function CityColumns({ groups, level }: { groups: CityGroup[]; level?: "h2" | "h3" }) {
  return (
    <div className="gap-6 sm:columns-2 lg:columns-3">
      {groups.map((group) => (
        <CityCinemas key={group.slug} group={group} level={level} />
      ))}
    </div>
  );
}

export default function TheatersPrices({ loaderData }: Route.ComponentProps) {
  const { brand, city, groups, total } = loaderData;
  const busy = useRevalidator().state === "loading";
  const chosen = city === NATIONWIDE.slug ? null : groups.find((g) => g.slug === city);
  const others = chosen ? groups.filter((g) => g !== chosen) : groups;
  const nearby = useVisitorPosition();
  const nearest =
    nearby.state.status === "known"
      ? byDistance(
          groups.flatMap((g) => g.cinemas),
          nearby.state.position,
        )
      : null;

  return (
    <>
      <PageHeader
        crumbs={[{ label: "Rạp / Giá vé" }]}
        title="Hệ thống rạp và giá vé"
        lead={`${brand} có ${total} rạp tại ${groups.length} tỉnh, thành phố. Chọn một rạp để xem phòng chiếu, bảng giá vé theo định dạng, loại ghế, khung giờ và lịch chiếu trong 7 ngày tới.`}
      />
      <div className={cx("mx-auto max-w-6xl px-4 py-8 transition-opacity md:py-10", busy && "opacity-60")} aria-busy={busy}>
        <div className="mb-6 flex flex-wrap items-center gap-2 text-[15px] text-slate-700">
          <span>Khu vực bạn chọn:</span>
          <CityButton city={city} />
          {groups.length > 0 ? <NearbyButton {...nearby} className="sm:ml-auto" /> : null}
        </div>
        {groups.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tải được danh sách rạp lúc này. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : null}
        {city !== NATIONWIDE.slug && !chosen && groups.length > 0 ? (
          <p className="mb-6 rounded-card bg-mist px-4 py-3 text-slate-700">
            {brand} chưa có rạp tại {locationName(city)}. Bạn có thể chọn một rạp ở tỉnh, thành phố khác dưới đây.
          </p>
        ) : null}
        {nearest ? (
          <section aria-labelledby="nearest-title">
            <SectionHeading id="nearest-title">Rạp gần bạn</SectionHeading>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {nearest.map(({ km, ...cinema }) => (
                <li key={cinema.slug}>
                  <CinemaCard cinema={cinema} km={km} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!nearest && chosen ? (
          <section aria-labelledby="chosen-city">
            <SectionHeading id="chosen-city">Rạp tại {chosen.name}</SectionHeading>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {chosen.cinemas.map((cinema) => (
                <li key={cinema.slug}>
                  <CinemaCard cinema={cinema} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!nearest && chosen && others.length > 0 ? (
          <section aria-labelledby="other-cities" className="mt-12">
            <SectionHeading id="other-cities">Rạp ở tỉnh, thành phố khác</SectionHeading>
            <div className="mt-6">
              <CityColumns groups={others} level="h3" />
            </div>
          </section>
        ) : null}
        {!nearest && !chosen ? <CityColumns groups={others} /> : null}
      </div>
    </>
  );
}
