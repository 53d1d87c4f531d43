import { z } from "zod";
import { heatCellSchema, REPORT_MAX_DAYS } from "./back-office-reports.ts";
import { dateQuery, slugQuery } from "./query-schemas.ts";
import { DEFAULT_CLOSES, DEFAULT_CLOSES_MINUTE, DEFAULT_OPENS, DEFAULT_OPENS_MINUTE, openingHoursSchema } from "./cinema-opening-hours.ts";

/**
 * Occupancy and performance (issue 36; docs/decisions/086): how full the showtimes were by film,
 * room, starting hour, weekday or format, how long the screens showed films against how long they
 * were open, and each film's run week by week. Read from `showtime_sales` (decision 046): paid
 * tickets net of refunds, by the chain day and hour (Asia/Ho_Chi_Minh) of the showtime's start.
 */

export const OCCUPANCY_GROUPS = ["film", "auditorium", "hour", "weekday", "format"] as const;
export type OccupancyGroup = (typeof OCCUPANCY_GROUPS)[number];
export const OCCUPANCY_GROUP_LABELS: Record<OccupancyGroup, string> = {
  film: "Phim",
  auditorium: "Phòng chiếu",
  hour: "Giờ bắt đầu",
  weekday: "Thứ",
  format: "Định dạng",
};

/**
 * A room's opening hours when its cinema declares none (decision 091: a cinema may declare its own,
 * `PATCH /admin/cinemas/:slug`): 09:00 to 24:00, 900 minutes a day. A room's utilisation divides the
 * minutes showing films by its cinema's minutes open.
 */
export const SCREEN_OPENS = DEFAULT_OPENS;
export const SCREEN_CLOSES = DEFAULT_CLOSES;
export const SCREEN_OPEN_MINUTES_PER_DAY = DEFAULT_CLOSES_MINUTE - DEFAULT_OPENS_MINUTE;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const rangeFields = {
  from: dateQuery.describe("YYYY-MM-DD, giờ Việt Nam, tính cả ngày này"),
  to: dateQuery.describe("YYYY-MM-DD, tính cả ngày này"),
  cinema: slugQuery.optional().describe("Mã rạp; bỏ trống: mọi rạp người dùng phụ trách (quản trị: cả chuỗi)"),
  format: z
    .enum(["json", "csv", "xlsx"], { error: "Định dạng phải là json, csv hoặc xlsx." })
    .optional()
    .describe("csv: text/csv (UTF-8, có BOM); xlsx: bảng tính"),
};
const inRange = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((v) => v.from <= v.to, { path: ["to"], error: "Ngày kết thúc phải bằng hoặc sau ngày bắt đầu." })
    .refine((v) => daysBetween(v.from, v.to) < REPORT_MAX_DAYS, { path: ["to"], error: `Mỗi báo cáo tối đa ${REPORT_MAX_DAYS} ngày.` });

export const occupancyQuery = inRange(
  z.object({
    ...rangeFields,
    groupBy: z.enum(OCCUPANCY_GROUPS, { error: "Nhóm theo phải là film, auditorium, hour, weekday hoặc format." }),
  }),
);
export const filmPerformanceQuery = inRange(z.object(rangeFields));

export const occupancyRowSchema = z
  .object({
    key: z.string().describe("Mã phim, id phòng, giờ (00–23), thứ (0 = Thứ Hai … 6 = Chủ nhật) hoặc định dạng"),
    label: z.string(),
    showtimes: z.number().int().describe("Suất chiếu không bị huỷ"),
    seats: z.number().int().describe("Ghế bán được của các suất đó"),
    tickets: z.number().int(),
    occupancy: z.number().describe("Vé ÷ ghế bán được, 0–1"),
    minutesShowing: z.number().int().describe("Phút chiếu phim (từ giờ bắt đầu đến giờ kết thúc) của các suất không bị huỷ"),
    minutesOpen: z.number().int().nullable().describe("Chỉ với nhóm theo phòng: số ngày × phút mở cửa mỗi ngày của rạp (giờ rạp khai báo, hoặc 09:00–24:00)"),
    utilisation: z.number().nullable().describe("Chỉ với nhóm theo phòng: phút chiếu ÷ phút mở cửa"),
  })
  .meta({ id: "OccupancyRow" });
