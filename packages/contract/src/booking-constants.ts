/** Booking constants without zod, so browser code (the seat map) can import them cheaply. */

export const MAX_SEATS_PER_ORDER = 8;
/** How long seats stay held for the buyer (the server's HOLD_MINUTES may override it). */
export const HOLD_MINUTES_DEFAULT = 10;

export const SEAT_STATUSES = ["available", "held", "sold", "blocked", "mine"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** `exchanged`: the customer moved the order to another showtime (the new order carries its tickets; decision 049). */
export const ORDER_STATUSES = ["held", "pending_payment", "paid", "expired", "cancelled", "refunded", "exchanged"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an order's status may make (issue 31): the database refuses any other (trigger
 * orders_status_transition, migration 0033), and the server changes a status only through the
 * booking module's `moveOrder`.
 * - An open order (held, or awaiting its payment) is paid, given up (cancelled), runs out (expired),
 *   or goes back and forth between the two open states as a payment starts and fails.
 * - A payment captured for an order no longer open is kept if its seats are still free (paid), else
 *   given back (refunded) — so a cancelled or expired order may still become either.
 * - A paid order is refunded, or exchanged for another showtime's (decision 049).
 * - Refunded and exchanged are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  held: ["pending_payment", "paid", "cancelled", "expired", "refunded"],
  pending_payment: ["held", "paid", "cancelled", "expired", "refunded"],
  expired: ["paid", "refunded"],
  cancelled: ["paid", "refunded"],
  paid: ["refunded", "exchanged"],
  refunded: [],
  exchanged: [],
};

/**
 * What an order sells (issue 35): seats of a showtime (with their snacks), a gift card, or snacks on
 * their own. Only a ticket order has a showtime (CHECK orders_kind_showtime_check).
 */
export const ORDER_KINDS = ["tickets", "gift_card", "snacks"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const DAY_KINDS = ["weekday", "weekend", "holiday"] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/**
 * What each kind of day means, as the SQL function `showtime_day_kind` (migration 0008) decides it
 * from a showtime's start in the chain's zone: a day of the holiday calendar first, whatever its
 * weekday; else Saturday and Sunday; else Monday to Friday.
 */
export const DAY_KIND_LABELS: Record<DayKind, string> = { weekday: "Ngày thường", weekend: "Cuối tuần", holiday: "Ngày lễ" };
export const DAY_KIND_MEANINGS: Record<DayKind, string> = {
  weekday: "Thứ Hai đến Thứ Sáu, trừ ngày lễ",
  weekend: "Thứ Bảy và Chủ Nhật, trừ ngày lễ",
  holiday: "Các ngày trong lịch ngày lễ của chuỗi, kể cả khi rơi vào cuối tuần",
};

/** Price bands by start time in the chain's zone: before 12:00, 12:00–17:59, from 18:00. */
export const TIME_BANDS = ["morning", "afternoon", "evening"] as const;
export type TimeBand = (typeof TIME_BANDS)[number];

/** The hour (chain's zone) each band starts at; it lasts until the next one starts (SQL `showtime_time_band`). */
export const TIME_BAND_START_HOUR: Record<TimeBand, number> = { morning: 0, afternoon: 12, evening: 18 };
export const TIME_BAND_LABELS: Record<TimeBand, string> = { morning: "Trước 12:00", afternoon: "12:00 – 17:59", evening: "Từ 18:00" };

export const SEAT_TYPE_LABELS = {
  standard: "Thường",
  vip: "VIP",
  couple: "Đôi",
  wheelchair: "Xe lăn",
} as const;

export const SEAT_STATUS_LABELS = {
  available: "còn trống",
  held: "đang được giữ",
  sold: "đã bán",
  blocked: "không bán",
  mine: "bạn đang chọn",
} as const;

export const ORDER_STATUS_LABELS = {
  held: "Đang giữ ghế",
  pending_payment: "Chờ thanh toán",
  paid: "Đã thanh toán",
  expired: "Hết hạn giữ ghế",
  cancelled: "Đã huỷ",
  refunded: "Đã hoàn tiền",
  exchanged: "Đã đổi suất",
} as const;

/**
 * Ticket types (issue 35, docs/decisions/085): adult is every seat's default, priced by the price
 * table's cell; the others are priced per cell too (ticket_type_prices) and checked at the door.
 */
export const TICKET_TYPES = ["adult", "student", "u22", "senior"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
/** The types a cinema prices on top of the adult table (the adult price is the cell's own). */
export const DISCOUNT_TICKET_TYPES = ["student", "u22", "senior"] as const satisfies readonly TicketType[];
export type DiscountTicketType = (typeof DISCOUNT_TICKET_TYPES)[number];

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  adult: "Người lớn",
  student: "HSSV",
  u22: "U22",
  senior: "Người cao tuổi (từ 60 tuổi)",
};

/** What the door staff must check before letting the holder in (null: nothing). */
export const TICKET_TYPE_DOOR_CHECKS: Record<TicketType, string | null> = {
  adult: null,
  student: "Vé HSSV — kiểm tra thẻ",
  u22: "Vé U22 — kiểm tra giấy tờ tuổi",
  senior: "Vé người cao tuổi — kiểm tra giấy tờ (từ 60 tuổi)",
};

/** The customer's reminder when choosing a type other than adult. */
export const TICKET_TYPE_NOTE = "Xuất trình thẻ HSSV / giấy tờ khi soát vé";
