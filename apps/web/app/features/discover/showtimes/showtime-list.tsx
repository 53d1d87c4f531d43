import { Link } from "react-router";
import { formatTime } from "@hancine/contract/format";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { AccessibilityBadges } from "#web/ui/accessibility-badges.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";
import type { PlaceGroup } from "./group-showtimes.ts";
import { useI18n, type I18n } from "#web/lib/i18n/messages.tsx";

/** A few seats left is worth a warning ("Sắp hết vé"); a sold-out showtime is shown but cannot be opened. */
export const FEW_SEATS = 20;

/** What the second line of a showtime says about its seats. */
export function seatsLeftText(t: I18n["t"], left: number): { text: string; tone: "sold-out" | "few" | "plenty" } {
  if (left <= 0) return { text: t("showtimes.soldOut"), tone: "sold-out" };
  if (left <= FEW_SEATS) return { text: t("showtimes.fewLeft", { left }), tone: "few" };
  return { text: t("showtimes.seatsLeft", { left }), tone: "plenty" };
}

/** Where a showtime's time leads: its seat map, unless a page says otherwise (the exchange's seat map). */
export type ShowtimeLink = (showtime: ShowtimeSummary) => string;

function TimeLink({
  showtime,
  place,
  placeLang,
  format,
  linkTo,
}: {
  showtime: ShowtimeSummary;
  place: string;
  placeLang: "vi" | undefined;
  format: string;
  linkTo?: ShowtimeLink | undefined;
}) {
  const { t, href } = useI18n();
  const time = formatTime(showtime.startsAt);
  const seats = seatsLeftText(t, showtime.seatsLeft);
  // Named by what it shows (WCAG 2.5.3); the format and the place are read, not shown again.
  const context = (
    <span className="sr-only">
      , {format}, <span lang={placeLang}>{place}</span>,
    </span>
  );
  if (seats.tone === "sold-out") {
    return (
      <span
        data-testid="showtime-sold-out"
        className="flex min-w-[5.5rem] flex-col items-center rounded-card border border-slate-200 bg-slate-100 px-3 py-1.5 text-slate-600"
      >
        <span className="text-base font-bold line-through">{time}</span>
        {context}
        <span className="text-xs font-medium">{seats.text}</span>
        <AccessibilityBadges features={showtime.accessibilityFeatures} className="mt-1" />
      </span>
    );
  }
  // A premiere's showtime sells through its waiting room (decision 055): the time leads there, the turn back to this showtime.
  const room = linkTo ? null : showtime.saleEventId;
  if (room) {
    return (
      <Link
        to={href(paths.waitingRoom(room, { showtime: showtime.id }))}
        data-testid="showtime-waiting-room"
        className="flex min-w-[5.5rem] flex-col items-center rounded-card border border-amber-brand bg-amber-50 px-3 py-1.5 text-night-900 transition-colors hover:bg-amber-100"
      >
        <span className="text-base font-bold leading-tight">{time}</span>
        {context}
        <span className="text-xs font-bold text-amber-900">{t("showtimes.waitingRoom")}</span>
        <AccessibilityBadges features={showtime.accessibilityFeatures} className="mt-1" />
      </Link>
    );
  }
  return (
    <Link
      to={linkTo ? linkTo(showtime) : href(paths.booking(showtime.id))}
      data-testid="showtime-link"
      className={cx(
        "flex min-w-[5.5rem] flex-col items-center rounded-card border bg-white px-3 py-1.5 text-night-900 transition-colors hover:border-amber-brand hover:bg-amber-50",
        seats.tone === "few" ? "border-red-300" : "border-slate-300",
      )}
    >
      <span className="text-base font-bold leading-tight">{time}</span>
      {context}
      <span className={seats.tone === "few" ? "text-xs font-bold text-red-700" : "text-xs text-slate-600"}>{seats.text}</span>
      <AccessibilityBadges features={showtime.accessibilityFeatures} className="mt-1" />
    </Link>
  );
}

/**
 * Showtimes grouped by cinema (or by film), then format: each time links to its seat map.
 * `headingLevel` keeps the page's outline right wherever the list sits.
 */
export function ShowtimeList({
  groups,
  headingLevel = 3,
  framed = true,
  linkTo,
}: {
  groups: PlaceGroup[];
  headingLevel?: 3 | 4;
  framed?: boolean;
  linkTo?: ShowtimeLink | undefined;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { t } = useI18n();
  return (
    <ul className={cx("divide-y divide-slate-200", framed && "rounded-card border border-slate-200 bg-white")}>
      {groups.map((group) => (
        <li key={group.key} className={framed ? "px-4 py-4 sm:px-5" : "py-3"} data-testid="showtime-group">
          <Heading className="flex items-center gap-2 text-base font-bold text-night-900 sm:text-lg">
            <span lang={group.lang}>{group.name}</span>
            {group.film ? <AgeBadge age={group.film.age} /> : null}
          </Heading>
          <div className="mt-2 space-y-3">
            {group.formats.map((format) => (
              <div key={format.key} className="flex items-start gap-3 sm:gap-4">
                <p className="w-[5.5rem] shrink-0 pt-2 text-sm font-medium leading-snug text-slate-700 sm:w-32">{format.label}</p>
                <ul className="flex flex-wrap gap-2" aria-label={t("showtimes.group", { format: format.label, place: group.name })}>
                  {format.showtimes.map((showtime) => (
                    <li key={showtime.id}>
                      <TimeLink showtime={showtime} place={group.name} placeLang={group.lang} format={format.label} linkTo={linkTo} />
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
