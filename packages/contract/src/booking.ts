import { z } from "zod";
import { ageRatingSchema, filmNameEnSchema, formatSchema, SEAT_TYPES } from "./catalog.ts";
import { MAX_SEATS_PER_ORDER, ORDER_STATUSES, SEAT_STATUSES, TICKET_TYPES } from "./booking-constants.ts";
import { PAYMENT_METHODS } from "./checkout-constants.ts";
import { orderPointsField } from "./points.ts";
import { giftCardCredentialsSchema } from "./gift-cards.ts";
import { ACCESSIBILITY_FEATURES } from "./accessibility.ts";

// Plain constants live in booking-constants.ts (no zod), so the seat map can import them cheaply.
export {
  DAY_KINDS,
  HOLD_MINUTES_DEFAULT,
  MAX_SEATS_PER_ORDER,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  SEAT_STATUSES,
  SEAT_TYPE_LABELS,
  SEAT_STATUS_LABELS,
  TIME_BANDS,
} from "./booking-constants.ts";

const id = z.string().min(1).max(64);
const isoDateTime = z.string().describe("ISO 8601 with offset");

export const seatTypeSchema = z.enum(SEAT_TYPES);
export const ticketTypeSchema = z
  .enum(TICKET_TYPES, { error: "Loại vé phải là adult (người lớn), student (HSSV), u22 hoặc senior (người cao tuổi)." })
  .describe("Loại vé: adult người lớn (mặc định), student HSSV, u22, senior người cao tuổi (từ 60 tuổi) — ba loại sau phải xuất trình giấy tờ khi soát vé");

export const accessibilityFeatureSchema = z.enum(ACCESSIBILITY_FEATURES, {
  error: "Tính năng hỗ trợ chỉ gồm audio_description (mô tả âm thanh), hoh_subtitles (phụ đề khiếm thính) và sensory_friendly (suất dịu nhẹ).",
});

