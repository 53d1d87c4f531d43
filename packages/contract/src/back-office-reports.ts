import { z } from "zod";
import { dateQuery, slugQuery } from "./query-schemas.ts";

/**
 * The back office's sales reports (issue 15, "Reports"; docs/decisions/046): paid tickets of paid
 * orders, net of refunds (a refunded order counts nowhere), money in integer VND, days and hours in
 * Asia/Ho_Chi_Minh by the showtime's start.
 */

export const REPORT_GROUPS = ["day", "film", "cinema"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const EXPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The tables of the dashboard that can be exported (CSV, XLSX). */
export const REPORT_TABLES = ["day", "film", "cinema", "heatmap", "payments", "vouchers", "today"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** The longest range one report covers: a little over a year. */
export const REPORT_MAX_DAYS = 400;

const rangeFields = {
  from: dateQuery.describe("YYYY-MM-DD, giờ Việt Nam, tính cả ngày này"),
  to: dateQuery.describe("YYYY-MM-DD, tính cả ngày này"),
  cinema: slugQuery.optional().describe("Mã rạp; bỏ trống: mọi rạp người dùng phụ trách (quản trị: cả chuỗi)"),
};

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const rangeRules = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((v) => v.from <= v.to, { path: ["to"], error: "Ngày kết thúc phải bằng hoặc sau ngày bắt đầu." })
    .refine((v) => daysBetween(v.from, v.to) < REPORT_MAX_DAYS, { path: ["to"], error: `Mỗi báo cáo tối đa ${REPORT_MAX_DAYS} ngày.` });

export const salesReportQuery = rangeRules(
  z.object({
    ...rangeFields,
    groupBy: z.enum(REPORT_GROUPS, { error: "Nhóm theo phải là day, film hoặc cinema." }),
    format: z
      .enum(EXPORT_FORMATS, { error: "Định dạng phải là json, csv hoặc xlsx." })
      .optional()
      .describe("csv: text/csv (UTF-8, có BOM); xlsx: bảng tính Excel"),
  }),
);

export const dashboardQuery = rangeRules(z.object(rangeFields));

export const reportExportQuery = rangeRules(
  z.object({
    ...rangeFields,
    table: z.enum(REPORT_TABLES, { error: `Bảng phải là một trong: ${REPORT_TABLES.join(", ")}.` }),
    format: z.enum(["csv", "xlsx"], { error: "Định dạng phải là csv hoặc xlsx." }),
  }),
);

export const salesRowSchema = z
  .object({
    key: z.string().describe("Ngày (YYYY-MM-DD), mã phim hoặc mã rạp (slug)"),
    label: z.string(),
    tickets: z.number().int(),
    revenue: z.number().int().describe("Tiền khách đã trả cho các đơn còn hiệu lực (vé + bắp nước − giảm giá), VND"),
    occupancy: z.number().describe("Vé đã bán ÷ ghế bán được của các suất không bị huỷ, 0–1"),
    ticketRevenue: z.number().int().describe("Giá vé (trước giảm giá), VND"),
    concessionRevenue: z.number().int().describe("Bắp nước, VND"),
    orders: z.number().int(),
    showtimes: z.number().int(),
    seats: z.number().int().describe("Ghế bán được"),
  })
  .meta({ id: "SalesRow" });
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesTotalsSchema = z.object({
  tickets: z.number().int(),
  revenue: z.number().int(),
  ticketRevenue: z.number().int(),
  concessionRevenue: z.number().int(),
  discount: z.number().int(),
  orders: z.number().int(),
  showtimes: z.number().int(),
  seats: z.number().int(),
  occupancy: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const salesReportSchema = z.object({ rows: z.array(salesRowSchema), totals: salesTotalsSchema }).meta({ id: "SalesReport" });
export type SalesReport = z.infer<typeof salesReportSchema>;

export const heatCellSchema = z.object({
  weekday: z.number().int().min(0).max(6).describe("0 = Thứ Hai … 6 = Chủ nhật"),
  hour: z.number().int().min(0).max(23),
  showtimes: z.number().int(),
  tickets: z.number().int(),
  seats: z.number().int(),
  occupancy: z.number(),
});
export type HeatCell = z.infer<typeof heatCellSchema>;

export const paymentMethodRowSchema = z.object({ method: z.string(), label: z.string(), orders: z.number().int(), revenue: z.number().int() });
export type PaymentMethodRow = z.infer<typeof paymentMethodRowSchema>;

export const voucherRowSchema = z.object({ code: z.string(), orders: z.number().int(), discount: z.number().int(), revenue: z.number().int() });
export type VoucherRow = z.infer<typeof voucherRowSchema>;

export const todayShowtimeSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  film: z.string(),
  cinema: z.string(),
  auditorium: z.string(),
  format: z.string(),
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int().describe("Ghế đang được giữ chờ thanh toán"),
  cancelled: z.boolean(),
});
export type TodayShowtime = z.infer<typeof todayShowtimeSchema>;

export const salesDashboardSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    cinema: z.object({ slug: z.string(), name: z.string() }).nullable().describe("null: mọi rạp trong phạm vi của người dùng"),
    kpis: salesTotalsSchema.extend({
      averageTicketPrice: z.number().int(),
      concessionsPerHead: z.number().int(),
      refundedOrders: z.number().int(),
      refundedAmount: z.number().int(),
    }),
    byDay: z.array(salesRowSchema),
    byFilm: z.array(salesRowSchema),
    byCinema: z.array(salesRowSchema),
    heatmap: z.array(heatCellSchema),
    paymentMethods: z.array(paymentMethodRowSchema),
    vouchers: z.array(voucherRowSchema),
    today: z.object({ day: z.string(), showtimes: z.array(todayShowtimeSchema) }),
  })
  .meta({ id: "SalesDashboard" });
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** Vietnamese names of the weekdays, Monday first (the heat map's rows). */
export const WEEKDAY_LABELS = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ nhật"] as const;
/** The same days as a calendar heads its columns: T2 … T7, CN. */
export const WEEKDAY_SHORT_LABELS = ["T2", "T3", "T4", "T5", "T6", "T7", "CN"] as const;
export const PAYMENT_METHOD_LABELS: Record<string, string> = { vnpay: "VNPay", momo: "Ví MoMo", zalopay: "ZaloPay" };
