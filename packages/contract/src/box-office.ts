import { z } from "zod";
import { MAX_SEATS_PER_ORDER } from "./booking-constants.ts";
import { orderSchema, ticketSchema } from "./booking.ts";
import { slugQuery } from "./query-schemas.ts";

/** The box office (issue 34; docs/api-v1.md "The box office"; decision 076): shifts, cash drops, counter sales, print, refunds. */

export const COUNTER_PAYMENT_METHODS = ["cash", "card", "vietqr", "gift_card"] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** The most a drawer or one payment holds, VND: a typo of three zeros is refused, not counted. */
export const MAX_COUNTER_AMOUNT_VND = 1_000_000_000;

const id = z.string({ error: "Mã không hợp lệ." }).min(1, "Mã không hợp lệ.").max(64, "Mã không hợp lệ.");
const isoDateTime = z.string().describe("ISO 8601 with offset");
const vnd = (what: string) =>
  z
    .number({ error: `${what} phải là một số tiền (đồng).` })
    .int(`${what} phải là số nguyên (đồng).`)
    .min(0, `${what} không được âm.`)
    .max(MAX_COUNTER_AMOUNT_VND, `${what} quá lớn.`);
const positiveVnd = (what: string) => vnd(what).min(1, `${what} phải lớn hơn 0.`);

export const openShiftSchema = z.object({
  cinema: slugQuery.describe("The cinema's slug"),
  openingFloat: vnd("Tiền đầu ca").describe("Cash in the drawer at the start, VND"),
});
export type OpenShift = z.infer<typeof openShiftSchema>;

export const currentShiftQuerySchema = z.object({ cinema: slugQuery.describe("The cinema's slug") });

export const shiftSchema = z
  .object({
    id: z.string(),
    status: z.enum(["open", "closed"]),
    cinema: z.object({ slug: z.string(), name: z.string() }),
    openedBy: z.object({ id: z.string(), name: z.string() }),
    openedAt: isoDateTime,
    closedAt: isoDateTime.nullable(),
    openingFloat: z.number().int(),
    cashDrops: z.number().int().describe("Cash taken to the safe so far, VND"),
    currency: z.literal("VND"),
  })
  .meta({ id: "Shift" });
export type Shift = z.infer<typeof shiftSchema>;

export const cashDropSchema = z.object({
  amount: positiveVnd("Số tiền chuyển két"),
  note: z.string({ error: "Ghi chú phải là chữ." }).trim().max(200, "Ghi chú tối đa 200 ký tự.").optional(),
});
export type CashDrop = z.infer<typeof cashDropSchema>;

export const cashDropResultSchema = z.object({ id: z.string(), shiftId: z.string(), amount: z.number().int(), note: z.string().nullable(), at: isoDateTime });

export const closeShiftSchema = z.object({ countedCash: vnd("Tiền đếm được") });
export type CloseShift = z.infer<typeof closeShiftSchema>;

export const shiftReportSchema = z
  .object({
    shiftId: z.string(),
    openingFloat: z.number().int(),
    cashSales: z.number().int(),
    cashRefunds: z.number().int(),
    cashDrops: z.number().int(),
    expectedCash: z.number().int().describe("openingFloat + cashSales − cashRefunds − cashDrops"),
    countedCash: z.number().int(),
    difference: z.number().int().describe("countedCash − expectedCash (negative: cash missing)"),
    byMethod: z.object({ cash: z.number().int(), card: z.number().int(), vietqr: z.number().int(), gift_card: z.number().int() }),
    tickets: z.number().int(),
    products: z.number().int(),
    orders: z.number().int(),
    currency: z.literal("VND"),
  })
  .meta({ id: "ShiftReport" });
export type ShiftReport = z.infer<typeof shiftReportSchema>;

export const counterPaymentSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, { error: "Hình thức thanh toán không hợp lệ (tiền mặt, thẻ, VietQR hoặc thẻ quà tặng)." }),
  amount: positiveVnd("Số tiền thanh toán"),
  tendered: vnd("Tiền khách đưa").optional().describe("Cash only: what the customer handed over; the change is tendered − amount"),
  reference: z.string({ error: "Mã giao dịch phải là chữ." }).trim().max(100, "Mã giao dịch tối đa 100 ký tự.").optional(),
  giftCard: z.object({ code: z.string().max(40), pin: z.string().max(20) }).optional(),
});
export type CounterPayment = z.infer<typeof counterPaymentSchema>;

