import { z } from "zod";
import { MAX_SEATS_PER_ORDER } from "./booking-constants.ts";
import { orderSchema, seatMapSchema, ticketSchema, ticketTypeChoicesSchema } from "./booking.ts";
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

/** Who approved a shift's cash difference, when, and what they noted. */
const personRef = z.object({ id: z.string(), name: z.string() });

/**
 * A closed shift whose |difference| was above SHIFT_DIFFERENCE_APPROVAL_VND waits for a manager or
 * admin of the cinema (not the drawer's own person): `pending`, then `approved`. null: none needed.
 */
export const shiftApprovalSchema = z
  .object({
    state: z.enum(["pending", "approved"]),
    threshold: z.number().int().describe("SHIFT_DIFFERENCE_APPROVAL_VND at the close, VND"),
    approvedBy: personRef.nullable(),
    approvedAt: isoDateTime.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: "ShiftApproval" });
export type ShiftApproval = z.infer<typeof shiftApprovalSchema>;

export const shiftSchema = z
  .object({
    id: z.string(),
    status: z.enum(["open", "closed"]),
    cinema: z.object({ slug: z.string(), name: z.string() }),
    openedBy: personRef,
    openedAt: isoDateTime,
    closedAt: isoDateTime.nullable(),
    openingFloat: z.number().int(),
    cashDrops: z.number().int().describe("Cash taken to the safe so far, VND"),
    expectedCash: z.number().int().nullable().describe("Written at the close; null while open"),
    countedCash: z.number().int().nullable().describe("Written at the close; null while open"),
    difference: z.number().int().nullable().describe("countedCash − expectedCash; null while open"),
    approval: shiftApprovalSchema.nullable(),
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
    approval: z
      .enum(["pending", "approved"])
      .nullable()
      .optional()
      .describe("pending: the difference is above SHIFT_DIFFERENCE_APPROVAL_VND and waits for a manager"),
    currency: z.literal("VND"),
  })
  .meta({ id: "ShiftReport" });
export type ShiftReport = z.infer<typeof shiftReportSchema>;

const methodAmounts = z.object({ cash: z.number().int(), card: z.number().int(), vietqr: z.number().int(), gift_card: z.number().int() });

/**
 * `GET /box-office/shifts/:id/report`: the close's report, for an open shift what it holds so far
 * (countedCash and difference null, expectedCash what the drawer should hold now), with the shift,
 * what came in and went back per method, the refunds, the cash drops and the products sold.
 */
export const shiftReportViewSchema = shiftReportSchema
  .extend({
    countedCash: z.number().int().nullable(),
    difference: z.number().int().nullable(),
    shift: shiftSchema,
    sales: methodAmounts.describe("Taken per method (before refunds), VND"),
    refunds: z.object({ orders: z.number().int(), amount: z.number().int(), byMethod: methodAmounts }).describe("Given back in this shift"),
    drops: z.array(z.object({ amount: z.number().int(), note: z.string().nullable(), at: isoDateTime })),
    productLines: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })).describe("Products of the shift's paid orders"),
  })
  .meta({ id: "ShiftReportView" });
export type ShiftReportView = z.infer<typeof shiftReportViewSchema>;

export const shiftReportQuerySchema = z.object({
  format: z.enum(["json", "csv"], { error: "Định dạng phải là json hoặc csv." }).optional().describe("csv: text/csv, UTF-8 có BOM"),
});

/** `GET /box-office/shifts?cinema=&status=&approval=`: a cinema's shifts, newest first (managers and admins). */
export const shiftListQuerySchema = z.object({
  cinema: slugQuery.describe("The cinema's slug"),
  status: z.enum(["open", "closed"], { error: "Trạng thái phải là open hoặc closed." }).optional(),
  approval: z.enum(["pending", "approved"], { error: "Trạng thái duyệt phải là pending hoặc approved." }).optional(),
  limit: z.coerce
    .number({ error: "Số dòng phải là số." })
    .int("Số dòng phải là số nguyên.")
    .min(1, "Số dòng ít nhất là 1.")
    .max(200, "Tối đa 200 dòng.")
    .optional(),
});

