import { z } from "zod";
import { dateQuery, slugQuery } from "./query-schemas.ts";
import { optionalText } from "./text-fields.ts";

/**
 * Film hire (issue 36; docs/api-v1.md "Back office"; decision 087): who rents each film to the chain
 * and on what terms, and the settlement owed to a distributor for a period. Money in integer VND.
 */

/** The most week steps one film's terms may have, and the last week a step may start. */
export const HIRE_MAX_STEPS = 12;
export const HIRE_MAX_WEEK = 52;
/** The highest minimum per admission accepted: a typo of three zeros is refused. */
export const HIRE_MAX_MINIMUM_VND = 1_000_000;

export const distributorSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    legalName: z.string().nullable(),
    taxCode: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: "Distributor" });
export type Distributor = z.infer<typeof distributorSchema>;

export const DISTRIBUTOR_NAME_MAX = 120;

/**
 * `POST /admin/distributors` and `PUT /admin/distributors/:slug` (admins): a distributor's names and
 * the tax details its settlements are addressed with. The slug comes from the name when created and
 * stays (the terms, settlements' links and files name it).
 */
export const distributorInputSchema = z
  .object({
    name: z
      .string({ error: "Hãy nhập tên nhà phát hành." })
      .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
      .pipe(
        z
          .string()
          .min(1, "Hãy nhập tên nhà phát hành.")
          .max(DISTRIBUTOR_NAME_MAX, `Tên nhà phát hành tối đa ${DISTRIBUTOR_NAME_MAX} ký tự.`)
          .regex(/[\p{L}\p{N}]/u, "Tên nhà phát hành phải có chữ cái hoặc chữ số."),
      )
      .describe("The name people know it by (e.g. CJ HK Entertainment)"),
    legalName: optionalText("Tên công ty trên hoá đơn", 200).describe("The company's registered name, as its invoices and settlements carry it"),
    taxCode: z
      .string({ error: "Mã số thuế phải là chữ số." })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .regex(/^(|[0-9]{10}(-[0-9]{3})?)$/, "Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, gạch ngang và 3 chữ số của chi nhánh (ví dụ 0301234567-001)."),
      )
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional()
      .describe("Mã số thuế: 10 digits, or 10-3 for a branch; blank: none"),
    address: optionalText("Địa chỉ", 300).describe("Registered address"),
  })
  .describe("A distributor's names and tax details");
export type DistributorInput = z.input<typeof distributorInputSchema>;

const hireWeekSchema = z.object({
  week: z
    .number({ error: "Tuần phải là một số." })
    .int("Tuần phải là số nguyên.")
    .min(1, "Tuần bắt đầu từ 1.")
    .max(HIRE_MAX_WEEK, `Tuần tối đa là ${HIRE_MAX_WEEK}.`)
    .describe("The week of release this percentage starts at (1 = the release week)"),
  percent: z
    .number({ error: "Tỉ lệ phải là một số." })
    .min(0, "Tỉ lệ từ 0 đến 100 %.")
    .max(100, "Tỉ lệ từ 0 đến 100 %.")
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, "Tỉ lệ có tối đa hai chữ số thập phân.")
    .describe("Share of the net box office owed to the distributor, 0–100"),
});

/** `PUT /admin/films/:id/hire-terms`: the whole terms, replacing what was there. */
export const hireTermsInputSchema = z
  .object({
    distributor: z
      .string({ error: "Hãy chọn nhà phát hành." })
      .min(1, "Hãy chọn nhà phát hành.")
      .max(160, "Nhà phát hành không hợp lệ.")
      // Blank is the message above alone.
      .regex(/^(|[a-z0-9]+(-[a-z0-9]+)*)$/, "Nhà phát hành không hợp lệ.")
      .describe("The distributor's slug (GET /admin/distributors)"),
    weeks: z
      .array(hireWeekSchema, { error: "Hãy nhập tỉ lệ theo tuần." })
      .min(1, "Hãy nhập ít nhất tỉ lệ của tuần 1.")
      .max(HIRE_MAX_STEPS, `Tối đa ${HIRE_MAX_STEPS} mức theo tuần.`)
      .superRefine((weeks, ctx) => {
        if (weeks[0] && weeks[0].week !== 1) ctx.addIssue({ code: "custom", path: [0, "week"], message: "Mức đầu tiên phải bắt đầu từ tuần 1." });
        for (let i = 1; i < weeks.length; i++) {
          if (weeks[i]!.week <= weeks[i - 1]!.week)
            ctx.addIssue({ code: "custom", path: [i, "week"], message: "Các tuần phải tăng dần (mỗi mức sau tuần của mức trước)." });
        }
      })
      .describe("Steps by week of release: the first starts at week 1, each later one after the one before; week n takes the last step started by n"),
    minimumPerTicket: z
      .number({ error: "Mức tối thiểu phải là một số." })
      .int("Mức tối thiểu là số đồng nguyên.")
      .min(0, "Mức tối thiểu không được âm.")
      .max(HIRE_MAX_MINIMUM_VND, "Mức tối thiểu mỗi vé quá lớn.")
      .nullable()
      .optional()
      .describe("VND owed at least per admission; absent or null: none"),
  })
  .describe("A film's hire terms, replacing the ones it had");
