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
export const REPORT_TABLES = ["day", "film", "cinema", "heatmap", "payments", "vouchers", "today", "channels"] as const;
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

export const SALES_CHANNELS = ["web", "counter"] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = { web: "Website", counter: "Tại quầy" };

export const paymentMethodRowSchema = z.object({
  method: z.string(),
  label: z.string(),
  orders: z.number().int().describe("Paid orders that used this method (a counter order paid two ways counts under each)"),
  revenue: z.number().int(),
  channel: z.enum(SALES_CHANNELS).optional().describe("web: a gateway; counter: cash, card, VietQR or gift card at the box office"),
});
export type PaymentMethodRow = z.infer<typeof paymentMethodRowSchema>;

export const voucherRowSchema = z.object({ code: z.string(), orders: z.number().int(), discount: z.number().int(), revenue: z.number().int() });
export type VoucherRow = z.infer<typeof voucherRowSchema>;

export const channelRowSchema = z.object({
  channel: z.enum(SALES_CHANNELS),
  label: z.string(),
  orders: z.number().int(),
  tickets: z.number().int(),
  revenue: z.number().int(),
});
export type ChannelRow = z.infer<typeof channelRowSchema>;

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

/**
 * Gift cards in the reports (issue 35, decision 079): the chain's, not a cinema's — given to people
 * who see the whole chain (admins without a cinema filter), null for a cinema's report.
 */
export const giftCardFiguresSchema = z
  .object({
    cardsSold: z.number().int().describe("Cards bought and paid in the period"),
    soldAmount: z.number().int().describe("VND: what those cards carry (money received ahead of any sale)"),
    spentAmount: z.number().int().describe("VND spent from cards in the period (net of refunds back onto cards)"),
    outstanding: z.number().int().describe("VND left on cards still usable now (not blocked, not expired): the chain's liability"),
    activeCards: z.number().int().describe("Cards still usable now with a balance"),
  })
  .meta({ id: "GiftCardFigures" });
export type GiftCardFigures = z.infer<typeof giftCardFiguresSchema>;

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
    channels: z.array(channelRowSchema).optional().describe("Paid orders by where they were sold: the website and the box office"),
    giftCards: giftCardFiguresSchema.nullable().optional().describe("The chain's gift cards in the period; null for a cinema's report"),
  })
  .meta({ id: "SalesDashboard" });
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** Vietnamese names of the weekdays, Monday first (the heat map's rows). */
export const WEEKDAY_LABELS = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ nhật"] as const;
/** The same days as a calendar heads its columns: T2 … T7, CN. */
export const WEEKDAY_SHORT_LABELS = ["T2", "T3", "T4", "T5", "T6", "T7", "CN"] as const;
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  vnpay: "VNPay",
  momo: "Ví MoMo",
  zalopay: "ZaloPay",
  cash: "Tiền mặt (quầy)",
  card: "Thẻ (quầy)",
  vietqr: "VietQR (quầy)",
  gift_card: "Thẻ quà tặng (quầy)",
};
/** The methods paid at the box office (counter_payments), the rest are the website's gateways. */
export const COUNTER_METHODS: readonly string[] = ["cash", "card", "vietqr", "gift_card"];

/** `GET /admin/reports/overview?cinema=`: today at a glance for the back office's first screen (docs/api-v1.md). */
export const overviewQuery = z.object({ cinema: slugQuery.optional().describe("Mã rạp; bỏ trống: mọi rạp người dùng phụ trách") });

export const OVERVIEW_ALERT_KINDS = [
  "open_shift",
  "shift_approval",
  "low_stock",
  "payment_late",
  "refund_failed",
  "email_unsent",
  "sold_out",
  "no_sales",
] as const;
export const overviewAlertSchema = z.object({
  kind: z.string().describe(`One of ${OVERVIEW_ALERT_KINDS.join(", ")} (more kinds may come)`),
  message: z.string(),
  link: z.string().describe("The back-office page to act on it"),
});
export type OverviewAlert = z.infer<typeof overviewAlertSchema>;

/** Sales made in a window of a chain day (by the moment they were paid), net of refunds (docs/decisions/086). */
export const soldSoFarSchema = z.object({
  day: z.string(),
  until: z.string().describe("ISO instant: sales paid before it count"),
  orders: z.number().int(),
  tickets: z.number().int(),
  revenue: z.number().int().nullable().describe("VND; null for staff"),
  snackRevenue: z.number().int().nullable().describe("VND; null for staff"),
  spendPerHead: z.number().int().nullable().describe("revenue ÷ tickets, VND; null for staff"),
});
export type SoldSoFar = z.infer<typeof soldSoFarSchema>;

export const overviewSchema = z
  .object({
    day: z.string(),
    asOf: z.string().describe("ISO instant the figures were read"),
    moneyShown: z.boolean().describe("false for staff: every money figure is null"),
    revenue: z.number().int().nullable().describe("VND paid today so far (orders of tickets and snacks, net of refunds); null for staff"),
    tickets: z.number().int().describe("Tickets sold today so far (by the moment they were paid)"),
    snackRevenue: z.number().int().nullable(),
    spendPerHead: z.number().int().nullable(),
    occupancyToday: z.number().describe("Tickets ÷ sellable seats of today's showtimes (not cancelled)"),
    lastWeek: soldSoFarSchema.describe("The same weekday last week, up to the same time of day"),
    showtimesToday: z.object({ showtimes: z.number().int(), seats: z.number().int(), tickets: z.number().int(), started: z.number().int() }),
    nextShowtimes: z
      .array(todayShowtimeSchema)
      .describe("The next showtimes not yet started: today's, then tonight's late shows (the next day's before 06:00)"),
    alerts: z.array(overviewAlertSchema),
    giftCards: giftCardFiguresSchema.nullable().optional().describe("Today's gift-card sales and the outstanding balance; null for a cinema's overview"),
  })
  .meta({ id: "Overview" });
export type Overview = z.infer<typeof overviewSchema>;
