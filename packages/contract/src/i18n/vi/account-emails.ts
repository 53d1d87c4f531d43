/**
 * The account's e-mails (verify the address, reset or changed password, a new sign-in, second
 * factors reset), word for word as they were, and the e-mail frame's own words (decision 094).
 * Sent in the language of the request that causes them, else the account's (`users.locale`).
 */
export const accountEmailsVi = {
  "email.layout.buttonFallback": "Nếu nút không bấm được, bạn hãy chép đường dẫn này vào trình duyệt:",
  "email.layout.signOff": "Hẹn gặp bạn ở rạp,",
  "email.layout.greeting": "Chào {name},",
  "email.account.verify.subject": "Xác thực e-mail tài khoản {brand}",
  "email.account.verify.preheader": "Bấm nút trong thư để xác thực e-mail của bạn (có hiệu lực 24 giờ).",
  "email.account.verify.body": "Cảm ơn bạn đã đăng ký tài khoản {brand}. Bạn hãy bấm nút dưới đây để xác thực e-mail này (đường dẫn có hiệu lực trong 24 giờ).",
  "email.account.verify.button": "Xác thực e-mail",
  "email.account.verify.notYou": "Nếu bạn không đăng ký tài khoản, hãy bỏ qua e-mail này: sẽ không có gì thay đổi.",
  "email.account.reset.subject": "Đặt lại mật khẩu {brand}",
  "email.account.reset.preheader": "Đường dẫn đặt lại mật khẩu của bạn, có hiệu lực 30 phút.",
  "email.account.reset.body":
    "Chúng tôi vừa nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Bạn hãy bấm nút dưới đây để chọn mật khẩu mới (đường dẫn dùng được một lần, trong 30 phút).",
  "email.account.reset.button": "Đặt lại mật khẩu",
  "email.account.reset.signsOut": "Sau khi đặt lại, mọi thiết bị khác đang đăng nhập tài khoản này sẽ bị đăng xuất.",
  "email.account.reset.notYou": "Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.",
  "email.account.changed.subject": "Mật khẩu {brand} của bạn vừa được đổi",
  "email.account.changed.preheader": "Nếu không phải bạn, hãy liên hệ chúng tôi ngay.",
  "email.account.changed.body": "Mật khẩu tài khoản của bạn vừa được thay đổi, và các thiết bị khác đã được đăng xuất.",
  "email.account.changed.notYou": "Nếu không phải bạn, hãy đặt lại mật khẩu ngay và báo cho chúng tôi qua {email} hoặc hotline {hotline}.",
  "email.account.changed.button": "Đặt lại mật khẩu",
  "email.account.newSignIn.subject": "Đăng nhập mới vào tài khoản {brand}",
  "email.account.newSignIn.preheader": "Lúc {time} ngày {day}, từ {browser} trên {os}.",
  "email.account.newSignIn.body": "Tài khoản {brand} của bạn vừa được đăng nhập bằng mật khẩu từ một thiết bị chưa từng dùng:",
  "email.account.newSignIn.details": "Thời gian: {time}, {day} (giờ Việt Nam). Trình duyệt: {browser} trên {os}. Nơi: {place}. Địa chỉ IP: {ip}.",
  "email.account.newSignIn.ifYou": "Nếu đó là bạn, không cần làm gì thêm.",
  "email.account.newSignIn.button": "Không phải bạn? Đổi mật khẩu ngay",
  "email.account.newSignIn.tellUs": "Bạn cũng có thể báo cho chúng tôi qua {email} hoặc hotline {hotline}.",
  "email.account.factorsReset.subject": "Bước xác minh thứ hai của tài khoản {brand} đã được đặt lại",
  "email.account.factorsReset.preheader": "Lần đăng nhập tới, bạn hãy thiết lập lại ứng dụng xác thực hoặc khoá truy cập.",
  "email.account.factorsReset.body":
    "Lúc {time} ngày {day}, quản trị viên đã xoá ứng dụng xác thực, khoá truy cập và mã khôi phục của tài khoản bạn, và đăng xuất mọi thiết bị.",
  "email.account.factorsReset.next": "Lần đăng nhập tới, bạn sẽ được hướng dẫn thiết lập lại bước xác minh thứ hai trước khi vào trang quản trị.",
  "email.account.factorsReset.button": "Thiết lập lại bước xác minh",
  "email.account.factorsReset.notYou": "Nếu bạn không yêu cầu việc này, hãy báo ngay cho quản trị viên hoặc qua {email}.",
  "email.waitlist.offer.subject": "Đã có ghế cho bạn: {film}, {when}",
  "email.waitlist.offer.preheader": "Ghế {seats} đang được giữ cho bạn đến {until}. Thanh toán để nhận vé.",
  "email.waitlist.offer.body": "Suất {film} lúc {when} tại {cinema} ({auditorium}) vừa có ghế trống, và bạn là người tiếp theo trong danh sách chờ.",
  "email.waitlist.offer.held": "Chúng tôi đang giữ ghế {seats} cho bạn đến {until} ({untilDay}). Tạm tính: {total}.",
  "email.waitlist.offer.button": "Thanh toán giữ chỗ",
  "email.waitlist.offer.after": "Sau thời gian trên, ghế sẽ được chuyển cho người kế tiếp trong danh sách chờ. Nếu bạn không cần nữa, không phải làm gì thêm.",
  "email.reminder.subject": "{film} đã mở bán vé",
  "email.reminder.preheader": "Suất chiếu đầu tiên của {film} đã mở bán. Chọn ghế đẹp sớm nhé!",
  "email.reminder.body":
    "Bạn đã nhờ chúng tôi nhắc khi phim {film} mở bán vé. Những suất chiếu đầu tiên vừa lên lịch: bạn có thể chọn suất và ghế ngay bây giờ.",
  "email.reminder.button": "Xem lịch chiếu và đặt vé",
  "email.reminder.once": "Đây là lời nhắc duy nhất cho phim này: chúng tôi sẽ không gửi thêm.",
} as const;