export const showtimeSchema = z
  .object({
    id: z.string(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    format: formatSchema,
    language: z.string().describe("Phụ đề (original sound, subtitles) or Lồng tiếng (Vietnamese dub)"),
    version: z.string().describe("The language version as a person reads it, e.g. 'Phụ đề tiếng Việt', 'Tiếng Việt, phụ đề tiếng Anh'"),
    film: z.object({
      slug: z.string(),
      name: z.string(),
      nameEn: filmNameEnSchema,
      age: ageRatingSchema,
    }),
    cinema: z.object({ slug: z.string(), name: z.string() }),
    auditorium: z.object({ name: z.string() }),
    seatsLeft: z.number().int(),
    /** Lowest ticket price of the showtime, integer VND. */
    priceFrom: z.number().int(),
    saleEventId: z
      .string()
      .nullable()
      .describe(
        "Sold through a premiere's waiting room (GET /sale-events/:id): holds need an admission until the event is closed; null for every other showtime",
      ),
    accessibilityFeatures: z
      .array(accessibilityFeatureSchema)
      .describe(
        "What the showtime offers for accessibility, in this order: audio_description (audio description over headphones), hoh_subtitles (subtitles for the deaf and hard of hearing), sensory_friendly (lights up, sound down); empty for most",
      ),
  })
  .meta({ id: "Showtime" });
export type Showtime = z.infer<typeof showtimeSchema>;

export const seatPriceSchema = z.object({
  type: seatTypeSchema,
  price: z.number().int(),
  ticketTypes: z
    .array(z.object({ ticketType: ticketTypeSchema, label: z.string(), price: z.number().int() }))
    .optional()
    .describe("Giá các loại vé khác người lớn (HSSV, U22, người cao tuổi) mà rạp bán cho loại ghế này ở suất này (decision 085)"),
});

export const showtimeDetailSchema = showtimeSchema
  .extend({
    film: z.object({
      slug: z.string(),
      name: z.string(),
      nameEn: filmNameEnSchema,
      age: ageRatingSchema,
      imagePortrait: z.string(),
      duration: z.number().int(),
    }),
    cinema: z.object({ slug: z.string(), name: z.string(), address: z.string(), city: z.string() }),
    prices: z.array(seatPriceSchema).describe("Ticket price by seat type (a couple seat's price is for the pair)"),
    salesCloseAt: isoDateTime,
    cancelled: z.boolean().describe("The cinema cancelled it: no sales, its buyers refunded"),
    currency: z.literal("VND"),
  })
  .meta({ id: "ShowtimeDetail" });
export type ShowtimeDetail = z.infer<typeof showtimeDetailSchema>;

export const seatStatusSchema = z.enum(SEAT_STATUSES);

export const seatSchema = z
  .object({
    id: z.string(),
    label: z.string().describe('e.g. "E7"; a couple seat "H1-2"'),
    type: seatTypeSchema,
    status: seatStatusSchema,
    price: z.number().int(),
    x: z.number().int().describe("Column on the grid; aisles are gaps"),
    y: z.number().int().describe("Row on the grid, 0 nearest the screen"),
    span: z.number().int().describe("Columns the seat covers (2 for a couple seat)"),
    companion: z
      .boolean()
      .describe("A companion seat beside a wheelchair space: held only together with a wheelchair space in the same order (priced by its type)"),
  })
  .meta({ id: "Seat" });
export type Seat = z.infer<typeof seatSchema>;

export const seatMapSchema = z
  .object({
    showtimeId: z.string(),
    rows: z.array(z.object({ label: z.string(), seats: z.array(seatSchema) })),
    columns: z.number().int().describe("Width of the grid"),
    screenSide: z.enum(["top", "bottom"]).describe("Where the screen is: above the first row of the grid or below the last"),
  })
  .meta({ id: "SeatMap" });
export type SeatMap = z.infer<typeof seatMapSchema>;

/** One `seats` Server-Sent Event: the seats whose status changed, as seen by everybody (no `mine`). */
/**
 * A `seats` event's changes. `seq` numbers the changes of a seat in the order they happened: a change
 * arriving after one with a higher `seq` for the same seat is out of date.
 */
export const seatChangesSchema = z.array(z.object({ id: z.string(), status: seatStatusSchema, seq: z.number().int().nonnegative().optional() }));
export type SeatChanges = z.infer<typeof seatChangesSchema>;

export const placeOrderSchema = z.object({
  showtimeId: id,
  seatIds: z
    .array(id, { message: "Danh sách ghế không hợp lệ." })
    .min(1, "Bạn hãy chọn ít nhất một ghế.")
    .max(MAX_SEATS_PER_ORDER, `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} ghế.`)
    .refine((ids) => new Set(ids).size === ids.length, "Một ghế được chọn hai lần."),
  /** A showtime of a sale event (decision 055) needs the admission the waiting room gave. */
  admissionToken: z.string({ error: "Lượt vào từ phòng chờ không hợp lệ." }).max(1000, "Lượt vào từ phòng chờ không hợp lệ.").optional(),
});
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/** The ticket type of each of some seats (decision 085): `PATCH /orders/:id` online, the counter's sale. */
export const ticketTypeChoicesSchema = z
  .array(z.object({ seatId: id, ticketType: ticketTypeSchema }, { error: "Mỗi lựa chọn loại vé cần seatId và ticketType." }), {
    error: "Loại vé (ticketTypes) phải là một danh sách.",
  })
  .min(1, "Bạn hãy chọn loại vé cho ít nhất một ghế.")
  .max(MAX_SEATS_PER_ORDER, `Mỗi đơn hàng có tối đa ${MAX_SEATS_PER_ORDER} ghế.`)
  .refine((list) => new Set(list.map((c) => c.seatId)).size === list.length, "Một ghế được chọn loại vé hai lần.");

export const updateOrderSchema = z.object({
  products: z
    .array(
      z.object({
        productId: id,
        quantity: z.number().int("Số lượng phải là số nguyên.").min(0, "Số lượng không được âm.").max(20, "Mỗi món tối đa 20 phần."),
      }),
    )
    .max(30, "Quá nhiều món trong một đơn hàng.")
    .optional(),
  voucherCode: z
    .string()
    .trim()
    .max(40, "Mã khuyến mãi quá dài.")
    .regex(/^[A-Za-z0-9_-]*$/, "Mã khuyến mãi chỉ gồm chữ, số, gạch ngang.")
    .nullable()
    .optional()
    .describe("A code to apply; null or empty removes the current voucher"),
  ageConfirmed: z.boolean().optional().describe("The buyer confirms every ticket holder meets the film's age rating"),
  points: orderPointsField.optional(),
  ticketTypes: ticketTypeChoicesSchema
    .optional()
    .describe(
      "Chọn loại vé cho từng ghế của đơn đang giữ (ghế không nêu giữ loại cũ; mặc định người lớn). Giá mỗi ghế lấy theo bảng giá của rạp cho loại vé đó; " +
        "rạp không bán loại vé ấy cho ghế đó → 400 VALIDATION_FAILED (fields.ticketTypes). Vé HSSV, U22, người cao tuổi phải xuất trình thẻ / giấy tờ khi soát vé.",
    ),
});
export type UpdateOrder = z.infer<typeof updateOrderSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** `GET /me/orders` filters: one showtime's orders, or one status (the booking page asks for its live hold). */
export const myOrdersQuerySchema = z.object({
  showtimeId: z.uuid("Mã suất chiếu không hợp lệ.").optional(),
  status: z.enum(["held", "pending_payment", "paid", "refunded"], "Trạng thái đơn hàng không hợp lệ.").optional(),
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;

export const orderSeatSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: seatTypeSchema,
  price: z.number().int(),
  ticketType: ticketTypeSchema.optional(),
  ticketTypeLabel: z.string().optional().describe('"Người lớn", "HSSV", "U22", "Người cao tuổi (từ 60 tuổi)"'),
});
export const orderProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});

