import type { Settlement, SettlementRow } from "@hancine/contract/film-hire";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import type { ReportTableData } from "../reports/report-tables.ts";

/** The settlement as one table: a line per film × cinema × week, then the totals' line (CSV and XLSX). */
export function settlementTable(settlement: Settlement): ReportTableData<SettlementRow | null> {
  const t = settlement.totals;
  const figure = (row: SettlementRow | null, key: keyof Settlement["totals"]) => (row ? row[key] : t[key]);
  return {
    name: `Thanh toán tiền thuê phim ${settlement.distributor.name} ${settlement.from} đến ${settlement.to}`,
    columns: [
      { header: "Phim", value: (r) => (r ? r.film.name : "Tổng cộng") },
      { header: "Ngày khởi chiếu", value: (r) => (r ? dayMonthYearFromIso(r.film.releaseDate) : "") },
      { header: "Rạp", value: (r) => (r ? r.cinema.name : "") },
      { header: "Tuần phát hành", value: (r) => (r ? r.week : "") },
      { header: "Từ ngày", value: (r) => (r ? dayMonthYearFromIso(r.weekStart) : "") },
      { header: "Đến ngày", value: (r) => (r ? dayMonthYearFromIso(r.weekEnd) : "") },
      { header: "Lượt khách (vé)", value: (r) => figure(r, "admissions") },
      { header: "Doanh thu gộp gồm VAT (VND)", value: (r) => figure(r, "grossBoxOffice") },
      { header: `VAT ${settlement.vatPercent}% (VND)`, value: (r) => figure(r, "vat") },
      { header: "Doanh thu thuần (VND)", value: (r) => figure(r, "netBoxOffice") },
      { header: "Tỉ lệ chia (%)", value: (r) => (r ? r.percent : "") },
      { header: "Tiền thuê phim (VND)", value: (r) => figure(r, "filmRent") },
      { header: "Theo mức tối thiểu", value: (r) => (r ? (r.minimumApplied ? "Có" : "") : "") },
    ],
    rows: [...settlement.rows, null],
  };
}
