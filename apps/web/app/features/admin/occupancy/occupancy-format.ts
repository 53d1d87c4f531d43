import type { OccupancyGroup, OccupancyReport } from "@hancine/contract/back-office-occupancy";
import type { OpeningHours } from "@hancine/contract/cinema-opening-hours";
import { formatCount } from "@hancine/contract/format";

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

/** "09:30–01:00 (sáng hôm sau), 15 giờ 30 phút mỗi ngày". */
export function openingHoursText(hours: OpeningHours): string {
  return `${hours.opens}–${hours.closes}${hours.closesNextDay ? " (sáng hôm sau)" : ""}, ${formatMinutes(hours.minutesPerDay)} mỗi ngày`;
}

/**
 * The report's opening-hours card (decision 091): the hours when every cinema of the report keeps
 * the same ones, else "Theo từng rạp"; the note says whose they are.
 */
export function openingHoursCard(hours: OccupancyReport["openingHours"], rooms: number): { value: string; note: string } {
  const fallback = `${hours.opens}–${hours.closes}`;
  const roomCount = `${formatCount(rooms)} phòng`;
  const [first, ...rest] = hours.cinemas;
  if (!first) return { value: fallback, note: `${roomCount}; giờ mặc định` };
  const declared = hours.cinemas.filter((c) => c.declared).length;
  if (rest.every((c) => c.opens === first.opens && c.closes === first.closes)) {
    const whose =
      declared === 0
        ? "mặc định, chưa rạp nào khai báo giờ"
        : declared === hours.cinemas.length
          ? hours.cinemas.length === 1
            ? "giờ rạp đã khai báo"
            : "giờ các rạp đã khai báo"
          : `${declared}/${hours.cinemas.length} rạp đã khai báo`;
    return { value: `${first.opens}–${first.closes}`, note: `${roomCount}; ${first.closesNextDay ? "đóng cửa sáng hôm sau; " : ""}${whose}` };
  }
  return { value: "Theo từng rạp", note: `${roomCount}; ${declared}/${hours.cinemas.length} rạp đã khai báo, còn lại ${fallback}` };
}
