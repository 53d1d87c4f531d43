import { Link } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { paths } from "../../ui/paths.ts";

const STATUS_LABEL: Record<Order["status"], string> = {
  held: "Đang giữ ghế",
  pending_payment: "Chờ thanh toán",
  paid: "Đã thanh toán",
  expired: "Đã hết hạn",
  cancelled: "Đã huỷ",
  refunded: "Đã hoàn tiền",
};

/** The customer's orders, newest first (GET /api/v1/me/orders). */
export function OrderHistory({ orders }: { orders: Order[] }) {
  return (
    <section aria-labelledby="order-history-title" className="space-y-4">
      <h2 id="order-history-title" className="text-lg font-bold text-night-900">
        Lịch sử đặt vé
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 px-4 py-6 text-center text-[15px] text-slate-600">Bạn chưa có đơn hàng nào.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-card border border-slate-200">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-start justify-between gap-2 px-4 py-3">
              <div>
                <p className="font-bold text-night-900">
                  <Link to={paths.order(order.code)} className="hover:text-link hover:underline">
                    {order.showtime.film.name}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {order.showtime.cinema.name} · {formatTime(order.showtime.startsAt)}, {formatDate(order.showtime.startsAt)} · Ghế {order.seats.map((s) => s.label).join(", ")}
                </p>
                <p className="text-sm text-slate-600">Mã đặt vé {order.code}</p>
              </div>
              {/* Phones: the total and the status on one line under the film, left-aligned like it. */}
              <div className="flex w-full items-baseline gap-2 sm:block sm:w-auto sm:text-right">
                <p className="font-bold text-night-900">{formatVnd(order.total)}</p>
                <p className="text-sm text-slate-600">{STATUS_LABEL[order.status]}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