/** `POST /box-office/shifts/:id/approve`: a manager or admin approves a pending cash difference, with a note. */
export const shiftApproveSchema = z.object({
  note: z
    .string({ error: "Ghi chú phải là chữ." })
    .trim()
    .min(3, "Ghi chú duyệt ít nhất 3 ký tự (vì sao chênh lệch).")
    .max(300, "Ghi chú duyệt tối đa 300 ký tự."),
});
export type ShiftApprove = z.infer<typeof shiftApproveSchema>;

export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = {
  cash: "Tiền mặt",
  card: "Thẻ",
  vietqr: "VietQR",
  gift_card: "Thẻ quà tặng",
};

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
  ticketTypes: ticketTypeChoicesSchema
    .optional()
    .describe("Loại vé từng ghế trong seatIds (mặc định người lớn): HSSV, U22, người cao tuổi theo bảng giá của rạp; nhân viên xem thẻ / giấy tờ khi bán"),
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

/** A counter basket priced before payment: the sale's body without its payments (issue 34). */
export const counterQuoteSchema = counterSaleSchema.omit({ payments: true });
export type CounterQuote = z.infer<typeof counterQuoteSchema>;

export const counterQuoteResultSchema = z
  .object({
    subtotal: z.number().int().describe("Seats and products before the voucher, VND"),
    discount: z.number().int().describe("What the voucher takes off, VND (0 without one)"),
    total: z.number().int().describe("What the payments must add up to, VND"),
    voucherCode: z.string().nullable().describe("The voucher as it is stored (upper case), when one applies"),
  })
  .meta({ id: "CounterQuote" });
export type CounterQuoteResult = z.infer<typeof counterQuoteResultSchema>;

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
  ticketIds: z
    .array(id, { error: "Danh sách vé không hợp lệ." })
    .min(1, "Hãy chọn ít nhất một vé để hoàn.")
    .max(MAX_SEATS_PER_ORDER, `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} vé.`)
    .refine((ids) => new Set(ids).size === ids.length, "Một vé được chọn hai lần.")
    .optional()
    .describe("Some tickets of the order (added to the contract, decision 076); none: all that are left, with the products"),
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
  status: z.enum(["paid", "refunded"]).describe("The order's status after: still paid when some of its tickets are left"),
  amount: z.number().int().describe("What was given back, VND"),
  seats: z.array(z.string()).describe("The seats whose tickets were refunded now"),
  byMethod: z
    .object({ cash: z.number().int(), card: z.number().int(), vietqr: z.number().int(), gift_card: z.number().int() })
    .describe("Given back per method: cash from the shift's drawer"),
  approvedBy: z.string().nullable().describe("The manager who approved a staff member's refund"),
});

const counterApproval = z
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
  .describe("A manager's e-mail and counter PIN: needed when a staff member refunds or exchanges");

/** `POST /box-office/orders/:code/exchange-quote`: the new showtime and seats of a counter exchange (decision 084). */
export const counterExchangeQuoteSchema = z.object({
  shiftId: id,
  showtimeId: id,
  seatIds: z
    .array(id, { error: "Danh sách ghế không hợp lệ." })
    .min(1, "Hãy chọn ít nhất một ghế của suất mới.")
    .max(MAX_SEATS_PER_ORDER, `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} ghế.`)
    .refine((ids) => new Set(ids).size === ids.length, "Một ghế được chọn hai lần."),
});
export type CounterExchangeQuote = z.infer<typeof counterExchangeQuoteSchema>;

/** `POST /box-office/orders/:code/exchange`: the exchange itself, with the extra paid (when the new seats cost more) and a manager's approval for staff. */
export const counterExchangeSchema = counterExchangeQuoteSchema.extend({
  payments: z
    .array(counterPaymentSchema, { error: "Danh sách thanh toán không hợp lệ." })
    .max(5, "Tối đa 5 khoản thanh toán.")
    .optional()
    .describe("What the customer pays on top when the new seats cost more than the credit (the sale's methods); none when they cost the same or less"),
  reason: z.string({ error: "Cần lý do đổi vé." }).trim().min(3, "Lý do đổi vé ít nhất 3 ký tự.").max(300, "Lý do đổi vé tối đa 300 ký tự."),
  approval: counterApproval,
});
export type CounterExchange = z.infer<typeof counterExchangeSchema>;

