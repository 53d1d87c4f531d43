import type { ShowtimeDetail } from "@hancine/contract/booking";
import { formatDayShort, formatTime } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { dayShort } from "#web/lib/i18n/dates.ts";
import { versionName } from "#web/features/discover/showtimes/version-name.ts";
import { Link } from "react-router";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { AccessibilityBadges } from "#web/ui/accessibility-badges.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { PosterImage } from "#web/ui/poster-image.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type ShowtimeFacts = Pick<ShowtimeDetail, "startsAt" | "format" | "language" | "version" | "cinema" | "auditorium" | "accessibilityFeatures"> & {
  /** The film's name in the page's language (`filmName`): marked Vietnamese on an English page when it has no English one. */
  film: ShowtimeDetail["film"] & { nameLang?: "vi" | undefined };
};

/** "19:30 · T7, 22/11" / "19:30 · Sat, 22 Nov" */
export function whenText(startsAt: string, locale: Locale = "vi"): string {
  return `${formatTime(startsAt)} · ${locale === "vi" ? formatDayShort(startsAt) : dayShort(locale, startsAt)}`;
}

/** Film, cinema, room, time and format of the showtime being booked. */
export function ShowtimeCard({ showtime, headingLevel = 2, className }: { showtime: ShowtimeFacts; headingLevel?: 1 | 2; className?: string }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { t, locale, href, chainLang } = useI18n();
  return (
    <div className={cx("flex gap-4", className)}>
      <PosterImage
        src={showtime.film.imagePortrait}
        alt={t("purchase.showtime.poster", { film: showtime.film.name })}
        className="aspect-[2/3] w-16 shrink-0 self-start rounded-md bg-night-800 object-cover shadow sm:w-20"
        eager
      />
      <div className="min-w-0">
        <Heading className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-bold leading-snug text-night-900">
          <Link to={href(paths.film(showtime.film.slug))} className="hover:text-link" lang={showtime.film.nameLang}>
            {showtime.film.name}
          </Link>
          <AgeBadge age={showtime.film.age} />
        </Heading>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm leading-relaxed text-slate-700">
          <dt className="text-slate-500">{t("purchase.showtime.when")}</dt>
          <dd className="font-bold text-night-900">{whenText(showtime.startsAt, locale)}</dd>
          <dt className="text-slate-500">{t("purchase.showtime.cinema")}</dt>
          <dd lang={chainLang}>{showtime.cinema.name}</dd>
          <dt className="text-slate-500">{t("purchase.showtime.auditorium")}</dt>
          <dd lang={chainLang}>{showtime.auditorium.name}</dd>
          <dt className="text-slate-500">{t("purchase.showtime.format")}</dt>
          <dd>
            {showtime.format} · {versionName(t, showtime.version)}
          </dd>
          {showtime.accessibilityFeatures.length > 0 ? (
            <>
              <dt className="text-slate-500">{t("purchase.showtime.access")}</dt>
              <dd className="py-0.5">
                <AccessibilityBadges features={showtime.accessibilityFeatures} align="start" />
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </div>
  );
}
