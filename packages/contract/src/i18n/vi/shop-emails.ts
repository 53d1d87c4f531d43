/**
 * The e-mails of gift-card and snack orders (decision 098): the recipient's gift card, a refund put on a
 * new gift card, the snack pickup code and "ready" e-mails, and the refund of an order with no
 * showtime. Written in the order's language (`orders.locale`); the Vietnamese is the e-mails' own,
 * word for word. The layout's words, the refund's subject, preheader and help are `order-emails`'
 * and `account-emails`'.
 */
export const shopEmailsVi = {
  // a gift card
  "email.gift.card": "Thẻ quà tặng",
  "email.gift.design.songHan": "Sông Hàn về đêm",
  "email.gift.design.senVang": "Sen vàng",
  "email.gift.design.bapRang": "Bắp rang bơ",
  "email.gift.design.sinhNhat": "Chúc mừng sinh nhật",
  "email.gift.code": "Mã thẻ",
  "email.gift.pin": "Mã PIN",
  "email.gift.balance": "Số dư",
  "email.gift.expires": "Hạn dùng",
  "email.gift.expiresDay": "hết ngày {day}",
  "email.gift.printTitle": "Thẻ quà tặng {brand}",
  "email.gift.printNote": "Dùng mua vé và bắp nước tại mọi rạp {brand}, trên website và tại quầy. Giữ mã PIN như mật khẩu.",
  "email.gift.someone": "Một người bạn",
  "email.gift.you": "bạn",
  "email.gift.subject": "{from} tặng bạn thẻ quà tặng {brand} {amount}",
  "email.gift.preheader": "Thẻ {amount}, dùng mua vé và bắp nước đến hết ngày {day}.",
  "email.gift.intro": "{from} gửi tặng bạn một thẻ quà tặng {brand} trị giá {amount}.",
  "email.gift.message": "Lời nhắn: “{message}”",
  "email.gift.use": "Số dư: {amount}. Thẻ dùng được đến hết ngày {day} để mua vé và bắp nước trên website và tại quầy của mọi rạp {brand}.",
  "email.gift.checkBalance": "Kiểm tra số dư thẻ",
  "email.gift.keepPin": "Hãy giữ mã PIN như mật khẩu: ai có cả mã thẻ và mã PIN đều dùng được số dư. Tệp đính kèm là tấm thẻ để in ra và tặng tận tay.",
  // a refund put on a new gift card
  "email.refundCard.bonus": "{bonus, select, none {} other { (gồm {bonus} {brand} tặng thêm)}}",
  "email.refundCard.subject": "Thẻ quà tặng {brand} {amount} — tiền hoàn của đơn {code}",
  "email.refundCard.preheader": "Tiền hoàn của đơn {code} đã vào thẻ quà tặng mới của bạn.",
  "email.refundCard.intro":
    "Theo lựa chọn của bạn khi hủy đơn {code}, {amount} đã được hoàn vào một thẻ quà tặng mới{bonus}. Bạn dùng thẻ để thanh toán vé và bắp nước trên website hoặc tại quầy.",
  "email.refundCard.keepPin": "Bạn hãy giữ kín mã PIN: ai có mã thẻ và mã PIN đều dùng được số dư của thẻ.",
  // snacks to pick up
  "email.pickup.when": "{time} hôm nay",
  "email.pickup.cinema": "Rạp",
  "email.pickup.time": "Giờ nhận",
  "email.pickup.items": "Món",
  "email.pickup.total": "Tổng tiền",
  "email.pickup.order": "Mã đơn",
  "email.pickup.code": "Mã nhận bắp nước",
  "email.pickup.qr": "Mã QR của mã nhận {code}",
  "email.pickup.subject": "Mã nhận bắp nước {code} – {cinema}, {when}",
  "email.pickup.preheader": "Đưa mã {code} cho quầy bắp nước lúc {when}: {items}.",
  "email.pickup.paid": "Thanh toán thành công! Quầy bắp nước {cinema} sẽ chuẩn bị đơn của bạn để nhận lúc {when}.",
  "email.pickup.view": "Xem đơn và trạng thái",
  "email.pickup.how":
    "Đến quầy bắp nước đúng giờ đã chọn và đưa mã nhận (hoặc mã QR) cho nhân viên. Khi món sẵn sàng, chúng tôi sẽ báo bạn qua e-mail và trên trang đơn hàng. Bạn có thể huỷ đơn cho đến khi quầy bắt đầu chuẩn bị.",
  "email.pickup.readySubject": "Bắp nước của bạn đã sẵn sàng – mã {code}",
  "email.pickup.readyPreheader": "Mời bạn đến quầy bắp nước {cinema} và đưa mã {code}.",
  "email.pickup.ready": "Bắp nước của bạn đã sẵn sàng tại quầy {cinema}. Mời bạn đến quầy và đưa mã nhận {code} cho nhân viên.",
  "email.pickup.open": "Mở mã nhận",
  // the refund of snacks or a bought gift card
  "email.shopRefund.snacks": "Đơn bắp nước {code}: nhận tại {cinema} lúc {time} {day}.",
  "email.shopRefund.snacksConsequence": "Quầy sẽ không chuẩn bị đơn này và mã nhận hàng không còn dùng được.",
  "email.shopRefund.snacksAgain": "Đặt bắp nước khác",
  "email.shopRefund.giftCard": "Đơn mua thẻ quà tặng {code}: thẻ {amount} tặng {name}.",
  "email.shopRefund.giftCardConsequence": "Thẻ {card} đã bị khoá và không dùng được nữa; nếu bạn đã báo cho người nhận ({email}), hãy nhắn họ nhé.",
  "email.shopRefund.giftCardAgain": "Mua thẻ quà tặng khác",
  "email.shopRefund.cancelled": "Bạn đã huỷ đơn hàng {code}. {consequence}",
  "email.shopRefund.desk": "Rạp đã hoàn tiền đơn hàng theo yêu cầu. Lý do: {note} {consequence}",
  "email.shopRefund.reason":
    "{reason, select, seats_taken {Thanh toán đến muộn, ghế đã được bán.} duplicate {Đơn hàng đã được thanh toán trước đó.} showtime_started {Thanh toán đến khi suất chiếu đã bắt đầu.} showtime_cancelled {Rạp huỷ suất chiếu.} order_changed {Số tiền không khớp đơn hàng.} voucher_unavailable {Thanh toán đến muộn, mã khuyến mãi đã hết lượt.} points_unavailable {Thanh toán đến muộn, không còn đủ điểm thưởng.} out_of_stock {Thanh toán đến muộn, rạp đã hết bắp nước của đơn.} desk_refund {Rạp hoàn tiền theo yêu cầu.} customer_cancel {Khách hủy vé.} exchange_difference {Đổi suất: hoàn phần chênh lệch.} other {Đổi suất không thực hiện được.}}",
  "email.shopRefund.sent":
    "Chúng tôi đã gửi lệnh hoàn lại toàn bộ {amount} qua {method}. Tiền qua cổng thanh toán thường về tài khoản của bạn trong 1–15 ngày làm việc, tùy ngân hàng; phần trả bằng thẻ quà tặng về lại thẻ ngay. Bạn không cần làm gì thêm.",
  "email.shopRefund.viewOrder": "Xem đơn hàng",
} as const;
