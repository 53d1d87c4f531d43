import { z } from "zod";
import { ORDER_STATUSES } from "./booking-constants.ts";
import { invoiceRequestViewSchema } from "./invoice-request.ts";

/** The back office's order desk (issue 15, "Order desk"; docs/decisions/045): find, read, resend, refund. */

export const ORDER_SEARCH_LIMIT = 20;

export type OrderQuery = { kind: "code"; code: string } | { kind: "email"; email: string } | { kind: "phone"; e164: string };

/**
 * What the desk's one search box was given: a booking code ("HC" and 8 letters or digits, any case),
 * an e-mail, or a Vietnamese phone number typed any way ("0905 111 333", "0905111333",
 * "+84905111333" are the same number: its E.164 form). Null when it is none of them.
 */
export function readOrderQuery(raw: string): OrderQuery | null {
  const q = raw.trim();
  if (/^hc[a-z0-9]{8}$/i.test(q)) return { kind: "code", code: q.toUpperCase() };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q)) return { kind: "email", email: q.toLowerCase() };
  if (/^[+\d(][\d\s.()-]*$/.test(q)) {
    const digits = q.replace(/\D/g, "");
    const national = digits.startsWith("84") && digits.length === 11 ? digits.slice(2) : digits.startsWith("0") ? digits.slice(1) : null;
    if (national && /^\d{9}$/.test(national)) return { kind: "phone", e164: `+84${national}` };
  }
  return null;
}

export const orderSearchQuery = z.object({
  q: z
    .string({ error: "Hãy nhập mã đặt vé, e-mail hoặc số điện thoại." })
    .max(100, { error: "Từ khoá tìm kiếm dài tối đa 100 ký tự." })
    .refine((q) => readOrderQuery(q) !== null, {
      error: "Hãy nhập mã đặt vé (HC và 8 ký tự), e-mail hoặc số điện thoại di động (ví dụ 0905 111 333).",
    })
    .describe("Mã đặt vé, e-mail hoặc số điện thoại (0905 111 333 = +84905111333)"),
});

const moneyFields = { total: z.number().int(), currency: z.literal("VND") };
const cinemaRef = z.object({ slug: z.string(), name: z.string() });
const orderStatusField = z.enum(ORDER_STATUSES);