export const counterSaleSchema = z.object({
  shiftId: id,
  showtimeId: id.optional(),
  seatIds: z
    .array(id, { error: "Danh sách ghế không hợp lệ." })
    .max(MAX_SEATS_PER_ORDER, `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} ghế.`)
    .refine((ids) => new Set(ids).size === ids.length, "Một ghế được chọn hai lần.")
    .optional(),
  products: z
    .array(
      z.object({
        id,
        quantity: z
          .number({ error: "Số lượng phải là số." })
          .int("Số lượng phải là số nguyên.")
          .min(1, "Số lượng ít nhất là 1.")
          .max(20, "Mỗi món tối đa 20 phần."),
      }),
    )
    .max(30, "Quá nhiều món trong một đơn hàng.")
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, "Một món được chọn hai lần.")
    .optional(),
  voucherCode: z.string().trim().max(40, "Mã khuyến mãi quá dài.").optional(),
  memberPhone: z.string().trim().max(20, "Số điện thoại quá dài.").optional(),
  payments: z
    .array(counterPaymentSchema, { error: "Cần ít nhất một khoản thanh toán." })
    .min(1, "Cần ít nhất một khoản thanh toán.")
    .max(5, "Tối đa 5 khoản thanh toán."),
});
export type CounterSale = z.infer<typeof counterSaleSchema>;

export const counterSaleResultSchema = z
  .object({
    order: orderSchema,
    tickets: z.array(ticketSchema),
    change: z.number().int().describe("Cash to give back, VND"),
    vietqr: z.string().nullable().optional().describe("The VietQR payload of the vietqr part, when there is one"),
  })
  .meta({ id: "CounterSale" });
export type CounterSaleResult = z.infer<typeof counterSaleResultSchema>;

/** `POST /box-office/vietqr`: the QR to show before staff confirm a transfer (added to the contract: the QR is built on the server from the chain's account). */
export const vietqrRequestSchema = z.object({
  amount: positiveVnd("Số tiền"),
  note: z
    .string({ error: "Nội dung chuyển khoản phải là chữ." })
    .trim()
    .min(1, "Cần nội dung chuyển khoản (mã đơn).")
    .max(25, "Nội dung chuyển khoản tối đa 25 ký tự.")
    .regex(/^[A-Za-z0-9 ]+$/, "Nội dung chuyển khoản chỉ gồm chữ không dấu, số và khoảng trắng."),
});
export const vietqrResultSchema = z.object({
  payload: z.string(),
  amount: z.number().int(),
  note: z.string(),
  bankBin: z.string(),
  account: z.string(),
  accountName: z.string(),
});

const counterPin = z.string({ error: "Mã PIN phải là chuỗi chữ số." }).regex(/^\d{6,8}$/, "Mã PIN quầy gồm 6–8 chữ số.");

export const counterRefundSchema = z.object({
  shiftId: id,
  reason: z.string({ error: "Cần lý do hoàn tiền." }).trim().min(3, "Lý do hoàn tiền ít nhất 3 ký tự.").max(300, "Lý do hoàn tiền tối đa 300 ký tự."),
  approval: z
    .object({
      email: z
        .string({ error: "E-mail của quản lý không hợp lệ." })
        .trim()
        .toLowerCase()
        .max(254, "E-mail của quản lý không hợp lệ.")
        .email("E-mail của quản lý không hợp lệ."),
      pin: counterPin,
    })
    .optional()
    .describe("A manager's e-mail and counter PIN: needed when a staff member refunds"),
});

/** `PUT /box-office/pin`: a manager (or admin) sets the counter PIN with which they approve staff's refunds. */
export const counterPinSchema = z.object({ pin: counterPin });
export type CounterRefund = z.infer<typeof counterRefundSchema>;

export const counterRefundResultSchema = z.object({
  orderCode: z.string(),
  status: z.literal("refunded"),
  amount: z.number().int().describe("What was given back, VND"),
  byMethod: z
    .object({ cash: z.number().int(), card: z.number().int(), vietqr: z.number().int(), gift_card: z.number().int() })
    .describe("Given back per method: cash from the shift's drawer"),
  approvedBy: z.string().nullable().describe("The manager who approved a staff member's refund"),
});

export const orderCodeParams = z.object({ code: z.string().max(32) });
export const shiftIdParams = z.object({ id: z.string().max(64) });
