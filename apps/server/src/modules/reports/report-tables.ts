import type { FastifyReply } from "fastify";
import { Readable } from "node:stream";
import writeXlsxFile from "write-excel-file/node";
import {
  PAYMENT_METHOD_LABELS,
  SALES_CHANNEL_LABELS,
  WEEKDAY_LABELS,
  type ReportTable,
  type SalesDashboard,
  type SalesRow,
} from "@hancine/contract/back-office-reports";
import { formatTime } from "@hancine/contract/format";
import { slugify } from "@hancine/contract/slug";

/** One column of an exported table: its Vietnamese header and each row's value. */
type Column<Row> = { header: string; value: (row: Row) => string | number };
export type ReportTableData<Row = unknown> = { name: string; columns: Column<Row>[]; rows: Iterable<Row> | AsyncIterable<Row> };

const percent = (ratio: number) => Math.round(ratio * 1000) / 10;

const salesColumns = (keyHeader: string): Column<SalesRow>[] => [
  { header: keyHeader, value: (r) => r.label },
  { header: "Mã", value: (r) => r.key },
  { header: "Vé", value: (r) => r.tickets },
  { header: "Doanh thu (VND)", value: (r) => r.revenue },
  { header: "Tỉ lệ lấp đầy (%)", value: (r) => percent(r.occupancy) },
  { header: "Tiền vé (VND)", value: (r) => r.ticketRevenue },
  { header: "Bắp nước (VND)", value: (r) => r.concessionRevenue },
  { header: "Đơn hàng", value: (r) => r.orders },
  { header: "Suất chiếu", value: (r) => r.showtimes },
  { header: "Ghế bán được", value: (r) => r.seats },
];

const SALES_HEADERS = { day: "Ngày", film: "Phim", cinema: "Rạp" } as const;

/** The sales rows of one grouping as a table (the contract's CSV: the same rows). */
export function salesTable(groupBy: keyof typeof SALES_HEADERS, rows: Iterable<SalesRow>): ReportTableData<SalesRow> {
  return { name: `doanh-thu-theo-${{ day: "ngay", film: "phim", cinema: "rap" }[groupBy]}`, columns: salesColumns(SALES_HEADERS[groupBy]), rows };
}

