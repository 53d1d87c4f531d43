import type { ReportTable } from "@hancine/contract/back-office-reports";
import { formatDayShort, isoFromDayMonthYear } from "@hancine/contract/format";

const percentFormat = new Intl.NumberFormat("vi-VN", { style: "percent", maximumFractionDigits: 1 });

/** 0.4532 → "45,3%". */
export const formatPercent = (ratio: number) => percentFormat.format(ratio);

/** A chain day "2026-11-22" → "CN, 22/11". */
export const formatReportDay = (day: string) => formatDayShort(`${day}T12:00:00+07:00`);

/** Money on a chart's axis, short: "1,2 tỷ", "350 tr", "90 nghìn". */
export function formatVndShort(amount: number): string {
  const short = (n: number) => new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 }).format(n);
  if (Math.abs(amount) >= 1e9) return `${short(amount / 1e9)} tỷ`;
  if (Math.abs(amount) >= 1e6) return `${short(amount / 1e6)} tr`;
  if (Math.abs(amount) >= 1e3) return `${short(amount / 1e3)} nghìn`;
  return short(amount);
}

/** A day from a report's address or date field: "2026-11-22" as is, "22/11/2026" turned into it; anything else left for the API to refuse in words. */
export const dayParam = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : (isoFromDayMonthYear(text) ?? text));

export type ReportRange = { from: string; to: string; cinema?: string | undefined };

/** The file of one table of the dashboard (the API's export, signed in by the session cookie). */
export function exportHref(range: ReportRange, table: ReportTable, format: "csv" | "xlsx"): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, table, format });
  if (range.cinema) query.set("cinema", range.cinema);
  return `/api/v1/admin/reports/export?${query}`;
}
