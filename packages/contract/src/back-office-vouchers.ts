import { z } from "zod";
import { AGE_RATINGS } from "./browser-constants.ts";
import { PAYMENT_METHODS } from "./checkout-constants.ts";
import { momentSchema } from "./back-office-content.ts";
import { VOUCHER_FORMATS, VOUCHER_SEAT_TYPES, type VoucherRule } from "./voucher-rules.ts";

/**
 * The voucher editor's input (`POST /admin/vouchers`, `PATCH /admin/vouchers/:id`; decision 048):
 * the same rule checkout reads (voucher-rules.ts), with a Vietnamese message for every field.
 */

const money = (label: string) =>
  z
    .number({ message: `${label} phải là một số (đồng).` })
    .int({ message: `${label} là số đồng chẵn, không có phần lẻ.` })
    .positive({ message: `${label} phải lớn hơn 0 ₫.` })
    .max(100_000_000, { message: `${label} tối đa 100.000.000 ₫.` });

const howMany = (label: string, max: number) =>
  z
    .number({ message: `${label} phải là một số.` })
    .int({ message: `${label} phải là số nguyên.` })
    .min(1, { message: `${label} ít nhất là 1.` })
    .max(max, { message: `${label} tối đa ${new Intl.NumberFormat("vi-VN").format(max)}.` });

const timeOfDay = (label: string) =>
  z.string({ message: `${label} phải là chữ.` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: `${label} phải có dạng giờ:phút (24 giờ), ví dụ 18:00.` });

const seatTypes = z
  .array(z.enum(VOUCHER_SEAT_TYPES, { message: "Loại ghế chỉ gồm ghế thường, ghế VIP, ghế đôi hoặc chỗ xe lăn." }), {
    message: "Loại ghế phải là một danh sách.",
  })
  .min(1, { message: "Hãy chọn ít nhất một loại ghế, hoặc bỏ trống để áp dụng mọi ghế." })
  .max(VOUCHER_SEAT_TYPES.length)
  .optional();

export const VOUCHER_BENEFIT_KINDS = ["order_percent", "order_amount", "per_ticket", "ticket_price", "per_combo"] as const;
const BENEFIT_MESSAGE = "Loại ưu đãi chỉ gồm giảm theo phần trăm, giảm số tiền, giảm mỗi vé, đồng giá vé hoặc giảm mỗi combo.";

const benefitSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("order_amount"), amountVnd: money("Số tiền giảm") }),
    z.object({
      kind: z.literal("order_percent"),
      percent: z
        .number({ message: "Phần trăm giảm phải là một số." })
        .int({ message: "Phần trăm giảm phải là số nguyên." })
        .min(1, { message: "Phần trăm giảm từ 1 đến 100." })
        .max(100, { message: "Phần trăm giảm từ 1 đến 100." }),
      maxVnd: money("Mức giảm tối đa").optional(),
    }),
    z.object({
      kind: z.literal("per_ticket"),
      amountVnd: money("Số tiền giảm mỗi vé"),
      seatTypes,
      maxTickets: howMany("Số vé được giảm mỗi đơn", 1_000).optional(),
    }),
    z.object({ kind: z.literal("ticket_price"), priceVnd: money("Giá đồng giá"), seatTypes }),
    z.object({ kind: z.literal("per_combo"), amountVnd: money("Số tiền giảm mỗi combo"), maxCombos: howMany("Số combo được giảm mỗi đơn", 1_000).optional() }),
  ],
  { message: BENEFIT_MESSAGE },
);

const conditionsSchema = z.object(
  {
    weekdays: z
      .array(
        z
          .number({ message: "Ngày trong tuần là số từ 1 (Thứ Hai) đến 7 (Chủ Nhật)." })
          .int()
          .min(1, { message: "Ngày trong tuần là số từ 1 (Thứ Hai) đến 7 (Chủ Nhật)." })
          .max(7, { message: "Ngày trong tuần là số từ 1 (Thứ Hai) đến 7 (Chủ Nhật)." }),
        {
          message: "Ngày trong tuần phải là một danh sách.",
        },
      )
      .min(1, { message: "Hãy chọn ít nhất một ngày trong tuần, hoặc bỏ trống để áp dụng mọi ngày." })
      .max(7, { message: "Một tuần chỉ có 7 ngày." })
      .optional(),
    startsFrom: timeOfDay("Giờ bắt đầu sớm nhất").optional(),
    startsBefore: timeOfDay("Giờ bắt đầu muộn nhất").optional(),
    formats: z
      .array(z.enum(VOUCHER_FORMATS, { message: "Định dạng chỉ gồm 2D, 3D, IMAX hoặc 4DX." }))
      .min(1, { message: "Hãy chọn ít nhất một định dạng." })
      .max(VOUCHER_FORMATS.length)
      .optional(),
    ageRatings: z
      .array(z.enum(AGE_RATINGS, { message: "Nhãn phim không hợp lệ." }))
      .min(1, { message: "Hãy chọn ít nhất một nhãn phim." })
      .max(AGE_RATINGS.length)
      .optional(),
    minOrderVnd: money("Giá trị đơn tối thiểu").optional(),
    minTickets: z
      .number({ message: "Số vé tối thiểu phải là một số." })
      .int({ message: "Số vé tối thiểu phải là số nguyên." })
      .min(2, { message: "Số vé tối thiểu từ 2 đến 8." })
      .max(8, { message: "Số vé tối thiểu từ 2 đến 8." })
      .optional(),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS, { message: "Phương thức thanh toán chỉ gồm VNPay hoặc Ví MoMo." }), {
        message: "Phương thức thanh toán phải là một danh sách.",
      })
      .min(1, { message: "Hãy chọn ít nhất một phương thức thanh toán, hoặc bỏ trống để nhận mọi phương thức." })
      .max(PAYMENT_METHODS.length)
      .optional(),
    firstOrder: z.boolean({ message: "“Đơn đầu tiên” phải là đúng hoặc sai." }).optional(),
    birthdayMonth: z.boolean({ message: "“Tháng sinh nhật” phải là đúng hoặc sai." }).optional(),
  },
  { message: "Điều kiện áp dụng phải là một đối tượng JSON." },
);

