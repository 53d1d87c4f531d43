import { OCCUPANCY_GROUP_LABELS, type FilmPerformanceRow, type OccupancyGroup, type OccupancyRow } from "@hancine/contract/back-office-occupancy";
import type { ReportTableData } from "./report-tables.ts";

const percent = (ratio: number | null) => (ratio === null ? "" : Math.round(ratio * 1000) / 10);
const SLUG: Record<OccupancyGroup, string> = { film: "phim", auditorium: "phong", hour: "gio", weekday: "thu", format: "dinh-dang" };

/** The occupancy rows of one grouping as a file (CSV or XLSX): the same rows as the JSON. */
export function occupancyTable(groupBy: OccupancyGroup, rows: OccupancyRow[]): ReportTableData<OccupancyRow> {
  return {
    name: `lap-day-theo-${SLUG[groupBy]}`,
    columns: [
      { header: OCCUPANCY_GROUP_LABELS[groupBy], value: (r) => r.label },
      { header: "Mã", value: (r) => r.key },
      { header: "Suất chiếu", value: (r) => r.showtimes },
      { header: "Ghế bán được", value: (r) => r.seats },
      { header: "Vé", value: (r) => r.tickets },
      { header: "Tỉ lệ lấp đầy (%)", value: (r) => percent(r.occupancy) },
      { header: "Phút chiếu", value: (r) => r.minutesShowing },
      ...(groupBy === "auditorium"
        ? [
            { header: "Phút mở cửa", value: (r: OccupancyRow) => r.minutesOpen ?? "" },
            { header: "Hiệu suất phòng (%)", value: (r: OccupancyRow) => percent(r.utilisation) },
          ]
        : []),
    ],
    rows,
  };
}

/** Per-film performance, one row per film and week of its run (a film's totals on its week "Cả khoảng"). */
export function filmPerformanceTable(films: FilmPerformanceRow[]): ReportTableData<FilmPerformanceRow & { week: string; weekFrom: string }> {
  const rows = films.flatMap((f) => [
    { ...f, week: "Cả khoảng", weekFrom: "" },
    ...f.weeks.map((w) => ({
      ...f,
      admissions: w.admissions,
      gross: w.gross,
      occupancy: w.occupancy,
      averageTicketPrice: w.admissions > 0 ? Math.round(w.gross / w.admissions) : 0,
      week: `Tuần ${w.week}`,
      weekFrom: w.from,
    })),
  ]);
  return {
    name: "hieu-qua-phim",
    columns: [
      { header: "Phim", value: (r) => r.label },
      { header: "Mã", value: (r) => r.key },
      { header: "Tuần chiếu", value: (r) => r.week },
      { header: "Từ ngày", value: (r) => r.weekFrom },
      { header: "Vé", value: (r) => r.admissions },
      { header: "Tiền vé (VND)", value: (r) => r.gross },
      { header: "Giá vé trung bình (VND)", value: (r) => r.averageTicketPrice },
      { header: "Tỉ lệ lấp đầy (%)", value: (r) => percent(r.occupancy) },
      { header: "Ngày chiếu đầu tiên", value: (r) => r.firstDay },
      { header: "Số tuần đã chiếu", value: (r) => r.weeksOnScreen },
    ],
    rows,
  };
}
