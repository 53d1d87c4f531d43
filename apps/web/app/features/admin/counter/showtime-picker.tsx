import type { Showtime } from "@hancine/contract/booking";
import { formatTime } from "@hancine/contract/format";
import { seatsLeftText } from "#web/features/discover/showtimes/showtime-list.tsx";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { cx } from "#web/ui/cx.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * Today's showtimes of the cinema still on sale, and tonight's after midnight, the next first: a big button each with its time,
 * film, room and seats left — "Hết vé" and "Sắp hết vé" in words, not colour alone. A sold-out one
 * stays listed but cannot be picked.
 */
export function ShowtimePicker({ showtimes, onPick }: { showtimes: Showtime[]; onPick: (showtime: Showtime) => void }) {
  const { t } = useI18n();
  if (showtimes.length === 0) return <p className="rounded-card bg-white p-6 text-slate-700">Hôm nay rạp không còn suất chiếu nào đang mở bán.</p>;
  return (
    <ul aria-label="Suất chiếu hôm nay" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {showtimes.map((showtime, index) => {
        const seats = seatsLeftText(t, showtime.seatsLeft);
        const soldOut = seats.tone === "sold-out";
        return (
          <li key={showtime.id}>
            <button
              type="button"
              onClick={() => !soldOut && onPick(showtime)}
              aria-disabled={soldOut || undefined}
              data-showtime={showtime.id}
              className={cx(
                "flex min-h-16 w-full items-center gap-3 rounded-card border bg-white px-3 py-2 text-left",
                soldOut ? "cursor-not-allowed border-slate-200 opacity-70" : "border-slate-300 hover:border-night-900 hover:bg-mist",
                index === 0 && !soldOut && "border-2 border-night-900",
              )}
            >
              <span className="w-16 shrink-0 text-2xl font-bold tabular-nums text-night-900">{formatTime(showtime.startsAt)}</span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 font-bold leading-snug text-night-900">
                  <span className="truncate">{showtime.film.name}</span>
                  <AgeBadge age={showtime.film.age} className="h-5 min-w-7 shrink-0 text-[11px]" />
                </span>
                <span className="block truncate text-sm text-slate-700">
                  {showtime.auditorium.name} · {showtime.format} · {showtime.language}
                </span>
                <span
                  className={cx(
                    "mt-0.5 inline-block rounded px-1.5 text-sm font-bold",
                    seats.tone === "sold-out" ? "bg-slate-700 text-white" : seats.tone === "few" ? "bg-amber-100 text-amber-950" : "text-slate-700",
                  )}
                >
                  {index === 0 && !soldOut ? "Suất kế tiếp · " : ""}
                  {seats.text}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