export type HireTermsInput = z.infer<typeof hireTermsInputSchema>;

export const hireTermsSchema = z
  .object({
    film: z.object({ id: z.string(), name: z.string(), releaseDate: z.string() }),
    distributor: distributorSchema,
    weeks: z.array(z.object({ week: z.number().int(), percent: z.number() })),
    minimumPerTicket: z.number().int().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "HireTerms" });
export type HireTerms = z.infer<typeof hireTermsSchema>;

export const SETTLEMENT_FORMATS = ["json", "csv", "xlsx", "pdf"] as const;
export type SettlementFormat = (typeof SETTLEMENT_FORMATS)[number];
/** The longest period one settlement covers. */
export const SETTLEMENT_MAX_DAYS = 400;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const settlementQuery = z
  .object({
    distributor: slugQuery.describe("The distributor's slug"),
    from: dateQuery.describe("YYYY-MM-DD, giờ Việt Nam, tính cả ngày này (ngày của suất chiếu)"),
    to: dateQuery.describe("YYYY-MM-DD, tính cả ngày này"),
    cinema: slugQuery.optional().describe("Mã rạp; bỏ trống: mọi rạp người dùng phụ trách (quản trị: cả chuỗi)"),
    format: z
      .enum(SETTLEMENT_FORMATS, { error: "Định dạng phải là json, csv, xlsx hoặc pdf." })
      .optional()
      .describe("csv: text/csv (UTF-8, có BOM); xlsx: bảng tính; pdf: bản A4 gửi nhà phát hành"),
  })
  .refine((v) => v.from <= v.to, { path: ["to"], error: "Ngày kết thúc phải bằng hoặc sau ngày bắt đầu." })
  .refine((v) => daysBetween(v.from, v.to) < SETTLEMENT_MAX_DAYS, { path: ["to"], error: `Mỗi bảng thanh toán tối đa ${SETTLEMENT_MAX_DAYS} ngày.` });

const settlementFigures = {
  admissions: z.number().int().describe("Paid tickets net of refunds"),
  grossBoxOffice: z.number().int().describe("VND, VAT included: the seats' prices of those tickets (the sales report's ticket revenue)"),
  vat: z.number().int().describe("VND: the VAT inside the gross, at the chain's rate"),
  netBoxOffice: z.number().int().describe("VND: gross − VAT"),
  filmRent: z.number().int().describe("VND owed: net × percent, but at least admissions × the minimum per ticket when the terms set one"),
};

export const settlementRowSchema = z
  .object({
    film: z.object({ slug: z.string(), name: z.string(), releaseDate: z.string() }),
    cinema: z.object({ slug: z.string(), name: z.string() }),
    week: z.number().int().describe("Week of release: weeks run Friday to Thursday, week 1 holds the release date (earlier showtimes count in it)"),
    weekStart: z.string().describe("The first day of the week within the period (YYYY-MM-DD)"),
    weekEnd: z.string().describe("Its last day within the period"),
    ...settlementFigures,
    percent: z.number(),
    minimumApplied: z.boolean().describe("The minimum per ticket gave more than the percentage"),
  })
  .meta({ id: "SettlementRow" });
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementSchema = z
  .object({
    distributor: distributorSchema,
    from: z.string(),
    to: z.string(),
    cinema: z.object({ slug: z.string(), name: z.string() }).nullable().describe("null: every cinema of the person's"),
    vatPercent: z.number(),
    rows: z.array(settlementRowSchema),
    totals: z.object(settlementFigures),
  })
  .meta({ id: "Settlement" });
export type Settlement = z.infer<typeof settlementSchema>;

/** Sales reports by e-mail (issue 36): daily (yesterday) or weekly (last Monday–Sunday), at an hour of Vietnam's clock. */
export const REPORT_FREQUENCIES = ["daily", "weekly"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_LABELS: Record<ReportFrequency, string> = { daily: "Hằng ngày", weekly: "Hằng tuần" };

export const reportFrequencyParams = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, { error: "Tần suất phải là daily hoặc weekly." }),
});

export const reportSubscriptionInputSchema = z.object({
  hour: z
    .number({ error: "Giờ gửi phải là một số." })
    .int("Giờ gửi là số nguyên.")
    .min(0, "Giờ gửi từ 0 đến 23.")
    .max(23, "Giờ gửi từ 0 đến 23.")
    .describe("Hour of the day, Asia/Ho_Chi_Minh"),
  cinema: slugQuery.nullable().optional().describe("Only this cinema; absent or null: every cinema of the person's"),
});
export type ReportSubscriptionInput = z.infer<typeof reportSubscriptionInputSchema>;

export const reportSubscriptionSchema = z
  .object({
    frequency: z.enum(REPORT_FREQUENCIES),
    hour: z.number().int(),
    cinema: z.object({ slug: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    lastSentAt: z.string().nullable(),
  })
  .meta({ id: "ReportSubscription" });
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const unsubscribeInputSchema = z.object({ token: z.string().min(1, "Thiếu mã huỷ đăng ký.").max(200, "Mã huỷ đăng ký không hợp lệ.") });
