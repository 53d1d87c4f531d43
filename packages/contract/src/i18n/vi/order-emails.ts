/**
 * The order's e-mails (issue 37, decision 093): the tickets (paid, resent, a moved showtime) and the
 * refunds, written in the order's language (`orders.locale`). Word for word what they said before; the
 * chain's own words (film, cinema, room names) are passed in as they are.
 */
export const orderEmailsVi = {
  // the tickets
  "email.order.subject": "{moved, select, yes {Suất chiếu đã đổi – vé mới} other {Vé của bạn}}: {film} – {time} {day} · {code}",
  "email.order.preheader": "{cinema}, {auditorium} · Ghế {seats}. Đưa mã QR cho nhân viên soát vé nhé.",
  "email.order.moved":
    "Rạp đã đổi suất chiếu của bạn (trước đây: {time} {day}, {auditorium}). Đây là vé mới; mã QR của vé cũ không còn dùng được. Nếu giờ mới không hợp với bạn, hãy liên hệ rạp để được hỗ trợ.",
  "email.order.paid": "Thanh toán thành công! Đây là vé xem phim của bạn tại {brand}.",
  "email.order.viewTickets": "Xem vé trên website",
  "email.order.arrive":
    "Bạn hãy đến trước giờ chiếu khoảng 15 phút và đưa mã QR của từng vé cho nhân viên soát vé (trên điện thoại hoặc bản in). Ở quầy, bạn cũng có thể đọc mã đặt vé.",
  "email.order.ageCheck": "Phim {age}: nhân viên có thể đề nghị xem giấy tờ tùy thân có ảnh để kiểm tra độ tuổi.",
  "email.order.calendar": "Tệp lich-chieu.ics đính kèm giúp bạn thêm suất chiếu vào lịch của mình.",
  "email.order.film": "Phim",
  "email.order.showtime": "Suất chiếu",
  "email.order.cinema": "Rạp",
  "email.order.auditorium": "Phòng chiếu",
  "email.order.seats": "Ghế",
  "email.order.snacks": "Bắp nước",
  "email.order.discount": "Giảm giá",
  "email.order.points": "Điểm thưởng",
  "email.order.pointsUsed": "{amount} ({points} điểm)",
  "email.order.total": "Tổng tiền",
  "email.order.code": "Mã đặt vé",
  // a showtime's sound and subtitles, as `languageVersion` writes them
  "email.order.version.vietnameseEnglishSubtitles": "Tiếng Việt, phụ đề tiếng Anh",
  "email.order.version.vietnamese": "Tiếng Việt",
  "email.order.version.dubbed": "Lồng tiếng Việt",
  "email.order.version.subtitled": "Phụ đề tiếng Việt",
  "email.order.tickets": "Vé của bạn ({count})",
  "email.order.ticketsText": "Vé của bạn:",
  "email.order.qrAlt": "Mã QR vé ghế {seat}",
  "email.order.seat": "Ghế {seat}",
  "email.order.ticketCode": "Mã vé",
  "email.order.ticketType": "Vé {type, select, adult {Người lớn} student {HSSV} u22 {U22} senior {Người cao tuổi (từ 60 tuổi)} other {{type}}}",
  "email.order.doorNote": "Xuất trình thẻ HSSV / giấy tờ khi soát vé",
  "email.order.ticketLine": "- Ghế {seat}: mã vé {code}",
  "email.order.ticketLineDoor":
    "- Ghế {seat}: mã vé {code} (vé {type, select, adult {Người lớn} student {HSSV} u22 {U22} senior {Người cao tuổi (từ 60 tuổi)} other {{type}}} — {note})",
  "email.order.calendarDescription": "Mã đặt vé {code}\nGhế {seats}\nXem vé: {url}",
  // how it was paid (the payment's own names stay: VNPay, ZaloPay)
  "email.order.method.giftCard": "Thẻ quà tặng",
  "email.order.method.giftCardLower": "thẻ quà tặng",
  "email.order.method.and": " và ",
  "email.order.method.exchange": "Đổi suất",
  "email.order.method.free": "Miễn phí",
  "email.order.method.momo": "Ví MoMo",
  // the refunds
  "email.refund.subject": "Hoàn tiền {amount} cho đơn hàng {code}",
  "email.refund.preheader": "Chúng tôi đã gửi lệnh hoàn lại {amount} qua {method}.",
  "email.refund.orderLine": "Đơn hàng {code}: {film}, {time} {day}, {cinema}.",
  "email.refund.received": "Chúng tôi đã nhận được khoản thanh toán {amount} qua {method} cho đơn hàng {code} ({film}, {time} {day}, {cinema}).",
  "email.refund.sent":
    "Chúng tôi đã tự động gửi lệnh hoàn lại {whole, select, yes {toàn bộ } other {}}{amount} qua {method}. Tiền thường về tài khoản của bạn trong 1–15 ngày làm việc, tùy ngân hàng. Bạn không cần làm gì thêm.",
  "email.refund.viewTickets": "Xem vé của bạn",
  "email.refund.otherShowtime": "Chọn suất chiếu khác",
  "email.refund.help": "Nếu sau 15 ngày làm việc bạn vẫn chưa nhận được tiền, hãy liên hệ {email} hoặc hotline {hotline} và đọc mã đơn {code}.",
  "email.refund.desk": "Rạp đã hoàn tiền {seats, select, none {đơn hàng} other {vé ghế {seats}}} theo yêu cầu. Lý do: {note}",
  "email.refund.deskSomeSeats": " Các vé này không còn giá trị; những vé khác của đơn vẫn dùng được.",
  "email.refund.seats_taken":
    "Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó ghế {seats} đã có người khác mua, nên đơn hàng không thể xác nhận.",
  "email.refund.duplicate": "Đơn hàng này đã được thanh toán trước đó bằng một giao dịch khác, nên khoản thanh toán sau là thừa.",
  "email.refund.showtime_started": "Khoản thanh toán đến khi suất chiếu đã bắt đầu, nên chúng tôi không thể xuất vé.",
  "email.refund.showtime_cancelled":
    "Rạp đã huỷ suất chiếu này. Chúng tôi thành thật xin lỗi vì sự bất tiện; vé của bạn không còn giá trị và toàn bộ số tiền được hoàn lại.",
  "email.refund.order_changed": "Số tiền của giao dịch không còn khớp với đơn hàng (đơn hàng đã thay đổi sau khi bạn mở trang thanh toán).",
  "email.refund.voucher_unavailable":
    "Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó mã khuyến mãi {voucher} đã hết lượt sử dụng, nên đơn hàng không thể xác nhận với giá đã giảm.",
  "email.refund.points_unavailable":
    "Khoản thanh toán đến sau khi thời gian giữ ghế đã hết; {points} điểm thưởng của đơn hàng đã được trả lại tài khoản và lúc đó không còn đủ để dùng lại, nên đơn hàng không thể xác nhận với giá đã trừ điểm.",
  "email.refund.out_of_stock":
    "Khoản thanh toán đến sau khi thời gian giữ ghế đã hết, và lúc đó rạp đã bán hết {products, select, none {bắp nước} other {{products}}} của đơn hàng, nên đơn hàng không thể xác nhận.",
  "email.refund.desk_refund": "Rạp đã hoàn tiền theo yêu cầu.",
  "email.refund.customer_cancel": "Bạn đã hủy đơn hàng {code}. Vé ghế {seats} không còn giá trị và ghế đã được mở bán lại.",
  "email.refund.exchange_failed":
    "Khoản thanh toán phần chênh lệch đến khi đơn hàng cũ không còn đổi suất được (đã hủy, đã soát vé hoặc đã quá thời hạn đổi), nên việc đổi suất không thực hiện; vé cũ của bạn vẫn giữ nguyên như trước.",
  "email.refund.exchange_difference":
    "Bạn đã đổi sang suất chiếu có giá thấp hơn; vé mới đã được gửi trong một e-mail riêng. Phần chênh lệch được hoàn lại cho bạn.",
} as const;
