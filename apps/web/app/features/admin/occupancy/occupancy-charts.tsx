import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { FilmWeek, OccupancyRow } from "@hancine/contract/back-office-occupancy";
import { formatCount } from "@hancine/contract/format";
import { formatPercent } from "../reports/report-format.ts";

/**
 * The occupancy screen's charts (recharts, loaded by that screen only, after it has rendered). Each
 * bar and point carries its number as a label, so the picture reads without its colour; each has
 * its table beside it (the charts are aria-hidden).
 */
export type OccupancyChartProps = { kind: "bars"; rows: OccupancyRow[] } | { kind: "weeks"; weeks: FilmWeek[] };

const NIGHT = "#1c2f60";
const AMBER = "#d98a06";
const tick = { fontSize: 12, fill: "#334155" };
const short = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label);

export function OccupancyChart(props: OccupancyChartProps) {
  return props.kind === "bars" ? <OccupancyBars rows={props.rows} /> : <FilmWeeks weeks={props.weeks} />;
}

function OccupancyBars({ rows }: { rows: OccupancyRow[] }) {
  const shown = rows.slice(0, 20).map((r) => ({ label: r.label, occupancy: Math.round(r.occupancy * 1000) / 10 }));
  if (shown.length === 0) return <p className="py-6 text-sm text-slate-600">Không có suất chiếu trong khoảng này.</p>;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, shown.length * 30 + 40)}>
      <BarChart data={shown} layout="vertical" margin={{ top: 4, right: 48, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} tickFormatter={(v) => `${v}%`} tick={tick} />
        <YAxis type="category" dataKey="label" interval={0} tick={{ ...tick, fontSize: 11 }} width={136} tickFormatter={short} />
        <Bar dataKey="occupancy" fill={NIGHT} isAnimationActive={false}>
          <LabelList
            dataKey="occupancy"
            position="right"
            formatter={(v: unknown) => `${String(v).replace(".", ",")}%`}
            style={{ fontSize: 11, fill: "#0f172a" }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

function FilmWeeks({ weeks }: { weeks: FilmWeek[] }) {
  if (weeks.length === 0) return <p className="py-6 text-sm text-slate-600">Phim không có suất chiếu trong khoảng này.</p>;
  const data = weeks.map((w) => ({ label: `Tuần ${w.week}`, admissions: w.admissions, occupancy: formatPercent(w.occupancy) }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 20, right: 24, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis allowDecimals={false} tickFormatter={(v) => formatCount(Number(v))} tick={tick} width={56} />
        <Line type="linear" dataKey="admissions" stroke={AMBER} strokeWidth={2} dot={{ r: 4, fill: NIGHT }} isAnimationActive={false}>
          <LabelList dataKey="admissions" position="top" formatter={(v: unknown) => formatCount(Number(v))} style={{ fontSize: 11, fill: "#0f172a" }} />
        </Line>
      </LineChart>
    </ResponsiveContainer>
  );
}
