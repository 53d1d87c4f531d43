import type { Overview } from "@hancine/contract/back-office-reports";
import { formatCount, formatDayShort, formatTime, formatVnd } from "@hancine/contract/format";
import { formatPercent } from "../reports/report-format.ts";

/** "▲ 12%" / "▼ 5%" / "= 0%" against last week: the arrow and the words carry it, not a colour. */
function change(now: number, before: number): { text: string; label: string } | null {
  if (before === 0) return null;
  const ratio = (now - before) / before;
  const percent = formatPercent(Math.abs(ratio));
  if (Math.abs(ratio) < 0.0005) return { text: "= 0%", label: "bằng tuần trước" };
  return ratio > 0 ? { text: `▲ ${percent}`, label: `tăng ${percent}` } : { text: `▼ ${percent}`, label: `giảm ${percent}` };
}

type Card = { label: string; value: string; now?: number; before?: number; beforeText?: string; note?: string };

/** The headline figures of today so far, each against the same weekday last week up to the same time. */
export function GlanceFigures({ overview }: { overview: Overview }) {
  const last = overview.lastWeek;
  const since = `${formatDayShort(`${last.day}T12:00:00+07:00`)} đến ${formatTime(last.until)}`;
  const cards: Card[] = [
    ...(overview.moneyShown
      ? [
          {
            label: "Doanh thu hôm nay",
            value: formatVnd(overview.revenue ?? 0),
            now: overview.revenue ?? 0,
            before: last.revenue ?? 0,
            beforeText: formatVnd(last.revenue ?? 0),
          },
        ]
      : []),
    { label: "Vé đã bán hôm nay", value: formatCount(overview.tickets), now: overview.tickets, before: last.tickets, beforeText: formatCount(last.tickets) },
    ...(overview.moneyShown
      ? [
          {
            label: "Bắp nước",
            value: formatVnd(overview.snackRevenue ?? 0),
            now: overview.snackRevenue ?? 0,
            before: last.snackRevenue ?? 0,
            beforeText: formatVnd(last.snackRevenue ?? 0),
          },
          {
            label: "Chi tiêu mỗi khách",
            value: formatVnd(overview.spendPerHead ?? 0),
            now: overview.spendPerHead ?? 0,
            before: last.spendPerHead ?? 0,
            beforeText: formatVnd(last.spendPerHead ?? 0),
          },
        ]
      : []),
    {
      label: "Lấp đầy suất hôm nay",
      value: formatPercent(overview.occupancyToday),
      note: `${formatCount(overview.showtimesToday.tickets)}/${formatCount(overview.showtimesToday.seats)} ghế · ${formatCount(overview.showtimesToday.showtimes)} suất (${formatCount(overview.showtimesToday.started)} đã chiếu)`,
    },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-3 ${overview.moneyShown ? "sm:grid-cols-3 lg:grid-cols-5" : "lg:grid-cols-2"}`}>
      {cards.map((card) => {
        const delta = card.now === undefined ? null : change(card.now, card.before ?? 0);
        return (
          <div key={card.label} className="min-w-0 rounded-card border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="mt-1 whitespace-nowrap text-lg font-bold tabular-nums text-night-900 sm:text-xl" data-glance={card.label}>
              {card.value}
            </dd>
            <dd className="mt-0.5 text-xs text-slate-700">
              {card.note ?? (
                <>
                  {delta ? (
                    <span className="mr-1 font-semibold text-night-900" aria-label={delta.label}>
                      {delta.text}
                    </span>
                  ) : null}
                  so với {since}: {card.beforeText}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
