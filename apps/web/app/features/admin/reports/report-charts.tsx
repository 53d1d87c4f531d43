import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SalesRow } from "@hancine/contract/back-office-reports";
import { formatVnd } from "@hancine/contract/format";
import { formatReportDay, formatVndShort } from "./report-format.ts";

/**
 * The dashboard's charts (recharts). Loaded only by the reports screen, after it has rendered: no
 * public page's bundle holds this module. The charts are pictures of the tables beside them; the
 * keyboard layer is off (the tables are what screen readers and keyboards use).
 */
export type ReportChartProps = { kind: "day"; rows: SalesRow[] } | { kind: "bars"; rows: SalesRow[]; name: string };

const AMBER = "#d98a06";
const NIGHT = "#1c2f60";
const tick = { fontSize: 12, fill: "#334155" };

/** One line per bar: "HanCine " dropped, long names cut (the table has them whole). */
const shortLabel = (label: string) => {
  const name = label.replace(/^HanCine /, "");
  return name.length > 15 ? `${name.slice(0, 14)}…` : name;
};

export function ReportChart(props: ReportChartProps) {
  return props.kind === "day" ? <RevenueByDay rows={props.rows} /> : <RevenueBars rows={props.rows} />;
}

function RevenueByDay({ rows }: { rows: SalesRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="key" tickFormatter={formatReportDay} tick={tick} minTickGap={24} />
        <YAxis tickFormatter={formatVndShort} tick={{ ...tick, width: 200 }} width={76} />
        <Tooltip labelFormatter={(day) => formatReportDay(String(day))} formatter={(value) => [formatVnd(Number(value)), "Doanh thu"]} />
        <Line type="linear" dataKey="revenue" stroke={AMBER} strokeWidth={2} dot={rows.length <= 31} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

function RevenueBars({ rows }: { rows: SalesRow[] }) {
  const top = rows.filter((row) => row.revenue > 0).slice(0, 15);
  if (top.length === 0) return <p className="py-6 text-sm text-slate-600">Chưa có doanh thu trong khoảng này.</p>;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, top.length * 34 + 40)}>
      <BarChart data={top} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" tickFormatter={formatVndShort} tick={tick} />
        <YAxis type="category" dataKey="label" interval={0} tick={{ ...tick, fontSize: 11, width: 400 }} width={124} tickFormatter={shortLabel} />
        <Tooltip formatter={(value) => [formatVnd(Number(value)), "Doanh thu"]} />
        <Bar dataKey="revenue" fill={NIGHT} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
