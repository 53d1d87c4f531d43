import { useId, useState, type ReactNode } from "react";
import { chainDay } from "@hancine/contract/format";
import type { AccessibilityFeature } from "@hancine/contract/accessibility";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { ACCESSIBILITY_NAMES } from "#web/ui/accessibility-badges.tsx";
import { soundName } from "./version-name.ts";
import { cx } from "#web/ui/cx.ts";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import type { ShowtimeSummary } from "#web/lib/showtime-summary.ts";
import { groupShowtimes } from "./group-showtimes.ts";
import { ShowtimeList, type ShowtimeLink } from "./showtime-list.tsx";
import { dayParts } from "./showtime-days.ts";
import { DAY_PARTS, filterChoices, filterShowtimes, NO_FILTER, type DayPart, type ShowtimeFilter } from "./showtime-filters.ts";

type ShowtimesByDayProps = {
  days: string[];
  today: string;
  showtimes: ShowtimeSummary[];
  groupBy: "cinema" | "film";
  /** Shown on a day without showtimes. */
  empty: ReactNode;
  label: string;
  busy?: boolean;
  /** Where a time leads (default: its seat map). */
  linkTo?: ShowtimeLink;
};

/**
 * Tabs for the next days ("Hôm nay", "T7 22/11"…), each with that day's showtimes grouped by cinema
 * or film and format. Opens on the first day that has showtimes.
 */
export function ShowtimesByDay({ days, today, showtimes: all, groupBy, empty, label, busy = false, linkTo }: ShowtimesByDayProps) {
  const [filter, setFilter] = useState<ShowtimeFilter>(NO_FILTER);
  const i18n = useI18n();
  const { t } = i18n;
  const showtimes = filterShowtimes(all, filter);
  const filtered = filter.format !== null || filter.language !== null || filter.part !== null || filter.accessibility !== null;
  // One pass over the showtimes, not one per day: working out a showtime's day is the costly part.
  const byDay = new Map<string, ShowtimeSummary[]>();
  for (const showtime of showtimes) {
    const day = chainDay(showtime.startsAt);
    const list = byDay.get(day);
    if (list) list.push(showtime);
    else byDay.set(day, [showtime]);
  }
  const countOn = (day: string) => byDay.get(day)?.length ?? 0;
  const firstWithShows = days.find((day) => countOn(day) > 0) ?? days[0] ?? today;
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen && days.includes(chosen) ? chosen : firstWithShows;

  return (
    <>
      <ShowtimeFilterBar showtimes={all} filter={filter} onChange={setFilter} />
      <Tabs value={value} onValueChange={setChosen}>
        <TabList aria-label={label} className="gap-2 border-b border-slate-200 pb-2">
          {days.map((day) => {
            const { weekday, date } = dayParts(i18n, day, today);
            const none = countOn(day) === 0;
            return (
              <Tab
                key={day}
                value={day}
                className={cx(
                  "flex min-w-16 flex-col items-center rounded-card border px-3 py-1.5 leading-tight after:hidden",
                  "border-slate-200 data-[state=active]:border-night-900 data-[state=active]:bg-night-900 data-[state=active]:text-white",
                  none && "text-slate-500",
                )}
              >
                {/* Named by what it shows; the pauses and "chưa có suất" are read, not shown. */}
                <span className="text-sm font-bold">{weekday}</span>
                <span className="sr-only">, </span>
                <span className="text-xs">{date}</span>
                {none ? <span className="sr-only">{t("showtimes.noneThatDay")}</span> : null}
              </Tab>
            );
          })}
        </TabList>
        {/* Only the chosen day's panel is shown (TabPanel), so only its showtimes are grouped. */}
        {days
          .filter((day) => day === value)
          .map((day) => {
            const groups = groupShowtimes(i18n, byDay.get(day) ?? [], groupBy);
            return (
              <TabPanel key={day} value={day} className={cx("pt-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
                {groups.length === 0 ? (
                  <div className="rounded-card bg-mist px-4 py-6 text-center text-slate-700">
                    {filtered ? (
                      <>
                        {t("showtimes.noMatch")}{" "}
                        <button type="button" onClick={() => setFilter(NO_FILTER)} className="font-bold text-link underline underline-offset-2">
                          {t("showtimes.clearFilters")}
                        </button>
                      </>
                    ) : (
                      empty
                    )}
                  </div>
                ) : (
                  <ShowtimeList groups={groups} linkTo={linkTo} />
                )}
              </TabPanel>
            );
          })}
      </Tabs>
    </>
  );
}

/** Format, language and part of the day, each "all" by default; only choices some showtime has. */
function ShowtimeFilterBar({
  showtimes,
  filter,
  onChange,
}: {
  showtimes: ShowtimeSummary[];
  filter: ShowtimeFilter;
  onChange: (next: ShowtimeFilter) => void;
}) {
  const id = useId();
  const { t } = useI18n();
  const { formats, languages, accessibility } = filterChoices(showtimes);
  const select = "h-10 rounded-card border border-slate-300 bg-white px-2 text-sm text-night-900";
  return (
    <fieldset className="mb-3 flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t("showtimes.filters")}</legend>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700" htmlFor={`${id}-format`}>
        {t("showtimes.format")}
        <select id={`${id}-format`} className={select} value={filter.format ?? ""} onChange={(e) => onChange({ ...filter, format: e.target.value || null })}>
          <option value="">{t("showtimes.all")}</option>
          {formats.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700" htmlFor={`${id}-language`}>
        {t("showtimes.sound")}
        <select
          id={`${id}-language`}
          className={select}
          value={filter.language ?? ""}
          onChange={(e) => onChange({ ...filter, language: e.target.value || null })}
        >
          <option value="">{t("showtimes.all")}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {soundName(t, language)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700" htmlFor={`${id}-part`}>
        {t("showtimes.part")}
        <select
          id={`${id}-part`}
          className={select}
          value={filter.part ?? ""}
          onChange={(e) =>
            onChange({
              ...filter,
              part: (e.target.value || null) as DayPart | null,
            })
          }
        >
          <option value="">{t("showtimes.wholeDay")}</option>
          {DAY_PARTS.map((part) => (
            <option key={part.value} value={part.value}>
              {t(part.label)}
            </option>
          ))}
        </select>
      </label>
      <AccessibilitySelect choices={accessibility} value={filter.accessibility} onChange={(accessibility) => onChange({ ...filter, accessibility })} />
    </fieldset>
  );
}

/** "Hỗ trợ tiếp cận": only showtimes with audio description, subtitles for the deaf, or sensory-friendly; shown when some showtime has one. */
export function AccessibilitySelect({
  choices,
  value,
  onChange,
}: {
  choices: readonly AccessibilityFeature[];
  value: AccessibilityFeature | null;
  onChange: (next: AccessibilityFeature | null) => void;
}) {
  const id = useId();
  const { t } = useI18n();
  if (choices.length === 0 && !value) return null;
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700" htmlFor={id}>
      {t("showtimes.access")}
      <select
        id={id}
        className="h-10 rounded-card border border-slate-300 bg-white px-2 text-sm text-night-900"
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || null) as AccessibilityFeature | null)}
      >
        <option value="">{t("showtimes.anyShowtime")}</option>
        {choices.map((feature) => (
          <option key={feature} value={feature}>
            {t(ACCESSIBILITY_NAMES[feature].short)}
          </option>
        ))}
      </select>
    </label>
  );
}
