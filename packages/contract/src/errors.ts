import { z } from "zod";
import type { CheckinRefusal } from "./checkout-constants.ts";
import type { MfaMethod } from "./mfa.ts";
import type { PriceKey } from "./price-table-rules.ts";

/** Stable error codes of the public API (docs/api-v1.md). Each has one Vietnamese message. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: "Dữ liệu gửi lên chưa hợp lệ. Bạn hãy kiểm tra lại các trường được đánh dấu nhé.",
  UNAUTHENTICATED: "Bạn cần đăng nhập để tiếp tục.",
  FORBIDDEN: "Bạn không có quyền thực hiện thao tác này.",
  NOT_FOUND: "Không tìm thấy nội dung bạn yêu cầu.",
  METHOD_NOT_ALLOWED: "Phương thức này không được hỗ trợ cho đường dẫn này.",
  EMAIL_TAKEN: "E-mail này đã được dùng cho một tài khoản khác.",
  INVALID_CREDENTIALS: "E-mail hoặc mật khẩu không đúng.",
  SEATS_UNAVAILABLE: "Một số ghế bạn chọn vừa có người giữ. Bạn hãy chọn ghế khác nhé.",
  SALES_CLOSED: "Suất chiếu này đã ngừng bán vé.",
  ALREADY_CHECKED_IN: "Vé này đã được soát trước đó.",
  ALREADY_REFUNDED: "Đơn hàng hoặc vé này đã được hoàn tiền trước đó.",
  CANCEL_WINDOW_CLOSED: "Đã quá thời hạn hủy hoặc đổi suất của đơn hàng này.",
  ORDER_NOT_PAID: "Đơn hàng này chưa được thanh toán (hoặc đã huỷ, đã hoàn tiền) nên không thể thực hiện thao tác này.",
  INVOICE_ALREADY_REQUESTED: "Đơn hàng này đã có yêu cầu xuất hoá đơn VAT. Mỗi đơn chỉ xuất được một hoá đơn.",
  INVOICE_WINDOW_CLOSED: "Đã hết hạn yêu cầu xuất hoá đơn VAT cho đơn này: chỉ yêu cầu được trong tháng thanh toán.",
  REFUND_NOT_SETTLEABLE: "Khoản hoàn tiền này không ở trạng thái lỗi chờ xử lý (đã hoàn xong, đang thử lại, hoặc đã có người xử lý).",
  TICKET_NOT_VALID: "Vé này không dùng được để vào suất chiếu.",
  HOLD_EXPIRED: "Thời gian giữ ghế đã hết. Bạn hãy chọn ghế lại nhé.",
  ORDER_NOT_EDITABLE: "Đơn hàng này đã thanh toán hoặc đã đóng nên không thay đổi được nữa.",
  HOLD_LIMIT_REACHED: "Bạn đang giữ ghế ở quá nhiều đơn chưa thanh toán. Bạn hãy thanh toán hoặc huỷ một đơn trước khi chọn thêm nhé.",
  VOUCHER_UNAVAILABLE: "Mã khuyến mãi này không dùng được cho đơn hàng này.",
  SHOWTIME_CANCELLED: "Suất chiếu này đã được huỷ trước đó.",
  SHOWTIME_OVERLAP: "Phòng chiếu đã có suất khác trong khoảng thời gian này (tính cả thời gian dọn phòng).",
  LAYOUT_CHANGED: "Sơ đồ ghế của phòng vừa được người khác lưu. Bạn hãy tải lại trang để sửa trên sơ đồ mới nhất.",
  PAYLOAD_TOO_LARGE: "Dữ liệu gửi lên quá lớn.",
  RANGE_NOT_SATISFIABLE: "Đoạn dữ liệu được yêu cầu nằm ngoài tệp.",
  UNSUPPORTED_MEDIA_TYPE: "Định dạng dữ liệu không được hỗ trợ. Hãy gửi JSON.",
  RATE_LIMITED: "Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.",
  SERVICE_UNAVAILABLE: "Hệ thống đang bận. Vui lòng thử lại sau ít phút.",
  UNSUPPORTED_MEDIA: "Tệp này không phải ảnh JPEG, PNG, WebP, AVIF hay SVG. Bạn hãy chọn một tệp ảnh khác nhé.",
  SLUG_TAKEN: "Đường dẫn này đã được một phim khác dùng. Bạn hãy đổi đường dẫn nhé.",
  VOUCHER_CODE_TAKEN: "Mã voucher này đã có. Bạn hãy đặt mã khác, hoặc sửa voucher đang có mã này.",
  FILM_HAS_SHOWTIMES: "Phim còn suất chiếu sắp tới nên chưa lưu trữ được. Bạn hãy huỷ các suất đó trước nhé.",
  INTERNAL: "Đã có lỗi xảy ra phía máy chủ. Chúng tôi đang khắc phục, bạn vui lòng thử lại sau.",
  ACCOUNT_DISABLED: "Tài khoản này đã bị khoá nên không đăng nhập được. Bạn hãy liên hệ quản trị viên HanCine nếu cần mở lại.",
  SEATS_STILL_AVAILABLE: "Suất chiếu này vẫn còn đủ ghế trống cho bạn. Bạn hãy chọn ghế và mua vé ngay nhé.",
  FILM_ON_SALE: "Phim này đã mở bán vé. Bạn hãy chọn suất chiếu và đặt vé ngay nhé.",
  LAST_ADMIN: "Chuỗi cần ít nhất một quản trị viên đang hoạt động: không thể hạ vai trò hoặc khoá quản trị viên cuối cùng.",
  POINTS_INSUFFICIENT: "Bạn không đủ điểm để dùng số điểm này (có thể điểm đang được giữ cho một đơn khác chưa thanh toán).",
  RATING_NOT_ALLOWED: "Bạn chỉ chấm điểm được phim mình đã xem: vé của bạn cho phim này cần được soát ở rạp trước.",
  QUEUE_REQUIRED: "Suất chiếu này đang mở bán qua phòng chờ. Bạn hãy vào phòng chờ và đợi đến lượt mình nhé.",
  SALE_EVENT_SHOWTIME_TAKEN: "Có suất chiếu đã thuộc một đợt mở bán khác. Mỗi suất chỉ thuộc một đợt mở bán.",
  MFA_REQUIRED: "Bạn cần xác minh bước hai (mã xác thực hoặc khoá truy cập) để tiếp tục.",
  STEP_UP_REQUIRED: "Vì an toàn, bạn hãy xác minh lại bước hai trước khi thực hiện thao tác này.",
  MFA_INVALID: "Mã xác thực không đúng hoặc đã hết hạn.",
  MFA_LAST_FACTOR: "Tài khoản nhân viên cần ít nhất một phương thức xác minh bước hai: hãy thêm phương thức khác trước khi xoá phương thức này.",
  SHIFT_ALREADY_OPEN: "Bạn đang có một ca bán vé chưa đóng ở rạp này. Hãy tiếp tục ca đó hoặc đóng ca trước khi mở ca mới.",
  SHIFT_CLOSED: "Ca bán vé này đã đóng nên không ghi thêm giao dịch được. Hãy mở ca mới.",
  APPROVAL_REQUIRED: "Thao tác này cần quản lý duyệt: nhập e-mail và mã PIN quầy của quản lý rạp.",
  SHIFT_NOT_PENDING: "Ca bán vé này không có chênh lệch chờ duyệt (chưa đóng, chênh lệch trong ngưỡng, hoặc đã được duyệt).",
  OUT_OF_STOCK: "Rạp đã hết món này. Bạn hãy chọn món khác nhé.",
  SEAT_TAKEN: "Ghế này vừa được bán hoặc đang có người giữ. Hãy chọn ghế khác.",
  GIFT_CARD_INVALID: "Mã thẻ quà tặng hoặc mã PIN không đúng. Bạn hãy kiểm tra lại trên thẻ nhé.",
  GIFT_CARD_UNUSABLE: "Thẻ quà tặng này đã bị khoá hoặc đã hết hạn nên không dùng được nữa.",
  PICKUP_STATUS_INVALID: "Đơn bắp nước chỉ chuyển tiếp được: đã thanh toán → đang chuẩn bị → sẵn sàng → đã nhận.",
  GIFT_CARD_BALANCE_LOW: "Số dư thẻ quà tặng không đủ cho khoản này.",
  GIFT_CARD_OTP_REQUIRED: "Bạn dùng thẻ quà tặng cho một khoản lớn: chúng tôi vừa gửi mã xác nhận 6 chữ số tới e-mail của bạn. Bạn hãy nhập mã để tiếp tục.",
  GIFT_CARD_OTP_INVALID: "Mã xác nhận không đúng. Bạn hãy kiểm tra lại e-mail mới nhất chúng tôi gửi.",
  GIFT_CARD_OTP_EXPIRED: "Mã xác nhận đã hết hạn hoặc đã được dùng. Bạn hãy bấm “Gửi lại mã” để nhận mã mới.",
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  SEATS_UNAVAILABLE: 409,
  SALES_CLOSED: 409,
  ALREADY_CHECKED_IN: 409,
  ALREADY_REFUNDED: 409,
  CANCEL_WINDOW_CLOSED: 409,
  ORDER_NOT_PAID: 409,
  INVOICE_ALREADY_REQUESTED: 409,
  INVOICE_WINDOW_CLOSED: 409,
  REFUND_NOT_SETTLEABLE: 409,
  TICKET_NOT_VALID: 409,
  HOLD_EXPIRED: 410,
  ORDER_NOT_EDITABLE: 409,
  HOLD_LIMIT_REACHED: 409,
  VOUCHER_UNAVAILABLE: 409,
  SHOWTIME_CANCELLED: 409,
  SHOWTIME_OVERLAP: 409,
  LAYOUT_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  UNSUPPORTED_MEDIA: 415,
  SLUG_TAKEN: 409,
  VOUCHER_CODE_TAKEN: 409,
  FILM_HAS_SHOWTIMES: 409,
  INTERNAL: 500,
  ACCOUNT_DISABLED: 403,
  SEATS_STILL_AVAILABLE: 409,
  FILM_ON_SALE: 409,
  LAST_ADMIN: 409,
  POINTS_INSUFFICIENT: 409,
  RATING_NOT_ALLOWED: 409,
  QUEUE_REQUIRED: 403,
  SALE_EVENT_SHOWTIME_TAKEN: 409,
  MFA_REQUIRED: 403,
  STEP_UP_REQUIRED: 403,
  MFA_INVALID: 401,
  MFA_LAST_FACTOR: 409,
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  APPROVAL_REQUIRED: 403,
  SHIFT_NOT_PENDING: 409,
  OUT_OF_STOCK: 409,
  SEAT_TAKEN: 409,
  GIFT_CARD_INVALID: 400,
  GIFT_CARD_UNUSABLE: 409,
  PICKUP_STATUS_INVALID: 409,
  GIFT_CARD_BALANCE_LOW: 409,
  GIFT_CARD_OTP_REQUIRED: 403,
  GIFT_CARD_OTP_INVALID: 400,
  GIFT_CARD_OTP_EXPIRED: 400,
};

/** A refused check-in: why, and what the door needs to say (the first scan's time and place, the showtime, the cinema). */
type CheckinRefusalDetails = { reason: CheckinRefusal; checkedInAt?: string; place?: string; seatLabel?: string; startsAt?: string; cinema?: string };

