import { WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, type HeatCell } from "@hancine/contract/back-office-reports";
import { formatPercent } from "./report-format.ts";

/** Occupancy by weekday (rows) × starting hour (columns), darker when fuller; a picture of its table. */
export function HeatMap({ cells }: { cells: HeatCell[] }) {
  if (cells.length === 0) return <p className="text-sm text-slate-600">Không có suất chiếu trong khoảng này.</p>;
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
  const byKey = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c]));
  const max = Math.max(...cells.map((c) => c.occupancy), 0.01);
  return (
    <div className="relative overflow-x-auto">
      <div className="grid min-w-max gap-0.5 text-xs" style={{ gridTemplateColumns: `3.5rem repeat(${hours.length}, minmax(1.75rem, 1fr))` }}>
        <span />
        {hours.map((hour) => (
          <span key={hour} className="text-center text-slate-600">
            {String(hour).padStart(2, "0")}h
          </span>
        ))}
        {WEEKDAY_LABELS.map((label, weekday) => (
          <div key={label} className="contents">
            <span className="pr-1 text-slate-700" title={label}>
              {WEEKDAY_SHORT_LABELS[weekday]}
            </span>
            {hours.map((hour) => {
              const cell = byKey.get(`${weekday}:${hour}`);
              const strength = cell ? cell.occupancy / max : 0;
              return (
                <span
                  key={hour}
                  title={cell ? `${label} ${hour}:00 — ${formatPercent(cell.occupancy)}` : undefined}
                  className="flex h-6 items-center justify-center rounded-sm text-[10px] tabular-nums text-night-900"
                  style={{ backgroundColor: cell ? `rgba(217, 138, 6, ${0.12 + strength * 0.88})` : "#f1f5f9" }}
                >
                  {/* The percentage in the cell: the picture reads without its colour. */}
                  {cell ? Math.round(cell.occupancy * 100) : ""}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">Số trong ô: % ghế đã bán; ô càng đậm, suất chiếu càng kín ghế (đậm nhất: {formatPercent(max)}).</p>
    </div>
  );
}