export const adminOrderSummarySchema = z
  .object({
    id: z.string(),
    code: z.string(),
    status: orderStatusField,
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    ...moneyFields,
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string().describe("E.164") }),
    film: z.string(),
    startsAt: z.string(),
    cinema: cinemaRef,
    auditorium: z.string(),
    seats: z.array(z.string()).describe("Nhãn ghế (E7…)"),
  })
  .meta({ id: "AdminOrderSummary" });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const TIMELINE_KINDS = [
  "held",
  "payment_started",
  "paid",
  "payment_failed",
  "expired",
  "cancelled",
  "email",
  "checkin",
  "refund",
  "refund_done",
  "refund_failed",
  "refund_settled",
  "resend",
  "invoice_requested",
  "invoice_issued",
  "invoice_failed",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string().describe("Câu tiếng Việt cho người đọc"),
  detail: z.string().nullable(),
  actor: z.string().nullable().describe("Người thực hiện (nhân viên), null: khách hoặc hệ thống"),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const REFUND_STATUSES = ["pending", "done", "failed"] as const;

export const adminRefundSchema = z
  .object({
    id: z.string(),
    refundRef: z.string(),
    amount: z.number().int(),
    reason: z.string(),
    status: z.enum(REFUND_STATUSES),
    attempts: z.number().int(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    answers: z.array(z.object({ at: z.string(), answer: z.string() })).describe("Câu trả lời của cổng thanh toán, cũ trước"),
    lastError: z.string().nullable(),
    settledAt: z.string().nullable(),
    settleNote: z.string().nullable(),
    settledBy: z.string().nullable(),
    seats: z.array(z.string()).describe("Ghế của những vé được hoàn riêng; rỗng: phần còn lại của đơn"),
  })
  .meta({ id: "AdminRefund" });
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderTicketSchema = z.object({
  id: z.string(),
  code: z.string(),
  seatLabel: z.string(),
  seatType: z.string(),
  price: z.number().int().describe("Giá ghế lúc bán"),
  refundAmount: z.number().int().describe("Số tiền hoàn nếu hoàn riêng vé này (phần của vé sau giảm giá)"),
  checkedInAt: z.string().nullable(),
  checkinPlace: z.string().nullable(),
  refundedAt: z.string().nullable().describe("Vé đã hoàn tiền: không còn giá trị, ghế đã mở bán lại"),
});
export type AdminOrderTicket = z.infer<typeof adminOrderTicketSchema>;

export const adminOrderSchema = adminOrderSummarySchema
  .extend({
    subtotal: z.number().int(),
    discount: z.number().int(),
    voucherCode: z.string().nullable(),
    products: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
    showtimeId: z.string(),
    payment: z
      .object({ method: z.string(), methodName: z.string(), txnRef: z.string(), providerTxnId: z.string().nullable(), amount: z.number().int() })
      .nullable()
      .describe("Khoản thanh toán đã thu (null: đơn chưa trả tiền hoặc miễn phí)"),
    tickets: z.array(adminOrderTicketSchema),
    refunds: z.array(adminRefundSchema),
    refunded: z.number().int().describe("Tổng đã hoàn (VND)"),
    refundable: z.number().int().describe("Còn có thể hoàn (VND)"),
    invoice: invoiceRequestViewSchema.nullable().describe("Yêu cầu xuất hoá đơn VAT của khách (decision 052), null: chưa có"),
    timeline: z.array(timelineEventSchema).describe("Cũ trước"),
    counter: z
      .object({ shiftId: z.string().nullable(), soldBy: z.string().nullable() })
      .nullable()
      .optional()
      .describe("Bán tại quầy (decision 076): ca bán vé và người bán; null: đơn mua trên website"),
  })
  .meta({ id: "AdminOrder" });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderCodeParams = z.object({
  code: z.string().trim().max(20, { error: "Mã đặt vé không hợp lệ." }),
});

const reasonField = z
  .string({ error: "Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự)." })
  .trim()
  .min(3, { error: "Hãy ghi lý do hoàn tiền (ít nhất 3 ký tự)." })
  .max(300, { error: "Lý do tối đa 300 ký tự." });

export const refundOrderSchema = z.object({
  reason: reasonField,
  ticketIds: z
    .array(z.string({ error: "Mã vé không hợp lệ." }).max(64, { error: "Mã vé không hợp lệ." }), { error: "Danh sách vé không hợp lệ." })
    .min(1, { error: "Hãy chọn ít nhất một vé, hoặc bỏ trống để hoàn cả đơn." })
    .max(8, { error: "Một đơn có tối đa 8 vé." })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Mỗi vé chỉ chọn một lần." })
    .optional()
    .describe("Những vé cần hoàn; bỏ trống: hoàn cả đơn (phần còn lại)"),
});
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

export const refundOrderResultSchema = z.object({
  refund: adminRefundSchema,
  order: adminOrderSchema,
});

export const resendResultSchema = z.object({ to: z.string(), tickets: z.number().int() });

export const refundsQuery = z.object({
  status: z.enum(["failed", "settled"], { error: "Trạng thái phải là failed hoặc settled." }).optional().describe("failed (mặc định): chờ người xử lý"),
});

export const failedRefundSchema = adminRefundSchema
  .extend({
    orderCode: z.string(),
    method: z.string(),
    methodName: z.string(),
    txnRef: z.string(),
    cinema: cinemaRef,
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  })
  .meta({ id: "AdminFailedRefund" });
export type FailedRefund = z.infer<typeof failedRefundSchema>;

export const refundParams = z.object({ id: z.string().max(64, { error: "Mã hoàn tiền không hợp lệ." }) });

export const settleRefundSchema = z.object({
  note: z
    .string({ error: "Hãy ghi cách đã hoàn tiền cho khách (ít nhất 5 ký tự)." })
    .trim()
    .min(5, { error: "Hãy ghi cách đã hoàn tiền cho khách (ít nhất 5 ký tự)." })
    .max(500, { error: "Ghi chú tối đa 500 ký tự." }),
});
