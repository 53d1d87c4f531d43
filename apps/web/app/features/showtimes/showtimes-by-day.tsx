import { useState, type ReactNode } from "react";
import { cx } from "../../ui/cx.ts";
import { Tab, TabList, TabPanel, Tabs } from "../../ui/tabs.tsx";
import type { ShowtimeSummary } from "../../lib/showtime-summary.ts";
import { groupShowtimes, onDay } from "./group-showtimes.ts";
import { ShowtimeList } from "./showtime-list.tsx";
import { dayParts } from "./showtime-days.ts";

type ShowtimesByDayProps = {
  days: string[];
  today: string;
  showtimes: ShowtimeSummary[];
  groupBy: "cinema" | "film";
  /** Shown on a day without showtimes. */
  empty: ReactNode;
  label: string;
  busy?: boolean;
};

/**
 * Tabs for the next days ("Hôm nay", "T7 22/11"…), each with that day's showtimes grouped by cinema
 * or film and format. Opens on the first day that has showtimes.
 */
export function ShowtimesByDay({ days, today, showtimes, groupBy, empty, label, busy = false }: ShowtimesByDayProps) {
  const counts = new Map(days.map((day) => [day, onDay(showtimes, day).length]));
  const firstWithShows = days.find((day) => (counts.get(day) ?? 0) > 0) ?? days[0] ?? today;
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen && days.includes(chosen) ? chosen : firstWithShows;

  return (
    <Tabs value={value} onValueChange={setChosen}>
      <TabList aria-label={label} className="gap-2 border-b border-slate-200 pb-2">
        {days.map((day) => {
          const { weekday, date } = dayParts(day, today);
          const none = (counts.get(day) ?? 0) === 0;
          return (
            <Tab
              key={day}
              value={day}
              aria-label={`${weekday}, ${date}${none ? ", chưa có suất" : ""}`}
              className={cx(
                "flex min-w-16 flex-col items-center rounded-card border px-3 py-1.5 leading-tight after:hidden",
                "border-slate-200 data-[state=active]:border-night-900 data-[state=active]:bg-night-900 data-[state=active]:text-white",
                none && "text-slate-500",
              )}
            >
              <span className="text-sm font-bold">{weekday}</span>
              <span className="text-xs">{date}</span>
            </Tab>
          );
        })}
      </TabList>
      {days.map((day) => {
        const groups = groupShowtimes(onDay(showtimes, day), groupBy);
        return (
          <TabPanel key={day} value={day} className={cx("pt-4 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
            {groups.length === 0 ? (
              <div className="rounded-card bg-mist px-4 py-6 text-center text-slate-700">{empty}</div>
            ) : (
              <ShowtimeList groups={groups} />
            )}
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