const byMethodSchema = z.object({ cash: z.number().int(), card: z.number().int(), vietqr: z.number().int(), gift_card: z.number().int() });

export const counterExchangeQuoteResultSchema = z
  .object({
    oldOrderCode: z.string(),
    credit: z.number().int().describe("What the old order's payment still holds, VND"),
    subtotal: z.number().int().describe("The new seats at the new showtime's prices, plus the old order's snacks (they stay with it), VND"),
    discount: z.number().int().describe("The old order's discount, carried over (never more than the new subtotal), VND"),
    total: z.number().int().describe("The new order's total, VND"),
    toPay: z.number().int().describe("What the customer pays on top, VND (0 when the credit covers it)"),
    toGiveBack: z.number().int().describe("What goes back to the customer, VND (0 when they pay on top)"),
    giveBackTo: z
      .enum(["drawer", "gateway"])
      .describe("`drawer`: a counter order's money comes back by the methods it came in, cash out of this shift; `gateway`: an online order's, to its gateway"),
  })
  .meta({ id: "CounterExchangeQuote" });
export type CounterExchangeQuoteResult = z.infer<typeof counterExchangeQuoteResultSchema>;

export const counterExchangeResultSchema = counterExchangeQuoteResultSchema
  .extend({
    order: orderSchema.describe("The new order (paid, at the counter)"),
    tickets: z.array(ticketSchema),
    change: z.number().int().describe("Cash to give back from what was handed over for the extra, VND"),
    givenBack: byMethodSchema.describe("What came back per method: cash from this shift's drawer (all 0 for an online order's gateway refund)"),
    approvedBy: z.string().nullable().describe("The manager who approved a staff member's exchange"),
  })
  .meta({ id: "CounterExchange" });
export type CounterExchangeResult = z.infer<typeof counterExchangeResultSchema>;

/** The most minutes before the start house seats may be released: a day. */
export const MAX_HOUSE_RELEASE_MINUTES = 24 * 60;

/** `PUT /admin/showtimes/:id/house-seats`: the seats a manager keeps for the counter, until that many minutes before the start. */
export const houseSeatsSchema = z.object({
  seatIds: z
    .array(id, { error: "Danh sách ghế không hợp lệ." })
    .max(200, "Tối đa 200 ghế giữ cho quầy.")
    .refine((ids) => new Set(ids).size === ids.length, "Một ghế được chọn hai lần.")
    .describe("The whole set: seats left out are released at once (unless sold); [] releases them all"),
  releaseMinutesBefore: z
    .number({ error: "Số phút nhả ghế phải là một số." })
    .int("Số phút nhả ghế phải là số nguyên.")
    .min(0, "Số phút nhả ghế không được âm.")
    .max(MAX_HOUSE_RELEASE_MINUTES, `Số phút nhả ghế tối đa ${MAX_HOUSE_RELEASE_MINUTES} (một ngày).`),
});
export type HouseSeatsInput = z.infer<typeof houseSeatsSchema>;

export const houseSeatsResultSchema = z
  .object({
    showtimeId: z.string(),
    seatIds: z.array(z.string()).describe("The seats kept for the counter now"),
    releaseMinutesBefore: z.number().int().nullable().describe("null when none are kept"),
    releaseAt: isoDateTime.nullable().describe("When they go on sale online"),
  })
  .meta({ id: "HouseSeats" });
export type HouseSeats = z.infer<typeof houseSeatsResultSchema>;

/**
 * `GET /box-office/showtimes/:id/seats` (added to the contract, decision 076): the seat map as the counter
 * sees it — house seats `available` (the counter sells them; the website sees them `held`), listed in `house`.
 */
export const counterSeatMapSchema = seatMapSchema
  .extend({ house: houseSeatsResultSchema.describe("The seats kept for the counter (available here, held online)") })
  .meta({ id: "CounterSeatMap" });
export type CounterSeatMap = z.infer<typeof counterSeatMapSchema>;

export const orderCodeParams = z.object({ code: z.string().max(32) });
export const shiftIdParams = z.object({ id: z.string().max(64) });
/** A showtime's id in the path: the same shape. */
export const showtimeIdParams = shiftIdParams;