const hoursInOrder = (c: { startsFrom?: string | undefined; startsBefore?: string | undefined }, ctx: z.RefinementCtx) => {
  if (c.startsFrom && c.startsBefore && c.startsBefore <= c.startsFrom)
    ctx.addIssue({ code: "custom", path: ["startsBefore"], message: "Giờ bắt đầu muộn nhất phải sau giờ bắt đầu sớm nhất." });
};

export const voucherRuleInputSchema = z
  .object({ benefit: benefitSchema, conditions: conditionsSchema.superRefine(hoursInOrder) }, { message: "Quy tắc voucher phải có ưu đãi và điều kiện." })
  .describe("What it takes off (benefit) and when it applies (conditions): the rule checkout prices with") satisfies z.ZodType<VoucherRule>;

/** Upper case letters without accents, digits, "-" and "_"; what a customer types at checkout. */
export const VOUCHER_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
const codeSchema = z
  .string({ message: "Mã voucher phải là chữ." })
  .max(80, { message: "Mã voucher tối đa 40 ký tự." })
  .transform((v) => v.trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { message: "Vui lòng nhập mã voucher." })
      .regex(VOUCHER_CODE, { message: "Mã voucher gồm 3–40 chữ cái không dấu, chữ số, dấu gạch ngang hoặc gạch dưới, ví dụ THUTU20K." }),
  );

const requiredMoment = (label: string) => momentSchema(label).pipe(z.date({ message: `Vui lòng nhập ${label.toLowerCase()}.` }));

const limitSchema = (label: string) => howMany(label, 10_000_000).nullable().describe("null: no limit");

const voucherFields = {
  rule: voucherRuleInputSchema,
  validFrom: requiredMoment("Thời điểm bắt đầu hiệu lực").describe("dd/MM/yyyy HH:mm (giờ Việt Nam) hoặc ISO 8601"),
  validUntil: requiredMoment("Thời điểm hết hiệu lực").describe("dd/MM/yyyy HH:mm (giờ Việt Nam) hoặc ISO 8601; the voucher works until just before it"),
  totalLimit: limitSchema("Giới hạn lượt dùng toàn chuỗi").describe("Uses in all (paid or reserved by a checkout under way); null = no limit"),
  perCustomerLimit: limitSchema("Giới hạn mỗi khách").describe("Uses per customer; null = no limit"),
  active: z.boolean({ message: "Trạng thái phải là đúng (đang áp dụng) hoặc sai (lưu trữ)." }).describe("false: archived, checkout refuses it"),
};

const validityInOrder = (v: { validFrom?: Date | undefined; validUntil?: Date | undefined }, ctx: z.RefinementCtx) => {
  if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom)
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Thời điểm hết hiệu lực phải sau thời điểm bắt đầu." });
};

export const voucherInputSchema = z
  .object(
    { code: codeSchema.describe("What customers type; upper case, fixed once created"), ...voucherFields },
    { message: "Dữ liệu voucher phải là một đối tượng JSON." },
  )
  .superRefine(validityInOrder);
export type VoucherInput = z.output<typeof voucherInputSchema>;

/** A change: every field optional; the code is the voucher's name in orders and promotions, so it stays. */
export const voucherPatchSchema = z.object(voucherFields, { message: "Dữ liệu voucher phải là một đối tượng JSON." }).partial().superRefine(validityInOrder);
export type VoucherPatch = z.output<typeof voucherPatchSchema>;

export const voucherCodeParams = z.object({
  id: z
    .string()
    .max(80, { message: "Không tìm thấy voucher này." })
    .transform((v) => v.trim().toUpperCase())
    .describe("The voucher's code"),
});
