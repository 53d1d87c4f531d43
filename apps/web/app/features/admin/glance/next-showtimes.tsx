import type { TodayShowtime } from "@hancine/contract/back-office-reports";
import { formatCount, formatTime } from "@hancine/contract/format";
import { formatPercent } from "../reports/report-format.ts";

/**
 * Today's next showtimes filling up: a bar per showtime (sold solid, held hatched) and the same
 * numbers in words beside it, so neither colour nor the bar alone carries them.
 */
export function NextShowtimes({ showtimes, withCinema }: { showtimes: TodayShowtime[]; withCinema: boolean }) {
  if (showtimes.length === 0) return <p className="text-sm text-slate-600">Hôm nay không còn suất chiếu nào sắp bắt đầu.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {showtimes.map((s) => {
        const sold = s.seats > 0 ? Math.min(1, s.sold / s.seats) : 0;
        const held = s.seats > 0 ? Math.min(1 - sold, s.held / s.seats) : 0;
        return (
          <li key={s.id} className="grid gap-1 py-2 sm:grid-cols-[4rem_minmax(0,1fr)_minmax(8rem,14rem)] sm:items-center sm:gap-3" data-showtime={s.id}>
            <span className="font-bold tabular-nums text-night-900">{formatTime(s.startsAt)}</span>
            <span className="min-w-0">
              <span className="block truncate font-medium text-night-900">
                {s.film} <span className="font-normal text-slate-600">({s.format})</span>
              </span>
              <span className="block truncate text-sm text-slate-600">{withCinema ? `${s.cinema}, ${s.auditorium}` : s.auditorium}</span>
            </span>
            <span className="min-w-0">
              <span className="flex h-3 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-300" aria-hidden="true">
                <span className="bg-night-700" style={{ width: `${sold * 100}%` }} />
                <span
                  className="bg-amber-brand"
                  style={{ width: `${held * 100}%`, backgroundImage: "repeating-linear-gradient(45deg, transparent 0 3px, rgba(255,255,255,.6) 3px 5px)" }}
                />
              </span>
              <span className="mt-0.5 block text-xs tabular-nums text-slate-700" data-seats-sold={s.sold}>
                Đã bán {formatCount(s.sold)}/{formatCount(s.seats)} ({formatPercent(sold)}){s.held > 0 ? ` · đang giữ ${formatCount(s.held)}` : ""}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
