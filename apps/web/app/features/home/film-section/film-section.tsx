import { Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import { HOME, type FilmTab } from "@hancine/contract/home-constants";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { EmptyListAlert } from "#web/ui/empty-list-alert.tsx";
import { ChevronDownIcon, PinIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import type { LocationSlug } from "#web/lib/city-cookie.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { cityName } from "#web/features/site/location/city-name.ts";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { FilmCard } from "./film-card.tsx";
import { useCityChoice } from "#web/features/site/location/use-city-choice.ts";
import { useMountedOnce } from "#web/ui/use-mounted-once.ts";

const LocationModal = lazy(() => import("#web/features/site/location/location-modal.tsx").then((m) => ({ default: m.LocationModal })));

type FilmSectionProps = {
  lists: Record<FilmTab, FilmSummary[]>;
  city: LocationSlug;
  onTrailer: (film: FilmSummary) => void;
};

/** The tabs in the spec's order (FILM_TABS), each with its name's key (the spec's: Đang chiếu, Sắp chiếu, Phim IMAX). */
const TABS = [
  { id: "nowShowing", name: "home.films.nowShowing" },
  { id: "comingSoon", name: "home.films.comingSoon" },
  { id: "movieImax", name: "home.films.imax" },
] as const satisfies readonly { id: FilmTab; name: string }[];

/** 'Phim': Đang chiếu / Sắp chiếu / Phim IMAX, at most 8 cards each, filtered by the chosen location. */
export function FilmSection({ lists, city: cityFromServer, onTrailer }: FilmSectionProps) {
  const { city, choose, loading } = useCityChoice(cityFromServer);
  const [locationOpen, setLocationOpen] = useState(false);
  const locationMounted = useMountedOnce(locationOpen);
  const { t, href } = useI18n();

  return (
    <section aria-labelledby="films-title" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-10 md:pt-14">
      <Tabs defaultValue={TABS[0].id}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-slate-200 pb-px">
          <SectionHeading id="films-title">{t("home.films.heading")}</SectionHeading>
          <TabList aria-label={t("home.films.tabsLabel")} className="order-3 w-full sm:order-none sm:w-auto">
            {TABS.map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {t(tab.name)}
              </Tab>
            ))}
          </TabList>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setLocationOpen(true)}
            className="ml-auto inline-flex items-center gap-1.5 rounded-card px-2 py-2 text-[15px] font-medium text-link hover:bg-mist"
          >
            <PinIcon width={18} height={18} />
            <span className="sr-only">{t("site.city.area")}</span>
            <span data-testid="location-label">{cityName(t, city)}</span>
            <ChevronDownIcon width={16} height={16} />
          </button>
        </div>

        {TABS.map((tab) => {
          const films = lists[tab.id].slice(0, HOME.filmsPerTab);
          return (
            <TabPanel key={tab.id} value={tab.id} className="pt-6" aria-busy={loading}>
              {films.length === 0 ? (
                <EmptyListAlert />
              ) : (
                <ul className={cx("grid grid-cols-2 gap-x-4 gap-y-7 sm:grid-cols-3 md:gap-x-6 lg:grid-cols-4", loading && "opacity-60 transition-opacity")}>
                  {films.map((film) => (
                    // On a phone most cards are below the first screen: they are drawn as they near it.
                    <li key={film.id} className="below-fold [--fold-height:23rem] lg:[--fold-height:29rem]">
                      <FilmCard film={film} onTrailer={onTrailer} />
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
          );
        })}
      </Tabs>

      <div className="mt-9 flex justify-center">
        <Link to={href(paths.movies())} className={buttonClass("secondary", "min-w-48")}>
          {t("home.films.all")}
        </Link>
      </div>

      {locationMounted ? (
        <Suspense fallback={null}>
          <LocationModal
            open={locationOpen}
            onOpenChange={setLocationOpen}
            selected={city}
            onChoose={(slug) => {
              choose(slug);
              setLocationOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
