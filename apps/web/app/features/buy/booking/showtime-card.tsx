import type { ShowtimeDetail } from "@hancine/contract/booking";
import { formatDayShort, formatTime } from "@hancine/contract/format";
import { Link } from "react-router";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { AccessibilityBadges } from "#web/ui/accessibility-badges.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { PosterImage } from "#web/ui/poster-image.tsx";

export type ShowtimeFacts = Pick<ShowtimeDetail, "startsAt" | "format" | "language" | "version" | "film" | "cinema" | "auditorium" | "accessibilityFeatures">;

/** "19:30 · T7, 22/11" */
export function whenText(startsAt: string): string {
  return `${formatTime(startsAt)} · ${formatDayShort(startsAt)}`;
}

/** Film, cinema, room, time and format of the showtime being booked. */
export function ShowtimeCard({ showtime, headingLevel = 2, className }: { showtime: ShowtimeFacts; headingLevel?: 1 | 2; className?: string }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={cx("flex gap-4", className)}>
      <PosterImage
        src={showtime.film.imagePortrait}
        alt={`Poster phim ${showtime.film.name}`}
        className="aspect-[2/3] w-16 shrink-0 self-start rounded-md bg-night-800 object-cover shadow sm:w-20"
        eager
      />
      <div className="min-w-0">
        <Heading className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-bold leading-snug text-night-900">
          <Link to={paths.film(showtime.film.slug)} className="hover:text-link">
            {showtime.film.name}
          </Link>
          <AgeBadge age={showtime.film.age} />
        </Heading>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm leading-relaxed text-slate-700">
          <dt className="text-slate-500">Suất</dt>
          <dd className="font-bold text-night-900">{whenText(showtime.startsAt)}</dd>
          <dt className="text-slate-500">Rạp</dt>
          <dd>{showtime.cinema.name}</dd>
          <dt className="text-slate-500">Phòng</dt>
          <dd>{showtime.auditorium.name}</dd>
          <dt className="text-slate-500">Định dạng</dt>
          <dd>
            {showtime.format} · {showtime.version}
          </dd>
          {showtime.accessibilityFeatures.length > 0 ? (
            <>
              <dt className="text-slate-500">Hỗ trợ</dt>
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