/** What the customer may still do with a paid order, computed by the server from CANCEL_BEFORE_MINUTES. */
export const afterSaleSchema = z.object({
  until: isoDateTime.describe("Cancel or exchange is possible until this instant"),
  open: z.boolean().describe("Cancel and exchange are possible now"),
  rule: z.string().describe("The rule in Vietnamese, e.g. 'Chỉ hủy hoặc đổi suất được trước giờ chiếu 2 tiếng.'"),
  blockedReason: z.string().nullable().describe("Why not, in Vietnamese, when open is false"),
  refund: z.object({ amount: z.number().int(), to: z.string().describe("Where the money goes: 'VNPay', 'Ví MoMo'") }).nullable(),
  canExchange: z.boolean().describe("An order made by an exchange cannot be exchanged again"),
  giftCardRefund: z
    .object({
      amount: z.number().int().describe("The gateways' part that may go onto a gift card instead"),
      bonus: z.number().int().describe("What the chain adds on the card (GIFT_CARD_REFUND_BONUS_PERCENT)"),
    })
    .nullable()
    .optional()
    .describe("Cancel with refundTo gift_card (decision 080); null when nothing was paid through a gateway"),
});
export type AfterSale = z.infer<typeof afterSaleSchema>;

/** `POST /orders/:id/exchange`: the new showtime (same film) and its seats. */
export const exchangeOrderSchema = placeOrderSchema;
export type ExchangeOrder = PlaceOrder;

export const ticketSchema = z
  .object({
    id: z.string(),
    code: z.string().describe("Ticket code printed under the QR; staff may type it"),
    seatLabel: z.string(),
    qr: z.string().describe("Signed payload staff scan at the door"),
    checkedInAt: isoDateTime.nullable(),
    ticketType: ticketTypeSchema.optional(),
    ticketTypeLabel: z.string().optional(),
    doorCheck: z.string().nullable().optional().describe('Điều cần kiểm tra ở cửa, ví dụ "Vé HSSV — kiểm tra thẻ"; null với vé người lớn'),
  })
  .meta({ id: "Ticket" });

