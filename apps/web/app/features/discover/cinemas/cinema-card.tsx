import { Link } from "react-router";
import type { Cinema } from "@hancine/contract/catalog";
import { PinIcon } from "#web/ui/icons.tsx";
import { PhoneIcon } from "#web/ui/more-icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { mapSearchUrl } from "./map-link.ts";
import { distanceText } from "./nearby.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type CinemaListItem = Pick<Cinema, "slug" | "name" | "address" | "phone" | "city" | "cityName" | "location">;

/** A cinema in the list: name (to its page), address, phone, directions, prices and showtimes. */
export function CinemaCard({ cinema, km = null }: { cinema: CinemaListItem; km?: number | null }) {
  const i18n = useI18n();
  const { t, rich, href, chainLang } = i18n;
  const name = <span lang={chainLang}>{cinema.name}</span>;
  return (
    <article
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-[0_6px_18px_-14px_rgba(11,22,51,.45)] sm:p-5"
      data-testid="cinema-card"
    >
      <h3 className="text-lg font-bold leading-snug text-night-900" lang={chainLang}>
        <Link to={href(paths.cinema(cinema.slug))} className="hover:text-link">
          {cinema.name}
        </Link>
      </h3>
      {km !== null ? (
        <p className="mt-1 text-sm font-bold text-night-700" data-testid="cinema-distance">
          {distanceText(i18n, km)}
        </p>
      ) : null}
      <p className="mt-2 flex items-start gap-2 text-[15px] text-slate-700">
        <PinIcon width={18} height={18} className="mt-0.5 shrink-0 text-amber-brand-dark" />
        <span lang={chainLang}>{cinema.address}</span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-[15px] text-slate-700">
        <PhoneIcon width={18} height={18} className="shrink-0 text-amber-brand-dark" />
        <a href={`tel:${cinema.phone.replace(/\s+/g, "")}`} className="hover:text-link hover:underline">
          {cinema.phone}
        </a>
      </p>
      <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-4 text-[15px] font-medium">
        <Link to={href(paths.cinema(cinema.slug))} className="text-link hover:underline">
          {t("cinemas.card.prices")}
          <span className="sr-only">{rich("cinemas.card.pricesOf", { cinema: name })}</span>
        </Link>
        <a href={mapSearchUrl(cinema.name, cinema.address)} target="_blank" rel="noopener noreferrer" className="text-link hover:underline">
          {t("cinemas.card.directions")}
          <span className="sr-only">{rich("cinemas.card.directionsTo", { cinema: name })}</span>
        </a>
      </div>
    </article>
  );
}
