import { Suspense, lazy, useState } from "react";
import type { LocationSlug } from "#web/lib/city-cookie.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { cityName } from "./city-name.ts";
import { cx } from "#web/ui/cx.ts";
import { ChevronDownIcon, PinIcon } from "#web/ui/icons.tsx";
import { useCityChoice } from "./use-city-choice.ts";
import { useMountedOnce } from "#web/ui/use-mounted-once.ts";

const LocationModal = lazy(() => import("./location-modal.tsx").then((m) => ({ default: m.LocationModal })));

/**
 * 'Khu vực: Đà Nẵng ▾': opens the location picker; a choice is remembered in the cookie and the
 * page's data reloads for it (pages show that reload with `useRevalidator().state`).
 */
export function CityButton({ city: cityFromServer, className }: { city: LocationSlug; className?: string }) {
  const { city, choose } = useCityChoice(cityFromServer);
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const mounted = useMountedOnce(open);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cx("inline-flex items-center gap-1.5 rounded-card px-2 py-2 text-[15px] font-medium text-link hover:bg-mist", className)}
      >
        <PinIcon width={18} height={18} />
        <span className="sr-only">{t("site.city.area")}</span>
        <span data-testid="location-label">{cityName(t, city)}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LocationModal
            open={open}
            onOpenChange={setOpen}
            selected={city}
            onChoose={(slug) => {
              choose(slug);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