/** Any table of the dashboard, as the screen shows it. */
export function dashboardTable(dashboard: SalesDashboard, table: ReportTable): ReportTableData<never> {
  const pick = <Row>(data: ReportTableData<Row>) => data as unknown as ReportTableData<never>;
  switch (table) {
    case "day":
      return pick(salesTable("day", dashboard.byDay));
    case "film":
      return pick(salesTable("film", dashboard.byFilm));
    case "cinema":
      return pick(salesTable("cinema", dashboard.byCinema));
    case "heatmap":
      return pick({
        name: "lap-day-theo-gio",
        columns: [
          { header: "Thứ", value: (c) => WEEKDAY_LABELS[c.weekday]! },
          { header: "Giờ", value: (c) => `${String(c.hour).padStart(2, "0")}:00` },
          { header: "Suất chiếu", value: (c) => c.showtimes },
          { header: "Vé", value: (c) => c.tickets },
          { header: "Ghế bán được", value: (c) => c.seats },
          { header: "Tỉ lệ lấp đầy (%)", value: (c) => percent(c.occupancy) },
        ],
        rows: dashboard.heatmap,
      });
    case "payments":
      return pick({
        name: "phuong-thuc-thanh-toan",
        columns: [
          { header: "Phương thức", value: (r) => PAYMENT_METHOD_LABELS[r.method] ?? r.method },
          { header: "Kênh", value: (r) => (r.channel === "counter" ? SALES_CHANNEL_LABELS.counter : SALES_CHANNEL_LABELS.web) },
          { header: "Đơn hàng", value: (r) => r.orders },
          { header: "Doanh thu (VND)", value: (r) => r.revenue },
        ],
        rows: dashboard.paymentMethods,
      });
    case "channels":
      return pick({
        name: "kenh-ban",
        columns: [
          { header: "Kênh", value: (r) => r.label },
          { header: "Đơn hàng", value: (r) => r.orders },
          { header: "Vé", value: (r) => r.tickets },
          { header: "Doanh thu (VND)", value: (r) => r.revenue },
        ],
        rows: dashboard.channels ?? [],
      });
    case "vouchers":
      return pick({
        name: "ma-giam-gia",
        columns: [
          { header: "Mã giảm giá", value: (r) => r.code },
          { header: "Đơn hàng", value: (r) => r.orders },
          { header: "Tiền giảm (VND)", value: (r) => r.discount },
          { header: "Doanh thu (VND)", value: (r) => r.revenue },
        ],
        rows: dashboard.vouchers,
      });
    case "today":
      return pick({
        name: `suat-chieu-${dashboard.today.day}`,
        columns: [
          { header: "Giờ", value: (s) => formatTime(s.startsAt) },
          { header: "Phim", value: (s) => s.film },
          { header: "Rạp", value: (s) => s.cinema },
          { header: "Phòng", value: (s) => s.auditorium },
          { header: "Định dạng", value: (s) => s.format },
          { header: "Đã bán", value: (s) => s.sold },
          { header: "Đang giữ", value: (s) => s.held },
          { header: "Ghế", value: (s) => s.seats },
          { header: "Trạng thái", value: (s) => (s.cancelled ? "Đã huỷ" : "") },
        ],
        rows: dashboard.today.showtimes,
      });
  }
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The table as a CSV stream: UTF-8 with a byte-order mark (so Excel reads Vietnamese), CRLF lines,
 * one line written per row as the reader takes it — never the whole file in memory.
 */
export function csvStream<Row>(table: ReportTableData<Row>): Readable {
  async function* lines() {
    yield `\uFEFF${table.columns.map((c) => csvField(c.header)).join(",")}\r\n`;
    for await (const row of table.rows) yield `${table.columns.map((c) => csvField(c.value(row))).join(",")}\r\n`;
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The table as an XLSX workbook of one sheet (header row in bold). */
export async function xlsxBuffer<Row>(table: ReportTableData<Row>): Promise<Buffer> {
  const data: { value: string | number; fontWeight?: "bold" }[][] = [table.columns.map((c) => ({ value: c.header, fontWeight: "bold" as const }))];
  for await (const row of table.rows) data.push(table.columns.map((c) => ({ value: c.value(row) })));
  return writeXlsxFile(data, { sheet: "Báo cáo", columns: table.columns.map((c) => ({ width: Math.max(12, c.header.length + 2) })) }).toBuffer();
}

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `attachment; filename=…` with the range in the name. */
export function attachment(name: string, range: { from: string; to: string }, extension: "csv" | "xlsx"): string {
  return `attachment; filename="hancine-${name}-${range.from}-${range.to}.${extension}"`;
}

/**
 * A report's table sent as a file to download: CSV streamed, XLSX built whole; named by the table and
 * its date range (`attachment`), or by the table's own Vietnamese name without one (`attachmentNamed`).
 */
export async function sendReportFile<Row>(reply: FastifyReply, table: ReportTableData<Row>, format: "csv" | "xlsx", range?: { from: string; to: string }) {
  reply.header("content-disposition", range ? attachment(table.name, range, format) : attachmentNamed(table.name, format));
  if (format === "csv") return reply.type(CSV_TYPE).send(csvStream(table));
  return reply.type(XLSX_TYPE).send(await xlsxBuffer(table));
}

/**
 * `attachment` for a Vietnamese file name: an ASCII `filename` (diacritics folded) for old clients and
 * the name itself in `filename*` (RFC 6266 / 8187, UTF-8), which browsers prefer.
 */
export function attachmentNamed(name: string, extension: "csv" | "xlsx" | "pdf"): string {
  const ascii = slugify(name) || "hancine";
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`;
}