export type OccupancyRow = z.infer<typeof occupancyRowSchema>;

export const occupancyReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(OCCUPANCY_GROUPS),
    rows: z.array(occupancyRowSchema),
    totals: z.object({
      showtimes: z.number().int(),
      seats: z.number().int(),
      tickets: z.number().int(),
      occupancy: z.number(),
      rooms: z.number().int().describe("Phòng chiếu của các rạp trong phạm vi"),
      minutesShowing: z.number().int(),
      minutesOpen: z
        .number()
        .int()
        .describe(
          `Tổng của mọi phòng: ngày × phút mở cửa mỗi ngày của rạp (rạp chưa khai báo: ${SCREEN_OPEN_MINUTES_PER_DAY} phút, ${SCREEN_OPENS}–${SCREEN_CLOSES})`,
        ),
      utilisation: z.number().describe("Phút chiếu ÷ phút mở cửa của mọi phòng"),
    }),
    heatmap: z.array(heatCellSchema).describe("Lấp đầy theo thứ × giờ bắt đầu (chỉ các ô có suất chiếu)"),
    openingHours: z
      .object({
        opens: z.string().describe(`Giờ mặc định cho rạp chưa khai báo: ${SCREEN_OPENS}`),
        closes: z.string().describe(`Giờ mặc định cho rạp chưa khai báo: ${SCREEN_CLOSES}`),
        minutesPerDay: z.number().int().describe(`Phút mở cửa mặc định mỗi ngày: ${SCREEN_OPEN_MINUTES_PER_DAY}`),
        cinemas: z
          .array(
            openingHoursSchema.extend({
              cinema: z.string().describe("Mã rạp (slug)"),
              name: z.string(),
              declared: z.boolean().describe("Rạp đã khai báo giờ mở cửa; false: theo giờ mặc định"),
            }),
          )
          .describe("Giờ mở cửa từng rạp trong phạm vi, theo thứ tự của chuỗi: giờ dùng để tính hiệu suất phòng"),
      })
      .describe("Giờ mở cửa dùng để tính phút mở cửa"),
  })
  .meta({ id: "OccupancyReport" });
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

export const filmWeekSchema = z.object({
  week: z.number().int().describe("Tuần chiếu thứ mấy: tuần 1 bắt đầu từ ngày có suất chiếu đầu tiên của phim trong phạm vi"),
  from: z.string().describe("Ngày đầu tuần (YYYY-MM-DD)"),
  admissions: z.number().int(),
  gross: z.number().int(),
  occupancy: z.number(),
});
export type FilmWeek = z.infer<typeof filmWeekSchema>;

export const filmPerformanceRowSchema = z
  .object({
    key: z.string().describe("Mã phim (slug)"),
    label: z.string(),
    admissions: z.number().int().describe("Vé đã bán trong khoảng"),
    gross: z.number().int().describe("Tiền vé trước giảm giá (VND) trong khoảng"),
    averageTicketPrice: z.number().int(),
    occupancy: z.number(),
    showtimes: z.number().int(),
    firstDay: z.string().describe("Ngày có suất chiếu đầu tiên (trong các rạp của phạm vi, mọi thời điểm)"),
    weeksOnScreen: z.number().int().describe("Số tuần từ suất đầu tiên đến suất cuối cùng, tính đến hết khoảng"),
    weeks: z.array(filmWeekSchema).describe("Các tuần chiếu nằm trong khoảng, từng tuần một"),
  })
  .meta({ id: "FilmPerformanceRow" });
export type FilmPerformanceRow = z.infer<typeof filmPerformanceRowSchema>;

export const filmPerformanceSchema = z.object({ from: z.string(), to: z.string(), films: z.array(filmPerformanceRowSchema) }).meta({ id: "FilmPerformance" });
export type FilmPerformance = z.infer<typeof filmPerformanceSchema>;
