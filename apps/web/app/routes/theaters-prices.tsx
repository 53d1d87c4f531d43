import { useRevalidator } from "react-router";
import { NATIONWIDE_SLUG } from "@hancine/contract/city-slugs";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/theaters-prices";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { cityFromCookieHeader } from "../lib/city-cookie.ts";
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
import { cityLabel, cityName } from "../features/site/location/city-name.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const brand = loaderData?.brand ?? "HanCine";
  const { t } = translator(localeOfPath(location.pathname), loaderData?.messages ?? {});
  return pageMeta(brand, t("cinemas.list.title"), t("cinemas.list.metaDescription", { brand }));
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const [cinemas, cities] = await Promise.all([
    readResult(api, "GET /cinemas", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /cities", [], { timeoutMs: HOME.requestTimeoutMs }),
  ]);
  const groups = cinemasByCity(
    cinemas.map(({ slug, name, address, phone, city, cityName, location }) => ({ slug, name, address, phone, city, cityName, location })),
    cities,
  );
  return { brand: site.brand, city, groups, total: cinemas.length, messages: messagesFor(locale, ["cinemas"]) };
}

function CityCinemas({ group, level = "h2" }: { group: CityGroup; level?: "h2" | "h3" }) {
  const id = `city-${group.slug}`;
  const Heading = level;
  const i18n = useI18n();
  const city = cityLabel(i18n, group.slug, group.name);
  return (
    <section aria-labelledby={id} className="mb-6 break-inside-avoid">
      <Heading id={id} className="flex items-baseline gap-2 text-lg font-bold text-night-900">
        <span lang={city.lang}>{city.name}</span>
        <span className="text-sm font-normal text-slate-600">{i18n.t("cinemas.list.count", { count: group.cinemas.length })}</span>
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
  return (
    <MessagesProvider messages={loaderData.messages}>
      <Cinemas loaderData={loaderData} />
    </MessagesProvider>
  );
}

function Cinemas({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, city, groups, total } = loaderData;
  const i18n = useI18n();
  const { t } = i18n;
  const busy = useRevalidator().state === "loading";
  const chosen = city === NATIONWIDE_SLUG ? null : groups.find((g) => g.slug === city);
  const others = chosen ? groups.filter((g) => g !== chosen) : groups;
  const chosenCity = chosen ? cityLabel(i18n, chosen.slug, chosen.name) : null;
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
        crumbs={[{ label: t("cinemas.list.crumb") }]}
        title={t("cinemas.list.title")}
        lead={t("cinemas.list.lead", { brand, total, cities: groups.length })}
      />
      <div className={cx("mx-auto max-w-6xl px-4 py-8 transition-opacity md:py-10", busy && "opacity-60")} aria-busy={busy}>
        <div className="mb-6 flex flex-wrap items-center gap-2 text-[15px] text-slate-700">
          <span>{t("cinemas.list.yourArea")}</span>
          <CityButton city={city} />
          {groups.length > 0 ? <NearbyButton {...nearby} className="sm:ml-auto" /> : null}
        </div>
        {groups.length === 0 ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            {t("cinemas.list.failed")}
          </p>
        ) : null}
        {city !== NATIONWIDE_SLUG && !chosen && groups.length > 0 ? (
          <p className="mb-6 rounded-card bg-mist px-4 py-3 text-slate-700">{t("cinemas.list.noneInCity", { brand, city: cityName(t, city) })}</p>
        ) : null}
        {nearest ? (
          <section aria-labelledby="nearest-title">
            <SectionHeading id="nearest-title">{t("cinemas.list.nearest")}</SectionHeading>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {nearest.map(({ km, ...cinema }) => (
                <li key={cinema.slug}>
                  <CinemaCard cinema={cinema} km={km} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!nearest && chosen && chosenCity ? (
          <section aria-labelledby="chosen-city">
            <SectionHeading id="chosen-city">
              {i18n.rich("cinemas.list.inCity", { city: <span lang={chosenCity.lang}>{chosenCity.name}</span> })}
            </SectionHeading>
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
            <SectionHeading id="other-cities">{t("cinemas.list.otherCities")}</SectionHeading>
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
