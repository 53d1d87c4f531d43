import { Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import { FILM_TABS, HOME, type FilmTab } from "@hancine/contract/home-constants";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { EmptyListAlert } from "#web/ui/empty-list-alert.tsx";
import { ChevronDownIcon, PinIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import { locationName, type LocationSlug } from "#web/lib/city-cookie.ts";
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

/** 'Phim': Đang chiếu / Sắp chiếu / Phim IMAX, at most 8 cards each, filtered by the chosen location. */
export function FilmSection({ lists, city: cityFromServer, onTrailer }: FilmSectionProps) {
  const { city, choose, loading } = useCityChoice(cityFromServer);
  const [locationOpen, setLocationOpen] = useState(false);
  const locationMounted = useMountedOnce(locationOpen);

  return (
    <section aria-labelledby="films-title" className="mx-auto w-full max-w-6xl px-4 pb-12 pt-10 md:pt-14">
      <Tabs defaultValue={FILM_TABS[0].id}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-slate-200 pb-px">
          <SectionHeading id="films-title">Phim</SectionHeading>
          <TabList aria-label="Danh sách phim" className="order-3 w-full sm:order-none sm:w-auto">
            {FILM_TABS.map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {tab.label}
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
            <span className="sr-only">Khu vực: </span>
            <span data-testid="location-label">{locationName(city)}</span>
            <ChevronDownIcon width={16} height={16} />
          </button>
        </div>

        {FILM_TABS.map((tab) => {
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
        <Link to={paths.movies()} className={buttonClass("secondary", "min-w-48")}>
          Xem tất cả phim
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