/** What one gift card pays of an order (decision 080). */
export const orderGiftCardPartSchema = z.object({
  card: z.string().describe("Masked: ••••-••••-••••-RD01"),
  amount: z.number().int(),
  status: z
    .enum(["reserved", "captured", "released", "refunded"])
    .describe("reserved: taken while the order awaits the rest; captured: the order is paid; released/refunded: back on the card"),
});

/** Where a refund of the order went: a gateway, or a gift card (the card's own part, or the gateway's part onto a card). */
export const orderRefundPartSchema = z.object({
  to: z.enum(["gateway", "gift_card"]),
  label: z.string().describe("'VNPay', 'Thẻ quà tặng ••••-RD01'"),
  amount: z.number().int(),
  bonus: z.number().int().describe("The chain's bonus added on a gift card (GIFT_CARD_REFUND_BONUS_PERCENT); 0 otherwise"),
  status: z.enum(["pending", "done", "failed"]),
});

export const orderSchema = z
  .object({
    id: z.string(),
    code: z.string().describe("Booking code shown to the customer"),
    status: orderStatusSchema,
    showtime: showtimeSchema,
    seats: z.array(orderSeatSchema),
    products: z.array(orderProductSchema),
    voucher: z
      .object({
        code: z.string(),
        description: z.string().describe("What it takes off, written from the voucher's rule"),
        paymentMethods: z.array(z.enum(PAYMENT_METHODS)).nullable().describe("Only with these payment methods (checked at checkout); null = any"),
      })
      .nullable(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    points: z.number().int().optional().describe("Reward points spent on the order (held for it until it is paid, given back if it is not)"),
    pointsDiscount: z.number().int().optional().describe("What the points take off, VND: total = subtotal − discount − pointsDiscount"),
    total: z.number().int(),
    currency: z.literal("VND"),
    expiresAt: isoDateTime,
    ageConfirmed: z.boolean(),
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable().optional(),
    tickets: z.array(ticketSchema).optional(),
    afterSale: afterSaleSchema.optional().describe("Cancel and exchange for the order's owner (paid orders; decision 049)"),
    exchange: z
      .object({
        fromOrderCode: z.string().describe("The paid order this one replaces"),
        credit: z.number().int().describe("What the replaced order's payment carries over (VND)"),
        payable: z.number().int().describe("What is left to pay through a gateway (total − credit, never below 0)"),
        refund: z.number().int().describe("What goes back to the replaced order's gateway when the new showtime costs less"),
      })
      .optional()
      .describe("Present on an order made by POST /orders/:id/exchange"),
    giftCards: z.array(orderGiftCardPartSchema).optional().describe("What gift cards pay of the order; absent when none (decision 080)"),
    gatewayAmount: z.number().int().optional().describe("With giftCards: what is left for the gateway (total − cards)"),
    refunds: z.array(orderRefundPartSchema).optional().describe("Where the money of a refunded order went, part by part; absent when none"),
  })
  .meta({ id: "Order" });

/** `POST /orders/:id/cancel` (decision 049, 080): the refund back to how it was paid, or onto a gift card. */
export const cancelOrderSchema = z
  .object({
    refundTo: z
      .enum(["original", "gift_card"], { message: "Bạn hãy chọn hoàn tiền về phương thức thanh toán hoặc vào thẻ quà tặng." })
      .default("original")
      .describe("original: each part back where it came from; gift_card: the gateway's part onto a gift card (with GIFT_CARD_REFUND_BONUS_PERCENT)"),
    giftCard: giftCardCredentialsSchema
      .optional()
      .describe("With refundTo gift_card: onto this existing card; without it a new card is issued and e-mailed to the buyer"),
  })
  // No body at all (the cancel before gift cards) is the original method.
  .nullish()
  .transform((choice) => choice ?? { refundTo: "original" as const });
export type CancelOrder = z.infer<typeof cancelOrderSchema>;
export type Order = z.infer<typeof orderSchema>;
