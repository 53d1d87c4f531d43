import { Link } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";

/** An order that is not (yet) paid: processing, payment failed, hold over, or refunded. */
export function OrderStatusPanel({ order, paymentFailed, waitedTooLong }: { order: Order; paymentFailed: boolean; waitedTooLong: boolean }) {
  if (order.status === "pending_payment") {
    return (
      <div role="status" className="rounded-card border border-slate-200 bg-white px-5 py-8 text-center shadow-sm">
        {waitedTooLong ? (
          <>
            <p className="text-lg font-bold text-night-900">Chúng tôi chưa nhận được kết quả từ cổng thanh toán.</p>
            <p className="mt-2 text-slate-700">
              Nếu bạn đã thanh toán, đừng lo: hệ thống sẽ tự đối soát với cổng thanh toán và gửi vé qua e-mail ngay khi có kết quả. Bạn có thể tải lại trang này
              sau ít phút.
            </p>
          </>
        ) : (
          <>
            <span
              aria-hidden="true"
              className="mx-auto block size-10 animate-spin rounded-full border-4 border-slate-200 border-t-amber-brand motion-reduce:animate-none"
            />
            <p className="mt-4 text-lg font-bold text-night-900">Đang xử lý thanh toán…</p>
            <p className="mt-1 text-slate-700">Bạn vui lòng đợi trong giây lát, đừng đóng trang này. Vé sẽ hiện ngay khi cổng thanh toán xác nhận.</p>
          </>
        )}
      </div>
    );
  }
  if (order.status === "held") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p role={paymentFailed ? "alert" : undefined} className="text-lg font-bold text-night-900">
          {paymentFailed ? "Thanh toán chưa thành công." : "Đơn hàng đang chờ thanh toán."}
        </p>
        <p className="mt-1 text-slate-700">
          Ghế {order.seats.map((s) => s.label).join(", ")} vẫn được giữ cho bạn đến <strong>{formatTime(order.expiresAt)}</strong>. Bạn có thể thanh toán lại,
          hoặc chọn phương thức khác.
        </p>
        <Link to={paths.booking(order.showtime.id, { step: "payment" })} className={buttonClass("primary", "mt-4")}>
          Thanh toán lại
        </Link>
      </div>
    );
  }
  if (order.status === "refunded" && order.paidAt) {
    return (
      <div role="status" className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">Đơn hàng đã được hủy và hoàn tiền.</p>
        {order.refunds && order.refunds.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">
              Vé ghế {order.seats.map((s) => s.label).join(", ")} không còn giá trị; ghế đã được mở bán lại. Tiền được hoàn như sau:
            </p>
            <ul className="mt-2 divide-y divide-slate-200 rounded-card bg-slate-50 px-3" data-testid="refund-parts">
              {order.refunds.map((part) => (
                <li key={`${part.to}-${part.label}-${part.amount}`} className="flex flex-wrap justify-between gap-2 py-2 text-[15px]">
                  <span>
                    Về <strong>{part.label}</strong>
                    <span className="block text-sm text-slate-600">
                      {part.to === "gift_card"
                        ? part.bonus > 0
                          ? `Đã cộng vào thẻ, kèm ${formatVnd(part.bonus)} tặng thêm`
                          : "Đã cộng lại vào số dư thẻ"
                        : part.status === "done"
                          ? "Cổng thanh toán đã nhận lệnh hoàn; tiền thường về trong 1–15 ngày làm việc"
                          : part.status === "failed"
                            ? "Chưa hoàn được: nhân viên sẽ liên hệ bạn"
                            : "Đang gửi lệnh hoàn tới cổng thanh toán"}
                    </span>
                  </span>
                  <strong className="text-night-900">{formatVnd(part.amount + part.bonus)}</strong>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-600">Chi tiết đã được gửi qua e-mail.</p>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            Vé ghế {order.seats.map((s) => s.label).join(", ")} không còn giá trị; ghế đã được mở bán lại. Tiền được hoàn qua cổng bạn đã thanh toán và thường
            về tài khoản trong 1–15 ngày làm việc. Chi tiết đã được gửi qua e-mail.
          </p>
        )}
        <Link to={paths.film(order.showtime.film.slug)} className={buttonClass("primary", "mt-4")}>
          Chọn suất chiếu khác
        </Link>
      </div>
    );
  }
  if (order.status === "exchanged") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">Đơn hàng đã được đổi sang suất khác.</p>
        <p className="mt-1 text-slate-700">Vé của đơn này không còn giá trị. Vé mới nằm trong đơn hàng mới và đã được gửi qua e-mail.</p>
        <Link to={paths.account()} className={buttonClass("primary", "mt-4")}>
          Xem vé của tôi
        </Link>
      </div>
    );
  }
  if (order.status === "refunded") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">Đơn hàng đã được hoàn tiền.</p>
        <p className="mt-1 text-slate-700">
          Khoản thanh toán {formatVnd(order.total)} đến sau khi ghế đã được bán cho người khác, nên chúng tôi đã tự động hoàn lại toàn bộ qua cổng thanh toán.
          Tiền thường về tài khoản của bạn trong 1–15 ngày làm việc. Chi tiết đã được gửi qua e-mail.
        </p>
        <Link to={paths.film(order.showtime.film.slug)} className={buttonClass("primary", "mt-4")}>
          Chọn suất chiếu khác
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
      <p className="text-lg font-bold text-night-900">{order.status === "cancelled" ? "Đơn hàng đã được huỷ." : "Đơn hàng đã hết thời gian giữ ghế."}</p>
      <p className="mt-1 text-slate-700">Đơn hàng chưa được thanh toán nên ghế đã được trả lại. Bạn hãy chọn ghế lại nhé.</p>
      <Link to={paths.booking(order.showtime.id)} className={buttonClass("primary", "mt-4")}>
        Chọn ghế lại
      </Link>
    </div>
  );
}