/**
 * What `error.details` holds, per code (docs/api-v1.md): the web and the apps read these by name.
 * A code not listed carries no details. The server's `DomainError` only accepts these shapes.
 */
export type ErrorDetails = {
  SEATS_UNAVAILABLE: { seatIds: string[] };
  SEAT_TAKEN: { seatIds: string[] };
  /** The products the cinema has not enough of for this sale (decision 077). */
  OUT_OF_STOCK: { productIds: string[] };
  HOLD_LIMIT_REACHED: { maxOpenOrders: number };
  QUEUE_REQUIRED: { saleEventId: string };
  SHOWTIME_OVERLAP: { showtimeId?: string };
  LAYOUT_CHANGED: { layoutId: string | null };
  SEATS_STILL_AVAILABLE: { freeSeats: number };
  SLUG_TAKEN: { suggestion: string };
  FILM_HAS_SHOWTIMES: { upcomingShowtimes: number };
  /** The price table's rows still to fill (the other validation failures carry `fields` only). */
  VALIDATION_FAILED: { missing?: PriceKey[] };
  ALREADY_CHECKED_IN: CheckinRefusalDetails;
  TICKET_NOT_VALID: CheckinRefusalDetails;
  NOT_FOUND: CheckinRefusalDetails;
  FORBIDDEN: CheckinRefusalDetails;
  /** `enrolled: false`: the account has no second factor yet and must enrol one (staff's first sign-in). */
  MFA_REQUIRED: { enrolled: boolean; methods: MfaMethod[] };
  /** How recent the proof must be, and the ways to give it. */
  STEP_UP_REQUIRED: { maxAgeMinutes: number; methods: MfaMethod[] };
  /** Failed attempts left before the second factor locks for 15 minutes. */
  MFA_INVALID: { attemptsLeft: number };
  /** The e-mail the code went to (masked) and until when it is good (decision 080). */
  GIFT_CARD_OTP_REQUIRED: { sentTo: string; expiresAt: string; giftCardAmount: number };
  /** Wrong codes left before this code stops working (a new one is then needed). */
  GIFT_CARD_OTP_INVALID: { attemptsLeft: number };
};

/** The details a code carries, or none. */
export type DetailsOf<C extends string> = C extends keyof ErrorDetails ? ErrorDetails[C] : never;

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe("Mã lỗi ổn định, dạng UPPER_SNAKE"),
      message: z.string().describe("Câu tiếng Việt dành cho người dùng"),
      fields: z.record(z.string(), z.string()).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "Error" });

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
