/**
 * What a paid order's owner may still do with it, as the order's answer writes it (decision 049; in
 * the request's language, decision 097): the window's rule, why not any more. Word for word the
 * contract's `cancelRuleText` and `cancelWindowClosedText` (a test holds them equal).
 */
export const afterSaleVi = {
  "aftersale.rule":
    "{before, select, none {Chỉ hủy hoặc đổi suất được trước giờ chiếu.} minutes {Chỉ hủy hoặc đổi suất được trước giờ chiếu {minutes} phút.} hours {Chỉ hủy hoặc đổi suất được trước giờ chiếu {hours} tiếng.} other {Chỉ hủy hoặc đổi suất được trước giờ chiếu {hours} tiếng {minutes} phút.}}",
  "aftersale.windowClosed": "Đơn hàng này chỉ hủy hoặc đổi suất được đến {time} ngày {day}; thời hạn đó đã qua.",
  "aftersale.admitted": "Vé đã được soát vào rạp nên không hủy hay đổi được nữa.",
} as const;
