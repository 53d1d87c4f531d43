import type { OccupancyGroup } from "@hancine/contract/back-office-occupancy";

import type { ReportRange } from "../reports/report-format.ts";

/** A file of the occupancy screen (the API answers CSV or XLSX; the session cookie signs it). */
function occupancyFile(report: "occupancy" | "film-performance", range: ReportRange, format: "csv" | "xlsx", groupBy?: OccupancyGroup): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, format });
  if (groupBy) query.set("groupBy", groupBy);
  if (range.cinema) query.set("cinema", range.cinema);
  return `/api/v1/admin/reports/${report}?${query}`;
}

export const filesOf = (report: "occupancy" | "film-performance", range: ReportRange, groupBy?: OccupancyGroup) => ({
  csv: occupancyFile(report, range, "csv", groupBy),
  xlsx: occupancyFile(report, range, "xlsx", groupBy),
});

/** Minutes as hours and minutes: 540 → "9 giờ", 125 → "2 giờ 5 phút". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} phút`;
  return rest === 0 ? `${new Intl.NumberFormat("vi-VN").format(hours)} giờ` : `${new Intl.NumberFormat("vi-VN").format(hours)} giờ ${rest} phút`;
}
