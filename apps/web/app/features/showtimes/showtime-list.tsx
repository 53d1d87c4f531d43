import { Link } from "react-router";
import { formatTime } from "@hancine/contract/format";
import { AgeBadge } from "../../ui/age-badge.tsx";
import { cx } from "../../ui/cx.ts";
import { paths } from "../../ui/paths.ts";
import type { ShowtimeSummary } from "../../lib/showtime-summary.ts";
import type { PlaceGroup } from "./group-showtimes.ts";

/** A few seats left is worth a warning; a sold-out showtime is shown but cannot be opened. */
const FEW_SEATS = 20;

function TimeLink({ showtime, place, format }: { showtime: ShowtimeSummary; place: string; format: string }) {
  const time = formatTime(showtime.startsAt);
  const left = showtime.seatsLeft;
  if (left <= 0) {
    return (
      <span className="flex min-w-[5.5rem] flex-col items-center rounded-card border border-slate-200 bg-slate-100 px-3 py-1.5 text-slate-500">
        <span className="text-base font-bold line-through">{time}</span>
        <span className="text-xs">Hết vé</span>
      </span>
    );
  }
  return (
    <Link
      to={paths.booking(showtime.id)}
      aria-label={`${time}, ${format}, ${place}, còn ${left} ghế`}
      data-testid="showtime-link"
      className="flex min-w-[5.5rem] flex-col items-center rounded-card border border-slate-300 bg-white px-3 py-1.5 text-night-900 transition-colors hover:border-amber-brand hover:bg-amber-50"
    >
      <span className="text-base font-bold leading-tight">{time}</span>
      <span className={left <= FEW_SEATS ? "text-xs font-medium text-red-700" : "text-xs text-slate-600"}>còn {left} ghế</span>
    </Link>
  );
}

/**
 * Showtimes grouped by cinema (or by film), then format: each time links to its seat map.
 * `headingLevel` keeps the page's outline right wherever the list sits.
 */
export function ShowtimeList({ groups, headingLevel = 3, framed = true }: { groups: PlaceGroup[]; headingLevel?: 3 | 4; framed?: boolean }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={cx("divide-y divide-slate-200", framed && "rounded-card border border-slate-200 bg-white")}>
      {groups.map((group) => (
        <li key={group.key} className={framed ? "px-4 py-4 sm:px-5" : "py-3"} data-testid="showtime-group">
          <Heading className="flex items-center gap-2 text-base font-bold text-night-900 sm:text-lg">
            {group.name}
            {group.film ? <AgeBadge age={group.film.age} /> : null}
          </Heading>
          <div className="mt-2 space-y-3">
            {group.formats.map((format) => (
              <div key={format.key} className="flex items-start gap-3 sm:gap-4">
                <p className="w-[5.5rem] shrink-0 pt-2 text-sm font-medium leading-snug text-slate-700 sm:w-32">{format.label}</p>
                <ul className="flex flex-wrap gap-2" aria-label={`Suất ${format.label} tại ${group.name}`}>
                  {format.showtimes.map((showtime) => (
                    <li key={showtime.id}>
                      <TimeLink showtime={showtime} place={group.name} format={format.label} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
